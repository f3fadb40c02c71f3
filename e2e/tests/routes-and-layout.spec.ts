import { expect, expectLayout, test } from '../support/fixtures';

test.describe('as a guest', () => {
  test('home is served at / and /home inside the public layout', async ({ page }) => {
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
      await expectLayout(page);
    }
  });

  test('the header links lead to their pages, and My account leads to login', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await header.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('search, wishlist and cart send a guest to login', async ({ page }) => {
    for (const name of [/^Search$/, /^Wishlist/, /^Cart/]) {
      await page.goto('/shop');
      await page.getByRole('banner').getByRole('button', { name }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the account, admin, cart and checkout areas ask a guest to log in', async ({ page }) => {
    for (const path of [
      '/myaccount',
      '/myaccount/order',
      '/admin',
      '/admin/product',
      '/cart',
      '/checkout',
      '/wishlist',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('an unknown path shows a not-found page with the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectLayout(page);
  });

  test('the footer has quick links, contact details and a scroll-to-top button', async ({ page }) => {
    await page.goto('/shop');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Home', 'About Us', 'Shop', 'My Account']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(/© \d{4}/)).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await footer.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const width of [1280, 390, 360]) {
    test(`at ${width} px the header shows the whole company name legibly, beside the logo where it fits`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/home');
      const company = (await (await page.request.get('/api/company-details')).json()) as { name: string };
      const brand = page.getByRole('banner').getByRole('link', { name: company.name, exact: true });
      await expect(brand).toBeVisible();
      await expect(brand).toHaveAttribute('href', '/home');
      // The narrowest phones give the whole width to the name.
      const logo = brand.locator('img');
      if (width >= 380) {
        await expect(logo).toBeVisible();
        expect((await logo.boundingBox())?.height).toBeGreaterThanOrEqual(32);
      }
      const name = brand.getByText(company.name, { exact: true });
      await expect(name).toBeVisible();
      const text = await name.evaluate((element) => ({
        fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
        clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      }));
      expect(text.fontSize).toBeGreaterThanOrEqual(16);
      expect(text.clipped).toBe(false);
    });
  }

  test('a new page starts at its top, and back and forward return to where the shopper was', async ({ page }) => {
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/shop');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(scrollY).toBeGreaterThan(600);
    const shopPosition = await scrollY();

    // The header stays on screen: following its link scrolls nothing by itself.
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    // Within a few pixels: an image arriving above the screen moves the page (scroll anchoring).
    await expect.poll(async () => Math.abs((await scrollY()) - shopPosition)).toBeLessThan(50);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect.poll(scrollY).toBe(0);
  });

  test('on a 360 px phone the menu opens from a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('as a customer', () => {
  test.beforeEach(async ({ signIn }) => signIn('customer'));

  test('sees their username, the icons, and My account leads to the account area', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^Cart/ })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Wishlist/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'customer' })).toBeVisible();
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
  });

  test('/myaccount and unknown account paths redirect to the dashboard', async ({ page }) => {
    for (const path of ['/myaccount', '/myaccount/nowhere']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/myaccount\/dashboard$/);
    }
    await page.goto('/myaccount/address');
    await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  });

  test('is sent from the admin area to the account area', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
  });
});

test.describe('as an admin', () => {
  test.beforeEach(async ({ signIn }) => signIn('admin'));

  test('sees the role label and no search, wishlist or cart icons', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^(Search|Wishlist|Cart)/ })).toHaveCount(0);
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('/admin and unknown admin paths redirect to the admin dashboard', async ({ page }) => {
    for (const path of ['/admin', '/admin/unknown/deeper']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
    }
    await page.goto('/myaccount');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
