/**
 * `npm run slice` run as a team runs it, a process of its own (scripts/slice.mjs), against a real
 * API: a wrong command line gets one line saying what is wrong and exit code 1, never a stack
 * trace; the registry is found where `npm start` placed it; a target may be named by its folder;
 * a release over its app's size budget is refused unless forced, and `list` shows each size.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_PATHS } from 'shared-contracts';
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
        new RegExp(
          `publish +${idIn(forced.stdout)} +by mf_cart_checkout-local +forced: the new checkout, trimmed next`,
        ),
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

describe('npm run slice -- diff and list, as a process', () => {
  let t: TestApp;
  let cliDataDir: string;
  /** A git clone of its own: the CLI's scripts, and an admin slice's package, committed. */
  let root: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    cliDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-diff-'));
    await fs.copyFile(path.join(t.dataDir, 'deploy-tokens.json'), path.join(cliDataDir, 'deploy-tokens.json'));
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-diff-clone-'));
    await fs.cp(path.join(REPO_ROOT, 'scripts'), path.join(root, 'scripts'), { recursive: true });
    await fs.symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
    await fs.mkdir(path.join(root, 'mf-admin'));
    await fs.writeFile(path.join(root, '.gitignore'), 'dist/\nnode_modules\n');
    await git('init', '-q');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(cliDataDir, { recursive: true, force: true });
    await fs.rm(root, { recursive: true, force: true });
  });

  const withRegistry = () => ({ REGISTRY_URL: t.registryUrl, API_DATA_DIR: cliDataDir });
  const git = (...args: string[]) =>
    promisify(execFile)('git', ['-c', 'user.name=Admin team', '-c', 'user.email=admin@example.in', ...args], {
      cwd: root,
    });
  const token = async (target: string) =>
    JSON.parse(await fs.readFile(path.join(cliDataDir, 'deploy-tokens.json'), 'utf8'))[target] as string;
  const idIn = (output: string) => output.match(/mf_admin (\d+\.\d+\.\d+-[0-9a-f]{10})/)?.[1] ?? '';

  /**
   * Commits the admin slice's package.json (its shared needs) with `subject`, writes a build of
   * these files (sizes in bytes) and releases it from the clone: its id.
   */
  async function commitAndRelease(
    subject: string,
    dependencies: Record<string, string>,
    files: Record<string, number>,
  ) {
    const dir = path.join(root, 'mf-admin');
    await fs.writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'mf-admin', version: '1.0.0', dependencies, releaseBudget: { firstLoadJsKb: 100 } }),
    );
    await git('add', '.');
    await git('commit', '-q', '-m', subject);
    const dist = path.join(dir, 'dist');
    await fs.rm(dist, { recursive: true, force: true });
    await fs.mkdir(dist, { recursive: true });
    const js = (sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });
    const pages = Object.keys(files).filter((name) => name.startsWith('page'));
    const manifest = {
      exposes: [{ name: 'AdminLayout', assets: js(pages) }],
      shared: ['react', 'store-runtime'].map((name) => ({ name, version: '1.0.0', assets: js([]) })),
    };
    await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    for (const [name, size] of Object.entries(files)) {
      await fs.writeFile(path.join(dist, name), `/* ${name} ${subject} */`.padEnd(size, ' '));
    }
    const run = await slice(['release', 'mf-admin', '--no-build'], withRegistry(), root);
    expect([run.code, run.stderr]).toEqual([0, '']);
    return idIn(run.stdout);
  }

  /** Publishes a release as a pipeline would, straight to the registry, with the commit it says. */
  async function publishDirectly(
    target: string,
    commit: string,
    chunk: string,
    shared: { needs?: Record<string, string>; provides?: Record<string, string> } = {},
  ) {
    const text = `/* ${chunk} */`;
    const file = (filePath: string, content: string) => ({
      path: filePath,
      size: Buffer.byteLength(content),
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const response = await fetch(`${t.registryUrl}${API_PATHS.releases.target(target)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token(target)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: '1.0.0',
        commit,
        ...shared,
        files: [file('remoteEntry.js', text), file('mf-manifest.json', '{}')],
        firstLoadBytes: Buffer.byteLength(text),
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { release: { id: string } }).release.id;
  }

  it('lists the files added, removed and changed with their sizes, the first-load JS, the shared needs and the commits between two releases', async () => {
    const first = await commitAndRelease(
      'Admin: the first dashboard',
      { react: '^19.0.0' },
      { 'remoteEntry.js': 2000, 'page-orders.js': 3000, 'common.js': 1000, 'same.js': 500 },
    );
    const second = await commitAndRelease(
      'Admin: orders by status',
      { react: '^19.1.0', 'store-runtime': '^1.0.0' },
      { 'remoteEntry.js': 2000, 'page-status.js': 4200, 'common.js': 1500, 'same.js': 500 },
    );
    const { stdout: head } = await git('log', '--oneline', '--no-decorate', '-1');

    const run = await slice(['diff', 'mf-admin', first, second], withRegistry(), root);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`mf_admin ${first} → ${second}`);
    // remoteEntry.js holds the subject it was built for; same.js too: both changed, byte for byte the same size.
    expect(lines).toContain('Files: 1 added, 1 removed, 4 changed, 0 unchanged');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}added {4}page-status\.js +4\.2 kB$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}removed {2}page-orders\.js +3\.0 kB$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}changed {2}common\.js +1\.0 kB → 1\.5 kB \(\+0\.5 kB\)$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}changed {2}remoteEntry\.js +2\.0 kB → 2\.0 kB \(\+0\.0 kB\)$/),
    );
    // The remote entry and the admin layout's page: 2.0 + 3.0 kB, then 2.0 + 4.2 kB.
    expect(lines).toContain('First-load JS: 5.0 kB → 6.2 kB (+1.2 kB)');
    expect(lines).toContain('Shared needs: react ^19.0.0 → ^19.1.0; store-runtime ^1.0.0 added');
    const commitLine = lines.findIndex((line) => line.startsWith('Commits (git log --oneline '));
    expect(lines.slice(commitLine)).toEqual([expect.stringMatching(/\.\.[0-9a-f]+\): 1$/), `  ${head.trim()}`]);
    expect(head.trim()).toMatch(/ Admin: orders by status$/);

    // Backwards: what the first removed of the second, and no commit from the newer to the older.
    const back = (await slice(['diff', 'mf_admin', second, first], withRegistry(), root)).stdout;
    expect(back).toMatch(/^ {2}added {4}page-orders\.js +3\.0 kB$/m);
    expect(back).toMatch(/^First-load JS: 6\.2 kB → 5\.0 kB \(-1\.2 kB\)$/m);
    expect(back).toMatch(/^Shared needs: react \^19\.1\.0 → \^19\.0\.0; store-runtime \^1\.0\.0 dropped$/m);
    expect(back).toMatch(/^Commits \(git log --oneline [0-9a-f]+\.\.[0-9a-f]+\): none from /m);

    // In another clone, which has never seen these commits: said plainly, the rest as before.
    const elsewhere = await slice(['diff', 'mf_admin', first, second], withRegistry());
    expect([elsewhere.code, elsewhere.stderr]).toEqual([0, '']);
    expect(elsewhere.stdout).toMatch(
      new RegExp(
        `^Commits: not listed, commit [0-9a-f]+ of ${first} is not in this clone \\(git fetch may bring it\\)$`,
        'm',
      ),
    );
    expect(elsewhere.stdout).toContain('First-load JS: 5.0 kB → 6.2 kB (+1.2 kB)');
  });

  it("says plainly when a release's commit is unknown, and never lets a record reach git as an option or the terminal as a control sequence", async () => {
    const unknown = await publishDirectly('mf_account', 'unknown', 'built outside git');
    const hostile = await publishDirectly('mf_account', '--output=/tmp/pwned\u001b[2J', 'a hostile record', {
      needs: { react: '\u001b[31m^19.0.0' },
    });
    const run = await slice(['diff', 'mf_account', unknown, hostile], withRegistry(), root);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(
      new RegExp(`^Commits: not listed, the commit of ${unknown} is unknown \\(recorded as 'unknown'\\)$`, 'm'),
    );
    expect(run.stdout).toMatch(/^Files: 0 added, 0 removed, 1 changed, 1 unchanged$/m);
    expect(run.stdout).toContain('Shared needs: react \\u001b[31m^19.0.0 added');
    const reversed = await slice(['diff', 'mf_account', hostile, unknown], withRegistry(), root);
    expect(reversed.stdout).toContain(
      `the commit of ${hostile} is unknown (recorded as '--output=/tmp/pwned\\u001b[2J')`,
    );
    for (const output of [run.stdout, reversed.stdout]) expect(output).not.toContain('\u001b');
  });

  it('compares what two shell releases provide, the shared packages every slice needs', async () => {
    const provides = (react: string) => ({ provides: { react, 'store-runtime': '1.3.0' } });
    const before = await publishDirectly('shell', 'unknown', 'shell one', provides('19.1.0'));
    const after = await publishDirectly('shell', 'unknown', 'shell two', provides('19.2.0'));
    const run = await slice(['diff', 'shell', before, after], withRegistry(), root);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/^Shared packages provided: react 19\.1\.0 → 19\.2\.0$/m);
    const same = await slice(['diff', 'shell', after, after], withRegistry(), root);
    expect(same.stdout).toMatch(/^Files: 0 added, 0 removed, 0 changed, 2 unchanged$/m);
    expect(same.stdout).toMatch(/^Shared packages provided: unchanged \(react 19\.2\.0, store-runtime 1\.3\.0\)$/m);
  });

  it('refuses wrong arguments and unknown releases in one line each, naming the id', async () => {
    expectOneLineRefusal(
      await slice(['diff', 'mf_admin', '1.0.0-0123456789'], withRegistry()),
      /^diff needs two release ids: diff <target> <from release> <to release>$/,
    );
    expectOneLineRefusal(
      await slice(['diff', 'mf_admin', '1.0.0-0123456789', 'latest'], withRegistry()),
      /^A release id is a version and a 10-digit hash, e\.g\. 1\.0\.0-3f9a0c12de \(got 'latest'\)$/,
    );
    expectOneLineRefusal(
      await slice(['diff', 'mf_admin', '1.0.0-0123456789', '1.0.0-9876543210'], withRegistry()),
      /^mf_admin has no release 1\.0\.0-0123456789$/,
    );
    expectOneLineRefusal(await slice(['status', 'mf_admin', '--all'], withRegistry()), /^--all goes with list only/);
  });

  it("lists the last 20 history entries, each by its token's name, and every one with --all", async () => {
    for (let i = 0; i < 22; i += 1) await publishDirectly('mf_cart_checkout', 'abc1234', `build ${i}`);
    const history = (output: string) => output.split('\nHistory')[1] ?? '';
    const entries = (output: string) =>
      history(output)
        .split('\n')
        .filter((line) => / publish /.test(line));

    const recent = await slice(['list', 'mf_cart_checkout'], withRegistry());
    expect([recent.code, recent.stderr]).toEqual([0, '']);
    expect(history(recent.stdout)).toMatch(/^ \(newest first; the last 20 of 22, --all shows every one\)$/m);
    expect(entries(recent.stdout)).toHaveLength(20);
    // This machine's generated token is named after its target.
    for (const line of entries(recent.stdout)) expect(line).toMatch(/ by mf_cart_checkout-local$/);

    const all = await slice(['list', 'mf_cart_checkout', '--all'], withRegistry());
    expect(history(all.stdout)).toMatch(/^ \(newest first\)$/m);
    expect(entries(all.stdout)).toHaveLength(22);
  });
});
