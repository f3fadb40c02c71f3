/**
 * The API as a separate process, the way it runs in production: `node` on the TypeScript
 * sources through tsx's loader (so it works before `npm run build`, as in CI), talking to a
 * real database. Tests kill it, stop it, measure it; every process started here is killed
 * by `stopAllServers()` (call it in afterAll), so a failing test leaves nothing running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../paths.js';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  /** http://127.0.0.1:<port> once listening. */
  readonly url: string;
  /** The last 256 KB the server printed (stdout and stderr), for failure messages. */
  output(): string;
  readonly exited: Promise<Exit>;
  kill(signal: NodeJS.Signals): void;
}

/** The environment of a server that logs (the "listening" line gives its port) and picks a free port. */
export function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Jest's NODE_ENV=test would silence the log we read the port from.
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    SMTP_URL: '',
    ...overrides,
  };
}

const running = new Set<ChildProcess>();
const OUTPUT_LIMIT = 256 * 1024;

export interface Launched {
  child: ChildProcess;
  output(): string;
  exited: Promise<Exit>;
}

/** Spawns the server; does not wait for it (see startServer). `nodeArgs` go before the script. */
export function launchServer(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Launched {
  const child = spawn(
    process.execPath,
    // tsx as a loader inside this node (not its CLI, which wraps the server in a second process):
    // the signals the tests send must reach the server itself.
    ['--import', 'tsx', '--conditions=store-source', ...nodeArgs, path.join(API_ROOT, 'src/server.ts')],
    { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => output, exited };
}

/** Starts the server and resolves once it listens; rejects with its output if it exits or hangs first. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  { timeoutMs = 90_000, nodeArgs = [] }: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const { child, output, exited } = launchServer(env, nodeArgs);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(match[1]);
      }
    }, 25);
    void exited.then((exit) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`the server exited (${exit.code ?? exit.signal}) before listening:\n${output()}`));
    });
  });
  const pid = child.pid as number;
  return {
    pid,
    url,
    output,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}

/** SIGKILLs every server still running and waits until each is gone. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** Waits for the exit, failing with the server's output if it takes longer than `timeoutMs`. */
export async function waitForExit(server: Pick<ServerProcess, 'exited' | 'output'>, timeoutMs: number): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}
