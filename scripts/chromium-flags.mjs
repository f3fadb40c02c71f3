// @ts-check
/**
 * Chromium's switches for a run on a server with no display or desktop session, as the browser
 * tests (e2e/support/browser.ts) and the bench's Lighthouse (bench/options.mjs) start it: no
 * sandbox (run as root in a container), no GPU, and none of the browser's own network traffic or
 * first-run screens to disturb what is measured or tested.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
