import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from './support/browser';

/** Test files that read nothing the admin tests write (see the projects below). */
const INDEPENDENT_OF_ADMIN = [
  /account-.*\.spec\.ts/,
  /api-down\.spec\.ts/,
  /site-edge\.spec\.ts/,
  /slice-releases\.spec\.ts/,
  /slice-preview\.spec\.ts/,
  /release-build\.spec\.ts/,
  /release-integrity\.spec\.ts/,
  /release-check\.spec\.ts/,
  /bounded-releases\.spec\.ts/,
  /address-before-recipients\.spec\.ts/,
  /dev-slice\.spec\.ts/,
];

/** Browser tests of the composed store, on production builds, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Two test files at a time, one per core; nothing here measures time. Each file has its own web
  // servers (support/fixtures.ts) and tests that change a cart use a customer of their own.
  workers: 2,
  projects: [
    // The admin tests change the catalogue, the company details and the legal pages that the
    // storefront tests read, so they run first, one file at a time, on one worker. On the other run
    // the files that read nothing they write: the account tests (people of their own, nothing from
    // the catalogue's counts), the API-down, site edge, slice release and preview, release integrity and release
    // check tests (an API and a data folder of their own), the release builds (no store at all),
    // the renderer's many releases (the About page's title only), the addresses saved before
    // recipients and one slice in development (each a store of its own).
    { name: 'admin', testMatch: /admin-.*\.spec\.ts/, workers: 1 },
    { name: 'beside-admin', testMatch: INDEPENDENT_OF_ADMIN },
    { name: 'storefront', testIgnore: [/admin-.*\.spec\.ts/, ...INDEPENDENT_OF_ADMIN], dependencies: ['admin'] },
  ],
  // Hang detectors, not speed targets (nothing here measures time; npm run bench does): sized for
  // a loaded 2-core CI machine on which Chromium runs several times slower than on a desktop, where
  // the admin slice (antd) took 12 s to show a form and a 60 s test budget was once not enough.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    trace,
    launchOptions,
  },
});
