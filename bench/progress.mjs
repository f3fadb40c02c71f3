// @ts-check
/** Progress lines on stderr with the time since the bench started, so a long run shows where it is. */
const started = performance.now();

/** @param {string} message */
export function step(message) {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${seconds} s] ${message}\n`);
}
