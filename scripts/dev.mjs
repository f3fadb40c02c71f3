// @ts-check
/**
 * `npm run dev`: every app's Rspack dev server (live reload), the API in watch mode, and the Node
 * builds that server rendering uses, in watch mode.
 */
import { spawn } from 'node:child_process';

/** Each process: its workspace and npm script. @type {[string, string][]} */
const PROCESSES = [
  ['api', 'dev'],
  ['shell', 'dev'],
  ['mf-catalog', 'dev'],
  ['mf-cart-checkout', 'dev'],
  ['mf-account', 'dev'],
  ['mf-admin', 'dev'],
  // Server rendering: the shell's renderer and the catalog slice built for Node, rebuilt on change
  // (shell/dev-ssr.ts renders with them).
  ['shell', 'dev:server'],
  ['mf-catalog', 'dev:server'],
];

const children = PROCESSES.map(([workspace, script]) => {
  // Each in a process group of its own: npm runs the script through a shell, and a signal to npm
  // alone would leave the dev server under it running.
  const child = spawn('npm', ['run', script, '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  /** @param {Buffer} chunk */
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${workspace}${script === 'dev' ? '' : ` ${script}`}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  return child;
});

console.log('Dev servers starting: the store will be at http://localhost:3000 (Ctrl-C stops everything)');

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
    process.exit(0);
  });
}
