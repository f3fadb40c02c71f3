import type { APIRequestContext, Page } from '@playwright/test';
import { cartTotals, formatPaise, type Product, type Variant } from 'shared-contracts';
import { expect, type NewCustomer, newCustomer, storeSessionInPage, test } from '../support/fixtures';

/** In-stock variants of the demo catalogue, with their products. */
async function stockedVariants(request: APIRequestContext, minStock: number) {
  const { data } = (await (await request.get('/api/products?limit=100')).json()) as { data: Product[] };
  return data.flatMap((product) =>
    product.variants.filter((variant) => variant.stock >= minStock).map((variant) => ({ product, variant })),
  );
}

async function addToCart(request: APIRequestContext, customer: NewCustomer, variant: Variant, quantity = 1) {
  const response = await request.post('/api/cart/add', {
    headers: customer.auth,
    data: { productVariantId: variant.id, quantity },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A cart line is named by its product, size and colour. */
const lineName = ({ product, variant }: { product: Product; variant: Variant }) =>
  `${product.name} (${variant.size}, ${variant.color})`;

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });

test('the cart changes quantities up to the stock, removes lines (and says so) and adds up the summary', async ({
  page,
}) => {
  const customer = await newCustomer(page.request, 'cart');
  const stocked = await stockedVariants(page.request, 2);
  const first = stocked.find(({ variant }) => variant.stock <= 6);
  const second = stocked.find(({ product }) => product.id !== first?.product.id);
  if (!first || !second) throw new Error('the demo data has too few stocked variants');
  await addToCart(page.request, customer, first.variant);
  await addToCart(page.request, customer, second.variant);
  await storeSessionInPage(page, customer.token);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  const firstLine = page.getByRole('listitem', { name: lineName(first) });
  await expect(firstLine).toContainText(`Size: ${first.variant.size}`);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');

  // Up to the stock, then the stepper stops and says why.
  const increase = firstLine.getByRole('button', { name: `Increase quantity of ${first.product.name}` });
  for (let quantity = 2; quantity <= first.variant.stock; quantity += 1) {
    await increase.click();
    await expect(firstLine.locator('output')).toHaveText(String(quantity));
  }
  await expect(increase).toBeDisabled();
  await expect(firstLine.getByText(`Only ${first.variant.stock} in stock`)).toBeVisible();

  const totals = cartTotals([
    { quantity: first.variant.stock, variant: first.variant },
    { quantity: 1, variant: second.variant },
  ]);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`Sub Total${formatPaise(totals.subTotalPaise)}`);
  await expect(summary).toContainText('Tax₹0.00');
  await expect(summary).toContainText(`Total${formatPaise(totals.totalPaise)}`);

  await page
    .getByRole('listitem', { name: lineName(second) })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByRole('listitem', { name: lineName(second) })).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: `Removed ${second.product.name} from Cart 🛒` }),
  ).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
});

test('checkout adds an address inline, places a COD order and shows it in the order history', async ({ page }) => {
  const customer = await newCustomer(page.request, 'checkout');
  const [line] = await stockedVariants(page.request, 1);
  if (!line) throw new Error('the demo data has no stocked variant');
  await addToCart(page.request, customer, line.variant);
  await storeSessionInPage(page, customer.token);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please select an address.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a new address' }).click();
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Address line 1').fill('14 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Postal code').fill('56002');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Postal code must be 6 digits')).toBeVisible();
  await page.getByLabel('Postal code').fill('560025');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /14 Residency Road, Bengaluru, Karnataka 560025/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();

  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order placed successfully!' });
  await expect(dialog).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');

  await dialog.getByRole('link', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/myaccount\/order$/);
  await expect(page.getByText(line.product.name)).toBeVisible();

  // Back to the cart without a reload: it is empty, and stays so in the header.
  await cartBadge(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test('on a slow network, Place Order waits for the saved addresses and orders to the default one', async ({ page }) => {
  const customer = await newCustomer(page.request, 'hasty');
  const [line] = await stockedVariants(page.request, 1);
  if (!line) throw new Error('the demo data has no stocked variant');
  await addToCart(page.request, customer, line.variant);
  const address = {
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '9 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400020',
  };
  await page.request.post('/api/addresses', { headers: customer.auth, data: address });
  await storeSessionInPage(page, customer.token);
  let letAddressesThrough = () => {};
  const addressesHeld = new Promise<void>((resolve) => {
    letAddressesThrough = resolve;
  });
  await page.route('**/api/addresses', async (route) => {
    await addressesHeld;
    await route.continue();
  });

  await page.goto('/checkout');
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();
  letAddressesThrough();
  await expect(page.getByRole('radio', { name: /9 Marine Drive, Mumbai, Maharashtra 400020/ })).toBeChecked();
  await placeOrder.click();

  await expect(page.getByRole('dialog', { name: 'Order placed successfully!' })).toBeVisible();
});

test('a line sold out by another customer is named, and the cart is kept', async ({ page }) => {
  const customer = await newCustomer(page.request, 'slow');
  const rival = await newCustomer(page.request, 'fast');
  const [line] = (await stockedVariants(page.request, 1)).filter(({ variant }) => variant.stock <= 5);
  if (!line) throw new Error('the demo data has no variant with a small stock');
  await addToCart(page.request, customer, line.variant, line.variant.stock);
  const address = {
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '1 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    postalCode: '700016',
  };
  await page.request.post('/api/addresses', { headers: customer.auth, data: address });
  await storeSessionInPage(page, customer.token);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();

  // Meanwhile another customer buys one unit of the same variant.
  await addToCart(page.request, rival, line.variant, 1);
  const rivalAddress = await (await page.request.post('/api/addresses', { headers: rival.auth, data: address })).json();
  const rivalOrder = await page.request.post('/api/orders/place', {
    headers: rival.auth,
    data: { addressId: rivalAddress.address.id, paymentMethod: 'COD' },
  });
  expect(rivalOrder.ok(), await rivalOrder.text()).toBe(true);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: line.product.name })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: lineName(line) })).toBeVisible();
});

test('an admin is told the cart is for customers', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/cart');
  await expect(page.getByText('Admins cannot use the cart. Sign in as a customer to shop.')).toBeVisible();
});

test('a guest opening the cart logs in and comes back to it', async ({ page }) => {
  const username = `back${Date.now()}`;
  const register = await page.request.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'Shopper@12345',
      firstName: username,
      lastName: username,
    },
  });
  expect(register.ok(), await register.text()).toBe(true);

  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('Shopper@12345');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a customer adds from the shop and finds the line in the cart', async ({ page }) => {
  const customer = await newCustomer(page.request, 'shopper');
  await storeSessionInPage(page, customer.token);
  await page.goto('/shop');

  // A size in stock: sold-out sizes carry an 'Out of stock' title.
  const inStockSize = page.getByRole('group', { name: /^Size of / }).locator('button:not([title])');
  const card = page.getByRole('article').filter({ has: inStockSize }).first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card
    .getByRole('group', { name: /^Size of / })
    .locator('button:not([title])')
    .first()
    .click();
  await card.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByText('Added to Cart 🛒')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

  await cartBadge(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toContainText(name);
});
