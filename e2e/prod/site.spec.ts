/** The store as deployed: the shell and the slices from nginx, the API on PostgreSQL. */
import { ADMIN, CUSTOMER, cspViolations, expect, test } from './support/fixtures';

test('the site renders under its Content-Security-Policy, and a customer logs in and sees prices', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
  await expect(page.getByRole('banner').getByText(CUSTOMER.username)).toBeVisible();

  await page.goto('/shop');
  await expect(page.getByText(/₹\s?[\d,]+/).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the admin area (antd) renders under the same policy', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(violations).toEqual([]);
});
