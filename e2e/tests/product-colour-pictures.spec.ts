/**
 * Pictures tied to a colour, in the browser on the demo store: a shopper opens a product sold in
 * two colours, chooses the other colour, and the main picture becomes one of that colour's; at a
 * phone's width and a desktop's, axe-clean.
 */
import { API_PATHS, type Product, ROUTES } from 'shared-contracts';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { callApi } from './account-support';

/** A demo product in two colours, whose first variant (Green, 256GB) is sold out: it opens on Black. */
const PRODUCT = 'OnePlus 12';

/** The addresses of the product's pictures tied to `colour`, in the admin's order. */
const picturesOf = (product: Product, colour: string) =>
  product.images.filter((image) => image.color === colour).map((image) => image.url);

for (const width of [390, 1280]) {
  test(`at ${width} px choosing the other colour shows that colour's picture`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    const { body } = await callApi<{ product: Product }>('GET', API_PATHS.products.byName(PRODUCT));
    const black = picturesOf(body.product, 'Black');
    const green = picturesOf(body.product, 'Green');
    expect(black.length).toBeGreaterThan(0);
    expect(green.length).toBeGreaterThan(0);
    const found: string[] = [];

    await page.goto(ROUTES.product(PRODUCT));
    const main = page.getByRole('img', { name: PRODUCT, exact: true });
    // The server's page opens on the variant in stock (Black), with a Black picture in front.
    await expect(main).toHaveAttribute('src', black[0] as string);
    await expect(page.getByRole('button', { name: '256GB · Black' })).toHaveAttribute('aria-pressed', 'true');
    found.push(...(await axeViolations(page, 'product page on Black')));

    await page.getByRole('button', { name: '512GB · Green' }).click();
    await expect(main).toHaveAttribute('src', green[0] as string);
    await expect(page.getByRole('button', { name: `Show image 1 of ${body.product.images.length}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    found.push(...(await axeViolations(page, 'product page on Green')));
    expect(found).toEqual([]);
  });
}
