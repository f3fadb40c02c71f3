import { expect, test } from '../support/fixtures';
import { card } from './catalog-helpers';

test.describe('wishlist as a customer', () => {
  test.beforeEach(async ({ signIn }) => signIn('newCustomer'));

  test('empty, then filled from the shop, with add to cart, product link and remove', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
    await expect(page.getByText('Your wishlist is empty 🖤')).toBeVisible();
    await expect(page.getByText('Browse products and add them to your wishlist.')).toBeVisible();

    await page.goto('/shop');
    for (const name of ['OnePlus 12', 'Apple iPhone SE']) {
      await card(page, name).hover();
      await card(page, name)
        .getByRole('button', { name: `Add ${name} to wishlist` })
        .click();
      await expect(card(page, name).getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
    }
    await page.getByRole('banner').getByRole('button', { name: 'Wishlist, 2 items' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const list = page.getByRole('list', { name: 'Wishlist products' });
    await expect(list.getByRole('article')).toHaveCount(2);
    const se = card(page, 'Apple iPhone SE');
    await expect(se.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(se.getByText('-13%')).toBeVisible();
    await expect(se.getByText('Now ₹49,900.00')).toBeVisible();

    await se.getByRole('button', { name: '128GB' }).click();
    await se.getByRole('button', { name: 'Add Apple iPhone SE to cart' }).click();
    await expect(page.getByText('Added to Cart 🛒')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');

    await card(page, 'OnePlus 12').getByRole('button', { name: 'Remove OnePlus 12 from wishlist' }).click();
    await expect(page.getByText('Removed from Wishlist 🖤')).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(1);

    // The image opens the product page with the product in navigation state.
    await se.locator('a[aria-hidden="true"]').click();
    await expect(page).toHaveURL(/\/product\/Apple%20iPhone%20SE$/);
    await expect(page.getByRole('heading', { name: 'Apple iPhone SE', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  });

  test('one to four columns by width', async ({ page }) => {
    await page.goto('/shop');
    for (const name of ['OnePlus 12', 'Apple iPhone SE', 'Nokia 105', 'Apple iPhone 14', 'Apple iPhone 15']) {
      await card(page, name).hover();
      await card(page, name)
        .getByRole('button', { name: `Add ${name} to wishlist` })
        .click();
      await expect(card(page, name).getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
    }
    await page.goto('/wishlist');
    const list = page.getByRole('list', { name: 'Wishlist products' });
    await expect(list.getByRole('article')).toHaveCount(5);
    const columns = () =>
      list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length);
    for (const [width, count] of [
      [360, 1],
      [600, 2],
      [900, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columns).toBe(count);
    }
  });
});

test('a guest asking for the wishlist is sent to log in', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin sees no search, wishlist or cart icons', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Search|Wishlist|Cart)/ })).toHaveCount(0);
  await page.goto('/wishlist');
  await expect(page.getByText('Admins cannot add products to wishlist')).toBeVisible();
});
