// @ts-check
/** Starts and stops the ceiling server (ceiling-server.mjs) in a child process. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ceiling-server.mjs');

/** @param {number} port */
export async function startCeiling(port) {
  const url = `http://127.0.0.1:${port}`;
  const stop = await startServerProcess({
    name: 'the ceiling server',
    command: process.execPath,
    args: [SERVER],
    env: { ...process.env, PORT: String(port) },
    readyUrl: `${url}/health`,
  });
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
    stop,
  };
}
