import { expect, test } from '../support/fixtures';
import { card } from './catalog-helpers';

// OnePlus 12's first variant (256GB · Green, ₹64,999 with a discount) is sold out in the demo data.
test('a card shows the price its product page opens at when the first variant is sold out', async ({ page }) => {
  await page.goto('/shop');
  const oneplus = card(page, 'OnePlus 12');
  const cardPrice = oneplus.getByRole('strong');
  await expect(cardPrice).toHaveText('₹64,999.00');
  await expect(oneplus.getByRole('deletion')).toHaveCount(0);
  await expect(oneplus.getByText(/^-\d+%$/)).toHaveCount(0);

  await oneplus.getByRole('link', { name: 'OnePlus 12' }).click();
  await expect(page.getByRole('heading', { name: 'OnePlus 12', level: 1 })).toBeVisible();
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('strong')).toHaveText('₹64,999.00');
  await expect(page.getByRole('deletion')).toHaveCount(0);
  await expect(page.getByText(/% off$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '256GB · Black' })).toHaveAttribute('aria-pressed', 'true');
});
