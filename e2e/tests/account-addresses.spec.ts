/** The address book on the real API: list, add, edit, delete, default (product rules §2, §5). */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newCustomer, openAs } from './account-support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const card = (page: Page, line1: string) => page.getByRole('article', { name: line1 });

async function fillAddress(page: Page, address: { line1: string; city: string; state: string; postalCode: string }) {
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('Postal code').fill(address.postalCode);
}

test('a customer adds, edits, defaults and deletes addresses', async ({ page }) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount/address');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  // Required fields and a 6-digit postal code.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await expect(page.getByText('Address line 1 is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByText('State is required')).toBeVisible();
  await expect(page.getByText('Postal code must be 6 digits')).toBeVisible();
  await fillAddress(page, { line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '56001' });
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Postal code must be 6 digits')).toBeVisible();
  await page.getByLabel('Postal code').fill('5600019');
  await expect(page.getByLabel('Postal code')).toHaveValue('560001');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();
  // The first address is the default.
  await expect(card(page, '12 MG Road').getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, { line1: '88 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' });
  await page.getByLabel('Address line 2').fill('Second floor');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(card(page, '88 Park Street')).toContainText('Second floor');
  await expect(card(page, '88 Park Street').getByText('Default', { exact: true })).toHaveCount(0);

  // Edit in place.
  await card(page, '88 Park Street').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Kolkata');
  await page.getByLabel('City').fill('Howrah');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(card(page, '88 Park Street')).toContainText('Howrah, West Bengal');

  // The default cannot be deleted.
  await card(page, '12 MG Road').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Default address cannot be deleted!')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Another address becomes the default.
  await card(page, '88 Park Street').getByRole('button', { name: 'Set as default' }).click();
  await expect(card(page, '88 Park Street').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, '12 MG Road').getByText('Default', { exact: true })).toHaveCount(0);

  // Delete asks first; Cancel keeps the address.
  await card(page, '12 MG Road').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this address?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, '12 MG Road')).toBeVisible();
  await card(page, '12 MG Road').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Address deleted')).toBeVisible();
  await expect(card(page, '12 MG Road')).toHaveCount(0);

  // All of it is on the server.
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, '88 Park Street')).toContainText('Howrah');
  await expect(card(page, '88 Park Street').getByText('Default', { exact: true })).toBeVisible();
});

test("a failed save in the address book says 'Save failed!' and keeps what was typed", async ({ page }) => {
  const customer = await newCustomer();
  await page.route('**/api/addresses', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await openAs(page, customer, '/myaccount/address');
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, { line1: '5 Marine Drive', city: 'Mumbai', state: 'Maharashtra', postalCode: '400020' });
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Save failed!')).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveValue('5 Marine Drive');
});

test('the address form works with the keyboard alone', async ({ page }) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount/address');
  await page.getByRole('button', { name: 'Add address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name')).toBeFocused();
  // The state is a list: typing its name picks it, as a keyboard user does.
  for (const text of ['Kavya Iyer', '9444012345', '3 Anna Salai', '', '', 'Chennai', 'Tamil Nadu', '600002']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  // The default checkbox, then Save.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, '3 Anna Salai')).toContainText('Chennai, Tamil Nadu');
});
