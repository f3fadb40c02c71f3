import { MESSAGES } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { card } from './catalog-helpers';

test.describe('product page as a guest', () => {
  test('opens from a card with its details, and keeps working after a reload', async ({ page }) => {
    await page.goto('/shop');
    await card(page, 'OnePlus 12').getByRole('link', { name: 'OnePlus 12' }).click();
    await expect(page).toHaveURL(/\/product\/OnePlus%2012$/);
    for (let visit = 0; visit < 2; visit += 1) {
      await expect(page.getByRole('heading', { name: 'OnePlus 12', level: 1 })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
      await expect(breadcrumb.getByRole('link', { name: 'Android Phones' })).toHaveAttribute(
        'href',
        /^\/shop\?cat=\d+$/,
      );
      await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Images' }).getByRole('button')).toHaveCount(4);
      // Sizes sorted numerically; the sold-out first variant gives way to one in stock.
      await expect(page.getByRole('group', { name: 'Size' }).getByRole('button')).toHaveText([
        '256GB · Green',
        '256GB · Black',
        '512GB · Green',
        '512GB · Black',
      ]);
      await expect(page.getByText('In stock', { exact: true })).toBeVisible();
      await expect(page.getByText('Category', { exact: true })).toBeVisible();
      await expect(page.getByText('Fast charging flagship with a Hasselblad camera.')).toBeVisible();
      await page.reload();
    }
  });

  test('prices, the percent-off badge, stock tag and the quantity stepper follow the chosen size', async ({ page }) => {
    await page.goto('/product/OnePlus%2012');
    await page.getByRole('button', { name: '512GB · Black' }).click();
    await expect(page.getByRole('deletion')).toHaveText(/₹82,224\.00/);
    await expect(page.getByText('Now ₹74,749.00')).toBeVisible();
    await expect(page.getByText('9% off')).toBeVisible();
    await page.getByRole('button', { name: '256GB · Black' }).click();
    await expect(page.getByRole('deletion')).toHaveCount(0);
    await expect(page.getByText(/% off$/)).toHaveCount(0);

    const less = page.getByRole('button', { name: 'Decrease quantity' });
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await expect(less).toBeDisabled();
    await more.click();
    await more.click();
    await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('3');
    await expect(page.getByRole('button', { name: 'Add to cart - ₹1,94,997.00' })).toBeVisible();
    await less.click();
    await expect(page.getByRole('button', { name: 'Add to cart - ₹1,29,998.00' })).toBeVisible();

    await page.getByRole('button', { name: '256GB · Green' }).click();
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Quantity' })).toHaveText('1');
    await expect(more).toBeDisabled();
  });

  test("the breadcrumb's category opens the shop on that category, under its top-level tab", async ({ page }) => {
    await page.goto('/product/Dell%20XPS%2013');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Ultrabooks' }).click();
    await expect(page).toHaveURL(/\/shop\?cat=\d+$/);
    await expect(page.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Dell XPS 13')).toBeVisible();
    await expect(card(page, 'Apple MacBook Air M3')).toBeVisible();
    await expect(card(page, 'ASUS ROG Strix G16')).toHaveCount(0);
  });

  test('each picture of a product shows something else: no two thumbnails are the same image', async ({ page }) => {
    await page.goto('/product/OnePlus%2012');
    const thumbnails = page.getByRole('list', { name: 'Images' }).locator('img');
    await expect(thumbnails).toHaveCount(4);
    const sources = await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    const contents = await Promise.all(
      sources.map(async (source) => (await (await page.request.get(source)).body()).toString('base64')),
    );
    expect(new Set(contents).size).toBe(sources.length);
  });

  test("an unknown name shows 'Product not found.' with a Go back link home", async ({ page }) => {
    await page.goto('/product/No%20Such%20Phone');
    await expect(page.getByText('Product not found.')).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('cart and wishlist send a guest to log in', async ({ page }) => {
    await page.goto('/product/OnePlus%2012');
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByText('Please login to add to cart')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/product/OnePlus%2012');
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Please login to add to wishlist')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('product page as a customer', () => {
  test.beforeEach(async ({ signIn }) => signIn('newCustomer'));

  test('adds the chosen quantity, goes to the cart, and a second add raises the quantity', async ({ page }) => {
    await page.goto('/product/Motorola%20Edge%2050');
    const cartIcon = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    await expect(cartIcon).toHaveAccessibleName('Cart, 0 items');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart - ₹55,998.00' }).click();
    await expect(page.getByText('Added to Cart 🛒')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartIcon).toHaveAccessibleName('Cart, 1 item');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toMatch(/^\[\d+\]$/);

    await page.goto('/product/Motorola%20Edge%2050');
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByText('Increased quantity in Cart 🛒')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const cart = await (await page.request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(cart.cart.items).toHaveLength(1);
    expect(cart.cart.items[0].quantity).toBe(3);
  });

  test('a size out of stock cannot be added', async ({ page }) => {
    await page.goto('/product/OnePlus%2012');
    await page.getByRole('button', { name: '256GB · Green' }).click();
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByText('This size is out of stock ❌')).toBeVisible();
    await expect(page).toHaveURL(/\/product\//);
  });

  test('a product with no stock in any size says sold out on its card and its page, with no way to the cart', async ({
    page,
  }) => {
    await page.goto('/shop');
    const pixel = card(page, 'Google Pixel 8');
    await expect(pixel.getByText(MESSAGES.soldOut, { exact: true })).toBeVisible();
    await expect(pixel.getByRole('button', { name: 'Add Google Pixel 8 to cart' })).toHaveCount(0);
    await expect(pixel.getByText(/^-\d+%$/)).toHaveCount(0);

    await pixel.getByRole('link', { name: 'Google Pixel 8' }).click();
    await expect(page.getByRole('heading', { name: 'Google Pixel 8', level: 1 })).toBeVisible();
    await expect(page.getByText(MESSAGES.soldOut, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
  });

  test('the heart adds to and removes from the wishlist, and the header count follows', async ({ page }) => {
    await page.goto('/product/OnePlus%2012');
    const wishlistIcon = page.getByRole('banner').getByRole('button', { name: /^Wishlist/ });
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Added to Wishlist ❤️')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistIcon).toHaveAccessibleName('Wishlist, 1 item');
    // The heart state is loaded from the wishlist on a fresh visit.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect(page.getByText('Removed from Wishlist 🖤')).toBeVisible();
    await expect(wishlistIcon).toHaveAccessibleName('Wishlist, 0 items');
  });
});

test.describe('product page as an admin', () => {
  test('cart and wishlist are refused', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/product/OnePlus%2012');
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByText('Admins cannot add products to cart')).toBeVisible();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByText('Admins cannot add products to wishlist')).toBeVisible();
    await expect(page).toHaveURL(/\/product\//);
  });
});
