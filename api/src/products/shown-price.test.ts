/**
 * One shown price for a product (product rules §3): price sorting and the price filter list
 * products by the price their cards show, the first in-stock variant's (displayVariant), and follow
 * it as stock changes.
 */
import { displayVariant, type Product, variantPricing } from 'shared-contracts';
import { createProduct, setStock } from '../test/commerce.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

const CATEGORY = 'Shown Price Phones';

/** What the product's card shows, in paise (shared-contracts, as the cards compute it). */
const shownPaise = (product: Product) => {
  const shown = displayVariant(product.variants);
  return shown ? variantPricing(shown).pricePaise : 0;
};

describe.each(DATABASES)('the shown price on %s', (kind) => {
  let t: TestApp;
  let soldOutCheapSize: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { empty: true });
    // Its cheap first size is sold out: its card shows ₹900.
    const phone = await createProduct(
      t.ctx.db,
      'Sold-out Cheap Size Phone',
      [
        { size: '64GB', stock: 0, originalPrice: '100.00' },
        { size: '128GB', stock: 4, originalPrice: '900.00' },
      ],
      CATEGORY,
    );
    soldOutCheapSize = phone.variantIds[0] as number;
    await createProduct(t.ctx.db, 'Middle Phone', [{ size: '64GB', stock: 2, originalPrice: '500.00' }], CATEGORY);
  });
  afterAll(() => t.close());

  const listed = async (query: Record<string, string | number>) => {
    const { status, body } = await t.request('GET', `/products/category/${encodeURIComponent(CATEGORY)}`, { query });
    expect(status).toBe(200);
    return body.data as Product[];
  };
  const names = (products: Product[]) => products.map((product) => product.name);

  it('sorts by the price each card shows, either way', async () => {
    const up = await listed({ sort: 'price-asc' });
    expect(names(up)).toEqual(['Middle Phone', 'Sold-out Cheap Size Phone']);
    expect(up.map(shownPaise)).toEqual([50_000, 90_000]);
    expect(names(await listed({ sort: 'price-desc' }))).toEqual(['Sold-out Cheap Size Phone', 'Middle Phone']);
  });

  it('filters by the price each card shows, not by a sold-out size', async () => {
    expect(names(await listed({ maxPrice: 200 }))).toEqual([]);
    expect(names(await listed({ minPrice: 800, maxPrice: 1000 }))).toEqual(['Sold-out Cheap Size Phone']);
  });

  it('follows the stock: a size back in stock is shown, sorted and filtered by again', async () => {
    await setStock(t.ctx.db, soldOutCheapSize, 3);
    t.ctx.catalogueChanges.announce('stock');
    const up = await listed({ sort: 'price-asc' });
    expect(names(up)).toEqual(['Sold-out Cheap Size Phone', 'Middle Phone']);
    expect(up.map(shownPaise)).toEqual([10_000, 50_000]);
    expect(names(await listed({ maxPrice: 200 }))).toEqual(['Sold-out Cheap Size Phone']);
  });
});
