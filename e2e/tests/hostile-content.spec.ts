/**
 * Script payloads an admin saves (by mistake or from a stolen session) never run in a shopper's
 * browser: product names and descriptions render as text, legal pages as sanitised HTML.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { API_BASE_URL, API_PATHS, type Category, type LegalPage, ROUTES } from 'shared-contracts';
import { DEMO, expect, test } from '../support/fixtures';
import { pngs, unique } from './admin-support';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const api = (route: string) => `${API_BASE_URL}${route}`;

async function adminAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post(api(API_PATHS.auth.login), { data: DEMO.admin });
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** No payload ran and none is left in the page to run later. */
async function expectNothingRan(page: Page) {
  // The broken image would have failed to load by now, had it been made an element.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  // A script element made from the payload holds its code alone. (Server-rendered pages carry the
  // product's text inside their data scripts, JSON-LD and the queries handed to the browser, as
  // escaped strings.)
  const payloadScripts = await page.evaluate(
    () => [...document.scripts].filter((script) => script.textContent?.trim() === 'window.__xss=1').length,
  );
  expect(payloadScripts).toBe(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
}

test('a product whose name and description hold script payloads shows them as text', async ({ page }) => {
  const auth = await adminAuth(page.request);
  const categories = (await (await page.request.get(api(API_PATHS.categories.list))).json()) as Category[];
  const leaf = categories.find((category) => category.subCategories.length > 0)?.subCategories[0];
  if (!leaf) throw new Error('the demo data has no subcategory');

  const name = `${unique('Hostile gadget')} ${SCRIPT} ${IMG}`;
  const description = `Works as sold. ${SCRIPT} ${IMG} Still harmless.`;
  const form = new FormData();
  form.append('productName', name);
  form.append('categoryId', String(leaf.id));
  form.append('description', description);
  form.append(
    'productVariants',
    JSON.stringify([{ color: 'Black', size: 'One size', stock: 3, originalPrice: '999.00', discountPrice: null }]),
  );
  for (const image of await pngs('hostile', 2)) {
    form.append('images', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  }
  const created = await page.request.post(api(API_PATHS.products.list), { headers: auth, multipart: form });
  expect(created.ok(), await created.text()).toBe(true);
  const { product } = (await created.json()) as { product: { id: number; name: string } };
  try {
    expect(product.name).toBe(name);
    await page.goto(ROUTES.product(name));
    // The whole name and description are there as text, tags and all.
    await expect(page.getByRole('heading', { name, level: 1 })).toHaveText(name);
    await expect(page.getByText(description, { exact: true })).toBeVisible();
    await expectNothingRan(page);
  } finally {
    const removed = await page.request.delete(api(API_PATHS.products.one(product.id)), { headers: auth });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});

test('a legal page saved with script payloads shows only its harmless HTML', async ({ page }) => {
  const auth = await adminAuth(page.request);
  const slug = 'privacy-policy';
  const pages = (await (await page.request.get(api(API_PATHS.legalPages))).json()) as LegalPage[];
  const previous = pages.find((entry) => entry.slug === slug);
  if (!previous) throw new Error(`no ${slug} page to edit`);

  const opening = unique('We keep your data safe');
  const closing = 'Questions are welcome.';
  const saved = await page.request.post(api(API_PATHS.legalPages), {
    headers: auth,
    data: {
      id: previous.id,
      slug,
      title: previous.title,
      content: `<h2>${previous.title}</h2><p>${opening}</p>${SCRIPT}<p>${IMG}<strong>${closing}</strong></p>`,
    },
  });
  try {
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto(ROUTES.legal(slug));
    await expect(page.getByRole('heading', { name: previous.title, level: 2 })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByText(opening)).toBeVisible();
    // The formatting a legal page may use stays; images go (the sanitiser allows none).
    await expect(article.locator('strong')).toHaveText(closing);
    await expect(article.locator('img')).toHaveCount(0);
    await expectNothingRan(page);
  } finally {
    const restored = await page.request.post(api(API_PATHS.legalPages), {
      headers: auth,
      data: { id: previous.id, slug, title: previous.title, content: previous.content },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
