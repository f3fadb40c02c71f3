/** Forgot password → OTP → reset, end to end: the OTP comes from the API's mail outbox. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiLogin, type Customer, newCustomer, readOtp } from './account-support';

const heading = (name: string) => ({ level: 1, name }) as const;

async function requestOtp(page: Page, customer: Customer) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', heading('Forgot password'))).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', heading('Enter OTP'))).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('If an account exists for this email, an OTP has been sent to it');
  return readOtp(customer.email);
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

/** Pastes text into the focused element the way a browser does on Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('a forgotten password is reset with the emailed OTP, and the new password logs in', async ({ page }) => {
  const customer = await newCustomer();
  const otp = await requestOtp(page, customer);

  // Six single-digit boxes, digits only; the keyboard starts in the first.
  await expect(page.getByRole('group', { name: 'One-time password' }).getByRole('textbox')).toHaveCount(6);
  await expect(box(page, 1)).toBeFocused();
  await page.keyboard.type(`x${otp.slice(0, 3)}`);
  await expect(box(page, 1)).toHaveValue(otp[0] ?? '');
  await expect(box(page, 4)).toBeFocused();
  // Backspace on an empty box moves back and clears the one before.
  await page.keyboard.press('Backspace');
  await expect(box(page, 3)).toBeFocused();
  await expect(box(page, 3)).toHaveValue('');
  await page.keyboard.type(otp.slice(2));
  await expect(box(page, 6)).toHaveValue(otp[5] ?? '');
  await page.getByRole('button', { name: 'Submit OTP' }).click();

  await expect(page.getByRole('heading', heading('Reset password'))).toBeVisible();
  const newPassword = 'Fresh@54321';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill('Fresh@54320');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('heading', heading('Login'))).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Password reset successfully; you can log in now');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  expect((await apiLogin(customer)).status).toBe(401);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
});

test("a wrong OTP shows 'Failed to reset password'; a pasted right one then resets", async ({ page }) => {
  const customer = await newCustomer();
  const otp = await requestOtp(page, customer);
  const wrong = `${otp.slice(0, 5)}${(Number(otp[5]) + 1) % 10}`;

  await box(page, 1).focus();
  await paste(page, wrong);
  await expect(box(page, 6)).toHaveValue(wrong[5] ?? '');
  await page.getByRole('button', { name: 'Submit OTP' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Fresh@54321');
  await page.getByLabel('Confirm password', { exact: true }).fill('Fresh@54321');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to reset password');
  await expect(page.getByRole('heading', heading('Reset password'))).toBeVisible();

  await page.getByRole('button', { name: 'Change OTP' }).click();
  await expect(page.getByRole('heading', heading('Enter OTP'))).toBeVisible();
  await box(page, 3).focus();
  // A pasted code fills all the boxes from the first, digits only.
  await paste(page, ` ${otp.slice(0, 3)}-${otp.slice(3)} `);
  for (let n = 1; n <= 6; n += 1) await expect(box(page, n)).toHaveValue(otp[n - 1] ?? '');
  await page.getByRole('button', { name: 'Submit OTP' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Fresh@54321');
  await page.getByLabel('Confirm password', { exact: true }).fill('Fresh@54321');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', heading('Login'))).toBeVisible();
  expect((await apiLogin(customer, 'Fresh@54321')).status).toBe(200);
});

test("'Failed to send OTP' when the email cannot be sent", async ({ page }) => {
  await page.route('**/api/auth/forgot-password/request-otp', (route) => route.abort('connectionfailed'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send OTP');
  await expect(page.getByRole('heading', heading('Forgot password'))).toBeVisible();

  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', heading('Login'))).toBeVisible();
});
