/** The admin dashboard's figures on the real API: sales, statuses, best sellers, low stock, latest orders. */
import AxeBuilder from '@axe-core/playwright';
import { ADMIN_DASHBOARD, formatDate } from 'shared-contracts';
import { WCAG_22_AA } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { newCustomer, placeOrder } from './account-support';

/** Today in the shop's time zone, as the dashboard's table writes it ("27 Nov 2026"). */
const today = () =>
  formatDate(new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_DASHBOARD.timeZone }).format(new Date()));

test('the dashboard says how the shop is doing, with a table beside the chart', async ({ page, signIn }) => {
  // A fresh order, so today has sales and the latest orders show it.
  const order = await placeOrder(await newCustomer());

  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
  await expect(sales).toContainText(/₹[\d,]+\.\d{2} from \d+ orders? in the last 30 days/);
  await expect(sales.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  // The chart is a picture: nothing in it takes focus, its figures are in the table.
  await expect(sales.locator('.recharts-wrapper [tabindex]:not([tabindex="-1"])')).toHaveCount(0);
  await sales.getByRole('button', { name: /Sales by day as a table/ }).click();
  const todayRow = sales.getByRole('row').filter({ hasText: today() });
  await expect(todayRow).toContainText(/₹[\d,]+\.\d{2}/);
  await expect(sales.getByRole('row')).toHaveCount(ADMIN_DASHBOARD.days + 1);

  const statuses = page.getByRole('region', { name: 'Orders by status, last 30 days' });
  for (const label of ['Pending', 'Shipped', 'Delivered', 'Cancelled']) {
    await expect(statuses.getByRole('row').filter({ hasText: label })).toHaveCount(1);
  }
  await expect(
    page.getByRole('region', { name: 'Best sellers, last 30 days' }).getByRole('columnheader', { name: 'Units' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest orders', exact: true })).toContainText(`#${order.id}`);

  // A low-stock variant leads to its product.
  const low = page.getByRole('region', { name: `Low stock (${ADMIN_DASHBOARD.lowStockThreshold} or fewer)` });
  const link = low.getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the dashboard fits a 360 px phone and passes axe there, chart and table shown', async ({ page, signIn }) => {
  await signIn('admin');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/dashboard');
  const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
  await expect(sales.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest orders', exact: true })).toBeVisible();
  const chart = await sales.locator('.recharts-wrapper > svg.recharts-surface').boundingBox();
  expect((chart?.x ?? 0) + (chart?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // With the chart drawn and its table open, the page passes axe (WCAG 2.2 AA).
  await sales.getByRole('button', { name: /Sales by day as a table/ }).click();
  await expect(sales.getByRole('table')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
