/** Helpers for the catalog's browser tests: the demo data they rely on and a clean basket. */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from 'shared-contracts';

/** Top-level categories of the demo data, oldest first (api/src/seed). */
export const TOP_CATEGORIES = [
  'Mobiles',
  'Laptops',
  'Audio',
  'Home Appliances',
  'Gaming',
  'Cameras',
  'Smart Devices',
  'Accessories',
];

/** Through the API with the signed-in page's token: empties the cart and the wishlist. */
export async function emptyBasket(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await page.request.get('/api/cart', { headers })).json()) as {
    cart: { items: { id: number }[] };
  };
  for (const item of cart.cart.items) await page.request.delete(`/api/cart/remove/${item.id}`, { headers });
  const wishlist = (await (await page.request.get('/api/wishlist', { headers })).json()) as {
    wishlist: { items: { productId: number }[] };
  };
  for (const item of wishlist.wishlist.items) await page.request.delete(`/api/wishlist/${item.productId}`, { headers });
  await page.evaluate((keys) => {
    localStorage.setItem(keys.cart, '[]');
    localStorage.setItem(keys.wishlist, '[]');
  }, STORAGE_KEYS);
}

/** The product card with this name. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
