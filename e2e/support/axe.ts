import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as axe checks it: the rules every page and state of the store passes. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite animations to end. While antd's modal zooms in and a dropdown slides
 * open, the popup is realigned under the pointer: a click aimed at an option can land beside it and
 * close the dropdown; and an element caught mid-fade has its colours blended with what is behind
 * it, a contrast axe would judge but nobody reads.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What axe finds on the page once its animations have ended, as "what: rule (nodes)". */
export async function axeViolations(page: Page, what: string): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map(
    (violation) => `${what}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
}
