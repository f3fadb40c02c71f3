/**
 * A product's specifications as a shopper meets them, on a phone and a desktop: a table per group
 * after the description, readable without sideways scrolling, and the same rows in the page's
 * structured data for search engines. axe checks the page with the tables showing.
 */
import AxeBuilder from '@axe-core/playwright';
import { ROUTES } from 'shared-contracts';
import { WCAG_22_AA } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The demo data: OnePlus 12's Battery group.
const PRODUCT = 'OnePlus 12';

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the product page shows its specifications as a table per group, and says them in its JSON-LD', async ({
      page,
    }) => {
      await page.goto(ROUTES.product(PRODUCT));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
      const section = main.getByRole('region', { name: 'Specifications' });
      await section.scrollIntoViewIfNeeded();
      for (const group of ['Display', 'Processor', 'Memory', 'Camera', 'Battery']) {
        await expect(section.getByRole('table', { name: group })).toBeVisible();
      }
      const battery = section.getByRole('table', { name: 'Battery' });
      await expect(battery.getByRole('row', { name: 'Capacity 5400 mAh' })).toBeVisible();
      await expect(battery.getByRole('rowheader', { name: 'Charging' })).toBeVisible();
      await expect(battery.getByRole('cell', { name: '80 W wired, 50 W wireless' })).toBeVisible();

      // Nothing in the tables pushes the page wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const structured = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
      const productData = structured.find((entry) => entry?.['@type'] === 'Product');
      expect(productData?.additionalProperty).toContainEqual({
        '@type': 'PropertyValue',
        name: 'Battery: Capacity',
        value: '5400 mAh',
      });

      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        violations.map((violation) => `${violation.id} (${violation.nodes.map((n) => n.target).join(', ')})`),
      ).toEqual([]);
    });
  });
}
