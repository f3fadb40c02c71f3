/**
 * The shell's server loads the catalog slice's Node build over HTTP at run time (architecture §3),
 * in plain Node as the SSR server does: no browser, no API, the slice's built files as deployed.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import * as ReactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { renderToString } from 'react-dom/server';
import { type Company, QUERY_KEYS } from 'shared-contracts';
import { ROOT, siteServer } from '../../scripts/site.mjs';
import { createServerSlice, hostShared } from '../../shell/server/server-slice';

const company: Company = {
  name: 'Volt Electronics',
  description: 'Phones and laptops since 2001.',
  logoUrl: null,
  phone: '9876543210',
  email: 'hello@volt.example',
  address: 'MG Road, Bengaluru',
  pincode: '560001',
};

/** The catalog slice's built files in a folder of their own, served as its own server serves them. */
const test = base.extend<{ deploy: { dir: string; origin: string } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first.
  deploy: async ({}, use) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catalog-deploy-'));
    cpSync(path.join(ROOT, 'mf-catalog/dist/server'), path.join(dir, 'server'), { recursive: true });
    const server = await siteServer().startSliceServer({ root: dir, port: 0, host: '127.0.0.1' });
    await use({ dir, origin: `http://127.0.0.1:${server.port}` });
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  },
});

/** A redeploy as a build makes one: a changed chunk under a new hashed name, named by a new entry and manifest. */
function redeployWithAboutTitle(deployDir: string, title: string) {
  const dir = path.join(deployDir, 'server');
  const chunk = readdirSync(dir).find(
    (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes('About Us'),
  );
  if (!chunk) throw new Error('No chunk renders the About title');
  // The entry maps chunk ids to their content hashes: a new build names the changed chunk by a new hash.
  const oldHash = chunk.match(/\.([0-9a-f]{10})\.js$/)?.[1];
  if (!oldHash) throw new Error(`${chunk} has no content hash`);
  const newHash = '0000000001';
  writeFileSync(
    path.join(dir, chunk.replace(oldHash, newHash)),
    readFileSync(path.join(dir, chunk), 'utf8').replace('About Us', title),
  );
  rmSync(path.join(dir, chunk));
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(text).toContain(oldHash);
    writeFileSync(path.join(dir, file), text.replaceAll(oldHash, newHash));
  }
}

function catalogSlice(origin: string) {
  return createServerSlice({
    name: 'mf_catalog',
    browserManifestUrl: `${origin}/mf-manifest.json`,
    shared: hostShared(
      { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM, '@tanstack/react-query': ReactQuery },
      import.meta.url,
    ),
    recheckMs: 0,
  });
}

async function renderAbout(slice: ReturnType<typeof catalogSlice>) {
  const {
    exports: { default: AboutPage },
  } = await slice.load<{ default: React.ComponentType }>('AboutPage');
  const queryClient = new ReactQuery.QueryClient();
  queryClient.setQueryData(QUERY_KEYS.company, company);
  return renderToString(
    React.createElement(ReactQuery.QueryClientProvider, { client: queryClient }, React.createElement(AboutPage)),
  );
}

test("the shell's server renders a catalog page from the slice's Node build, loaded over HTTP", async ({ deploy }) => {
  const html = await renderAbout(catalogSlice(deploy.origin));
  expect(html).toContain('About Us');
  expect(html).toContain('Volt Electronics');
  expect(html).toContain('MG Road, Bengaluru');
});

test('a redeployed slice is used on the next request, with no restart', async ({ deploy }) => {
  const slice = catalogSlice(deploy.origin);
  expect(await renderAbout(slice)).toContain('About Us');

  redeployWithAboutTitle(deploy.dir, 'About the Store');

  const html = await renderAbout(slice);
  expect(html).toContain('About the Store');
  expect(html).not.toContain('About Us');
});

test('a slice whose server build is not deployed fails to load, so its slot can render in the browser', async ({
  deploy,
}) => {
  const slice = createServerSlice({
    name: 'mf_catalog',
    browserManifestUrl: `${deploy.origin}/missing/mf-manifest.json`,
    shared: {},
  });
  await expect(slice.load('AboutPage')).rejects.toThrow('its server manifest answered 404');
});

test("the slice's chunks come over HTTP from beside its entry, never from a file at the entry URL's path on this machine", async () => {
  // Served at a URL whose path is a folder on this machine, holding a changed copy of a chunk.
  const local = mkdtempSync(path.join(os.tmpdir(), 'catalog-local-'));
  const served = path.join(local, local);
  cpSync(path.join(ROOT, 'mf-catalog/dist/server'), path.join(served, 'server'), { recursive: true });
  cpSync(path.join(served, 'server'), path.join(local, 'server'), { recursive: true });
  for (const file of readdirSync(path.join(local, 'server'))) {
    const text = readFileSync(path.join(local, 'server', file), 'utf8');
    if (text.includes('About Us'))
      writeFileSync(path.join(local, 'server', file), text.replace('About Us', 'Not Served'));
  }
  const server = await siteServer().startSliceServer({ root: local, port: 0, host: '127.0.0.1' });
  try {
    const html = await renderAbout(catalogSlice(`http://127.0.0.1:${server.port}${local}`));
    expect(html).toContain('About Us');
    expect(html).not.toContain('Not Served');
  } finally {
    await server.close();
    rmSync(local, { recursive: true, force: true });
  }
});
