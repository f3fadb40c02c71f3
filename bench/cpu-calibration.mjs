// @ts-check
/**
 * Lighthouse's simulated throttling multiplies the main-thread time it observes by a CPU slowdown,
 * 4× by default: on a host twice as slow the "phone" is twice as slow too, so a default score says
 * as much about the machine as about the store. Here the slowdown is set from the host's own
 * Lighthouse benchmarkIndex (measured by the default runs of the same page) so that the simulated
 * device has the same index on every host: the index is work done in a fixed time, so a device
 * with index T is host/T times slower than a host with index H.
 *
 * The targets are those of DevTools' CPU calibration (panels/mobile_throttling/CalibrationController):
 * a mid-tier phone (a Pixel 5) scores 1,000, a low-tier phone (a Moto G Power class) 264.
 */

/** @typedef {'mid' | 'low'} DeviceTier */

/** @type {readonly { tier: DeviceTier, label: string, benchmarkIndex: number }[]} */
export const TARGET_DEVICES = [
  { tier: 'mid', label: 'mid-tier phone', benchmarkIndex: 1_000 },
  { tier: 'low', label: 'low-tier phone', benchmarkIndex: 264 },
];

/** The middle of the host's measured indexes (they move from run to run on a shared machine). @param {number[]} indexes */
export function hostBenchmarkIndex(indexes) {
  const sorted = indexes.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('Lighthouse measured no benchmarkIndex on this host');
  return /** @type {number} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

/**
 * The CPU slowdown that makes this host behave as a device of the target's index; never below 1
 * (a host slower than the target cannot be sped up, and its figures then flatter nothing).
 * @param {number} hostIndex @param {number} targetIndex
 */
export function cpuSlowdownFor(hostIndex, targetIndex) {
  return Math.max(1, Math.round((hostIndex / targetIndex) * 100) / 100);
}

/**
 * A shared machine's speed moves while the bench runs (other work starts and stops): a calibrated
 * run whose own benchmarkIndex is this far from the index its slowdown was set from simulated
 * another phone, and is run again (at most RETRIES_OFF_CALIBRATION times, keeping the closest).
 */
export const INDEX_TOLERANCE = 0.25;
export const RETRIES_OFF_CALIBRATION = 2;

/** How far a run's own index is from the calibration's, as a share of it. @param {number} runIndex @param {number} hostIndex */
export const offCalibration = (runIndex, hostIndex) => Math.abs(runIndex / hostIndex - 1);
