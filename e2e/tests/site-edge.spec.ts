/**
 * The site's edge as `npm start` serves it (shell/server/site): which hosts it answers, the
 * headers it sends, and the client address it tells the API. An API of this file's own, with the
 * real per-address login limit (the other browser tests lift it).
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { startApi, startWebApps } from '../../scripts/site.mjs';
import { test as base, expect } from '../support/fixtures';

const test = base.extend<object, { api: { url: string; registryUrl: string } }>({
  api: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-edge-'));
      const api = await startApi({ env: { API_DATA_DIR: dataDir }, quiet: true });
      await use({ url: api.url, registryUrl: api.registryUrl });
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ api }, use) => {
      const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>;
      const site = await startWebApps({ apiUrl: api.url, registryUrl: api.registryUrl, shellPort: 0, remotePorts });
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
});

/** A GET with the Host header as given (fetch would not send a Host of our choosing). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a request for another host, or with a malformed Host, is refused; the site names only its own origin', async ({
  request,
  site,
}) => {
  for (const host of ['evil.example', 'shop.example.in:3000', 'a@evil.example', 'localhost:3000/x']) {
    const page = await getWithHost(`${site.url}/product/OnePlus%2012`, host);
    expect(page.status, host).toBe(400);
    expect(page.body, host).not.toContain('evil.example');
    expect((await getWithHost(`${site.url}/sitemap.xml`, host)).status, host).toBe(400);
  }

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  expect(robots.headers().vary).toContain('Host');
});

test('every answer carries the security headers: pages a policy that allows no inline script but their starter, anything else one where nothing runs', async ({
  request,
}) => {
  const pages = ['/', '/product/OnePlus%2012', '/myaccount/order'];
  const mainScript = (await (await request.get('/')).text()).match(/data-main="([^"]+)"/)?.[1] ?? '';
  expect(mainScript, 'the page names the shell script').toMatch(/^\/main\.[0-9a-f]{10}\.js$/);
  for (const url of [...pages, '/remotes.json', '/robots.txt', '/api/health', mainScript]) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    if (pages.includes(url)) {
      const scripts = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scripts, url).toContain("'self'");
      expect(scripts, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(scripts.match(/'sha256-/g), `${url}: one inline script allowed, the starter`).toHaveLength(1);
    } else {
      expect(csp, url).toContain("default-src 'none'");
    }
    // Never pinned to https over plain HTTP.
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
});

test('failed logins through the site are limited per address, whatever X-Forwarded-For each request invents', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    const response = await request.post('/api/auth/login', {
      // Another made-up client and another account every time: only the real address is left to count.
      headers: { 'X-Forwarded-For': `203.0.113.${attempt + 1}` },
      data: { identifier: `nobody${attempt}@example.com`, password: 'Wrong@12345' },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 20)).not.toContain(429);
  expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
});
