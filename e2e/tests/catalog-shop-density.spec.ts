import { expect, test } from '../support/fixtures';

const densities = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: 'Columns' }).getByRole('button');

test('phones are offered the densities that fit, and the pressed one is what the grid shows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  await expect(densities(page)).toHaveText(['1', '2']);
  await expect(page.getByRole('button', { name: '2 columns' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);

  await page.getByRole('button', { name: '1 column' }).click();
  await expect(page.getByRole('button', { name: '1 column' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const [top, next] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      return (next?.y ?? 0) >= (top?.y ?? 0) + (top?.height ?? 0);
    })
    .toBe(true);
});

test('a wide screen is offered 1 to 5 columns, 4 by default', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/shop');
  await expect(densities(page)).toHaveText(['1', '2', '3', '4', '5']);
  await expect(page.getByRole('button', { name: '4 columns' })).toHaveAttribute('aria-pressed', 'true');
});
