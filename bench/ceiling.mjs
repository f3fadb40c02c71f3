// @ts-check
/** Starts and stops the ceiling server (ceiling-server.mjs) in a child process. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ceiling-server.mjs');

/** @param {number} port */
export async function startCeiling(port) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100 || child.exitCode !== null) throw new Error(`the ceiling server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** Makes GET/POST /fixtures/:id answer with this JSON text. @param {string} id @param {string} json */
    store: async (id, json) => {
      const response = await fetch(`${url}/fixtures/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      if (!response.ok) throw new Error(`storing fixture ${id} failed: ${response.status}`);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
