// @ts-check
/**
 * A long-lived site renderer seeing one catalog release after another (bounded-releases.spec.ts):
 * the shell's built renderer (dist-server/ssr.cjs) renders the About page with each of `count`
 * releases in turn, every one at its own /releases/mf_catalog/<id>/ address, served from the
 * catalog's built files by a plain file server. Run with --expose-gc; prints one JSON line of what
 * the process holds afterwards.
 *
 * Arguments: <repo root> <API url> <count>
 */
const { readFile } = require('node:fs/promises');
const { readFileSync } = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const [root, apiUrl, countArgument] = process.argv.slice(2);
const count = Number(countArgument);
const catalogDist = path.join(root, 'mf-catalog/dist');
const OTHER_SLICES = ['mf_cart_checkout', 'mf_account', 'mf_admin'];
/** The address of one release's files: every release serves the same built files. */
const RELEASE_FILE = /^\/releases\/mf_catalog\/([^/]+)\/(.+)$/;

/** Manifest reads per release id. @type {Map<string, number>} */
const manifestReads = new Map();

const files = http.createServer(async (request, response) => {
  const found = RELEASE_FILE.exec((request.url ?? '').split('?')[0] ?? '');
  if (!found || found[2]?.includes('..')) return response.writeHead(404).end();
  const [, release, file] = /** @type {[string, string, string]} */ (found);
  if (file.endsWith('mf-manifest.json')) manifestReads.set(release, (manifestReads.get(release) ?? 0) + 1);
  try {
    response.end(await readFile(path.join(catalogDist, file)));
  } catch {
    response.writeHead(404).end();
  }
});

const heapAfterGc = () => {
  const gc = /** @type {() => void} */ (globalThis.gc);
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

files.listen(0, '127.0.0.1', async () => {
  const address = files.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { createSsrRenderer } = require(path.join(root, 'shell/dist-server/ssr.cjs'));
  const { render } = createSsrRenderer({
    indexHtml: readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8'),
    shellStylesheets: [],
    apiUrl,
    resolveFrom: path.join(root, 'shell/package.json'),
  });

  /** The About page with catalog release `release`; its HTML. @param {string} release */
  const renderWith = async (release) => {
    const manifest = `${origin}/releases/mf_catalog/${release}/mf-manifest.json`;
    /** @type {Record<string, { browser: string, server: string }>} */
    const slices = { mf_catalog: { browser: manifest, server: manifest } };
    /** @type {Record<string, { manifest: string, release: string | null }>} */
    const remotes = { mf_catalog: { manifest, release } };
    for (const name of OTHER_SLICES) {
      const configured = `${origin}/${name}/mf-manifest.json`;
      slices[name] = { browser: configured, server: configured };
      remotes[name] = { manifest: configured, release: null };
    }
    const page = await render(new URL('http://localhost/about'), slices, remotes);
    let html = '';
    for await (const chunk of page.body) html += chunk;
    return html;
  };
  const releaseId = (/** @type {number} */ n) => `1.0.0-${n.toString(16).padStart(10, '0')}`;

  // Warmed up first: the renderer's own code and the shared packages load once.
  const WARM_UP = 20;
  let heapBefore = 0;
  let aboutRendered = 0;
  for (let n = 0; n < count; n += 1) {
    if ((await renderWith(releaseId(n))).includes('About Us')) aboutRendered += 1;
    if (n === WARM_UP - 1) heapBefore = heapAfterGc();
  }
  const heapAfter = heapAfterGc();

  // One release served again after the routing's one-second lifetime: its manifest is not read again.
  const last = releaseId(count - 1);
  const readsBefore = manifestReads.get(last) ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 1200));
  await renderWith(last);
  const rereads = (manifestReads.get(last) ?? 0) - readsBefore;

  const federation = /** @type {{ __FEDERATION__: { __INSTANCES__: unknown[], __SHARE__: object } }} */ (
    /** @type {unknown} */ (globalThis)
  ).__FEDERATION__;
  const loading = /** @type {{ __GLOBAL_LOADING_REMOTE_ENTRY__?: object }} */ (globalThis)
    .__GLOBAL_LOADING_REMOTE_ENTRY__;
  console.log(
    JSON.stringify({
      aboutRendered,
      heapGrowthBytes: heapAfter - heapBefore,
      instances: federation.__INSTANCES__.length,
      shareScopes: Object.keys(federation.__SHARE__).length,
      loadingEntries: Object.keys(loading ?? {}).length,
      rereads,
    }),
  );
  files.close();
  process.exit(0);
});
