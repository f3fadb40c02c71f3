import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { siteSecret, startApi } from '../../../scripts/site.mjs';
import { missingPrerequisites, prerequisitesOf, skipOrFail } from './prerequisites';
import {
  APP_NAMES,
  type AppName,
  activateRelease,
  appEnv,
  appFolder,
  appFolders,
  copyRelease,
  freePorts,
  ROOT,
  renderConfig,
  type ServedApp,
  type Stack,
  startNginx,
  startSiteServer,
  stopNginx,
} from './stack';

/**
 * The API on a fresh PostgreSQL database (production settings, demo data asked for), and
 * the shell and each remote served by their own nginx from copies of their builds.
 */
export default async function globalSetup() {
  const needs = prerequisitesOf(process.env);
  const missing = await missingPrerequisites(needs);
  if (missing.length > 0) return skipOrFail(missing, needs.inCi);
  const { postgresUrl, redisUrl } = needs;
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();

  const database = `store_prod_e2e_${process.pid}_${Date.now()}`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error('[e2e/prod]', error));
  };
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    const tmpDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-prod-'));
    // nginx started as root serves files as nobody.
    await chmod(tmpDir, 0o755);
    cleanups.push(() => rm(tmpDir, { recursive: true, force: true }));
    const logDir = path.join(tmpDir, 'logs');
    await mkdir(logDir);

    // Two replicas start together on the empty database, as compose starts them: migrations and
    // the demo seed run once (advisory locks); they share the uploads folder, as the volume.
    const apiEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: postgresUrl.replace(/\/[^/]*$/, `/${database}`),
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Shared with the site server, which signs the page-view tokens slot reports are counted by.
      SITE_SECRET: siteSecret(),
      SEED_DEMO: '1',
      API_DATA_DIR: path.join(tmpDir, 'api-data'),
      // Every test logs in from this one machine.
      RATE_LIMIT_MAX: '100000',
      SMTP_URL: '',
      // As compose runs them: the replicas share limits and catalogue changes through Redis.
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `${database}:` } : {}),
    };
    // Each with its registry's listener beside its public one.
    const [apiPort, replicaPort, registryPort, replicaRegistryPort] = (await freePorts(4)) as [
      number,
      number,
      number,
      number,
    ];
    const replicas = await Promise.allSettled([
      startApi({ port: apiPort, registryPort, env: apiEnv, quiet: true }),
      startApi({ port: replicaPort, registryPort: replicaRegistryPort, env: apiEnv, quiet: true }),
    ]);
    for (const replica of replicas) if (replica.status === 'fulfilled') cleanups.push(() => replica.value.stop());
    const failed = replicas.find((replica) => replica.status === 'rejected');
    if (failed) throw failed.reason;
    type Api = { url: string; registryUrl: string };
    const [api, replica] = replicas.map((replica) => (replica as PromiseFulfilledResult<Api>).value) as [Api, Api];

    const free = await freePorts(APP_NAMES.length);
    const ports = Object.fromEntries(APP_NAMES.map((name, index) => [name, free[index]])) as Record<AppName, number>;
    const origin = (name: AppName) => `http://127.0.0.1:${ports[name]}`;
    const remoteUrls = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `${origin(name)}/mf-manifest.json`]),
    ) as Record<RemoteName, string>;

    // The shell's pages come from the site server, as in compose (shell-ssr behind the shell's nginx).
    const [sitePort] = await freePorts(1);
    const siteEnv = {
      API_UPSTREAM: api.url,
      // The registry's internal listener: nginx proxies /api to the public one, which has no registry.
      REGISTRY_UPSTREAM: api.registryUrl,
      PUBLIC_ORIGIN: origin('shell'),
      RELEASES_DIR: path.join(tmpDir, 'slice-releases'),
      SITE_SECRET: apiEnv.SITE_SECRET,
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_URL_${name.toUpperCase()}`, remoteUrls[name]])),
    };
    const site = await startSiteServer({ ...siteEnv, PORT: String(sitePort) });
    cleanups.push(site.stop);

    const apps = {} as Record<AppName, ServedApp>;
    for (const name of APP_NAMES) {
      const folders = await appFolders(tmpDir, name);
      await copyRelease(folders, '1', path.join(ROOT, appFolder(name), 'dist'));
      await activateRelease(folders, '1');
      const app = { name, port: ports[name], origin: origin(name), ...folders };
      const env = appEnv(app, {
        shellOrigin: origin('shell'),
        apiUrl: api.url,
        logDir,
        siteUrl: site.url,
        releasesDir: siteEnv.RELEASES_DIR,
      });
      await renderConfig(env);
      const pid = await startNginx(app.runtimeDir, app.port);
      cleanups.push(() => stopNginx(pid));
      apps[name] = { ...app, env, pid };
    }

    const stack: Stack = {
      tmpDir,
      apiUrls: [api.url, replica.url],
      apiEnv,
      siteEnv,
      redisUrl: redisUrl ?? null,
      shellUrl: origin('shell'),
      apps,
    };
    process.env.E2E_PROD_STACK = JSON.stringify(stack);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
