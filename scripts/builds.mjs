// @ts-check
/**
 * The store's builds as `npm start` makes them, by the file each leaves behind: what `npm start`
 * builds when missing and what `npm run dev -- <slice>` needs already there. Free of imports that
 * need a build, so the scripts can ask before loading shared-contracts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each workspace and the file its build leaves behind, in build order. @type {[string, string][]} */
export const BUILDS = [
  ['shared-contracts', 'shared-contracts/dist/index.js'],
  ['api', 'api/dist/server.js'],
  ['shell', 'shell/dist-server/site.cjs'],
  ['mf-catalog', 'mf-catalog/dist/mf-manifest.json'],
  ['mf-cart-checkout', 'mf-cart-checkout/dist/mf-manifest.json'],
  ['mf-account', 'mf-account/dist/mf-manifest.json'],
  ['mf-admin', 'mf-admin/dist/mf-manifest.json'],
];

/** The workspaces, of `workspaces` (all by default), whose build is missing. @param {string[]} [workspaces] */
export const missingBuilds = (workspaces = BUILDS.map(([workspace]) => workspace)) =>
  BUILDS.filter(([workspace, output]) => workspaces.includes(workspace) && !existsSync(path.join(ROOT, output))).map(
    ([workspace]) => workspace,
  );
