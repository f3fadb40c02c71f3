import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const overlayOf = (page: Page) => page.getByRole('dialog', { name: 'Search our site' });
/** A product card in the overlay's results (the page behind has cards too). */
const card = (page: Page, name: string) => overlayOf(page).getByRole('article', { name, exact: true });

/**
 * Types words whose results leave out the Samsung Galaxy S24, and waits until the results are the
 * search's. The first 20 products, shown before any search, hold the products these tests then
 * click too: a click while the list is being replaced can land on nothing.
 */
async function searchFor(page: Page, words: string) {
  await overlayOf(page).getByRole('searchbox').fill(words);
  await expect(card(page, 'Samsung Galaxy S24')).toBeHidden();
}

test.describe('search overlay as a customer', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('newCustomer');
    await page.goto('/shop');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  });

  test('opens with the first 20 products and searches what is typed, typos included', async ({ page }) => {
    const overlay = overlayOf(page);
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await expect(overlay.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(20);

    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products/search')) searches.push(request.url());
    });
    await overlay.getByRole('searchbox').pressSequentially('iphnoe', { delay: 50 });
    await expect(card(page, 'Apple iPhone 15')).toBeVisible();
    await expect(card(page, 'Samsung Galaxy S24')).toBeHidden();
    // Debounced: one call for the whole word.
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('q=iphnoe');
    // Discount badge (of its first size in stock) and size chips on the results.
    const iPhone = card(page, 'Apple iPhone 15');
    await expect(iPhone.getByText('-5%')).toBeVisible();
    await expect(iPhone.getByRole('group', { name: 'Size of Apple iPhone 15' }).getByRole('button')).toHaveCount(4);
  });

  test('adds to the cart and toggles the wishlist from the results', async ({ page }) => {
    await searchFor(page, 'motorola');
    const moto = card(page, 'Motorola Edge 50');
    await expect(moto).toBeVisible();
    await moto.getByRole('button', { name: 'Add Motorola Edge 50 to cart' }).click();
    await expect(page.getByText('Please select a size first ⚠️')).toBeVisible();
    await moto.getByRole('button', { name: '256GB' }).click();
    await moto.getByRole('button', { name: 'Add Motorola Edge 50 to cart' }).click();
    await expect(page.getByText('Added to Cart 🛒')).toBeVisible();
    await expect(moto.getByRole('button', { name: '256GB' })).toHaveAttribute('aria-pressed', 'false');

    await moto.getByRole('button', { name: 'Add Motorola Edge 50 to wishlist' }).click();
    await expect(page.getByText('Added to Wishlist ❤️')).toBeVisible();
    await moto.getByRole('button', { name: 'Remove Motorola Edge 50 from wishlist' }).click();
    await expect(page.getByText('Removed from wishlist ❤️')).toBeVisible();
  });

  test('closes on Escape, and on opening a product', async ({ page }) => {
    const overlay = overlayOf(page);
    await expect(overlay).toBeVisible();
    // Keyboard focus stays inside the dialog.
    await overlay.getByRole('searchbox').focus();
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(overlay.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await searchFor(page, 'nokia');
    await card(page, 'Nokia 105').getByRole('link', { name: 'Nokia 105' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/product\/Nokia%20105$/);
    await expect(page.getByRole('heading', { name: 'Nokia 105', level: 1 })).toBeVisible();
  });
});
