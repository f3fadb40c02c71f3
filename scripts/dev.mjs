// @ts-check
/**
 * `npm run dev`: the whole store in development (dev/whole-store.mjs). A change to the site server
 * itself (shell/server/site) needs `npm run dev` restarted.
 *
 * `npm run dev -- <slice>` (`mf-catalog` or `mf_catalog`): that slice alone in development, in the
 * store as it runs, the shell from its build and every other slice from its live release
 * (dev/one-slice.mjs). Nothing else is built or watched.
 *
 * `npm run dev -- <slice> --against <site>`: the slice's dev server, loaded by one browser on
 * another store as it runs through a preview link (dev/against-site.mjs).
 */
import { commandLine, requireBuildsFor } from './dev/command-line.mjs';

const { sliceName, against } = commandLine();
requireBuildsFor(sliceName, against);

// Imported once shared-contracts is built: they load it from its dist folder.
const { siteSecret } = await import('./site.mjs');
// The API and the site server sign and check with one secret; set before the API starts, which inherits it.
siteSecret();

if (sliceName === undefined) {
  const { wholeStore } = await import('./dev/whole-store.mjs');
  await wholeStore();
} else if (against === undefined) {
  const { oneSlice } = await import('./dev/one-slice.mjs');
  await oneSlice(sliceName);
} else {
  const { againstSite } = await import('./dev/against-site.mjs');
  await againstSite(sliceName, against);
}
