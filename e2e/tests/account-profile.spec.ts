/** The account page (profile view and edit) and the password page, on the real API. */
import { expect, test } from '../support/fixtures';
import { apiLogin, callApi, newCustomer, openAs } from './account-support';

const toast = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

test('the profile is shown and edited; the phone number needs 10 digits', async ({ page }) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Mobile').fill('98765');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();

  await page.getByLabel('Mobile').fill('9876543210');
  const username = `${customer.username}x`;
  await page.getByLabel('Username').fill(username);
  // A new username leads to the account: the form asks for the password, the server checks it.
  await page.getByLabel('Current password', { exact: true }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();

  const details = page.locator('dl');
  await expect(details).toContainText('Asha');
  await expect(details).toContainText('Rao');
  await expect(details).toContainText('9876543210');
  await expect(details).toContainText(username);
  // The header shows the new username.
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();

  // It is saved on the server.
  await page.reload();
  await expect(page.locator('dl')).toContainText('9876543210');
});

test("a rejected profile change says 'Update failed!'", async ({ page }) => {
  const [customer, other] = await Promise.all([newCustomer(), newCustomer()]);
  await openAs(page, customer, '/myaccount/account');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  // Someone else has this username.
  await page.getByLabel('Username').fill(other.username);
  await page.getByLabel('Current password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Update failed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
});

test('the password page checks its fields, then changes the password', async ({ page }) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Confirm password is required')).toBeVisible();

  const newPassword = 'Changed@2026';
  await page.getByLabel('Current password', { exact: true }).fill(customer.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill('Changed@2025');
  await submit.click();
  await expect(page.getByText('New password and confirm password do not match')).toBeVisible();

  // The server's message: the current password is wrong.
  await page.getByLabel('Current password', { exact: true }).fill('Wrong@12345');
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await submit.click();
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Show current password' }).click();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('type', 'text');
  await submit.click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

  expect((await apiLogin(customer)).status).toBe(401);
  expect((await apiLogin(customer, newPassword)).status).toBe(200);
  // Older sessions ended with the old password; this one goes on with its new token.
  expect((await callApi('GET', '/auth/me', { token: customer.token, from: customer.from })).status).toBe(401);
  await page.goto('/myaccount/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expect(page.getByText(customer.email).first()).toBeVisible();
  await expect(page).toHaveURL(/\/myaccount\/account$/);
});

test("a password change failing without a message says 'Failed to change password'", async ({ page }) => {
  const customer = await newCustomer();
  await page.route('**/api/users/change-password', (route) => route.fulfill({ status: 503, body: '' }));
  await openAs(page, customer, '/myaccount/password');
  await page.getByLabel('Current password', { exact: true }).fill(customer.password);
  await page.getByLabel('New password', { exact: true }).fill('Changed@2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Changed@2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Failed to change password')).toBeVisible();
});
