import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLineRemovedMessage, MESSAGES, ROUTES, STORAGE_KEYS } from 'shared-contracts';
import { cartApi, notify } from 'store-runtime';
import { apiError, cartOf, line, renderPage, signInAs, variant } from '../test-utils';
import CartPage from './cart-page';

// The toasts the page asks for, not react-toastify's rendering of them (store-runtime's own test).
for (const kind of ['info', 'success', 'warning', 'error'] as const)
  jest.spyOn(notify, kind).mockImplementation(() => {});

const getCart = jest.spyOn(cartApi, 'get');
const updateQuantity = jest.spyOn(cartApi, 'updateQuantity');
const remove = jest.spyOn(cartApi, 'remove');

const phone = variant(7, {
  size: '256GB',
  color: 'Blue',
  stock: 3,
  originalPrice: '54999.00',
  discountPrice: '5000.00',
});
const charger = variant(8, { size: '65W', color: 'White', stock: 10, originalPrice: '1499.50' });

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('CUSTOMER');
});

const lineOf = (name: string) => within(screen.getByRole('listitem', { name: new RegExp(`^${name} \\(`) }));
const summaryRow = (name: string) =>
  within(within(screen.getByRole('region', { name: 'Order Summary' })).getByText(name).parentElement as HTMLElement);

async function openCart() {
  const user = userEvent.setup();
  const page = renderPage(<CartPage />, { path: ROUTES.cart });
  await screen.findByRole('list', { name: 'Items in your cart' });
  return { user, ...page };
}

test('each line shows its variant, price, quantity and line total; the summary adds them exactly in rupees', async () => {
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 2, phone), line(2, 'Charger', 3, charger)));
  await openCart();

  expect(screen.getByRole('listitem', { name: 'Pixel 9 (256GB, Blue)' })).toBeInTheDocument();
  expect(lineOf('Pixel 9').getByText('₹59,999.00')).toBeInTheDocument(); // struck-through: price plus discount
  expect(lineOf('Pixel 9').getByText('₹1,09,998.00')).toBeInTheDocument(); // line total, what is paid
  expect(lineOf('Pixel 9').getByRole('status', { name: 'Quantity of Pixel 9' })).toHaveTextContent('2');
  expect(lineOf('Charger').getByText('₹4,498.50')).toBeInTheDocument();

  expect(summaryRow('Sub Total').getByRole('definition')).toHaveTextContent('₹1,24,496.50');
  expect(summaryRow('Discount').getByRole('definition')).toHaveTextContent('− ₹10,000.00');
  expect(summaryRow('Tax').getByRole('definition')).toHaveTextContent('₹0.00');
  expect(summaryRow('Total').getByRole('definition')).toHaveTextContent('₹1,14,496.50');
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', ROUTES.checkout);
});

test('the stepper asks the server for one more, then shows the cart as the server has it', async () => {
  getCart.mockResolvedValueOnce(cartOf(line(1, 'Pixel 9', 1, phone)));
  updateQuantity.mockResolvedValue({ item: line(1, 'Pixel 9', 2, phone) });
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 2, phone)));
  const { user } = await openCart();

  expect(lineOf('Pixel 9').getByRole('button', { name: 'Decrease quantity of Pixel 9' })).toBeDisabled();
  await user.click(lineOf('Pixel 9').getByRole('button', { name: 'Increase quantity of Pixel 9' }));

  expect(updateQuantity).toHaveBeenCalledWith({ cartItemId: 1, newQuantity: 2 });
  await waitFor(() => expect(summaryRow('Total').getByRole('definition')).toHaveTextContent('₹1,09,998.00'));
  expect(lineOf('Pixel 9').getByRole('status', { name: 'Quantity of Pixel 9' })).toHaveTextContent('2');
  expect(lineOf('Pixel 9').getByRole('button', { name: 'Decrease quantity of Pixel 9' })).toBeEnabled();
});

test('a line at its variant’s stock cannot go higher, and says how many are in stock', async () => {
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 3, phone), line(2, 'Charger', 3, charger)));
  await openCart();

  expect(lineOf('Pixel 9').getByRole('button', { name: 'Increase quantity of Pixel 9' })).toBeDisabled();
  expect(lineOf('Pixel 9').getByText('Only 3 in stock')).toBeInTheDocument();
  expect(lineOf('Charger').getByRole('button', { name: 'Increase quantity of Charger' })).toBeEnabled();
  expect(lineOf('Charger').queryByText(/in stock/)).not.toBeInTheDocument();
});

test('when the stock fell below a line’s quantity, the line says the real stock and may only go down', async () => {
  const fewLeft = { ...phone, stock: 2 };
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 3, fewLeft)));
  updateQuantity.mockResolvedValue({ item: line(1, 'Pixel 9', 2, fewLeft) });
  const { user } = await openCart();

  expect(lineOf('Pixel 9').getByText('Only 2 in stock')).toBeInTheDocument();
  expect(lineOf('Pixel 9').getByRole('button', { name: 'Increase quantity of Pixel 9' })).toBeDisabled();
  await user.click(lineOf('Pixel 9').getByRole('button', { name: 'Decrease quantity of Pixel 9' }));
  expect(updateQuantity).toHaveBeenCalledWith({ cartItemId: 1, newQuantity: 2 });
});

test('a sold-out line says it is out of stock', async () => {
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 1, { ...phone, stock: 0 })));
  await openCart();
  expect(lineOf('Pixel 9').getByText(MESSAGES.sizeOutOfStock)).toBeInTheDocument();
  expect(lineOf('Pixel 9').getByRole('button', { name: 'Increase quantity of Pixel 9' })).toBeDisabled();
  expect(lineOf('Pixel 9').getByRole('button', { name: 'Decrease quantity of Pixel 9' })).toBeDisabled();
});

test('a refused quantity shows the server’s message, and the cart is read again', async () => {
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 1, phone)));
  updateQuantity.mockRejectedValue(apiError(400, 'Only 1 of Pixel 9 (256GB) is in stock'));
  const { user } = await openCart();
  await user.click(lineOf('Pixel 9').getByRole('button', { name: 'Increase quantity of Pixel 9' }));

  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Only 1 of Pixel 9 (256GB) is in stock'));
  expect(getCart).toHaveBeenCalledTimes(2);
  expect(lineOf('Pixel 9').getByRole('status', { name: 'Quantity of Pixel 9' })).toHaveTextContent('1');
});

test('a failed change without a server message says the cart went wrong', async () => {
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 2, phone)));
  updateQuantity.mockRejectedValue(new TypeError('Failed to fetch'));
  const { user } = await openCart();
  await user.click(lineOf('Pixel 9').getByRole('button', { name: 'Decrease quantity of Pixel 9' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.cartFailed));
});

test('removing a line confirms it by name and leaves the rest', async () => {
  getCart.mockResolvedValueOnce(cartOf(line(1, 'Pixel 9', 1, phone), line(2, 'Charger', 1, charger)));
  remove.mockResolvedValue({ message: 'Removed from cart' });
  getCart.mockResolvedValue(cartOf(line(2, 'Charger', 1, charger)));
  const { user } = await openCart();
  await user.click(screen.getByRole('button', { name: 'Remove Pixel 9' }));

  await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Pixel 9/ })).not.toBeInTheDocument());
  expect(remove).toHaveBeenCalledWith(1);
  expect(notify.success).toHaveBeenCalledWith(cartLineRemovedMessage('Pixel 9'));
  expect(summaryRow('Total').getByRole('definition')).toHaveTextContent('₹1,499.50');
  expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[8]');
});

test('an empty cart says so and leads to the shop', async () => {
  getCart.mockResolvedValue(cartOf());
  renderPage(<CartPage />, { path: ROUTES.cart });
  expect(await screen.findByRole('heading', { name: MESSAGES.cartEmpty })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.cartEmptyHint)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', ROUTES.shop);
});

test('a cart that cannot be loaded offers to try again', async () => {
  getCart.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  getCart.mockResolvedValue(cartOf(line(1, 'Pixel 9', 1, phone)));
  const user = userEvent.setup();
  renderPage(<CartPage />, { path: ROUTES.cart });
  await user.click(await screen.findByRole('button', { name: MESSAGES.tryAgain }));
  expect(await screen.findByRole('listitem', { name: /^Pixel 9/ })).toBeInTheDocument();
});

test('an admin is told the cart is not theirs, and no cart is asked for', () => {
  signInAs('ADMIN');
  renderPage(<CartPage />, { path: ROUTES.cart });
  expect(screen.getByText(MESSAGES.cartAdminBlocked)).toBeInTheDocument();
  expect(getCart).not.toHaveBeenCalled();
});
