/**
 * The API as `npm run start -w api` runs it: PGlite in a data folder, demo data seeded on the
 * first start only, a clean shutdown on SIGTERM, and everything still there on the next start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../paths.js';
import { SEED_PRODUCTS } from './seed-data.js';

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

function start(dataDir: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    // tsx as a loader inside node (not its CLI, which wraps the server in a second process),
    // so the signals below reach the server itself.
    ['--import', 'tsx', '--conditions=store-source', path.join(API_ROOT, 'src/server.ts')],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        API_DATA_DIR: dataDir,
        DATABASE_URL: '',
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('npm run start -w api on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-api-start-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('seeds once, shuts down cleanly on SIGTERM and keeps the data for the next start', async () => {
    const first = await start(dataDir);
    const products = (await (await fetch(`${first.url}/products?limit=1`)).json()) as {
      pagination: { totalItems: number };
    };
    expect(products.pagination.totalItems).toBe(SEED_PRODUCTS.length);
    const login = await fetch(`${first.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@example.com', password: 'Admin@12345' }),
    });
    expect(login.status).toBe(200);
    const registered = await fetch(`${first.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'kept',
        email: 'kept@example.com',
        password: 'Kept@12345',
        firstName: 'K',
        lastName: 'K',
      }),
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect((await fs.readdir(dataDir)).sort()).toEqual(['db', 'deploy-tokens.json', 'jwt-secret', 'uploads']);

    const second = await start(dataDir);
    try {
      const again = (await (await fetch(`${second.url}/products?limit=1`)).json()) as {
        pagination: { totalItems: number };
      };
      expect(again.pagination.totalItems).toBe(SEED_PRODUCTS.length); // not seeded twice
      const kept = await fetch(`${second.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'kept', password: 'Kept@12345' }),
      });
      expect(kept.status).toBe(200);
      // The same generated secret: the first run's token still works.
      const { token } = (await login.json()) as { token: string };
      expect((await fetch(`${second.url}/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        200,
      );
    } finally {
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});
