/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between. Start-up runs as a few short tasks instead of one long one: on a phone a long task at
 * load is what a shopper feels as a page that does not answer, and Lighthouse counts each
 * millisecond of it past 50 as blocking time.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
