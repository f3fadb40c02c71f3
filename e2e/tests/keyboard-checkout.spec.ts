/** A customer checks out with the keyboard alone, and sees where focus is at every step. */
import { API_PATHS, ROUTES } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { tabTo, typeInto } from '../support/keyboard';
import { callApi, newCustomer, openAs } from './account-support';

test('from the cart to a placed order by keyboard: add an address, choose it, place the order', async ({ page }) => {
  const customer = await newCustomer();
  const { body } = await callApi<{ data: { variants: { id: number; stock: number }[] }[] }>(
    'GET',
    `${API_PATHS.products.list}?page=1&limit=20`,
  );
  const variant = body.data.flatMap((product) => product.variants).find((candidate) => candidate.stock > 5);
  if (!variant) throw new Error('the demo data has no stocked variant');
  const added = await callApi('POST', API_PATHS.cart.add, {
    body: { productVariantId: variant.id, quantity: 1 },
    token: customer.token,
    from: customer.from,
  });
  expect(added.status).toBe(201);
  await openAs(page, customer, ROUTES.cart);
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add a new address' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('Full name'), 'Asha Verma');
  await typeInto(page, page.getByLabel('Mobile number'), '9876543210');
  await typeInto(page, page.getByLabel('Address line 1'), '14 Residency Road');
  await typeInto(page, page.getByLabel('City'), 'Bengaluru');
  await typeInto(page, page.getByLabel('State'), 'Karnataka');
  await typeInto(page, page.getByLabel('Postal code'), '560025');
  await tabTo(page, page.getByRole('button', { name: 'Save address' }));
  await page.keyboard.press('Enter');
  const address = page.getByRole('radio', { name: /14 Residency Road, Bengaluru, Karnataka 560025/ });
  await expect(address).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Order placed successfully!' });
  await expect(dialog).toBeVisible();
  // The dialog takes focus, so the next key press acts on it.
  await expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toBeFocused();
  await tabTo(page, dialog.getByRole('link', { name: 'View Order History' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myaccount\/order$/);
});
