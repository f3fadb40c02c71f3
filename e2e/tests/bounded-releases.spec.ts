/**
 * A site server that lives through many slice releases keeps only the few it serves: the shell's
 * built renderer renders a page with each of 1,000 catalog releases in turn (the catalog's built
 * files at 1,000 release addresses), in a process of its own so that its heap is measured alone.
 * Needs no browser: Node and the built shell and catalog.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../scripts/site.mjs';

const run = promisify(execFile);
const RELEASES = 1000;
/** Far below what 1,000 releases kept would take (some 200 kB each: about 200 MB). */
const MAX_HEAP_GROWTH_BYTES = 32 * 1024 * 1024;
/** The renderer's kept slice addresses (ssr-entry.ts KEPT_SLICE_ADDRESSES), with room for the runtime's own. */
const MAX_KEPT = 8;

test(`after ${RELEASES} catalog releases the renderer holds a few, and a release's manifest is read once`, async () => {
  test.setTimeout(180_000);
  const apiUrl = process.env.E2E_API_URL;
  if (!apiUrl) throw new Error('E2E_API_URL is not set: global setup did not run');
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', path.join(ROOT, 'e2e/support/render-many-releases.cjs'), ROOT, apiUrl, String(RELEASES)],
    { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  const held = JSON.parse(stdout.trim().split('\n').at(-1) as string);
  // Every page was rendered on the server with its release's code.
  expect(held.aboutRendered).toBe(RELEASES);
  // The federation runtime's globals hold the kept releases' entries only.
  expect(held.shareScopes).toBeLessThanOrEqual(MAX_KEPT);
  expect(held.loadingEntries).toBeLessThanOrEqual(MAX_KEPT);
  expect(held.instances).toBeLessThanOrEqual(MAX_KEPT);
  expect(held.heapGrowthBytes).toBeLessThan(MAX_HEAP_GROWTH_BYTES);
  // Served again after a second, a release is not asked for its manifest again: its files never change.
  expect(held.rereads).toBe(0);
});
