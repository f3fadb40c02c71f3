/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { PREVIEW, PREVIEW_MESSAGES, type PreviewGrant } from 'shared-contracts';
import { previewLinks } from 'shared-contracts/preview-links';
import { previewBar, registerPreview, withPreviewBar } from './preview';
import type { VisitorSlices } from './release-routing';

const SECRET = 'site-secret-0123456789abcdef0123456789abcdef';
const links = previewLinks(SECRET);
const HOUR = 3_600_000;
const grant = (overrides: Partial<PreviewGrant> = {}): Omit<PreviewGrant, 'nonce'> => ({
  pins: [{ target: 'mf_catalog', release: '1.2.0-dddddddddd' }],
  expiresAt: Date.now() + HOUR,
  warnings: [],
  ...overrides,
});
const manifest = 'https://shop.example.in/m.json';
const slices: VisitorSlices = {
  locations: {
    mf_catalog: { browser: manifest, server: manifest },
    mf_cart_checkout: { browser: 'http://localhost:5301/mf-manifest.json', server: manifest },
    mf_account: { browser: manifest, server: manifest },
    mf_admin: { browser: manifest, server: manifest },
  },
  releases: { mf_catalog: '1.2.0-dddddddddd', mf_cart_checkout: null, mf_account: '2.0.0-cccccccccc', mf_admin: null },
  sources: { mf_catalog: 'preview', mf_cart_checkout: 'dev-server', mf_account: 'canary', mf_admin: 'configured' },
};

describe('the preview bar', () => {
  it("names each slot's slice and where it comes from, links each release to its record, and says what does not fit", () => {
    const bar = previewBar(
      { ...grant({ warnings: ['mf_catalog 1.2.0-dddddddddd does not fit the live shell: <needs>'] }), nonce: 'n' },
      slices,
    );
    expect(bar).toContain('aria-labelledby="store-preview-title"');
    expect(bar).toContain(
      `<li><strong>mf_catalog</strong>: <a href="${PREVIEW.releasePath('mf_catalog', '1.2.0-dddddddddd')}">1.2.0-dddddddddd</a> (${PREVIEW_MESSAGES.pinned})</li>`,
    );
    expect(bar).toContain(`<li><strong>mf_cart_checkout</strong>: ${PREVIEW_MESSAGES.devServer}</li>`);
    expect(bar).toContain(`>2.0.0-cccccccccc</a> (${PREVIEW_MESSAGES.canary})</li>`);
    expect(bar).toContain(`<li><strong>mf_admin</strong>: ${PREVIEW_MESSAGES.notFromRelease}</li>`);
    // Texts from the registry are text, never markup.
    expect(bar).toContain('the live shell: &lt;needs&gt;</p>');
    expect(bar).toContain(`<button type="submit">${PREVIEW_MESSAGES.leave}</button>`);
    expect(previewBar({ ...grant(), nonce: 'n' }, slices)).not.toContain(PREVIEW_MESSAGES.incompatible);
  });

  it('goes before the root React renders into, with a robots meta: the hydrated tree never meets it', () => {
    const page = '<html><head><title>t</title></head><body><div id="root"><main>x</main></div></body></html>';
    expect(withPreviewBar(page, '<section>bar</section>')).toBe(
      '<html><head><title>t</title><meta name="robots" content="noindex"></head><body><section>bar</section><div id="root"><main>x</main></div></body></html>',
    );
  });
});

describe('opening and leaving a preview', () => {
  let app: FastifyInstance;
  let previewOf: ReturnType<typeof registerPreview>['previewOf'];
  beforeEach(async () => {
    app = Fastify();
    // No registry to ask: a release's record is not reached in these tests.
    ({ previewOf } = registerPreview(app, { secret: SECRET, registryUrl: 'http://127.0.0.1:9' }));
    app.get('/whoami', async (request, reply) => ({ preview: previewOf(request, reply)?.pins ?? null }));
    await app.ready();
  });
  afterEach(() => app.close());

  const open = (link: string) => app.inject({ url: `${PREVIEW.enterPath}?link=${encodeURIComponent(link)}` });

  it('keeps a good link in an HttpOnly cookie that expires with it, and sends the browser to the store', async () => {
    const link = links.sign(grant());
    const response = await open(link);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${PREVIEW.cookie}=${link.replace('.', '\\.')}; Path=/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$`),
    );
    const held = await app.inject({ url: '/whoami', headers: { cookie: `slice_bucket=3; ${PREVIEW.cookie}=${link}` } });
    expect(held.json()).toEqual({ preview: grant().pins });
  });

  it('refuses a forged or expired link with a page that says so, and sets nothing', async () => {
    const expired = await open(links.sign(grant({ expiresAt: Date.now() - 1 })));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(PREVIEW_MESSAGES.expired);
    const forged = await open(previewLinks('another-secret-0123456789abcdef0123456789').sign(grant()));
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(PREVIEW_MESSAGES.forged);
    for (const refused of [expired, forged, await app.inject({ url: PREVIEW.enterPath })]) {
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.body).toContain(`<h1>${PREVIEW_MESSAGES.refusedTitle}</h1>`);
      expect(refused.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('takes a changed cookie for no preview and clears it; leaving clears it too', async () => {
    const [text, signature] = links.sign(grant()).split('.');
    const changed = `${text}x.${signature}`;
    const response = await app.inject({ url: '/whoami', headers: { cookie: `${PREVIEW.cookie}=${changed}` } });
    expect(response.json()).toEqual({ preview: null });
    expect(response.headers['set-cookie']).toMatch(new RegExp(`^${PREVIEW.cookie}=; Path=/; Expires=Thu, 01 Jan 1970`));
    const left = await app.inject({ url: PREVIEW.leavePath });
    expect(left.statusCode).toBe(303);
    expect(left.headers['set-cookie']).toMatch(new RegExp(`^${PREVIEW.cookie}=; Path=/; Expires=Thu, 01 Jan 1970`));
  });

  it("shows a release's record to a preview browser only", async () => {
    const page = await app.inject({ url: PREVIEW.releasePath('mf_catalog', '1.2.0-dddddddddd') });
    expect(page.statusCode).toBe(404);
  });
});
