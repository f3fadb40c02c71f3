/** Real responses of the nginx config the web images use: caching, compression, CORS, security headers, proxying. */
import { existsSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_POLICY, SLICE_PAGE_POLICY, securityHeaders } from '../../shell/server/site/security-headers';
import { expect, test } from './support/fixtures';

const YEAR = 'public, max-age=31536000, immutable';
/** The same places render-config.sh looks for the brotli modules. */
const hasNginxModule = (name: string) =>
  ['/usr/lib/nginx/modules', '/usr/lib64/nginx/modules', '/etc/nginx/modules'].some((dir) =>
    existsSync(`${dir}/ngx_http_${name}_module.so`),
  );
const BROTLI = hasNginxModule('brotli_filter');
const BROTLI_STATIC = BROTLI && hasNginxModule('brotli_static');

/** Bytes of the build's precompressed copy of a served file (rspack.precompress.ts). */
const sizeOf = (folder: string, file: string) => statSync(path.join(folder, file)).size;

test('the shell: SPA fallback, no-cache for index.html and remotes.json, a year for hashed files, security headers, the API under /api and /uploads', async ({
  request,
  stack,
}) => {
  const remoteOrigins = Object.values(stack.apps)
    .filter((app) => app.name !== 'shell')
    .map((app) => app.origin);

  // A client-side route is the shell's page, revalidated every time.
  const page = await request.get('/myaccount/order');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  for (const directive of ['script-src', 'connect-src']) {
    const sources = csp.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
    for (const origin of remoteOrigins) expect(sources, `${directive} allows ${origin}`).toContain(origin);
  }
  expect(headers['access-control-allow-origin']).toBeUndefined();

  // Where each slice lives: from REMOTE_URL_* while the registry has no release of it.
  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  expect(await remotes.json()).toEqual(
    Object.fromEntries(
      Object.values(stack.apps)
        .filter((app) => app.name !== 'shell')
        .map((app) => [app.name, { manifest: `${app.origin}/mf-manifest.json`, release: null }]),
    ),
  );

  // The page's own script: hashed, kept a year, compressed.
  const script = (await page.text()).match(/src="\/(main\.[0-9a-f]{10}\.js)"/)?.[1];
  expect(script, 'index.html loads a hashed main script').toBeTruthy();
  // The build's own compressed copies, sent as they are (nginx's gzip_static, brotli_static).
  const shell = stack.apps.shell.current;
  const gzipped = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['cache-control']).toBe(YEAR);
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['content-type']).toMatch(/javascript/);
  expect(Number(gzipped.headers()['content-length'])).toBe(sizeOf(shell, `${script}.gz`));
  if (BROTLI) {
    const brotli = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    if (BROTLI_STATIC) expect(Number(brotli.headers()['content-length'])).toBe(sizeOf(shell, `${script}.br`));
  }
  // A file that is not there is a 404, never the page (a stale chunk must fail, not parse HTML).
  expect((await request.get('/main.0000000000.js')).status()).toBe(404);
  expect((await request.get('/no-such-file.css')).status()).toBe(404);

  // /api without its prefix, JSON compressed; /uploads as they are.
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' });
  const products = await request.get('/api/products?limit=2', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(products.status()).toBe(200);
  const body = (await products.json()) as { data: { images: { url: string }[] }[] };
  expect(body.data).toHaveLength(2);
  const image = body.data[0]?.images[0]?.url ?? '';
  expect(image).toMatch(/^\/uploads\//);
  const upload = await request.get(image);
  expect(upload.status()).toBe(200);
  expect(upload.headers()['content-type']).toMatch(/^image\//);
});

test('a remote: CORS for the shell origin only, no-cache for mf-manifest.json and remoteEntry.js, a year for its chunks', async ({
  request,
  stack,
}) => {
  const catalog = stack.apps.mf_catalog;
  const fromShell = { Origin: stack.shellUrl, 'Accept-Encoding': 'gzip' };

  const manifest = await request.get(`${catalog.origin}/mf-manifest.json`, { headers: fromShell });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['access-control-allow-origin']).toBe(stack.shellUrl);
  expect(manifest.headers().vary).toMatch(/Origin/);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['content-encoding']).toBe('gzip');
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');

  const entry = await request.get(`${catalog.origin}/remoteEntry.js`, { headers: fromShell });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe(stack.shellUrl);
  expect(entry.headers()['content-encoding']).toBe('gzip');
  expect(Number(entry.headers()['content-length'])).toBe(sizeOf(catalog.current, 'remoteEntry.js.gz'));

  // A chunk the manifest names (an exposed page's JS) is hashed: a year.
  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = exposes.flatMap((expose) => expose.assets.js.sync).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  expect(chunk, 'the manifest names hashed chunks').toBeTruthy();
  const chunkResponse = await request.get(`${catalog.origin}/${chunk}`, { headers: fromShell });
  expect(chunkResponse.status()).toBe(200);
  expect(chunkResponse.headers()['cache-control']).toBe(YEAR);
  expect(chunkResponse.headers()['access-control-allow-origin']).toBe(stack.shellUrl);

  // Any other origin gets no CORS header, so its pages cannot load the slice.
  const elsewhere = await request.get(`${catalog.origin}/remoteEntry.js`, {
    headers: { Origin: 'http://evil.example' },
  });
  expect(elsewhere.status()).toBe(200);
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});

test("HSTS over TLS only (TLS in nginx, or a terminator in front saying X-Forwarded-Proto: https), and a CSP that runs no inline script but a page's starter", async ({
  request,
  stack,
}) => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  // The shell's page, the API behind it, and a slice's file.
  for (const url of ['/myaccount/order', '/api/health', `${stack.apps.mf_catalog.origin}/remoteEntry.js`]) {
    const plain = await request.get(url);
    expect(plain.status()).toBe(200);
    expect(plain.headers()['strict-transport-security'], `${url} over plain HTTP`).toBeUndefined();
    const overTls = await request.get(url, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers()['strict-transport-security'], `${url} behind TLS`).toBe(HSTS);
  }

  for (const url of ['/myaccount/order', `${stack.apps.mf_catalog.origin}/`]) {
    const csp = (await request.get(url)).headers()['content-security-policy'] ?? '';
    const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `));
    // No script-src: scripts fall back to default-src.
    const scripts = directive('script-src') ?? directive('default-src') ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts, `${url}: scripts only from files and the starter's hash`).not.toMatch(/unsafe-inline|unsafe-eval/);
  }
});

test("nginx sends the security headers of the site server's module (site/security-headers.ts), header by header", async ({
  request,
  stack,
}) => {
  const page = await (await request.get('/myaccount/order')).text();
  const script = page.match(/src="\/(main\.[0-9a-f]{10}\.js)"/)?.[1];
  expect(script, 'the page loads a hashed main script').toBeTruthy();
  const catalog = stack.apps.mf_catalog.origin;
  const answers = [
    // nginx's own: the shell's built script, and a slice's own page and files.
    { url: `/${script}`, policy: FILE_POLICY },
    { url: `${catalog}/`, policy: SLICE_PAGE_POLICY },
    { url: `${catalog}/remoteEntry.js`, policy: FILE_POLICY },
    { url: `${catalog}/mf-manifest.json`, policy: FILE_POLICY },
    // The site server's, passed on by the shell's nginx.
    { url: '/robots.txt', policy: FILE_POLICY },
  ];
  const lowerCased = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  // Every header the module can send, HSTS included.
  const names = Object.keys(lowerCased(securityHeaders(FILE_POLICY, true)));
  for (const { url, policy } of answers) {
    for (const overTls of [false, true]) {
      const response = await request.get(url, overTls ? { headers: { 'X-Forwarded-Proto': 'https' } } : {});
      expect(response.status(), url).toBe(200);
      const sent = Object.fromEntries(
        names.flatMap((name) => {
          const value = response.headers()[name];
          return value === undefined ? [] : [[name, value]];
        }),
      );
      expect(sent, `${url}${overTls ? ' over TLS' : ''}`).toEqual(lowerCased(securityHeaders(policy, overTls)));
    }
  }
});

test("the shell's nginx gets pages, robots.txt and the sitemaps from the SSR server, under its security headers", async ({
  request,
  stack,
}) => {
  const product = await request.get('/product/OnePlus%2012');
  expect(product.status()).toBe(200);
  const html = await product.text();
  expect(html).toMatch(/<h1[^>]*>OnePlus 12<\/h1>/);
  expect(html).toContain('₹64,999.00');
  expect(html).toContain('"@type":"Product"');
  // The canonical URL names the site as the browser reached it, not the SSR server's address.
  expect(html).toContain(`<link rel="canonical" href="${stack.shellUrl}/product/OnePlus%2012">`);
  expect(product.headers()['cache-control']).toBe('no-cache');
  expect(product.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(product.headers()['x-content-type-options']).toBe('nosniff');

  expect((await request.get('/product/No%20such%20thing')).status()).toBe(404);
  expect((await request.get('/no-such-page')).status()).toBe(404);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${stack.shellUrl}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`${stack.shellUrl}/sitemaps/products-1.xml`);
  expect(await (await request.get('/sitemaps/products-1.xml')).text()).toContain('/product/OnePlus%2012');
});

test("the shell's nginx serves release files with a policy where nothing runs, follows no link in the store, and serves no page from it", async ({
  request,
  stack,
}) => {
  const base = '/releases/mf_catalog/1.0.0-0000000000';
  const release = path.join(stack.siteEnv.RELEASES_DIR as string, base.replace('/releases/', ''));
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'chunk.0123456789.js'), 'console.log("a chunk");');
  writeFileSync(path.join(release, 'index.html'), '<!doctype html><script>alert("a page")</script>');
  const secret = path.join(stack.tmpDir, 'deploy-tokens.json');
  writeFileSync(secret, '{"mf_catalog":"a-deploy-token"}');
  symlinkSync(secret, path.join(release, 'tokens.js'));

  const chunk = await request.get(`${base}/chunk.0123456789.js`);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe(YEAR);
  expect(chunk.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
  for (const file of ['tokens.js', 'index.html']) {
    const response = await request.get(`${base}/${file}`);
    // 403 for the link, 404 for the page.
    expect([403, 404], file).toContain(response.status());
    expect(await response.text(), file).not.toMatch(/a-deploy-token|alert/);
  }
});
