// @ts-check
/** `npm run dev`: every app's Rspack dev server (live reload) and the API in watch mode. */
import { spawn } from 'node:child_process';

const WORKSPACES = ['api', 'shell', 'mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-admin'];

const children = WORKSPACES.map((workspace) => {
  const child = spawn('npm', ['run', 'dev', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] });
  /** @param {Buffer} chunk */
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${workspace}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  return child;
});

console.log('Dev servers starting: the store will be at http://localhost:3000 (Ctrl-C stops everything)');

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
