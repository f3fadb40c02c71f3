import { startRemotesConfigRequest } from './remotes/remotes-config-request';
import { yieldToBrowser } from './yield-to-browser';

startRemotesConfigRequest();
// Three tasks after the federation runtime's own start in this script: negotiating and loading the
// shared modules, evaluating them, and starting the site. The import is also an async boundary, so
// shared modules are negotiated before any of them runs.
yieldToBrowser()
  .then(() => import('./bootstrap'))
  .then(async ({ startSite }) => {
    await yieldToBrowser();
    await startSite();
  })
  .catch((error: unknown) => console.error('[shell] the site could not start', error));
