// @ts-check
/**
 * Everything the bench starts (API and ceiling processes, nginx, Chromium) is registered here
 * with its stop function. The code that starts a thing stops it in a `finally`; this registry
 * is for when that code never gets there: Ctrl-C, SIGTERM, or an error thrown past it. A
 * signal alone would not do: chrome-launcher starts Chromium in a process group of its own,
 * so the terminal's Ctrl-C never reaches it, and `kill <bench pid>` reaches none of them.
 */
import { step } from './progress.mjs';

/** @type {Map<number, { name: string, stop: () => Promise<unknown> }>} */
const running = new Map();
let nextId = 0;

/**
 * Registers a started thing; the returned function stops it once (later calls wait for that
 * same stop) and takes it off the list.
 * @param {string} name  for messages
 * @param {() => Promise<unknown>} stop
 * @returns {() => Promise<void>}
 */
export function track(name, stop) {
  const id = nextId++;
  /** @type {Promise<void> | null} */
  let stopping = null;
  const once = () => {
    stopping ??= (async () => {
      try {
        await stop();
      } finally {
        running.delete(id);
      }
    })();
    return stopping;
  };
  running.set(id, { name, stop: once });
  return once;
}

/** Stops whatever is still running, newest first; reports and survives a stop that fails. */
export async function stopAll() {
  for (const [, { name, stop }] of [...running].reverse()) {
    await stop().catch((error) => step(`stopping ${name} failed: ${/** @type {Error} */ (error).message}`));
  }
}

/** On SIGINT/SIGTERM/SIGHUP: stop everything, then exit as a signal would. */
export function stopAllOnSignals() {
  let received = false;
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])) {
    process.on(signal, () => {
      if (received) return;
      received = true;
      step(`${signal}: stopping ${running.size} started process(es)`);
      stopAll().finally(() => process.exit(code));
    });
  }
}

/**
 * A bench script's body, run so that whatever it starts is stopped: at its end, on an error (which
 * fails the process) and on a signal.
 * @param {() => Promise<number | void>} main  may resolve with the process's exit code
 */
export async function runScript(main) {
  stopAllOnSignals();
  try {
    process.exitCode = (await main()) ?? process.exitCode;
  } catch (error) {
    step(`failed: ${/** @type {Error} */ (error).stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
