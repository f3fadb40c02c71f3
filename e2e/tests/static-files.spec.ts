/** The built files as the Node.js site (`npm start`) sends them: the build's compressed copies, hashed ones kept a year. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

const SHELL_DIST = path.resolve(import.meta.dirname, '../../shell/dist');

test("the shell's scripts go out as the build compressed them, hashed ones cached a year", async ({ request }) => {
  const page = await request.get('/shop', { headers: { 'Accept-Encoding': 'br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  // Server-rendered: preloaded, and started by the page's inline starter.
  const script = (await page.text()).match(/data-main="\/(main\.[0-9a-f]{10}\.js)"/)?.[1];
  expect(script, 'the page loads a hashed main script').toBeTruthy();

  for (const [encoding, extension] of [
    ['br', 'br'],
    ['gzip', 'gz'],
  ] as const) {
    const response = await request.get(`/${script}`, { headers: { 'Accept-Encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(Number(response.headers()['content-length'])).toBe(statSync(`${SHELL_DIST}/${script}.${extension}`).size);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const plain = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBe(statSync(`${SHELL_DIST}/${script}`).size);
});
