/**
 * Addresses a courier can use, in the browser on the real API: a shopper adds one with the
 * recipient's name and mobile, a landmark and a state from the list, orders to it at checkout, and
 * the admin's order detail names the recipient; at a phone's width and a desktop's, axe-clean.
 */
import { API_PATHS, MESSAGES, ROUTES } from 'shared-contracts';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { bestStockedVariant, callApi, type ListedProduct, newCustomer, openAs } from './account-support';

for (const width of [390, 1280]) {
  test(`at ${width} px a shopper adds an address with recipient, mobile, landmark and state, orders to it, and the admin sees them`, async ({
    page,
    signIn,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    const customer = await newCustomer();
    const { body } = await callApi<{ data: ListedProduct[] }>('GET', `${API_PATHS.products.list}?page=1&limit=50`);
    const { productName, variantId } = bestStockedVariant(body.data);
    await callApi('POST', API_PATHS.cart.add, {
      body: { productVariantId: variantId, quantity: 1 },
      token: customer.token,
      from: customer.from,
    });

    await openAs(page, customer, ROUTES.myAccount.addresses);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription('Mobile number is required');
    await expect(page.getByLabel('State')).toHaveAccessibleDescription('State is required');
    found.push(...(await axeViolations(page, 'address form with its errors')));

    await page.getByLabel('Full name').fill('Kavya Iyer');
    await page.getByLabel('Mobile number').fill('5444012345');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Mobile number must start with 6, 7, 8 or 9',
    );
    await page.getByLabel('Mobile number').fill('9444012345');
    await page.getByLabel('Address line 1').fill('3 Anna Salai');
    await page.getByLabel(/^Landmark/).fill('Opposite LIC Building');
    await page.getByLabel('City').fill('Chennai');
    await page.getByLabel('State').selectOption('Tamil Nadu');
    await page.getByLabel('Postal code').fill('600002');
    await page.getByRole('button', { name: 'Save address' }).click();
    const card = page.getByRole('article', { name: '3 Anna Salai' });
    await expect(card).toContainText('Kavya Iyer, 9444012345');
    await expect(card).toContainText('Opposite LIC Building');
    await expect(card).toContainText('Chennai, Tamil Nadu');
    // The saved toast fades out after its time, mid-way through axe's run at any moment: axe reads
    // the page once it has gone (its library loads with the first toast, so it can come after the card).
    const saved = page.getByRole('alert').filter({ hasText: MESSAGES.addressSaved });
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 15_000 });
    found.push(...(await axeViolations(page, 'address book with a recipient')));

    await page.goto(ROUTES.checkout);
    const address = page.getByRole('radio', {
      name: /^3 Anna Salai, Opposite LIC Building, Chennai, Tamil Nadu 600002 Default Kavya Iyer, 9444012345$/,
    });
    await expect(address).toBeChecked();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed successfully!' });
    await expect(placed).toBeVisible();
    const orderId = Number((await placed.textContent())?.match(/Order #(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);

    await page.goto(ROUTES.myAccount.orders);
    await expect(page.getByRole('article', { name: `Order #${orderId}` })).toContainText(
      'Deliver to Kavya Iyer, 9444012345, 3 Anna Salai, Opposite LIC Building, Chennai, Tamil Nadu 600002',
    );

    await signIn('admin');
    await page.goto(ROUTES.admin.order);
    await page.getByRole('button', { name: `View order #${orderId}` }).click();
    const details = page.getByRole('dialog', { name: `Order #${orderId}` });
    await expect(details).toContainText(productName);
    await expect(details.getByRole('cell', { name: 'Kavya Iyer', exact: true })).toBeVisible();
    await expect(details.getByRole('cell', { name: '9444012345', exact: true })).toBeVisible();
    await expect(details).toContainText('3 Anna Salai, Opposite LIC Building, Chennai, Tamil Nadu 600002');
    found.push(...(await axeViolations(page, 'admin order detail with the recipient')));

    expect(found).toEqual([]);
  });
}
