/**
 * `npm run slice` run as a team runs it, a process of its own (scripts/slice.mjs), against a real
 * API: a wrong command line gets one line saying what is wrong and exit code 1, never a stack
 * trace; the registry is found where `npm start` placed it; a target may be named by its folder;
 * a release over its app's size budget is refused unless forced, and `list` shows each size.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../paths.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SLICE = 'scripts/slice.mjs';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment without anything that would point the CLI elsewhere. */
function cleanEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(REGISTRY_|API_|DEPLOY_TOKEN)/.test(name)) delete env[name];
  }
  return { ...env, ...overrides };
}

/** `root`: the checkout the CLI runs in, whose builds it releases. */
async function slice(args: string[], env: Record<string, string>, root = REPO_ROOT): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(root, SLICE), ...args], {
      cwd: root,
      env: cleanEnv(env),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** One line on stderr, nothing that looks like a stack frame, exit code 1. */
function expectOneLineRefusal(run: Run, saying: RegExp) {
  expect(run.code).toBe(1);
  expect(run.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(saying)]);
  expect(run.stderr).not.toMatch(/\n\s+at |node:internal|Error:/);
}

/** A free port whose next port is free too: the API's, with its registry beside it. */
async function freePortPair(): Promise<number> {
  const listenOn = (port: number) =>
    new Promise<net.Server | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const first = await listenOn(0);
    if (!first) continue;
    const port = (first.address() as net.AddressInfo).port;
    const second = port < 65_535 ? await listenOn(port + 1) : null;
    await close(first);
    if (second) {
      await close(second);
      return port;
    }
  }
  throw new Error('no two free ports side by side');
}

describe('npm run slice, as a process', () => {
  let t: TestApp;
  let apiPort: number;
  /** A data folder of the CLI's own: it finds only what each test puts there. */
  let cliDataDir: string;
  beforeAll(async () => {
    apiPort = await freePortPair();
    // Outside production the API generates each target's deploy token into its data folder,
    // where the CLI reads it as it does beside `npm start`.
    t = await createTestApp('pglite', { ports: { api: apiPort, registry: apiPort + 1 } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    cliDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-cli-'));
    await fs.copyFile(path.join(t.dataDir, 'deploy-tokens.json'), path.join(cliDataDir, 'deploy-tokens.json'));
  });
  afterEach(() => fs.rm(cliDataDir, { recursive: true, force: true }));

  const withRegistry = () => ({ REGISTRY_URL: t.registryUrl, API_DATA_DIR: cliDataDir });

  it('refuses an unknown option in one line', async () => {
    expectOneLineRefusal(await slice(['list', 'mf_catalog', '--bogus'], withRegistry()), /^Unknown option '--bogus'/);
  });

  it('refuses a negative or out-of-range canary percent in one line, before asking the registry', async () => {
    expectOneLineRefusal(
      await slice(['canary', 'mf_catalog', '1.0.0-0123456789', '-1'], withRegistry()),
      /1 to 99 percent \(got '-1'\)$/,
    );
    expectOneLineRefusal(
      await slice(['canary', 'mf_catalog', '1.0.0-0123456789', '100'], withRegistry()),
      /1 to 99 percent \(got '100'\)$/,
    );
  });

  it('refuses missing arguments, an unknown target and an unreachable registry in one line each', async () => {
    expectOneLineRefusal(await slice([], withRegistry()), /^Which command\?/);
    expectOneLineRefusal(await slice(['live'], withRegistry()), /^live needs a target: one of shell, mf_catalog/);
    expectOneLineRefusal(await slice(['live', 'mf_catalog'], withRegistry()), /^live needs a release id$/);
    expectOneLineRefusal(
      await slice(['canary', 'mf_catalog'], withRegistry()),
      /^canary needs a release and a percent/,
    );
    expectOneLineRefusal(await slice(['list', 'mf-basket'], withRegistry()), /^Unknown target 'mf-basket'/);
    const nowhere = `http://127.0.0.1:${await freePortPair()}`;
    expectOneLineRefusal(
      await slice(['list', 'mf_catalog'], { REGISTRY_URL: nowhere, API_DATA_DIR: cliDataDir }),
      new RegExp(`^The release registry at ${nowhere} cannot be reached \\(ECONNREFUSED; REGISTRY_URL\\)$`),
    );
  });

  it('prints a preview link for the site, and refuses a bad duration, release or repeated target in one line', async () => {
    const run = await slice(
      ['preview', 'mf-catalog', '--for', '90m', '--site', 'http://localhost:5399'],
      withRegistry(),
    );
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(
      /^Preview of mf_catalog as visitors get it, until \S+ \S+ UTC, for whoever opens:\n {2}http:\/\/localhost:5399\/_preview\?link=[\w.%-]+\n/,
    );
    expectOneLineRefusal(
      await slice(['preview', 'mf_catalog', '--for', '3x'], withRegistry()),
      /^--for takes a duration such as 90m, 24h or 7d \(got '3x'\)$/,
    );
    expectOneLineRefusal(
      await slice(['preview', 'mf_catalog', '--for', '8d'], withRegistry()),
      /^A preview lasts at most 7 days/,
    );
    expectOneLineRefusal(
      await slice(['preview', 'mf_catalog', 'latest'], withRegistry()),
      /^A release id is a version and a 10-digit hash/,
    );
    expectOneLineRefusal(
      await slice(['preview', 'mf_catalog', 'mf-catalog'], withRegistry()),
      /^preview names mf_catalog twice$/,
    );
    expectOneLineRefusal(
      await slice(['preview', 'mf_catalog', 'https://cdn.example.net/mf-manifest.json'], withRegistry()),
      /this machine's: http:\/\/localhost:<port>\/mf-manifest.json/,
    );
  });

  it("accepts a slice's folder name as well as its target name", async () => {
    for (const name of ['mf-catalog', 'mf_catalog']) {
      const run = await slice(['list', name], withRegistry());
      expect([run.code, run.stderr]).toEqual([0, '']);
      expect(run.stdout).toMatch(/^mf_catalog: live none/);
    }
  });

  it('finds the registry beside API_PORT, and else where npm start recorded it', async () => {
    const byPort = await slice(['status', 'mf-catalog'], { API_PORT: String(apiPort), API_DATA_DIR: cliDataDir });
    expect([byPort.code, byPort.stderr]).toEqual([0, '']);
    expect(byPort.stdout).toMatch(/^Release\s+Role\s+Visitors\s+Views/);

    // As scripts/releases/registry-address.mjs records it.
    await fs.writeFile(path.join(cliDataDir, 'registry.json'), JSON.stringify({ url: t.registryUrl }));
    const recorded = await slice(['list', 'mf-catalog'], { API_DATA_DIR: cliDataDir });
    expect([recorded.code, recorded.stderr]).toEqual([0, '']);
    expect(recorded.stdout).toMatch(/^mf_catalog: live none/);
  });

  describe('size budgets', () => {
    /**
     * A checkout of its own: the CLI's scripts, the repository's packages, and a cart slice's
     * build whose first-load JS weighs what each test says, against a budget of 1 kB.
     */
    let root: string;
    const dist = () => path.join(root, 'mf-cart-checkout', 'dist');
    /**
     * A build whose remote entry (sent as its `.br` copy) and cart page's chunk weigh these bytes,
     * with 100 bytes of its own copy of zod, which the shell does not provide.
     */
    async function buildCart({ entryBr, page }: { entryBr: number; page: number }) {
      await fs.rm(dist(), { recursive: true, force: true });
      await fs.mkdir(dist(), { recursive: true });
      const js = (sync: string[], async: string[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
      const manifest = {
        exposes: [
          { name: 'CartPage', assets: js(['cart.js'], ['later.js']) },
          // The slice's own page, which the shell never loads.
          { name: 'parcel', assets: js(['standalone.js']) },
        ],
        shared: [{ name: 'zod', assets: js(['zod.js']) }],
      };
      const files: Record<string, number> = {
        'remoteEntry.js': 2 * entryBr,
        'remoteEntry.js.br': entryBr,
        'cart.js': page,
        'later.js': 5000,
        'standalone.js': 5000,
        'zod.js': 100,
      };
      await fs.writeFile(path.join(dist(), 'mf-manifest.json'), JSON.stringify(manifest));
      for (const [name, size] of Object.entries(files)) {
        await fs.writeFile(path.join(dist(), name), `/* ${name} */`.padEnd(size, ' '));
      }
    }
    beforeAll(async () => {
      root = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-budget-'));
      await fs.cp(path.join(REPO_ROOT, 'scripts'), path.join(root, 'scripts'), { recursive: true });
      await fs.symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
      await fs.mkdir(path.join(root, 'mf-cart-checkout'));
      await fs.writeFile(
        path.join(root, 'mf-cart-checkout', 'package.json'),
        JSON.stringify({ name: 'mf-cart-checkout', version: '1.0.0', releaseBudget: { firstLoadJsKb: 1 } }),
      );
    });
    afterAll(() => fs.rm(root, { recursive: true, force: true }));

    const release = (...options: string[]) =>
      slice(['release', 'mf-cart-checkout', '--no-build', ...options], withRegistry(), root);
    const idIn = (output: string) => output.match(/mf_cart_checkout (\d+\.\d+\.\d+-[0-9a-f]{10})/)?.[1] ?? '';

    it('refuses a release over its budget in one line, and publishes it with --force, which the history records', async () => {
      // 600 + 400 + 100 bytes: over 1 kB; the parcel's chunk and the cart page's later one are not counted.
      await buildCart({ entryBr: 600, page: 400 });
      expectOneLineRefusal(
        await release(),
        /^mf_cart_checkout's first-load JS is 1\.1 kB, over its budget of 1\.0 kB \(releaseBudget\.firstLoadJsKb in its package\.json\): release it anyway with --force$/,
      );
      expect((await slice(['list', 'mf-cart-checkout'], withRegistry())).stdout).not.toMatch(/publish/);

      const forced = await release('--force', '--reason', 'the new checkout, trimmed next');
      expect([forced.code, forced.stderr]).toEqual([0, '']);
      expect(forced.stdout).toMatch(/first-load JS 1\.1 kB, over its budget of 1\.0 kB: forced/);
      const list = await slice(['list', 'mf-cart-checkout'], withRegistry());
      expect(list.stdout).toMatch(
        new RegExp(`publish +${idIn(forced.stdout)} +by \\w+ +forced: the new checkout, trimmed next`),
      );
    });

    it('publishes a release within its budget, and lists each release with its size and its change from the live one', async () => {
      await buildCart({ entryBr: 400, page: 300 });
      const within = await release();
      expect([within.code, within.stderr]).toEqual([0, '']);
      expect(within.stdout).toMatch(/first-load JS 0\.8 kB of 1\.0 kB/);
      const liveId = idIn(within.stdout);
      expect((await slice(['live', 'mf-cart-checkout', liveId], withRegistry())).code).toBe(0);

      await buildCart({ entryBr: 400, page: 100 });
      const smaller = idIn((await release()).stdout);
      await buildCart({ entryBr: 800, page: 1500 });
      const bigger = idIn((await release('--force')).stdout);

      const lines = (await slice(['list', 'mf-cart-checkout'], withRegistry())).stdout.split('\n');
      // A release's line, not a history entry's: only releases show their commit.
      const lineOf = (id: string) => lines.find((line) => line.includes(id) && line.includes(' commit '));
      expect(lineOf(bigger)).toMatch(/ 2\.4 kB \(\+1\.6 kB vs live\)$/);
      expect(lineOf(smaller)).toMatch(/ 0\.6 kB \(-0\.2 kB vs live\)$/);
      expect(lineOf(liveId)).toMatch(/ live +commit .* 0\.8 kB$/);
    });
  });
});
