import { MESSAGES } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { card, TOP_CATEGORIES } from './catalog-helpers';

test.describe('shop as a guest', () => {
  test('banner, category tabs by creation date with the first selected, and the first page', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
    await expect(tabs).toHaveText(TOP_CATEGORIES);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Showing 1 - 13 of 13 products')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(13);
    // Prices in rupees with two decimals; the struck price is price plus discount.
    const galaxy = card(page, 'Samsung Galaxy A55');
    await expect(galaxy.getByText('₹39,999.00')).toBeVisible();
    await expect(galaxy.getByRole('deletion')).toHaveText(/₹43,999\.00/);
    await expect(galaxy.getByText('-9%')).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText('Page 1 of 1');
    for (const name of ['First', 'Prev', 'Next', 'Last']) {
      await expect(pagination.getByRole('button', { name })).toBeDisabled();
    }
  });

  test('changing the tab shows that category from page 1 and scrolls to the top', async ({ page }) => {
    await page.goto('/shop?page=1');
    await page.mouse.wheel(0, 1500);
    await page.getByRole('tab', { name: 'Laptops' }).click();
    await expect(page.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Apple MacBook Air M3')).toBeVisible();
    await expect(page.getByText(/^Showing 1 - \d+ of \d+ products$/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  });

  test('sorting is done by the server: price low to high, high to low, newest first', async ({ page }) => {
    await page.goto('/shop');
    const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.getByRole('option')).toHaveText([
      'Default sorting',
      'Price: Low to High',
      'Price: High to Low',
      'Newest First',
    ]);
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(names.first()).toHaveText('Nokia 105');
    await expect(names.last()).toHaveText('Apple iPhone 15 Pro');
    await sort.selectOption({ label: 'Price: High to Low' });
    await expect(names.first()).toHaveText('Apple iPhone 15 Pro');
    await sort.selectOption({ label: 'Newest First' });
    await expect(names.first()).toHaveText('JioPhone Prima');
    // The choice is kept in the address, so a reload keeps it.
    await page.reload();
    await expect(sort).toHaveValue('newest');
    await expect(names.first()).toHaveText('JioPhone Prima');
  });

  test('default sorting lists the sold-out products after those in stock', async ({ page }) => {
    await page.goto('/shop');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards).toHaveCount(13);
    const soldOut = cards.filter({ has: page.getByText(MESSAGES.soldOut, { exact: true }) });
    await expect(soldOut.getByRole('heading', { name: 'Google Pixel 8' })).toBeVisible();
    const names = await cards.getByRole('heading').allTextContents();
    const soldOutNames = await soldOut.getByRole('heading').allTextContents();
    expect(soldOutNames.length).toBeGreaterThan(0);
    expect(soldOutNames.length).toBeLessThan(names.length);
    expect(names.slice(-soldOutNames.length)).toEqual(soldOutNames);
  });

  test('the density buttons set 1 to 5 columns, 4 by default', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/shop');
    const grid = page.getByRole('list', { name: 'Products' });
    const columns = () =>
      grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length);
    await expect(page.getByRole('button', { name: '4 columns' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(columns).toBe(4);
    for (const [label, count] of [
      ['1 column', 1],
      ['2 columns', 2],
      ['3 columns', 3],
      ['5 columns', 5],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      await expect.poll(columns).toBe(count);
    }
  });

  test('the filter drawer: categories with counts, availability, price range, sizes, Active Filters', async ({
    page,
  }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'FILTER' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'Mobiles (13)' })).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'iPhones (4)' })).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: /^In stock/ })).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: /^Out of stock/ })).toBeVisible();
    // Sizes with stock in this tab, with counts.
    await expect(drawer.getByRole('checkbox', { name: '128GB (8)' })).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: '512GB (1)' })).toBeVisible();
    // The price slider runs from 0 to the highest variant price of the tab.
    await expect(drawer.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '175370');
    await expect(drawer.getByText('₹0.00 – ₹1,75,370.00')).toBeVisible();

    await drawer.getByRole('checkbox', { name: /^Out of stock/ }).check();
    await drawer.getByRole('checkbox', { name: '128GB (8)' }).check();
    await expect(drawer.getByText(/Active Filters/)).toHaveText('Active Filters: 2');
    await drawer.getByRole('checkbox', { name: '128GB (8)' }).uncheck();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    // In stock means a variant with stock above 0: these two have none.
    await expect(page.getByText('Showing 1 - 2 of 2 products')).toBeVisible();
    await expect(card(page, 'Google Pixel 8')).toBeVisible();
    await expect(card(page, 'JioPhone Prima')).toBeVisible();
    await expect(page.getByRole('button', { name: /FILTER/ })).toContainText('1');

    await page.getByRole('button', { name: /FILTER/ }).click();
    await drawer.getByRole('button', { name: 'Clear All' }).click();
    await expect(drawer.getByText(/Active Filters/)).toHaveText('Active Filters: 0');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Showing 1 - 13 of 13 products')).toBeVisible();
  });

  test('the filter drawer downloads with the first press of FILTER; when it cannot, the shop stays and says so', async ({
    page,
  }) => {
    const drawerFile = /\/filter-drawer\.[0-9a-f]+\.js$/;
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (drawerFile.test(request.url())) downloads.push(request.url());
    });
    let offline = true;
    await page.route(drawerFile, (route) => (offline ? route.abort('connectionreset') : route.fallback()));
    await page.goto('/shop');
    await expect(page.getByText('Showing 1 - 13 of 13 products')).toBeVisible();
    expect(downloads, 'the drawer is not part of the page until asked for').toEqual([]);

    const filter = page.getByRole('button', { name: 'FILTER' });
    await filter.click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.somethingWentWrong })).toBeVisible();
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(13);

    offline = false;
    await filter.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('checkbox', { name: /^In stock/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
  });

  test('a size matches any variant, and the price range the price each card shows', async ({ page }) => {
    await page.goto('/shop?category=Mobiles');
    await page.getByRole('button', { name: 'FILTER' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: '1TB (1)' }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('Showing 1 - 1 of 1 products')).toBeVisible();
    await expect(card(page, 'Apple iPhone 15 Pro')).toBeVisible();

    // OnePlus 12 has sizes at ₹74,749.00, but its card shows ₹64,999.00: it is not in the range.
    await page.goto('/shop?category=Mobiles&min=70000&max=80000');
    await expect(page.getByText('Showing 1 - 3 of 3 products')).toBeVisible();
    for (const name of ['Samsung Galaxy S24', 'Google Pixel 8', 'Apple iPhone 15']) {
      await expect(card(page, name)).toBeVisible();
    }
    await expect(card(page, 'OnePlus 12')).toHaveCount(0);
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(drawer.getByText('₹70,000.00 – ₹80,000.00')).toBeVisible();
    // The slider reaches the dearest price once the drawer has loaded the tab's facets.
    await expect(drawer.getByRole('checkbox', { name: '1TB (1)' })).toBeVisible();
    const max = drawer.getByRole('slider', { name: 'Maximum price' });
    await max.focus();
    await page.keyboard.press('End');
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText(/^Showing 1 - \d+ of \d+ products$/)).toContainText('of 4 products');
  });

  test('a category filter switches the tab to the first chosen category; a tab change clears it', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('tab', { name: 'Laptops' }).click();
    await page.getByRole('button', { name: 'FILTER' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'iPhones (4)' }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByRole('tab', { name: 'Mobiles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Showing 1 - 4 of 4 products')).toBeVisible();
    await expect(card(page, 'Apple iPhone SE')).toBeVisible();

    await page.getByRole('tab', { name: 'Audio' }).click();
    await expect(page.getByText(/^Showing 1 - \d+ of \d+ products$/)).not.toContainText('of 4 products');
    await expect(card(page, 'Sony WH-1000XM5')).toBeVisible();
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(drawer.getByText(/Active Filters/)).toHaveText('Active Filters: 0');
  });

  test('the shop works on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/shop');
    await expect(card(page, 'OnePlus 12')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'FILTER' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  });
});

test.describe('shop pagination over more than one page', () => {
  // 55 extra products in one tab (Accessories), made through the admin API and removed afterwards.
  const EXTRA = 55;
  const created: number[] = [];
  let adminToken = '';

  test.beforeAll(async ({ browser, site }) => {
    const page = await browser.newPage({ viewport: { width: 64, height: 64 } });
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    const api = await (await import('@playwright/test')).request.newContext({ baseURL: site.url });
    const login = await api.post('/api/auth/login', {
      data: { identifier: 'admin@example.com', password: 'Admin@12345' },
    });
    adminToken = ((await login.json()) as { token: string }).token;
    const categories = (await (await api.get('/api/categories')).json()) as {
      name: string;
      subCategories: { id: number; name: string }[];
    }[];
    const powerBanks = categories
      .find((category) => category.name === 'Accessories')
      ?.subCategories.find((category) => category.name === 'Power Banks');
    if (!powerBanks) throw new Error('the demo data has no Power Banks category');
    for (let index = 1; index <= EXTRA; index += 1) {
      const form = new FormData();
      form.append('productName', `Test Power Bank ${String(index).padStart(2, '0')}`);
      form.append('categoryId', String(powerBanks.id));
      form.append(
        'productVariants',
        JSON.stringify([{ color: 'Black', size: '10000mAh', stock: 5, originalPrice: '899.00', discountPrice: null }]),
      );
      for (const name of ['a.png', 'b.png'])
        form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
      const response = await api.post('/api/products', {
        headers: { Authorization: `Bearer ${adminToken}` },
        multipart: form,
      });
      expect(response.ok(), await response.text()).toBe(true);
      created.push(((await response.json()) as { product: { id: number } }).product.id);
    }
    await api.dispose();
  });

  test.afterAll(async ({ site }) => {
    const api = await (await import('@playwright/test')).request.newContext({ baseURL: site.url });
    for (const id of created) {
      await api.delete(`/api/products/${id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    }
    await api.dispose();
  });

  test('First, Prev, numbered pages, Page X of Y, Next and Last, 50 to a page', async ({ page }) => {
    await page.goto('/shop?category=Accessories');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const showing = page.getByText(/^Showing \d+ - \d+ of \d+ products$/);
    await expect(showing).toHaveText(/^Showing 1 - 50 of \d+ products$/);
    const total = Number((await showing.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(50);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(50);
    await expect(pagination).toContainText('Page 1 of 2');
    await expect(pagination.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2']);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await page.mouse.wheel(0, 3000);
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(showing).toHaveText(`Showing 51 - ${total} of ${total} products`);
    await expect(pagination).toContainText('Page 2 of 2');
    await expect(pagination.getByRole('button', { name: 'Last' })).toBeDisabled();
    // The page scrolls smoothly back to the top after the change, slowest at its end: a press aimed
    // before it has stopped lands where the button was a moment earlier, so wait until it is at 0.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pagination.getByRole('button', { name: 'First' }).click();
    await expect(showing).toHaveText(`Showing 1 - 50 of ${total} products`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pagination.getByRole('button', { name: 'Last' }).click();
    await expect(pagination).toContainText('Page 2 of 2');
    await page.goBack();
    await expect(pagination).toContainText('Page 1 of 2');
  });

  test('sorting and filters hold across pages because the server applies them', async ({ page }) => {
    await page.goto('/shop?category=Accessories&sort=price-desc');
    const names = page.getByRole('list', { name: 'Products' }).getByRole('heading');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    // The dearest accessory opens page 1; the cheapest (the ₹899 test power banks) close page 2.
    await expect(names.first()).toHaveText('Anker 65W GaN Charger');
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(names.last()).toHaveText('Test Power Bank 01');

    await page.getByRole('button', { name: 'FILTER' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: /^10000mAh/ }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText(/^Showing 1 - 50 of \d+ products$/)).toBeVisible();
    await expect(pagination).toContainText('Page 1 of 2');
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    // Every product on page 2 still has the chosen size.
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    for (const size of await cards.evaluateAll((articles) =>
      articles.map((article) => article.querySelector('[role="group"]')?.textContent ?? ''),
    )) {
      expect(size).toContain('10000mAh');
    }
  });
});
