// @ts-check
/** Finding system commands (nginx, envsubst) where Debian installs them. */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where apt puts nginx: /usr/sbin is not on every user's PATH. */
const SEARCH_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** The PATH with the sbin folders added: given to the processes that need nginx. */
export const PATH = [...new Set([...(process.env.PATH ?? '').split(':').filter(Boolean), ...SEARCH_PATH])].join(':');

/** Full path of a command on PATH, or null. @param {string} command */
export function findCommand(command) {
  for (const dir of PATH.split(':')) {
    const file = path.join(dir, command);
    if (existsSync(file)) return file;
  }
  return null;
}
