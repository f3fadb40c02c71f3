import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { notify, wishlistApi } from 'store-runtime';
import { product, renderPage, signInAs } from '../test-utils';
import WishlistPage from './wishlist-page';

// The toasts the page asks for, not react-toastify's rendering of them (store-runtime's own test).
for (const kind of ['info', 'success', 'warning', 'error'] as const)
  jest.spyOn(notify, kind).mockImplementation(() => {});

const getWishlist = jest.spyOn(wishlistApi, 'get');
const remove = jest.spyOn(wishlistApi, 'remove');
const wishlistOf = (...ids: number[]) => ({
  wishlist: { id: 1, userId: 2, items: ids.map((id) => ({ productId: id, product: product(id) })) },
});

beforeEach(() => {
  jest.clearAllMocks();
  signInAs('CUSTOMER', { wishlist: [1, 2] });
});

test('an empty wishlist says so', async () => {
  getWishlist.mockResolvedValue(wishlistOf());
  renderPage(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });
  expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
  expect(await screen.findByText(MESSAGES.wishlistEmpty)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.wishlistEmptyHint)).toBeInTheDocument();
});

test('lists the saved products and removes one from its heart', async () => {
  getWishlist.mockResolvedValueOnce(wishlistOf(1, 2)).mockResolvedValue(wishlistOf(2));
  remove.mockResolvedValue({ message: 'ok' });
  renderPage(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });
  expect(await screen.findByRole('article', { name: 'Phone 1' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Phone 1' });
  expect(link).toHaveAttribute('href', '/product/Phone%201');
  await userEvent.click(screen.getByRole('button', { name: 'Remove Phone 1 from wishlist' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Phone 1' })).not.toBeInTheDocument());
  expect(remove).toHaveBeenCalledWith(1);
  expect(notify.success).toHaveBeenCalledWith(MESSAGES.wishlistRemoved, {});
  expect(screen.getByRole('article', { name: 'Phone 2' })).toBeInTheDocument();
});

test('a failed load shows the generic message with a retry', async () => {
  getWishlist.mockRejectedValueOnce(new Error('down')).mockResolvedValue(wishlistOf(1));
  renderPage(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });
  expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Phone 1' })).toBeInTheDocument();
});

test('an admin has no wishlist', async () => {
  signInAs('ADMIN');
  renderPage(<WishlistPage />, { path: '/wishlist', url: '/wishlist' });
  expect(screen.getByText(MESSAGES.adminNoWishlist)).toBeInTheDocument();
  expect(getWishlist).not.toHaveBeenCalled();
});
