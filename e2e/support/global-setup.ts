import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/site.mjs';

/** One API for the whole run, on a fresh embedded database seeded with the demo data. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-'));
  const api = await startApi({
    // Every browser test logs in from this one machine: lift the per-client login limits
    // (the API's own tests check them).
    env: { API_DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' },
    quiet: true,
  });
  process.env.E2E_API_URL = api.url;
  process.env.E2E_REGISTRY_URL = api.registryUrl;
  return async () => {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
