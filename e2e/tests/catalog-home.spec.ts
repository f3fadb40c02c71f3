import { expect, test } from '../support/fixtures';
import { card, TOP_CATEGORIES } from './catalog-helpers';

test.describe('home as a guest', () => {
  test('hero, product row, Shop the look, Electronics Collection and the marketing page', async ({ page }) => {
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Mobiles', level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Show / })).toHaveCount(TOP_CATEGORIES.length);
    await expect(page.getByRole('tablist', { name: 'Product categories' }).getByRole('tab')).toHaveText(TOP_CATEGORIES);
    await expect(page.getByRole('heading', { name: 'Shop the look' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Electronics Collection' })).toBeVisible();
    const themes = page.getByRole('tablist', { name: 'Themes' }).getByRole('tab');
    await expect(themes).toHaveText(['Mobiles', 'Laptops', 'Audio', 'Cameras', 'Gaming']);
  });

  test('the product row shows 270 px cards with size chips, prices and discount badges, per category tab', async ({
    page,
  }) => {
    await page.goto('/home');
    const row = page.getByRole('list', { name: 'Mobiles products' });
    await expect(row.getByRole('article')).toHaveCount(13);
    const onePlus = card(page, 'OnePlus 12');
    expect((await onePlus.boundingBox())?.width).toBe(270);
    await expect(onePlus.getByRole('group', { name: 'Size of OnePlus 12' }).getByRole('button')).toHaveCount(4);
    // Its first size is sold out: the card shows the first one in stock, at full price.
    await expect(onePlus.getByText('₹64,999.00')).toBeVisible();
    await expect(onePlus.getByRole('deletion')).toHaveCount(0);
    const galaxy = card(page, 'Samsung Galaxy A55');
    await expect(galaxy.getByRole('deletion')).toHaveText(/₹43,999\.00/);
    await expect(galaxy.getByText('-9%')).toBeVisible();
    await expect(onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' })).toBeAttached();
    await expect(onePlus.getByRole('button', { name: 'Add OnePlus 12 to wishlist' })).toBeAttached();

    await page.getByRole('tablist', { name: 'Product categories' }).getByRole('tab', { name: 'Gaming' }).click();
    await expect(page.getByRole('list', { name: 'Gaming products' })).toBeVisible();
    await expect(card(page, 'Nintendo Switch OLED')).toBeVisible();
  });

  test("an empty category shows 'No Products Available'", async ({ page }) => {
    await page.route('**/api/products/category/Audio?**', (route) =>
      route.fulfill({
        json: { data: [], pagination: { totalItems: 0, totalPages: 0, currentPage: 1, limit: 20 } },
      }),
    );
    await page.goto('/home');
    await page.getByRole('tablist', { name: 'Product categories' }).getByRole('tab', { name: 'Audio' }).click();
    await expect(page.getByText('No Products Available')).toBeVisible();
  });

  test('the hero moves on after 5 seconds and the marketing page cycles its themes', async ({ page }) => {
    await page.goto('/home');
    const slide = (name: string) => page.getByRole('heading', { name, level: 2, exact: true });
    await expect(slide('Mobiles')).toBeVisible();
    await expect(slide('Laptops')).toBeHidden();
    await expect(slide('Laptops')).toBeVisible({ timeout: 7000 });
    await expect(slide('Mobiles')).toBeHidden();
    const laptopsTheme = page.getByRole('tab', { name: 'Laptops', exact: true }).last();
    await expect(laptopsTheme).toHaveAttribute('aria-selected', 'true', { timeout: 7000 });
  });

  test('the rotations stand still for visitors who prefer reduced motion', async ({ browser, site }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Mobiles', level: 2, exact: true })).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(page.getByRole('heading', { name: 'Mobiles', level: 2, exact: true })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Themes' }).getByRole('tab', { name: 'Mobiles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await context.close();
  });

  test('a card’s cart button sends a guest to log in', async ({ page }) => {
    await page.goto('/home');
    const onePlus = card(page, 'OnePlus 12');
    await onePlus.hover();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
    await expect(page.getByText('Please login to add to cart')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('home as a customer', () => {
  test.beforeEach(async ({ signIn }) => signIn('newCustomer'));

  test('a size is required; adding clears the card’s size and the toast closes after 1 s', async ({ page }) => {
    await page.goto('/home');
    const onePlus = card(page, 'OnePlus 12');
    await onePlus.hover();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
    await expect(page.getByText('Please select a size first ⚠️')).toBeVisible();

    await onePlus.getByRole('button', { name: '256GB · Green' }).click();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
    await expect(page.getByText('This size is out of stock ❌')).toBeVisible();

    await onePlus.getByRole('button', { name: '512GB · Black' }).click();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
    const toast = page.getByText('Added to Cart 🛒');
    await expect(toast).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
    await expect(onePlus.getByRole('button', { name: '512GB · Black' })).toHaveAttribute('aria-pressed', 'false');
    // 1 s on the home page (plus the exit animation), well before the usual 5 s.
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  test('the card heart toggles the wishlist', async ({ page }) => {
    await page.goto('/home');
    const onePlus = card(page, 'OnePlus 12');
    await onePlus.hover();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to wishlist' }).click();
    await expect(page.getByText('Added to Wishlist ❤️')).toBeVisible();
    await onePlus.getByRole('button', { name: 'Remove OnePlus 12 from wishlist' }).click();
    await expect(page.getByText('Removed from Wishlist 🖤')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Wishlist/ })).toHaveAccessibleName(
      'Wishlist, 0 items',
    );
  });
});

test.describe('home as an admin', () => {
  test('card actions are refused', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/home');
    const onePlus = card(page, 'OnePlus 12');
    await onePlus.hover();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to wishlist' }).click();
    await expect(page.getByText('Admins cannot add products to wishlist')).toBeVisible();
    await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
    await expect(page.getByText('Admins cannot add products to cart')).toBeVisible();
  });
});
