/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RELEASE_ROUTING_TTL_MS, REMOTE_NAMES, type ReleaseRouting, type RemoteName } from 'shared-contracts';
import type { SliceLocations } from './config';
import { bucketCookie, bucketFromCookie, chosenRelease, createReleaseRouting } from './release-routing';

const configured = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    { browser: `http://localhost:9/${name}.json`, server: `http://localhost:9/${name}.json` },
  ]),
) as SliceLocations;
const emptyRouting = () =>
  Object.fromEntries(['shell', ...REMOTE_NAMES].map((name) => [name, { live: null, canary: null }])) as ReleaseRouting;

// The registry as the API answers it; `registry.routing` is what it says now, `reads` how often it was asked.
const registry = { routing: emptyRouting(), reads: 0, down: false };
let server: Server;
let registryUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    registry.reads += 1;
    if (registry.down || request.url !== '/releases') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(registry.routing));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => Object.assign(registry, { routing: emptyRouting(), reads: 0, down: false }));

let routings: ReturnType<typeof createReleaseRouting>[] = [];
afterEach(() => {
  for (const routing of routings) routing.close();
  routings = [];
});
const routingFor = () => {
  const routing = createReleaseRouting({
    registryUrl,
    configured,
    releaseFilesOrigin: () => 'http://127.0.0.1:5555',
    log: () => undefined,
  });
  routings.push(routing);
  return routing.slicesFor;
};
const route = (name: RemoteName, live: string, canary?: { release: string; percent: number }) => {
  registry.routing[name] = { live, canary: canary ?? null };
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a visitor's bucket is read from its cookie, and kept a year in a first-party cookie", () => {
  expect(bucketFromCookie('theme=dark; slice_bucket=42; other=1')).toBe(42);
  expect(bucketFromCookie('slice_bucket=7')).toBe(7);
  expect(bucketFromCookie('slice_bucket=x')).toBeUndefined();
  expect(bucketFromCookie(undefined)).toBeUndefined();
  expect(bucketCookie(42, true)).toBe('slice_bucket=42; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure');
});

test('visitors below the canary percent get the canary, the others the live release', () => {
  const withCanary = { live: '1.0.0-aaaaaaaaaa', canary: { release: '1.1.0-bbbbbbbbbb', percent: 10 } };
  expect(chosenRelease(withCanary, 9)).toBe('1.1.0-bbbbbbbbbb');
  expect(chosenRelease(withCanary, 10)).toBe('1.0.0-aaaaaaaaaa');
  expect(chosenRelease({ live: null, canary: null }, 0)).toBeNull();
});

test("a slice with a live release is served from the release's files; one without, from its configured address", async () => {
  route('mf_catalog', '1.0.0-aaaaaaaaaa', { release: '1.1.0-bbbbbbbbbb', percent: 50 });
  const slicesFor = routingFor();
  const early = await slicesFor(3, 'https://shop.example.in');
  expect(early.releases.mf_catalog).toBe('1.1.0-bbbbbbbbbb');
  expect(early.locations.mf_catalog).toEqual({
    browser: 'https://shop.example.in/releases/mf_catalog/1.1.0-bbbbbbbbbb/mf-manifest.json',
    server: 'http://127.0.0.1:5555/releases/mf_catalog/1.1.0-bbbbbbbbbb/mf-manifest.json',
  });
  const late = await slicesFor(80, 'https://shop.example.in');
  expect(late.releases.mf_catalog).toBe('1.0.0-aaaaaaaaaa');
  expect(late.releases.mf_admin).toBeNull();
  expect(late.locations.mf_admin).toEqual(configured.mf_admin);
});

test('a slice a developer runs is served from its development server whatever the registry says; the others from their releases', async () => {
  route('mf_catalog', '1.0.0-aaaaaaaaaa', { release: '1.1.0-bbbbbbbbbb', percent: 50 });
  route('mf_admin', '2.0.0-cccccccccc');
  const routing = createReleaseRouting({
    registryUrl,
    configured,
    devSlices: ['mf_catalog'],
    releaseFilesOrigin: () => 'http://127.0.0.1:5555',
    log: () => undefined,
  });
  routings.push(routing);
  for (const bucket of [3, 80]) {
    const slices = await routing.slicesFor(bucket, 'http://localhost:3000');
    expect(slices.releases.mf_catalog).toBeNull();
    expect(slices.locations.mf_catalog).toEqual(configured.mf_catalog);
    expect(slices.releases.mf_admin).toBe('2.0.0-cccccccccc');
  }
});

test('a switch in the registry reaches the page loads within the routing lifetime; pages share the reads', async () => {
  route('mf_catalog', '1.0.0-aaaaaaaaaa');
  const slicesFor = routingFor();
  await Promise.all(Array.from({ length: 20 }, () => slicesFor(5, 'http://localhost:3000')));
  expect(registry.reads).toBe(1);
  route('mf_catalog', '1.1.0-bbbbbbbbbb');
  await wait(RELEASE_ROUTING_TTL_MS);
  expect((await slicesFor(5, 'http://localhost:3000')).releases.mf_catalog).toBe('1.1.0-bbbbbbbbbb');
});

test('a registry that does not answer delays no page: the last routing known is used meanwhile', async () => {
  route('mf_catalog', '1.0.0-aaaaaaaaaa');
  const slicesFor = routingFor();
  await slicesFor(5, 'http://localhost:3000');
  const hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const slow = createReleaseRouting({
    registryUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
    configured,
    releaseFilesOrigin: () => 'http://127.0.0.1:5555',
    log: () => undefined,
  });
  routings.push(slow);
  try {
    // The first read after start is waited for (up to its timeout); none after it.
    await slow.slicesFor(5, 'http://localhost:3000');
    const started = Date.now();
    await wait(RELEASE_ROUTING_TTL_MS);
    await slow.slicesFor(5, 'http://localhost:3000');
    expect(Date.now() - started).toBeLessThan(RELEASE_ROUTING_TTL_MS + 200);
  } finally {
    hanging.closeAllConnections();
    hanging.close();
  }
});

test('while the registry cannot be read, the last routing known stays in force', async () => {
  route('mf_catalog', '1.0.0-aaaaaaaaaa');
  const slicesFor = routingFor();
  await slicesFor(5, 'http://localhost:3000');
  registry.down = true;
  await wait(RELEASE_ROUTING_TTL_MS + 50);
  expect((await slicesFor(5, 'http://localhost:3000')).releases.mf_catalog).toBe('1.0.0-aaaaaaaaaa');
});

test("a preview's pins replace what the bucket gives for those slices only: a release from the store, a dev server as given", async () => {
  route('mf_catalog', '1.0.0-aaaaaaaaaa', { release: '1.1.0-bbbbbbbbbb', percent: 50 });
  route('mf_account', '2.0.0-cccccccccc');
  const slicesFor = routingFor();
  const pinned = await slicesFor(80, 'https://shop.example.in', [
    { target: 'mf_catalog', release: '1.2.0-dddddddddd' },
    { target: 'mf_cart_checkout', devServer: 'http://localhost:5301/mf-manifest.json' },
    { target: 'shell' },
  ]);
  expect(pinned.releases).toEqual({
    mf_catalog: '1.2.0-dddddddddd',
    mf_cart_checkout: null,
    mf_account: '2.0.0-cccccccccc',
    mf_admin: null,
  });
  expect(pinned.sources).toEqual({
    mf_catalog: 'preview',
    mf_cart_checkout: 'dev-server',
    mf_account: 'live',
    mf_admin: 'configured',
  });
  expect(pinned.locations.mf_catalog).toEqual({
    browser: 'https://shop.example.in/releases/mf_catalog/1.2.0-dddddddddd/mf-manifest.json',
    server: 'http://127.0.0.1:5555/releases/mf_catalog/1.2.0-dddddddddd/mf-manifest.json',
  });
  expect(pinned.locations.mf_cart_checkout.browser).toBe('http://localhost:5301/mf-manifest.json');
  // The same bucket without the preview: as the registry routes it, canary named as such.
  const shopper = await slicesFor(3, 'https://shop.example.in');
  expect(shopper.releases.mf_catalog).toBe('1.1.0-bbbbbbbbbb');
  expect(shopper.sources.mf_catalog).toBe('canary');
  expect(shopper.sources.mf_cart_checkout).toBe('configured');
});
