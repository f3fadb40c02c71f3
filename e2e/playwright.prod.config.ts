import { defineConfig } from '@playwright/test';
import { launchOptions, trace } from './support/browser';

/**
 * The production-like suite (e2e/prod): built apps served by Debian's nginx with the config
 * of the web image (docker/nginx, rendered by docker/web/render-config.sh), the API on
 * PostgreSQL, its replicas on Redis. Under CI a missing nginx, PostgreSQL or Redis fails the run;
 * elsewhere the suite skips, saying why (prod/support/prerequisites.ts).
 *   npx playwright test -c playwright.prod.config.ts   (in e2e/, after `npm run build`)
 */
export default defineConfig({
  testDir: './prod',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'prod/playwright-report' }]],
  // Beside the suite: other runs of the main suite empty e2e/test-results/ while they start.
  outputDir: 'prod/test-results',
  testIgnore: ['**/test-results/**', '**/playwright-report/**'],
  globalSetup: './prod/support/global-setup.ts',
  use: {
    trace,
    actionTimeout: 15_000,
    launchOptions,
  },
});
