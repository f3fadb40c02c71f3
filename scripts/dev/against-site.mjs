// @ts-check
/**
 * `npm run dev -- <slice> --against <site>`: the slice's dev server, and a link to `site`, another
 * store as it runs, that makes only the browser which opens it load the slice from this dev server
 * (a preview link signed with the slice's deploy token by that store's registry: REGISTRY_URL, or
 * found as `npm run slice` finds it). That site renders the slice's slots in the browser only, and
 * allows the dev server for that browser only.
 */
import { remotePackageName } from 'shared-contracts';
import { findRegistryUrl } from '../releases/registry-address.mjs';
import { deployToken, previewLink } from '../releases/registry-client.mjs';
import { DATA_DIR, onStopSignal, runNpmScript } from '../site.mjs';
import { fail } from './command-line.mjs';
import { answers, BESIDE_STORE, devManifest, runningApi, sliceCalled, slicePort, until } from './common.mjs';

/** @param {string} name the slice as the command line named it @param {string} site */
export async function againstSite(name, site) {
  const slice = sliceCalled(name);
  if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol)) {
    fail(`--against needs the site's address, e.g. https://shop.example.in (got '${site}')`);
  }
  const registry = findRegistryUrl(process.env, DATA_DIR);
  // Beside this machine's store, if it runs, as for the store itself.
  const offset = (await runningApi()) ? BESIDE_STORE : 0;
  const manifest = devManifest(slice, offset);
  // The site runs the shell's production build: the slice runs on its production React (rspack.shared.ts).
  const devServer = runNpmScript(remotePackageName(slice), 'dev', {
    ...process.env,
    [`PORT_${slice.toUpperCase()}`]: String(slicePort(slice, offset)),
    SLICE_IN_BUILT_SHELL: '1',
  });
  onStopSignal(devServer.stop);
  try {
    console.log(`Waiting for ${slice}'s first development build…`);
    const stopped = devServer.exited.then(() => true);
    if (await Promise.race([stopped, until(() => answers(manifest)).then(() => false)])) {
      throw new Error(`${slice}'s development server stopped (its output is above).`);
    }
    const { url, expiresAt } = await previewLink({
      registry: registry.url,
      site,
      pins: [{ target: slice, devServer: manifest }],
      tokenFor: (target) => deployToken(target, DATA_DIR),
    });
    console.log(`\n${slice.padEnd(17)} your dev server ${new URL(manifest).origin} (live reload)`);
    console.log(
      `\nOpen this link in the browser that should load ${slice} from your dev server on ${new URL(site).origin}; ` +
        `no other browser does (until ${expiresAt}, Ctrl-C stops the dev server):\n\n  ${url}\n`,
    );
  } catch (error) {
    await devServer.stop();
    fail(/** @type {Error} */ (error).message);
  }
}
