/**
 * The delivery promise as a shopper meets it, on a phone and a desktop: a pincode typed on the
 * product page (refused when it is not 6 digits, said so when unknown or not served), remembered
 * on the device after a reload, the default address's date in the cart and at checkout, and the
 * placed order recording that same date. axe checks each new state.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { API_PATHS, type DeliveryEstimate, deliveryPromise, formatDate, MESSAGES, ROUTES } from 'shared-contracts';
import { WCAG_22_AA } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { addAddress, bestStockedVariant, callApi, type ListedProduct, newCustomer, openAs } from './account-support';

const WIDTHS = [390, 1280];

/** The date the API promises for `pincode` now (YYYY-MM-DD). */
async function promisedDate(pincode: string): Promise<string> {
  const { status, body } = await callApi<DeliveryEstimate>('GET', API_PATHS.delivery(pincode));
  expect(status).toBe(200);
  if (body.status !== 'deliverable') throw new Error(`${pincode} is ${body.status}`);
  return body.deliveryDate;
}

/** The best-stocked product, so ordering one never sells out what other tests count. */
async function stockedProduct(): Promise<{ productName: string; variantId: number }> {
  const { body } = await callApi<{ data: ListedProduct[] }>('GET', '/products?page=1&limit=50');
  return bestStockedVariant(body.data);
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    violations.map(
      (violation) => `${what}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
    ),
  ).toEqual([]);
}

const deliveryBox = (page: Page) => page.getByRole('region', { name: 'Delivery' });

/** The delivery box's height as the server's HTML lays it out, before any script runs. */
async function serverBoxHeight(browser: Browser, baseURL: string, path: string, width: number): Promise<number> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  const box = await deliveryBox(page).boundingBox();
  await context.close();
  if (!box) throw new Error('the server rendered no delivery box');
  return box.height;
}

for (const width of WIDTHS) {
  test(`a guest checks pincodes on the product page and the device remembers the last (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { productName } = await stockedProduct();
    const mumbai = await promisedDate('400001');
    await page.goto(ROUTES.product(productName));
    const box = deliveryBox(page);
    const field = box.getByLabel('Delivery pincode');
    await expect(field).toBeVisible();

    await field.fill('5600');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByRole('alert')).toHaveText(MESSAGES.pincodeInvalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'invalid pincode');

    await field.fill('100001');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByText(MESSAGES.pincodeUnknown)).toBeVisible();
    await expectAxeClean(page, 'unknown pincode');

    await box.getByRole('button', { name: 'Change delivery pincode 100001' }).click();
    await field.fill('930001');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByText(MESSAGES.pincodeUnserviceable)).toBeVisible();
    await expectAxeClean(page, 'unserviceable pincode');

    await box.getByRole('button', { name: 'Change delivery pincode 930001' }).click();
    await field.fill('400001');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByText(deliveryPromise(mumbai))).toBeVisible();
    await expect(box).toContainText('to pincode 400001');
    await expectAxeClean(page, 'delivery promise');

    // The server knows no pincode and renders the box as for a guest; the browser fills it in the
    // same space, so nothing below it moves.
    await page.reload();
    await expect(deliveryBox(page).getByText(deliveryPromise(mumbai))).toBeVisible();
    const filled = await deliveryBox(page).boundingBox();
    const served = await serverBoxHeight(browser, baseURL ?? '', ROUTES.product(productName), width);
    expect(filled?.height).toBe(served);
  });

  test(`the default address's date shows on the product page, in the cart and at checkout, and the order records it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await newCustomer();
    await addAddress(customer, {
      fullName: 'Bhaskar Das',
      mobile: '9864012345',
      addressLine1: '12 GS Road',
      city: 'Guwahati',
      state: 'Assam',
      postalCode: '781005',
    });
    const { productName, variantId } = await stockedProduct();
    const { status } = await callApi('POST', '/cart/add', {
      token: customer.token,
      from: customer.from,
      body: { productVariantId: variantId, quantity: 1 },
    });
    expect(status).toBeLessThan(300);
    const guwahati = await promisedDate('781005');
    const promise = deliveryPromise(guwahati);

    await openAs(page, customer, ROUTES.product(productName));
    await expect(deliveryBox(page).getByText(promise)).toBeVisible();
    await expect(deliveryBox(page)).toContainText('to pincode 781005');

    await page.goto(ROUTES.cart);
    await expect(deliveryBox(page).getByText(promise)).toBeVisible();
    await expectAxeClean(page, 'cart with its delivery promise');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(promise)).toBeVisible();
    await expect(summary).toContainText('to pincode 781005');
    await expectAxeClean(page, 'checkout with its delivery promise');

    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.orderPlaced });
    await expect(dialog).toContainText(`Expected delivery by ${formatDate(guwahati)}.`);
    await dialog.getByRole('link', { name: 'View Order History' }).click();
    const card = page.getByRole('article', { name: /^Order #/ }).first();
    await expect(card).toContainText('Expected delivery');
    await expect(card).toContainText(formatDate(guwahati));
  });
}
