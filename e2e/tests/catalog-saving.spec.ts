/**
 * "You save ₹X" as a shopper meets it, on a phone and a desktop: beside a discounted price on the
 * card and the product page, in words; not on a product without a discount, nor on a sold-out one.
 * axe checks both pages with the line showing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES } from 'shared-contracts';
import { WCAG_22_AA } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { card } from './catalog-helpers';

const WIDTHS = [390, 1280];

// The demo data: Galaxy A55's first size is ₹39,999.00 with ₹4,000.00 off (struck ₹43,999.00);
// Galaxy S24's first size has no discount; Pixel 8 is sold out, though its sizes have a discount.
const DISCOUNTED = 'Samsung Galaxy A55';
const PLAIN = 'Samsung Galaxy S24';
const SOLD_OUT = 'Google Pixel 8';

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    violations.map(
      (violation) => `${what}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
    ),
  ).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a discounted card says how much the shopper saves; plain and sold-out cards do not', async ({ page }) => {
      await page.goto('/shop?category=Mobiles');
      const discounted = card(page, DISCOUNTED);
      await expect(discounted.getByRole('deletion')).toHaveText(/₹43,999\.00/);
      await expect(discounted.getByText('You save ₹4,000.00', { exact: true })).toBeVisible();
      await expect(card(page, PLAIN).getByRole('strong')).toBeVisible();
      await expect(card(page, PLAIN).getByText(/You save/)).toHaveCount(0);
      await expect(card(page, SOLD_OUT).getByText('Sold out', { exact: true })).toBeVisible();
      await expect(card(page, SOLD_OUT).getByText(/You save/)).toHaveCount(0);
      await expectAxeClean(page, `shop @ ${width}px`);
    });

    test('the product page says the saving of the chosen size, and none when sold out', async ({ page }) => {
      await page.goto(ROUTES.product(DISCOUNTED));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: DISCOUNTED, level: 1 })).toBeVisible();
      await expect(main.getByText('You save ₹4,000.00', { exact: true })).toBeVisible();
      await expectAxeClean(page, `product page @ ${width}px`);

      await page.goto(ROUTES.product(SOLD_OUT));
      await expect(page.getByRole('main').getByRole('heading', { name: SOLD_OUT, level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText('Sold out', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/You save/)).toHaveCount(0);
    });
  });
}
