/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import Fastify from 'fastify';
import { RELEASE_CHECK, REMOTE_NAMES, type RemoteName, type RemotesConfig } from 'shared-contracts';
import { registerReleaseCheck, signBody } from './release-check';
import type { VisitorSlices } from './release-routing';

const SECRET = 'site-secret-0123456789abcdef0123456789abcdef';
const configured = (name: RemoteName) => `http://127.0.0.1:3001/${name}/mf-manifest.json`;
const live: VisitorSlices = {
  locations: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { browser: configured(name), server: configured(name) }]),
  ) as VisitorSlices['locations'],
  releases: Object.fromEntries(REMOTE_NAMES.map((name) => [name, null])) as VisitorSlices['releases'],
  sources: Object.fromEntries(REMOTE_NAMES.map((name) => [name, 'configured'])) as VisitorSlices['sources'],
};

/** The route with a renderer that records what it was asked to render and answers `error`. */
async function siteWithCheck(error: string | null) {
  const rendered: { name: RemoteName; origin: string; catalog: string; release: string | null | undefined }[] = [];
  const app = Fastify();
  await registerReleaseCheck(app, {
    secret: SECRET,
    ownOrigin: () => 'http://127.0.0.1:8081',
    currentSlices: async () => live,
    remotesOf: async ({ locations, releases }) =>
      Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, { manifest: locations[name].browser, release: releases[name] }]),
      ) as RemotesConfig,
    render: async (name, origin, slices, remotes) => {
      rendered.push({ name, origin, catalog: slices.mf_catalog.server, release: remotes.mf_catalog?.release });
      return error;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, rendered };
}

/** Posts `body` to the route over HTTP, signed with `signature` when given; the status. */
async function ask(app: Awaited<ReturnType<typeof siteWithCheck>>['app'], body: string, signature?: string) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}${RELEASE_CHECK.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [RELEASE_CHECK.signatureHeader]: signature } : {}),
    },
    body,
  });
  return { statusCode: response.status, json: () => response.json() };
}

describe('the render check route', () => {
  it('renders a signed request with the candidate release and answers its first error', async () => {
    const { app, rendered } = await siteWithCheck('/about: broken');
    const body = JSON.stringify({ target: 'mf_catalog', release: '1.0.0-0123456789', at: Date.now() });
    const response = await ask(app, body, signBody(SECRET, body));
    expect(response.statusCode).toBe(200);
    expect(await response.json()).toEqual({ error: '/about: broken' });
    expect(rendered).toEqual([
      {
        name: 'mf_catalog',
        origin: 'http://127.0.0.1:8081',
        catalog: 'http://127.0.0.1:8081/releases/mf_catalog/1.0.0-0123456789/mf-manifest.json',
        release: '1.0.0-0123456789',
      },
    ]);
    await app.close();
  });

  it('renders nothing for an unsigned, wrongly signed, old or malformed request', async () => {
    const { app, rendered } = await siteWithCheck(null);
    const body = JSON.stringify({ target: 'mf_catalog', release: '1.0.0-0123456789', at: Date.now() });
    expect((await ask(app, body)).statusCode).toBe(401);
    expect((await ask(app, body, signBody('another secret of the same length, or not', body))).statusCode).toBe(401);
    expect((await ask(app, `${body} `, signBody(SECRET, body))).statusCode).toBe(401);
    const old = JSON.stringify({
      target: 'mf_catalog',
      release: '1.0.0-0123456789',
      at: Date.now() - RELEASE_CHECK.maxAgeMs - 1000,
    });
    expect((await ask(app, old, signBody(SECRET, old))).statusCode).toBe(401);
    for (const bad of [
      { target: 'shell', release: '1.0.0-0123456789', at: Date.now() },
      { target: 'mf_catalog', release: '../../etc', at: Date.now() },
      { target: 'mf_catalog', release: '1.0.0-0123456789' },
    ]) {
      const text = JSON.stringify(bad);
      expect((await ask(app, text, signBody(SECRET, text))).statusCode).toBe(400);
    }
    expect(rendered).toEqual([]);
    await app.close();
  });
});
