// @ts-check
/**
 * A server the bench starts as a process of its own (the ceiling, the site server, nginx, a
 * checkout's server-rendered site): started, waited for until it answers, and stopped with the
 * bench whatever happens (cleanup.mjs). The API is started by scripts/site.mjs `startApi`, as
 * `npm start` starts it.
 */
import { spawn } from 'node:child_process';
import { track } from './cleanup.mjs';

/**
 * Starts `command` and resolves, with its stop (SIGTERM, then its exit), once `readyUrl` answers
 * 200. Rejects, after stopping it, when it exits first or has not answered in `timeoutMs`; with
 * `stderr: 'tail'`, the message ends with the last of what it wrote there (nginx says why there).
 * @param {{
 *   name: string,
 *   command: string,
 *   args: string[],
 *   env: NodeJS.ProcessEnv,
 *   readyUrl: string,
 *   stdout?: 'inherit' | 'ignore',
 *   stderr?: 'inherit' | 'tail',
 *   timeoutMs?: number,
 * }} options
 * @returns {Promise<() => Promise<void>>}
 */
export async function startServerProcess({
  name,
  command,
  args,
  env,
  readyUrl,
  stdout = 'inherit',
  stderr = 'inherit',
  timeoutMs = 30_000,
}) {
  const child = spawn(command, args, { env, stdio: ['ignore', stdout, stderr === 'tail' ? 'pipe' : 'inherit'] });
  let stderrTail = '';
  child.stderr?.on('data', (chunk) => {
    stderrTail = (stderrTail + String(chunk)).slice(-4000);
  });
  let failedToStart = false;
  // A command that cannot be run emits 'error' and perhaps no 'exit'.
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', () => {
      failedToStart = true;
      resolve(undefined);
    });
  });
  const stop = track(name, async () => {
    if (child.exitCode === null && child.signalCode === null && !failedToStart) child.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return stop;
    if (child.exitCode !== null || child.signalCode !== null || failedToStart || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer at ${readyUrl}${stderrTail ? `:\n${stderrTail}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
