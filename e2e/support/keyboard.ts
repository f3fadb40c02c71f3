/** Driving a page by keyboard alone, the way someone without a mouse does. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What holds focus, if nothing on it or on the two elements around it shows an outline or a focus
 * ring; null when focus is visible. Widgets draw their ring on a wrapper of the focused input
 * (antd's inputs and selects, a radio's label), hence the ancestors.
 */
function invisibleFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing (focus was lost)';
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    for (let element: Element | null = focused, level = 0; element && level < 3; element = element.parentElement) {
      if (shows(element)) return null;
      level += 1;
    }
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return `<${focused.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * Presses Tab until `target` has focus (if it has not already: a form may focus its first field),
 * checking at every stop that focus can be seen.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  const reached = () => target.evaluate((element) => element === document.activeElement);
  for (let press = 0; press < maxPresses; press += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
    expect(await invisibleFocus(page), 'focus must be visible on every stop').toBeNull();
  }
  if (await reached()) return;
  throw new Error(`${target} was not reached in ${maxPresses} presses of Tab`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
