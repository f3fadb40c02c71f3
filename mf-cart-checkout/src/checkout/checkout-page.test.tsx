import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, MESSAGES, ORDER_MESSAGES, REQUEST_MESSAGES, ROUTES, STORAGE_KEYS } from 'shared-contracts';
import { addressesApi, cartApi, deliveryApi, notify, ordersApi } from 'store-runtime';
import { apiError, cartOf, HOME, line, OFFICE, order, renderPage, signInAs, variant } from '../test-utils';
import CheckoutPage from './checkout-page';

// The toasts the page asks for, not react-toastify's rendering of them (store-runtime's own test).
for (const kind of ['info', 'success', 'warning', 'error'] as const)
  jest.spyOn(notify, kind).mockImplementation(() => {});

const getCart = jest.spyOn(cartApi, 'get');
const listAddresses = jest.spyOn(addressesApi, 'list');
const createAddress = jest.spyOn(addressesApi, 'create');
const place = jest.spyOn(ordersApi, 'place');
const estimate = jest.spyOn(deliveryApi, 'estimate');

const phone = variant(7, {
  size: '256GB',
  color: 'Blue',
  stock: 3,
  originalPrice: '54999.00',
  discountPrice: '5000.00',
});
const charger = variant(8, { size: '65W', color: 'White', stock: 10, originalPrice: '1499.50' });
const CART = cartOf(line(1, 'Pixel 9', 2, phone), line(2, 'Charger', 1, charger));

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('CUSTOMER');
  localStorage.setItem(STORAGE_KEYS.cart, '[7,8]');
  getCart.mockResolvedValue(CART);
  // The default address is not the first one listed.
  listAddresses.mockResolvedValue({ addresses: [OFFICE, HOME] });
  // Bengaluru two days out, Kolkata three, as GET /delivery/{pincode} would answer on Monday 30 November 2026.
  estimate.mockImplementation(async (pincode) => ({
    pincode,
    status: 'deliverable',
    deliveryDate: pincode === HOME.postalCode ? '2026-12-02' : '2026-12-03',
  }));
});

const addressRadio = (line1: string) => screen.getByRole('radio', { name: new RegExp(`^${line1},`) });
/** What the page asked the API to place (react-query passes the mutation function a context too). */
const placedWith = () => place.mock.calls[0]?.[0];
const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });

async function openCheckout() {
  const user = userEvent.setup();
  renderPage(<CheckoutPage />, { path: ROUTES.checkout });
  await screen.findByRole('group', { name: 'Delivery address' });
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
  return user;
}

test('lists the cart’s items and the summary in rupees, paid cash on delivery', async () => {
  await openCheckout();
  const items = within(screen.getByRole('region', { name: 'Items' }));
  expect(items.getByText('Pixel 9 (256GB, Blue) × 2')).toBeInTheDocument();
  expect(items.getByText('₹1,09,998.00')).toBeInTheDocument();
  expect(items.getByText('Charger (65W, White) × 1')).toBeInTheDocument();
  expect(items.getByText('₹1,499.50')).toBeInTheDocument();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₹1,11,497.50');
  expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
});

test('the default address is chosen first, and the order goes there', async () => {
  place.mockResolvedValue({ order: order(41, '111497.50'), emailSent: true });
  const user = await openCheckout();
  expect(addressRadio('12 MG Road')).toBeChecked();
  expect(addressRadio('88 Park Street')).not.toBeChecked();
  expect(screen.getByText('Default')).toBeInTheDocument();

  await user.click(placeOrderButton());
  expect(placedWith()).toEqual({ addressId: HOME.id, paymentMethod: 'COD' });
});

test('the summary promises delivery to the chosen address, and follows another choice', async () => {
  const user = await openCheckout();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(await summary.findByText('Delivery by Wed, 2 Dec')).toBeInTheDocument();
  expect(summary.getByText(`to pincode ${HOME.postalCode}`)).toBeInTheDocument();

  await user.click(addressRadio('88 Park Street'));
  expect(await summary.findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
  expect(summary.getByText(`to pincode ${OFFICE.postalCode}`)).toBeInTheDocument();
});

test('without a default, the first address is chosen', async () => {
  listAddresses.mockResolvedValue({ addresses: [OFFICE, { ...HOME, isDefault: false }] });
  await openCheckout();
  expect(addressRadio('88 Park Street')).toBeChecked();
});

test('choosing another address sends the order there', async () => {
  place.mockResolvedValue({ order: order(41, '111497.50', OFFICE), emailSent: true });
  const user = await openCheckout();
  await user.click(addressRadio('88 Park Street'));
  expect(addressRadio('88 Park Street')).toBeChecked();
  expect(addressRadio('12 MG Road')).not.toBeChecked();

  await user.click(placeOrderButton());
  expect(placedWith()).toEqual({ addressId: OFFICE.id, paymentMethod: 'COD' });
});

test('an address added at checkout is saved, chosen, and the order goes there', async () => {
  const added = { ...OFFICE, id: 13, addressLine1: '5 Marine Drive', city: 'Mumbai', state: 'Maharashtra' };
  createAddress.mockResolvedValue({ address: added });
  place.mockResolvedValue({ order: order(41, '111497.50', added), emailSent: true });
  const user = await openCheckout();
  listAddresses.mockResolvedValue({ addresses: [OFFICE, HOME, added] });

  await user.click(screen.getByRole('button', { name: 'Add a new address' }));
  await user.type(screen.getByLabelText('Full name'), 'Rohan Mehta');
  await user.type(screen.getByLabelText('Mobile number'), '9820012345');
  await user.type(screen.getByLabelText('Address line 1'), '5 Marine Drive');
  await user.type(screen.getByLabelText('City'), 'Mumbai');
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Postal code'), '700016');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  await waitFor(() => expect(addressRadio('5 Marine Drive')).toBeChecked());
  expect(createAddress).toHaveBeenCalledWith(expect.objectContaining({ addressLine1: '5 Marine Drive', userId: 2 }));
  expect(addressRadio('12 MG Road')).not.toBeChecked();
  await user.click(placeOrderButton());
  expect(placedWith()).toEqual({ addressId: 13, paymentMethod: 'COD' });
});

test('an address that cannot be saved says so, and what was typed stays', async () => {
  createAddress.mockRejectedValue(new TypeError('Failed to fetch'));
  const user = await openCheckout();
  await user.click(screen.getByRole('button', { name: 'Add a new address' }));
  await user.type(screen.getByLabelText('Full name'), 'Rohan Mehta');
  await user.type(screen.getByLabelText('Mobile number'), '9820012345');
  await user.type(screen.getByLabelText('Address line 1'), '5 Marine Drive');
  await user.type(screen.getByLabelText('City'), 'Mumbai');
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Postal code'), '400020');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.saveAddressFailed));
  expect(screen.getByLabelText('Address line 1')).toHaveValue('5 Marine Drive');
  expect(addressRadio('12 MG Road')).toBeChecked();
});

test('each address shows who takes the parcel', async () => {
  await openCheckout();
  expect(addressRadio('12 MG Road')).toHaveAccessibleName(
    '12 MG Road, Flat 4B, Near Trinity Metro, Bengaluru, Karnataka 560001 Default Asha Rao, 9876543210',
  );
});

test('an address saved before recipients were asked for asks for a name and mobile once, then the order goes there', async () => {
  const old = { ...HOME, fullName: null, mobile: null };
  const completed = { ...HOME, fullName: 'Ravi Kumar', mobile: '9123456780' };
  listAddresses.mockResolvedValue({ addresses: [OFFICE, old] });
  const update = jest.spyOn(addressesApi, 'update').mockResolvedValue({ address: completed });
  place.mockResolvedValue({ order: order(41, '111497.50', completed), emailSent: true });
  const user = await openCheckout();

  const form = within(screen.getByRole('form', { name: MESSAGES.checkoutAddRecipient }));
  expect(form.getByLabelText('Full name')).toHaveValue('');
  await user.click(placeOrderButton());
  expect(notify.error).toHaveBeenCalledWith(ORDER_MESSAGES.addressNeedsRecipient);
  expect(form.getByLabelText('Full name')).toHaveFocus();
  expect(place).not.toHaveBeenCalled();

  // Another address needs nothing: the form goes with the choice, and comes back with the old one.
  await user.click(addressRadio('88 Park Street'));
  expect(screen.queryByRole('form', { name: MESSAGES.checkoutAddRecipient })).not.toBeInTheDocument();
  await user.click(addressRadio('12 MG Road'));

  const again = within(screen.getByRole('form', { name: MESSAGES.checkoutAddRecipient }));
  await user.click(again.getByRole('button', { name: 'Save recipient' }));
  expect(again.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
  expect(again.getByLabelText('Mobile number')).toHaveAccessibleDescription('Mobile number is required');
  expect(update).not.toHaveBeenCalled();

  await user.type(again.getByLabelText('Full name'), 'Ravi Kumar');
  await user.type(again.getByLabelText('Mobile number'), '9123456780');
  listAddresses.mockResolvedValue({ addresses: [OFFICE, completed] });
  await user.click(again.getByRole('button', { name: 'Save recipient' }));
  expect(update).toHaveBeenCalledWith(HOME.id, { fullName: 'Ravi Kumar', mobile: '9123456780' });
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: MESSAGES.checkoutAddRecipient })).not.toBeInTheDocument(),
  );
  expect(addressRadio('12 MG Road')).toHaveAccessibleName(/Ravi Kumar, 9123456780$/);

  await user.click(placeOrderButton());
  expect(placedWith()).toEqual({ addressId: HOME.id, paymentMethod: 'COD' });
});

test('with no saved address, the page asks for one and will not place the order', async () => {
  listAddresses.mockResolvedValue({ addresses: [] });
  const user = await openCheckout();
  expect(screen.getByText(MESSAGES.checkoutNoAddress)).toBeInTheDocument();
  await user.click(placeOrderButton());
  expect(notify.error).toHaveBeenCalledWith(MESSAGES.selectAddress);
  expect(place).not.toHaveBeenCalled();
});

test('a placed order shows its number, total and delivery date, and the cart is emptied', async () => {
  place.mockResolvedValue({ order: order(41, '111497.50'), emailSent: true });
  const user = await openCheckout();
  getCart.mockResolvedValue(cartOf());
  await user.click(placeOrderButton());

  const dialog = within(await screen.findByRole('dialog', { name: MESSAGES.orderPlaced }));
  expect(
    dialog.getByText(/Order #41 for ₹1,11,497\.50, paid by cash on delivery\. Expected delivery by 5 Dec 2026\./),
  ).toBeInTheDocument();
  expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', ROUTES.home);
  expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus();
  expect(dialog.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', ROUTES.myAccount.orders);
  await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]'));
  expect(notify.warning).not.toHaveBeenCalled();
  expect(notify.error).not.toHaveBeenCalled();
});

test('a placed order whose confirmation mail failed is still placed, with a warning', async () => {
  place.mockResolvedValue({ order: order(41, '111497.50'), emailSent: false });
  const user = await openCheckout();
  await user.click(placeOrderButton());
  expect(await screen.findByRole('dialog', { name: MESSAGES.orderPlaced })).toBeInTheDocument();
  expect(notify.warning).toHaveBeenCalledWith(MESSAGES.orderMailFailed);
});

// Every refusal POST /orders/place can answer (api/src/orders), and no answer at all.
test.each([
  ['409, a line short of stock', apiError(409, ORDER_MESSAGES.notEnoughStock('Pixel 9', '256GB', 1))],
  ['409, a line sold out', apiError(409, ORDER_MESSAGES.notEnoughStock('Pixel 9', '256GB', 0))],
  ['400, an address not theirs', apiError(400, ORDER_MESSAGES.addressNotFound)],
  ['400, an empty cart', apiError(400, ORDER_MESSAGES.cartEmpty)],
  ['400, a total too large', apiError(400, ORDER_MESSAGES.tooLarge)],
  ['400, an address not delivered to', apiError(400, ORDER_MESSAGES.notDeliverable('930001'))],
  ['401, no session', apiError(401, AUTH_MESSAGES.loginRequired)],
  ['401, an expired session', apiError(401, AUTH_MESSAGES.sessionExpired)],
  ['403, not a customer', apiError(403, ORDER_MESSAGES.customersOnly)],
  ['429, too many attempts', apiError(429, REQUEST_MESSAGES.tooManyAttempts('1 minute'))],
  ['500, a server error', apiError(500, REQUEST_MESSAGES.serverError)],
])('a refusal (%s) shows the server’s message, and the cart and the chosen address stay', async (_, error) => {
  place.mockRejectedValue(error);
  const user = await openCheckout();
  await user.click(addressRadio('88 Park Street'));
  await user.click(placeOrderButton());

  await waitFor(() => expect(notify.error).toHaveBeenCalledWith((error.data as { message: string }).message));
  expect(notify.error).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Pixel 9 (256GB, Blue) × 2')).toBeInTheDocument();
  expect(addressRadio('88 Park Street')).toBeChecked();
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
  expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[7,8]');
});

test.each([
  ['no answer (network down)', new TypeError('Failed to fetch')],
  ['an answer without a message', apiError(502)],
])('a failure with %s says the order failed, and the cart stays', async (_, error) => {
  place.mockRejectedValue(error);
  const user = await openCheckout();
  await user.click(placeOrderButton());
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.placeOrderFailed));
  expect(screen.getByText('Pixel 9 (256GB, Blue) × 2')).toBeInTheDocument();
  await waitFor(() => expect(placeOrderButton()).toBeEnabled());
});

test('a refusal shows the cart as the server has it now', async () => {
  place.mockRejectedValue(apiError(409, ORDER_MESSAGES.notEnoughStock('Pixel 9', '256GB', 1)));
  const user = await openCheckout();
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 2, { ...phone, stock: 1 }), line(2, 'Charger', 1, charger)));
  const reads = getCart.mock.calls.length;
  await user.click(placeOrderButton());
  await waitFor(() => expect(getCart.mock.calls.length).toBe(reads + 1));
});

test('while the order is being placed, the button says so and cannot be pressed again', async () => {
  let answer: (value: Awaited<ReturnType<typeof ordersApi.place>>) => void = () => {};
  place.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = await openCheckout();
  await user.click(placeOrderButton());
  expect(screen.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  answer({ order: order(41, '111497.50'), emailSent: true });
  expect(await screen.findByRole('dialog', { name: MESSAGES.orderPlaced })).toBeInTheDocument();
  expect(place).toHaveBeenCalledTimes(1);
});

test('an empty cart has nothing to check out', async () => {
  getCart.mockResolvedValue(cartOf());
  renderPage(<CheckoutPage />, { path: ROUTES.checkout });
  expect(await screen.findByRole('heading', { name: MESSAGES.cartEmpty })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
});

test('an admin is told the cart is not theirs', () => {
  signInAs('ADMIN');
  renderPage(<CheckoutPage />, { path: ROUTES.checkout });
  expect(screen.getByText(MESSAGES.cartAdminBlocked)).toBeInTheDocument();
  expect(getCart).not.toHaveBeenCalled();
});
