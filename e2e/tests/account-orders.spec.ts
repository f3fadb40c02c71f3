/**
 * Order history on the real API: orders are placed through the API (cart, then checkout
 * to an address), moved on by the admin, and cancelled in the browser.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../support/fixtures';
import { apiLogin, callApi, newCustomer, newPerson, openAs, placeOrder } from './account-support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const orderCard = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}` });

/** The admin moves an order on (PENDING → SHIPPED → DELIVERED). */
async function adminSets(orderId: number, statuses: string[]) {
  const admin = { ...newPerson(), email: DEMO.admin.identifier, password: DEMO.admin.password };
  const { body } = await apiLogin(admin);
  for (const deliveryStatus of statuses) {
    const answer = await callApi('PUT', `/orders/${orderId}/status`, {
      body: { deliveryStatus },
      token: body.token,
      from: admin.from,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

test('order history shows items, totals, dates and labels; only a pending order can be cancelled', async ({ page }) => {
  const customer = await newCustomer();
  const delivered = await placeOrder(customer);
  const shipped = await placeOrder(customer);
  const pending = await placeOrder(customer);
  await adminSets(delivered.id, ['SHIPPED', 'DELIVERED']);
  await adminSets(shipped.id, ['SHIPPED']);

  await openAs(page, customer, '/myaccount/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);

  const pendingCard = orderCard(page, pending.id);
  await expect(pendingCard).toContainText('Pending');
  await expect(pendingCard).toContainText(pending.productName);
  await expect(pendingCard).toContainText('Qty 1 ×');
  await expect(pendingCard).toContainText(/Total ₹[\d,]+\.\d{2}/);
  await expect(pendingCard).toContainText('Expected delivery');
  await expect(pendingCard).toContainText('12 MG Road, Bengaluru, Karnataka 560001');
  await expect(pendingCard.getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  await expect(orderCard(page, shipped.id)).toContainText('Shipped');
  await expect(orderCard(page, shipped.id)).toContainText('Expected delivery');
  await expect(orderCard(page, delivered.id)).toContainText('Delivered');
  await expect(orderCard(page, delivered.id)).toContainText('Delivered on');
  await expect(orderCard(page, delivered.id)).not.toContainText('Expected delivery');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(1);

  // Cancel asks first; Keep Order keeps it.
  await pendingCard.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to cancel this order? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingCard).toContainText('Pending');

  await pendingCard.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(toast(page, 'Your order has been cancelled')).toBeVisible();
  await expect(pendingCard).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // The server agrees.
  await page.reload();
  await expect(orderCard(page, pending.id)).toContainText('Cancelled');
});

test("a failed cancel says 'Failed to cancel order.' and the order stays pending", async ({ page }) => {
  const customer = await newCustomer();
  const order = await placeOrder(customer);
  await page.route('**/api/orders/*/cancel', (route) => route.fulfill({ status: 500, body: '' }));
  await openAs(page, customer, '/myaccount/order');
  await orderCard(page, order.id).getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(toast(page, 'Failed to cancel order.')).toBeVisible();
  await expect(orderCard(page, order.id)).toContainText('Pending');
});

test('a customer without orders is invited to shop', async ({ page }) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount/order');
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
