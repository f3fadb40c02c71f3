/** Helpers of the admin browser tests: small real images, the admin's token, products of a test's own, antd's Cascader and toasts. */
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared-contracts';
import sharp from 'sharp';
import { settleAnimations } from '../support/axe';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real PNG of one colour. */
export async function png(name: string, rgb: [number, number, number] = [225, 29, 72]): Promise<ImageFile> {
  const buffer = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real PNG of random pixels, stored uncompressed: over 5 MB. */
export async function largePng(): Promise<ImageFile> {
  const side = 1400;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const buffer = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { name: 'large.png', mimeType: 'image/png', buffer };
}

export async function pngs(prefix: string, count: number): Promise<ImageFile[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => png(`${prefix}-${i + 1}.png`, [(i * 40) % 256, 80, 160])));
}

/** The signed-in page's bearer header, for checking what the server stored. */
export async function authOf(page: Page): Promise<{ Authorization: string }> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  return { Authorization: `Bearer ${token}` };
}

/** A product of the test's own with one variant of `stock` units at ₹499, made through the API as the signed-in admin. */
export async function ownProduct(page: Page, name: string, stock: number) {
  const auth = await authOf(page);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const form = new FormData();
  form.append('productName', name);
  form.append('categoryId', String(categories[0]?.id));
  form.append(
    'productVariants',
    JSON.stringify([{ color: 'Black', size: 'One', stock, originalPrice: '499.00', discountPrice: null }]),
  );
  for (const image of await pngs(name, 2)) {
    form.append('images', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  }
  const created = await page.request.post('/api/products', { headers: auth, multipart: form });
  expect(created.ok(), await created.text()).toBe(true);
  const { product } = (await created.json()) as { product: { id: number; variants: { id: number }[] } };
  return { id: product.id, variantId: product.variants[0]?.id as number, auth };
}

/** antd's toast (message) with this text. */
export const notice = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

/** Picks a chain of options in the open Cascader, level by level. */
export async function pickCascade(page: Page, field: ReturnType<Page['getByRole']>, names: string[]) {
  await settleAnimations(page);
  await field.click();
  let leaf = false;
  for (const [level, name] of names.entries()) {
    const menu = page.locator('.ant-cascader-menu').nth(level);
    await expect(menu).toBeVisible();
    await settleAnimations(page);
    const item = menu.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) });
    leaf = !(await item.getAttribute('class'))?.includes('ant-cascader-menu-item-expand');
    await item.click();
  }
  // Picking a leaf closes the menu by itself: an Escape then would close the dialog around it.
  if (!leaf) await page.keyboard.press('Escape');
  await expect(page.locator('.ant-cascader-menu').first()).toBeHidden();
}

export const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
