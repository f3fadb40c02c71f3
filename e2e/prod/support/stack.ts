/**
 * The production-like stack of e2e/prod: each built app (the shell and every remote) copied
 * into a release folder and served by its own Debian nginx process, with the config rendered
 * by docker/web/render-config.sh from docker/nginx/ exactly as the web image does at start;
 * the API runs on a fresh PostgreSQL database. Global setup starts it; the tests read it
 * from E2E_PROD_STACK and redeploy or move a slice while it runs.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES, type RemoteName, remotePackageName } from 'shared-contracts';
import { freePort } from '../../../scripts/site.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RENDER_SCRIPT = path.join(ROOT, 'docker/web/render-config.sh');
export const TEMPLATE_DIR = path.join(ROOT, 'docker/nginx');
/** Where apt puts nginx: /usr/sbin is not on every user's PATH. */
const SEARCH_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
export const PATH = [...new Set([...(process.env.PATH ?? '').split(':').filter(Boolean), ...SEARCH_PATH])].join(':');

export type AppName = 'shell' | RemoteName;
export const APP_NAMES: AppName[] = ['shell', ...REMOTE_NAMES];

/** The workspace folder an app is built in. */
export function appFolder(name: AppName): string {
  return name === 'shell' ? 'shell' : remotePackageName(name);
}

export interface ServedApp {
  name: AppName;
  port: number;
  origin: string;
  /** What nginx serves: a symlink to the current release, swapped to deploy. */
  current: string;
  releasesDir: string;
  runtimeDir: string;
  /** The environment render-config.sh got (the container's environment). */
  env: Record<string, string>;
  /** The nginx master process. */
  pid: number;
}

export interface Stack {
  tmpDir: string;
  /** The API replicas; the shell's /api goes to the first. */
  apiUrls: string[];
  /** What the replicas were started with, for a test that starts more of them. */
  apiEnv: Record<string, string>;
  /** What the site server was started with (its compose environment), for a test that starts another. */
  siteEnv: Record<string, string>;
  /** The Redis the replicas share, or null when none runs here. */
  redisUrl: string | null;
  shellUrl: string;
  apps: Record<AppName, ServedApp>;
}

/** `count` different free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The first of these commands that is missing, or undefined when all are there. */
export function missingCommand(commands: string[], searchPath = PATH): string | undefined {
  return commands.find((command) => !searchPath.split(':').some((dir) => existsSync(path.join(dir, command))));
}

export function readStack(): Stack {
  const json = process.env.E2E_PROD_STACK;
  if (!json) throw new Error('E2E_PROD_STACK is not set: the global setup of playwright.prod.config.ts did not run');
  return JSON.parse(json) as Stack;
}

/** Copies a built app into a new release folder: nginx serves copies, so a rebuild elsewhere never changes them. */
export async function copyRelease(app: Pick<ServedApp, 'releasesDir'>, release: string, dist: string) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no build: run \`npm run build\` first`);
  }
  const folder = path.join(app.releasesDir, release);
  await cp(dist, folder, { recursive: true });
  return folder;
}

/** Points `current` at a release in one step (rename over the old link): a deploy. */
export async function activateRelease(app: Pick<ServedApp, 'current' | 'releasesDir'>, release: string) {
  const next = `${app.current}.next`;
  await rm(next, { force: true });
  await symlink(path.join(app.releasesDir, release), next);
  await rename(next, app.current);
}

/** Runs docker/web/render-config.sh with exactly this environment (plus PATH), as the entrypoint does. */
export async function renderConfig(env: Record<string, string>) {
  await promisify(execFile)('sh', [RENDER_SCRIPT], { env: { PATH, ...env } });
  // Workers of an nginx started as root run as nobody: they need to read the rendered files.
  await chmod(env.NGINX_RUNTIME_DIR as string, 0o755);
}

const running = new Map<number, { child: ChildProcess; exited: Promise<void>; stderr: () => string }>();

/** Starts nginx in the foreground on a rendered config and waits until it answers. */
export async function startNginx(runtimeDir: string, port: number): Promise<number> {
  let stderr = '';
  const child = spawn('nginx', ['-e', 'stderr', '-c', path.join(runtimeDir, 'nginx.conf')], {
    env: { PATH },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  await spawned;
  const pid = child.pid as number;
  running.set(pid, { child, exited, stderr: () => stderr });
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx (${runtimeDir}) exited at start:\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return pid;
    if (attempt > 200) {
      await stopNginx(pid);
      throw new Error(`nginx (${runtimeDir}) did not answer on port ${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The processes whose parent is this one (an nginx master's workers), from /proc. */
async function childPids(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * Graceful reload (SIGHUP), as a container restart with a new environment would do for the
 * shell: the master stays, new workers take the new config. Returns once every old worker
 * is gone, so no request can still get the old config.
 */
export async function reloadNginx(pid: number) {
  const before = await childPids(pid);
  process.kill(pid, 'SIGHUP');
  for (let attempt = 0; ; attempt++) {
    const now = await childPids(pid);
    if (now.length > 0 && !now.some((child) => before.includes(child))) return;
    if (attempt > 600) throw new Error(`nginx ${pid} did not replace its workers ${before.join(', ')} after a reload`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopNginx(pid: number) {
  const entry = running.get(pid);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  await entry?.exited;
  running.delete(pid);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The environment of one app's container (compose.yaml), on this machine's ports and folders. */
export function appEnv(
  app: Pick<ServedApp, 'name' | 'port' | 'current' | 'runtimeDir'>,
  options: {
    shellOrigin: string;
    apiUrl: string;
    logDir: string;
    /** The site server the shell's pages come from (scripts/site-server.mjs). */
    siteUrl: string;
    /** The release store the shell's nginx serves under /releases/ (the site server's RELEASES_DIR). */
    releasesDir: string;
  },
): Record<string, string> {
  const common = {
    APP_NAME: appFolder(app.name),
    NGINX_LISTEN: `127.0.0.1:${app.port}`,
    WEB_ROOT: app.current,
    NGINX_RUNTIME_DIR: app.runtimeDir,
    NGINX_TEMPLATE_DIR: TEMPLATE_DIR,
    NGINX_ACCESS_LOG: path.join(options.logDir, `${appFolder(app.name)}.access.log`),
    NGINX_WORKER_PROCESSES: '1',
  };
  if (app.name !== 'shell') return { ...common, APP_ROLE: 'remote', SHELL_ORIGIN: options.shellOrigin };
  return {
    ...common,
    APP_ROLE: 'shell',
    API_UPSTREAM: options.apiUrl,
    SITE_UPSTREAM: options.siteUrl,
    RELEASES_ROOT: options.releasesDir,
  };
}

/** Folders for one served app under the stack's temp folder. */
export async function appFolders(tmpDir: string, name: string) {
  const releasesDir = path.join(tmpDir, 'sites', name, 'releases');
  const runtimeDir = path.join(tmpDir, 'run', name);
  await mkdir(releasesDir, { recursive: true });
  await mkdir(runtimeDir, { recursive: true });
  return { releasesDir, runtimeDir, current: path.join(tmpDir, 'sites', name, 'current') };
}

export async function readText(file: string) {
  return readFile(file, 'utf8');
}

/** The site server (scripts/site-server.mjs) as its own process, as deployed, once it answers. */
export async function startSiteServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/site-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (child.exitCode !== null) throw new Error(`the site server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the site server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
