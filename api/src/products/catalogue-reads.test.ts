import { CatalogueReads } from './catalogue-reads.js';

const query = (params: unknown[]) => ['select count(*) from "products" where "category_id" = $1', params];

/** A count that answers `total` and remembers how often it ran. */
const counter = (total: number) => jest.fn(async () => total);

describe('remembered catalogue reads', () => {
  it('counts a listing once while the total is fresh, and every other listing on its own', async () => {
    const totals = new CatalogueReads();
    const mobiles = counter(12);
    const laptops = counter(7);
    expect(await totals.remember(query([1]), mobiles)).toBe(12);
    expect(await totals.remember(query([1]), mobiles)).toBe(12);
    expect(await totals.remember(query([2]), laptops)).toBe(7);
    expect(mobiles).toHaveBeenCalledTimes(1);
    expect(laptops).toHaveBeenCalledTimes(1);
  });

  it('has shoppers asking at the same moment share one count', async () => {
    const totals = new CatalogueReads();
    const count = counter(40);
    const answers = await Promise.all(Array.from({ length: 50 }, () => totals.remember(query([1]), count)));
    expect(new Set(answers)).toEqual(new Set([40]));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts again after a catalogue write clears the totals', async () => {
    const totals = new CatalogueReads();
    await totals.remember(query([1]), counter(12));
    totals.forget('catalogue');
    expect(await totals.remember(query([1]), counter(13))).toBe(13);
  });

  it('keeps what shows no stock through a change of stock, and forgets what does', async () => {
    const reads = new CatalogueReads();
    await reads.remember(query([1]), counter(12));
    await reads.remember(['in stock', ...query([1])], counter(5), { showsStock: true });
    await reads.rememberPage(['list', { page: 1 }], async () => '{"stock":3}');
    reads.forget('stock');
    expect(await reads.remember(query([1]), counter(13))).toBe(12);
    expect(await reads.remember(['in stock', ...query([1])], counter(4), { showsStock: true })).toBe(4);
    expect(String(await reads.rememberPage(['list', { page: 1 }], async () => '{"stock":2}'))).toBe('{"stock":2}');
  });

  it('counts again once the total is older than its time to live', async () => {
    const totals = new CatalogueReads(50);
    await totals.remember(query([1]), counter(12));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await totals.remember(query([1]), counter(11))).toBe(11);
  });

  it('does not remember a count that failed', async () => {
    const totals = new CatalogueReads();
    await expect(totals.remember(query([1]), () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await totals.remember(query([1]), counter(12))).toBe(12);
  });

  describe('whole pages', () => {
    const page = (stock: number) => jest.fn(async () => JSON.stringify({ data: [{ id: 7, variants: [{ stock }] }] }));

    it('answers the JSON text of a page, built once while fresh and shared by shoppers asking at once', async () => {
      const pages = new CatalogueReads();
      const build = page(3);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => pages.rememberPage(['list', { page: 1 }], build)),
      );
      expect(new Set(answers.map(String))).toEqual(new Set(['{"data":[{"id":7,"variants":[{"stock":3}]}]}']));
      expect(String(await pages.rememberPage(['list', { page: 2 }], page(5)))).toContain('"stock":5');
      expect(build).toHaveBeenCalledTimes(1);
    });

    it('builds the page again after a write clears it, and once it is older than its time to live', async () => {
      const pages = new CatalogueReads(50);
      await pages.rememberPage(['list', { page: 1 }], page(3));
      pages.forget('catalogue');
      expect(String(await pages.rememberPage(['list', { page: 1 }], page(2)))).toContain('"stock":2');
      expect(String(await pages.rememberPage(['list', { page: 1 }], page(1)))).toContain('"stock":2');
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(String(await pages.rememberPage(['list', { page: 1 }], page(1)))).toContain('"stock":1');
    });

    it('keeps a page from its second ask: one asked once is built for that shopper only', async () => {
      const pages = new CatalogueReads();
      const build = page(3);
      await pages.rememberPage(['list', { page: 1 }], build);
      expect(pages.hasPage(['list', { page: 1 }])).toBe(false);
      const kept = await pages.rememberPage(['list', { page: 1 }], build);
      expect(pages.hasPage(['list', { page: 1 }])).toBe(true);
      // Sent again as the very bytes kept: no copy per shopper.
      expect(await pages.rememberPage(['list', { page: 1 }], build)).toBe(kept);
      expect(build).toHaveBeenCalledTimes(2);
    });

    it('keeps the pages shoppers ask again while a crawler walks every page once', async () => {
      const pages = new CatalogueReads();
      const popular = page(3);
      await pages.rememberPage(['list', { page: 1 }], popular);
      await pages.rememberPage(['list', { page: 1 }], popular);
      const walk = page(5);
      for (let round = 0; round < 2; round++) {
        for (let n = 2; n <= 1_000; n++) await pages.rememberPage(['list', { page: n }], walk);
      }

      expect(String(await pages.rememberPage(['list', { page: 1 }], popular))).toContain('"stock":3');
      expect(popular).toHaveBeenCalledTimes(2);
      // Each page of the walk was asked again only after hundreds of others: none was kept.
      expect(walk).toHaveBeenCalledTimes(2 * 999);
      expect(pages.hasPage(['list', { page: 500 }])).toBe(false);
    });

    it('does not remember a page that failed', async () => {
      const pages = new CatalogueReads();
      await expect(pages.rememberPage(['list'], () => Promise.reject(new Error('database down')))).rejects.toThrow(
        'database down',
      );
      expect(String(await pages.rememberPage(['list'], page(4)))).toContain('"stock":4');
    });
  });
});
