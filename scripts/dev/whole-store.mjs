// @ts-check
/**
 * `npm run dev`: the whole store in development: the API in watch mode, each slice's Rspack dev
 * server (live reload), the shell's browser and Node builds in watch mode, and the site server on
 * them, which loads the shell's renderer again whenever its build changes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remotePackageName } from 'shared-contracts';
import { recordRegistryUrl } from '../releases/registry-address.mjs';
import { DATA_DIR, onStopSignal, RELEASES_DIR, ROOT, runNpmScript, siteServer } from '../site.mjs';
import { apiPort, devManifest, registryPort, shellPort, siteCheckUrl, sliceScripts, until } from './common.mjs';

export async function wholeStore() {
  // The API on the ports the site server and `npm run slice` are told.
  const env = {
    ...process.env,
    PORT: String(apiPort),
    REGISTRY_PORT: String(registryPort),
    SITE_CHECK_URL: siteCheckUrl(shellPort()),
  };
  const scripts = [
    runNpmScript('api', 'dev', env),
    runNpmScript('shell', 'dev', env),
    runNpmScript('shell', 'dev:server', env),
    ...REMOTE_NAMES.flatMap((name) =>
      sliceScripts(name).map((script) => runNpmScript(remotePackageName(name), script, env)),
    ),
  ];
  onStopSignal(() => Promise.all(scripts.map((script) => script.stop())));

  // The site server starts once the shell's first development builds are there.
  const firstBuilds = ['dist-dev/server/site.cjs', 'dist-dev/server/ssr.cjs', 'dist-dev/web/index.html'];
  await until(() => firstBuilds.every((file) => existsSync(path.join(ROOT, 'shell', file))));
  const { siteConfigFromEnv, startSite } = siteServer('dist-dev/server');
  const registryUrl = `http://127.0.0.1:${registryPort}`;
  recordRegistryUrl(DATA_DIR, registryUrl);
  const config = siteConfigFromEnv(process.env, {
    mode: 'dev',
    apiUrl: `http://127.0.0.1:${apiPort}`,
    registryUrl,
    slices: Object.fromEntries(REMOTE_NAMES.map((name) => [name, devManifest(name)])),
    releasesDir: RELEASES_DIR,
  });
  const site = await startSite({ config, shellDir: path.join(ROOT, 'shell'), port: shellPort() });
  console.log(`\nThe store (development builds) is at http://localhost:${site.port}  (Ctrl-C stops everything)\n`);
}
