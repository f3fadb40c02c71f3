/**
 * WCAG 2.2 AA as axe checks it, on the pages of the route table for guests, customers and admins,
 * on a desktop and on a 360 px phone. A failure names the page, the width and the rules broken.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES } from 'shared-contracts';
import { expect, test } from '../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 360];

const GUEST_PAGES = [
  ROUTES.home,
  ROUTES.shop,
  ROUTES.product('Samsung Galaxy S24'),
  ROUTES.about,
  ROUTES.legal('privacy-policy'),
  ROUTES.legal('terms-conditions'),
  ROUTES.login,
  '/no-such-page',
];
const CUSTOMER_PAGES = [
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.wishlist,
  ROUTES.myAccount.dashboard,
  ROUTES.myAccount.orders,
  ROUTES.myAccount.addresses,
  ROUTES.myAccount.profile,
  ROUTES.myAccount.password,
];
const ADMIN_PAGES = Object.values(ROUTES.admin).filter((path) => path !== ROUTES.admin.root);

/** Each page once per width; what axe finds, as "path @ width: rule (nodes)". */
async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0] as number, height: 900 });
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      for (const violation of violations) {
        found.push(`${path} @ ${width}px: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`);
      }
    }
  }
  return found;
}

test('guest pages pass axe on a desktop and on a phone', async ({ page }) => {
  test.slow();
  expect(await violationsOn(page, GUEST_PAGES)).toEqual([]);
});

test('customer pages pass axe on a desktop and on a phone', async ({ page, signIn }) => {
  test.slow();
  await page.goto(ROUTES.home);
  await signIn('customer');
  expect(await violationsOn(page, CUSTOMER_PAGES)).toEqual([]);
});

test('admin pages pass axe on a desktop and on a phone', async ({ page, signIn }) => {
  test.slow();
  await page.goto(ROUTES.home);
  await signIn('admin');
  expect(await violationsOn(page, ADMIN_PAGES)).toEqual([]);
});
