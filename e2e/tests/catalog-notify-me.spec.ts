/**
 * "Notify me" on a size out of stock, at phone and desktop widths: a signed-in shopper's request
 * answered in place, a guest's email checked and then confirmed by the link of the mail it gets.
 * axe checks each new state.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BACK_IN_STOCK_MAILS, BACK_IN_STOCK_MESSAGES, NOTIFY_ME } from 'shared-contracts';
import { WCAG_22_AA } from '../support/axe';
import { DEMO, expect, test } from '../support/fixtures';
import { callApi, ownLoopbackAddress, uniqueStamp } from './account-support';

// OnePlus 12's 256GB · Green is sold out in the demo data; its other sizes are in stock.
const PRODUCT = '/product/OnePlus%2012';
const SOLD_OUT = '256GB · Green';

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);
}

async function openSoldOutSize(page: Page) {
  await page.goto(PRODUCT);
  await page.getByRole('button', { name: SOLD_OUT }).click();
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
}

/** The link of the newest back-in-stock confirmation mail to `email` in the API's outbox. */
async function confirmationLink(email: string): Promise<URL> {
  const login = await callApi<{ token: string }>('POST', '/auth/login', {
    body: DEMO.admin,
    from: ownLoopbackAddress(),
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { body } = await callApi<{ mails: { to: string; subject: string; text: string }[] }>('GET', '/dev/outbox', {
      token: login.body.token,
    });
    const mail = body.mails.find(
      (candidate) => candidate.to === email && candidate.subject === BACK_IN_STOCK_MAILS.confirmSubject,
    );
    const link = mail && /Confirm it here: (\S+)/.exec(mail.text)?.[1];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a signed-in shopper asks to be mailed about a sold-out size and is told so', async ({ page, signIn }) => {
      await signIn('newCustomer');
      await openSoldOutSize(page);
      const notify = page.getByRole('button', { name: NOTIFY_ME });
      await expect(notify).toBeVisible();
      await notify.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: BACK_IN_STOCK_MESSAGES.waiting })).toBeVisible();
      await expectAxeClean(page);
      // A size in stock offers no "Notify me".
      await page.getByRole('button', { name: '256GB · Black' }).click();
      await expect(page.getByRole('button', { name: NOTIFY_ME })).toHaveCount(0);
    });

    test('a guest gives an email, checked in place, and confirms it by the mailed link', async ({ page }) => {
      await openSoldOutSize(page);
      await page.getByRole('button', { name: NOTIFY_ME }).click();
      const email = page.getByLabel(BACK_IN_STOCK_MESSAGES.emailLabel);
      await expect(email).toBeFocused();
      await email.fill('not-an-email');
      await page.getByRole('button', { name: BACK_IN_STOCK_MESSAGES.send }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expectAxeClean(page);

      const address = `guest${uniqueStamp()}@example.com`;
      await email.fill(address);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: BACK_IN_STOCK_MESSAGES.confirmSent(address) }),
      ).toBeVisible();
      await expectAxeClean(page);

      const link = await confirmationLink(address);
      expect(link.pathname).toBe(PRODUCT);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: BACK_IN_STOCK_MESSAGES.confirmButton }).click();
      await expect(
        page.getByRole('status').filter({ hasText: BACK_IN_STOCK_MESSAGES.confirmed('OnePlus 12', SOLD_OUT) }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
      await expectAxeClean(page);
    });
  });
}
