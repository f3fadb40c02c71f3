/** Helpers for the catalog's browser tests: the demo data they rely on. */
import type { Page } from '@playwright/test';

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

/** The product card with this name. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
