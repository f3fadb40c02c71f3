/**
 * Server rendering of the public pages: what a crawler or a browser without JavaScript
 * gets over plain HTTP, and a browser hydrating that HTML without complaint.
 */
import { API_PATHS, MESSAGES, REMOTE_NAMES, STORAGE_KEYS } from 'shared-contracts';
import { START_AFTER_PAINT } from '../../shell/server/start-after-paint';
import { expect, newCustomer, storeSessionInPage, test } from '../support/fixtures';

/** The page's HTML as plain HTTP gets it: no JavaScript runs. */
async function html(request: import('@playwright/test').APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The company's name as the admin last saved it (other tests change it). */
async function companyName(request: import('@playwright/test').APIRequestContext): Promise<string> {
  return ((await (await request.get(`/api${API_PATHS.companyDetails}`)).json()) as { name: string }).name;
}

/**
 * The header and footer the shell renders around every public page, and no script that runs inline
 * but the starter: the Content-Security-Policy allows that one by its hash and would refuse any other.
 */
function expectLayout(page: string) {
  expect(page).toContain('<header');
  expect(page).toContain('aria-label="Main"');
  expect(page).toContain('<footer');
  const inline = [...page.matchAll(/<script(?![^>]*\b(src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (found) => found[2],
  );
  expect(inline).toEqual([START_AFTER_PAINT]);
}

test.describe('public pages over plain HTTP', () => {
  test('home and shop come with their products and ₹ prices', async ({ request }) => {
    for (const path of ['/', '/home']) {
      const page = await html(request, path);
      expectLayout(page);
      expect(page).toContain('Shop the look');
      expect(page).toMatch(/₹[\d,]+\.\d\d/);
    }
    // A client that accepts no compression (a crawler, curl) gets the page too, not the folder's 403.
    expect((await request.get('/', { headers: { 'Accept-Encoding': 'identity' } })).status()).toBe(200);
    const shop = await html(request, '/shop');
    expectLayout(shop);
    expect(shop).toMatch(/Showing 1 - \d+ of \d+ products/);
    expect(shop).toMatch(/₹[\d,]+\.\d\d/);
  });

  test('a product page has the product, its price and the data the browser needs not ask for again', async ({
    request,
  }) => {
    const page = await html(request, '/product/OnePlus%2012');
    expectLayout(page);
    expect(page).toMatch(/<h1[^>]*>OnePlus 12<\/h1>/);
    expect(page).toContain('Fast charging flagship with a Hasselblad camera.');
    expect(page).toContain('₹64,999.00');
    expect(page).toContain('<script type="application/json" id="__STORE_SSR_STATE__">');
  });

  test("the shell's and the slice's styles come inline in the head, so the first paint waits for no stylesheet", async ({
    request,
  }) => {
    const page = await html(request, '/product/OnePlus%2012');
    const head = page.split('</head>')[0] ?? '';
    const inline = [...head.matchAll(/<style data-href="([^"]+\.css)">([^<]*)<\/style>/g)];
    expect(inline.map(([, href]) => href)).toEqual([
      expect.stringMatching(/^\/\w+\.\w+\.css$/),
      expect.stringMatching(/__federation_expose_ProductPage\.\w+\.css$/),
    ]);
    for (const [, href = '', css] of inline) expect(css).toBe(await (await request.get(href)).text());
    // Each named again by a disabled link, which the browser neither downloads nor applies.
    const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(links).toEqual(inline.map(([, href]) => `<link rel="stylesheet" href="${href}" disabled>`));
  });

  test("a product page's head: title, description, canonical, Open Graph, Twitter card and JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const page = await html(request, '/product/OnePlus%2012');
    const company = await companyName(request);
    expect(page).toContain(`<title>OnePlus 12 – ₹64,999.00 | ${company}</title>`);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`<meta name="description" content="Buy OnePlus 12 for ₹64,999.00 at ${company}.`);
    expect(page).toContain(`<link rel="canonical" href="${baseURL}/product/OnePlus%2012">`);
    expect(page).toContain('<meta property="og:type" content="product">');
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/uploads/products/[^"]+\\.webp">`));
    expect(page).toContain('<meta property="og:image:alt" content="OnePlus 12">');
    expect(page).toContain('<meta name="twitter:image:alt" content="OnePlus 12">');
    expect(page).toContain('<meta property="product:price:amount" content="64999.00">');
    expect(page).toContain('<meta property="product:price:currency" content="INR">');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList', 'Organization']);
    // Its sizes cost differently: a price range, and the maker as its brand.
    expect(jsonLd[0]).toMatchObject({
      name: 'OnePlus 12',
      brand: { '@type': 'Brand', name: 'OnePlus' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '64999.00',
        highPrice: '74749.00',
        offerCount: 4,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    const [, category] = (jsonLd[1] as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(category?.name).toBe('Android Phones');
    expect(category?.item).toMatch(new RegExp(`^${baseURL}/shop\\?cat=\\d+$`));
    expect(JSON.stringify(jsonLd)).not.toMatch(/aggregateRating|"Rating"|"Review"/);
  });

  test('home, shop, about and not-found pages have their own titles', async ({ request }) => {
    const company = await companyName(request);
    expect(await html(request, '/home')).toContain(`<title>${company}</title>`);
    expect(await html(request, '/shop')).toContain(`<title>Shop Mobiles | ${company}</title>`);
    expect(await html(request, '/about')).toContain(`<title>About Us | ${company}</title>`);
    expect(await html(request, '/nowhere', 404)).toContain(`<title>Page not found | ${company}</title>`);
    expect(await html(request, '/product/No%20Such%20Phone', 404)).toContain(
      `<title>${MESSAGES.productNotFound} | ${company}</title>`,
    );
  });

  test('about and legal pages come with their text', async ({ request }) => {
    expectLayout(await html(request, '/about'));
    expect(await html(request, '/about')).toContain('Contact us');
    expect(await html(request, '/legal/privacy-policy')).toContain('Privacy Policy');
  });

  test("an unknown product, legal page or path answers 404 with its 'not found' page", async ({ request }) => {
    const product = await html(request, '/product/No%20Such%20Phone', 404);
    expectLayout(product);
    expect(product).toContain(MESSAGES.productNotFound);
    expect(await html(request, '/legal/no-such-page', 404)).toContain('Page not found');
    const path = await html(request, '/no/such/page', 404);
    expectLayout(path);
    expect(path).toContain('Page not found');
  });

  test('a rendered page goes out brotli- or gzip-compressed, as the client accepts, and plain to one that accepts neither', async ({
    request,
  }) => {
    for (const path of ['/', '/product/OnePlus%2012', '/no/such/page']) {
      for (const [accepted, sent] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
        expect(response.headers()['content-encoding'], `${path} to a client accepting ${accepted}`).toBe(sent);
        expect(response.headers().vary ?? '').toMatch(/accept-encoding/i);
        expectLayout(await response.text());
      }
    }
  });

  test('a page the server reuses shows a change at once: the stock an order took', async ({ request }) => {
    /** The stock of each of the product's variants in the page's dehydrated state, by variant id. */
    const stockIn = (page: string) => {
      const state = page.match(/<script type="application\/json" id="__STORE_SSR_STATE__">(.*?)<\/script>/s)?.[1];
      const found = JSON.stringify(JSON.parse(state ?? '{}')).matchAll(/"id":(\d+),"color":[^}]*?"stock":(\d+)/g);
      return new Map([...found].map(([, id, stock]) => [Number(id), Number(stock)]));
    };
    const path = '/product/Sony%20WH-1000XM5';
    await html(request, path);
    const before = stockIn(await html(request, path));
    const [variantId, stock] = [...before].find(([, left]) => left > 1) ?? [];
    expect(variantId, 'a variant with stock to order').toBeDefined();

    const customer = await newCustomer(request, 'fresh');
    const address = await request.post(`/api${API_PATHS.addresses.list}`, {
      headers: customer.auth,
      data: {
        fullName: 'Asha Verma',
        mobile: '9876543210',
        addressLine1: '12 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
      },
    });
    const { address: saved } = (await address.json()) as { address: { id: number } };
    await request.post(`/api${API_PATHS.cart.add}`, {
      headers: customer.auth,
      data: { productVariantId: variantId, quantity: 1 },
    });
    const placed = await request.post(`/api${API_PATHS.orders.place}`, {
      headers: customer.auth,
      data: { addressId: saved.id, paymentMethod: 'COD' },
    });
    expect(placed.status(), await placed.text()).toBe(201);

    // Other tests may order it too: at least the one unit is gone, on the very next request.
    expect(stockIn(await html(request, path)).get(variantId as number)).toBeLessThanOrEqual((stock as number) - 1);
  });

  test('pages behind login get the shell, rendered in the browser', async ({ request }) => {
    for (const path of ['/cart', '/checkout', '/wishlist', '/myaccount/dashboard', '/admin/dashboard', '/login']) {
      expect(await html(request, path)).toContain('<div id="root"></div>');
    }
  });
});

test('robots.txt points to the sitemap index, whose sitemaps list every product, the category tabs and the pages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await robots.text()).toContain('Disallow: /myaccount');

  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  expect(sitemaps).toEqual([
    `${baseURL}/sitemaps/pages.xml`,
    `${baseURL}/sitemaps/categories.xml`,
    `${baseURL}/sitemaps/products-1.xml`,
  ]);
  const listed = async (url: string) =>
    [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] as string).replaceAll('&amp;', '&'),
    );

  const products: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await (await request.get(`/api/products?page=${page}&limit=100`)).json()) as {
      data: { name: string }[];
      pagination: { totalPages: number };
    };
    products.push(...body.data.map((product) => `${baseURL}/product/${encodeURIComponent(product.name)}`));
    if (page >= body.pagination.totalPages) break;
  }
  expect((await listed(`${baseURL}/sitemaps/products-1.xml`)).sort()).toEqual(products.sort());
  expect(await listed(`${baseURL}/sitemaps/categories.xml`)).toContain(`${baseURL}/shop?category=Mobiles`);
  expect(await listed(`${baseURL}/sitemaps/pages.xml`)).toContain(`${baseURL}/legal/privacy-policy`);
  expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404);
});

/**
 * Chromium's check of preloads, run once a few seconds after the load event: it names every
 * preload not used yet at that moment. The shell preloads a slice page's files as a navigation
 * starts, so a navigation that begins just before the check and loads slowly (a busy machine) is
 * named, though its files are then used.
 */
const PRELOAD_NOT_USED_YET = /was preloaded using link preload but not used within a few seconds/;

/** The page's console errors and warnings and its uncaught errors, as they come. */
function collectComplaints(page: import('@playwright/test').Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type()) || PRELOAD_NOT_USED_YET.test(message.text())) return;
    complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return complaints;
}

test('a signed-in customer hydrates a server-rendered product page without warnings, and adds it to the cart', async ({
  page,
}) => {
  const customer = await newCustomer(page.request, 'hydrate');
  // A wishlist the server cannot see (it lives in local storage): the page shows it once hydrated.
  const { product } = (await (await page.request.get(`/api${API_PATHS.products.byName('OnePlus 12')}`)).json()) as {
    product: { id: number };
  };
  await page.request.post(`/api/wishlist/${product.id}`, { headers: customer.auth });
  await storeSessionInPage(page, customer.token);
  await page.evaluate((id) => localStorage.setItem('wishlist', JSON.stringify([id])), product.id);
  const complaints = collectComplaints(page);
  const productRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api${API_PATHS.products.byName('OnePlus 12')}`)) productRequests.push(request.url());
  });

  await page.goto('/product/OnePlus%2012');
  // Hydrated: the header shows the visitor's own session, which the server could not know.
  await expect(page.getByRole('banner').getByRole('link', { name: /^hydrate/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '256GB · Black' }).click();
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByText(MESSAGES.cartAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goBack();
  // The title follows client-side navigation.
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveTitle(`About Us | ${await companyName(page.request)}`);

  expect(productRequests, 'the product the server loaded is not asked for again').toEqual([]);
  expect(complaints).toEqual([]);
});

test("a server-rendered home page's sections below the fold work by keyboard once hydrated and ask the API for nothing", async ({
  browser,
  site,
}) => {
  // A phone's screen: Shop the look, the collection and the marketing page start below the fold.
  // Reduced motion, so the marketing page stays on the theme the keys choose.
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: { width: 412, height: 823 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const complaints = collectComplaints(page);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products')) apiRequests.push(request.url());
  });

  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const themes = page.getByRole('tablist', { name: 'Themes' });
  await themes.getByRole('tab', { name: 'Mobiles' }).focus();
  await expect(themes.getByRole('tab', { name: 'Mobiles' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(themes.getByRole('tab', { name: 'Laptops' })).toBeFocused();
  await expect(themes.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Laptops' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Shop Laptops' })).toBeFocused();

  expect(apiRequests, "the sections' data is not asked for again").toEqual([]);

  const look = page.getByRole('region', { name: 'Shop the look' }).getByRole('link').first();
  const name = (await look.textContent())?.trim() ?? '';
  await look.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/product/${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(complaints).toEqual([]);
  await context.close();
});

test('a server-rendered page, hydrating, downloads none of the stylesheets it came with', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) {
      stylesheets.push(request.url());
    }
  });
  for (const path of ['/home', '/product/OnePlus%2012']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
  }
  expect(stylesheets).toEqual([]);
});

test("a server-rendered product page paints its image before the shell's script starts", async ({ page }) => {
  // When each script element naming the shell's script (main.*.js) joins the page, from its first byte on.
  await page.addInitScript(() => {
    const added: number[] = [];
    Object.assign(window, { shellScriptAddedAt: added });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement && /\/main\.[^/]*js$/.test(node.src)) added.push(performance.now());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/product/OnePlus%2012');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  const { largestPaint, scriptAddedAt } = await page.evaluate(async () => {
    const entries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const last = entries.at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
    return {
      largestPaint: { at: last?.startTime, alt: last?.element?.getAttribute('alt') },
      scriptAddedAt: (window as unknown as { shellScriptAddedAt: number[] }).shellScriptAddedAt,
    };
  });
  expect(largestPaint.alt, 'the largest paint is the product image').toBe('OnePlus 12');
  expect(scriptAddedAt).toHaveLength(1);
  expect(scriptAddedAt[0]).toBeGreaterThan(largestPaint.at ?? Number.POSITIVE_INFINITY);
});

test('a server-rendered home page loads the toasts with its first toast, from the shell alone, and shows that toast', async ({
  page,
  site,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const complaints = collectComplaints(page);
  // Each app's copy of react-toastify (every app ships one as its fallback).
  const copies: Record<string, string[]> = {};
  const origins = {
    shell: site.url,
    ...Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `http://localhost:${site.remotePort(remote)}`])),
  };
  for (const [app, origin] of Object.entries(origins)) {
    const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    copies[app] = manifest.shared
      .filter((shared) => shared.name === 'react-toastify')
      .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
      .map((file) => `${origin}/${file}`);
    expect(copies[app], `${app} ships react-toastify`).not.toEqual([]);
  }
  const loadedFrom = () => Object.keys(copies).filter((app) => copies[app]?.some((file) => requested.includes(file)));

  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(loadedFrom(), 'react-toastify loaded before any toast').toEqual([]);

  const onePlus = page.getByRole('article', { name: 'OnePlus 12', exact: true });
  await onePlus.hover();
  await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginToCart })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(loadedFrom(), 'copies of react-toastify loaded').toEqual(['shell']);
  expect(complaints).toEqual([]);
});

test('the scripts a server-rendered page starts with ask the browser to compile them as they download; react-toastify, loaded by the first toast, does not', async ({
  page,
}) => {
  // Chromium's explicit compile hint (rspack.compile-hints.ts), which must open the file.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = response.text();
    // Read only where awaited below: a body nobody reads (the preload answered before a script's
    // own request for the same address, or one still arriving as the test ends) is no failure.
    text.catch(() => undefined);
    scripts.set(response.url(), text);
  });
  const opening = async (urls: string[]) =>
    Object.fromEntries(
      await Promise.all(urls.map(async (url) => [url, (await scripts.get(url))?.slice(0, HINT.length)] as const)),
    );

  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const loadedAtStart = [...scripts.keys()];
  expect(
    loadedAtStart.some((url) => url.endsWith('/remoteEntry.js')),
    'the catalog slice started',
  ).toBe(true);
  expect(await opening(loadedAtStart)).toEqual(Object.fromEntries(loadedAtStart.map((url) => [url, HINT])));

  const onePlus = page.getByRole('article', { name: 'OnePlus 12', exact: true });
  await onePlus.hover();
  await onePlus.getByRole('button', { name: 'Add OnePlus 12 to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginToCart })).toBeVisible();
  const later = [...scripts.keys()].filter((url) => !loadedAtStart.includes(url));
  const toastify: string[] = [];
  for (const url of later) if ((await scripts.get(url))?.includes('Toastify__toast')) toastify.push(url);
  expect(toastify, 'react-toastify loaded by the first toast').not.toEqual([]);
  for (const [url, start] of Object.entries(await opening(toastify))) expect(start, url).not.toBe(HINT);
});

test("the shop's cards below a phone's first screen answer a guest's first press, and show a signed-in shopper's hearts", async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const complaints = collectComplaints(page);
  const lastCard = page.getByRole('list', { name: 'Products' }).getByRole('article').last();

  // A guest: the last card of the page, far below the screen, answers the first press.
  await page.goto('/shop');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.getByRole('list', { name: 'Products' }).getByRole('article').count()).toBeGreaterThan(8);
  const name = (await lastCard.getByRole('heading').textContent())?.trim() ?? '';
  await lastCard.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginToWishlist })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A signed-in shopper whose wishlist holds that product sees its heart filled, without scrolling to it.
  const customer = await newCustomer(page.request, 'farcard');
  const { product } = (await (await page.request.get(`/api${API_PATHS.products.byName(name)}`)).json()) as {
    product: { id: number };
  };
  await page.request.post(`/api/wishlist/${product.id}`, { headers: customer.auth });
  await storeSessionInPage(page, customer.token);
  await page.evaluate(({ key, id }) => localStorage.setItem(key, JSON.stringify([id])), {
    key: STORAGE_KEYS.wishlist,
    id: product.id,
  });
  await page.goto('/shop');
  await expect(lastCard.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(complaints).toEqual([]);
  await context.close();
});
