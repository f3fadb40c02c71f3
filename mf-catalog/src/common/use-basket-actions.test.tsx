import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Cart, HOME_TOAST_AUTO_CLOSE_MS, MESSAGES, STORAGE_KEYS } from 'shared-contracts';
import { cartApi, notify, wishlistApi } from 'store-runtime';
import { apiError, product, renderPage, signInAs, variant } from '../test-utils';
import { useAddToCart, useWishlistToggle } from './use-basket-actions';

// The toasts the page asks for, not react-toastify's rendering of them (store-runtime's own test).
for (const kind of ['info', 'success', 'warning', 'error'] as const)
  jest.spyOn(notify, kind).mockImplementation(() => {});

const add = jest.spyOn(cartApi, 'add');
const getCart = jest.spyOn(cartApi, 'get');
const addWish = jest.spyOn(wishlistApi, 'add');
const removeWish = jest.spyOn(wishlistApi, 'remove');
const getWishlist = jest.spyOn(wishlistApi, 'get');

const phone = product(1);
const inStock = variant(7, { stock: 3 });
const soldOut = variant(8, { stock: 0 });

function cartWith(...variantIds: number[]): { cart: Cart } {
  return {
    cart: {
      id: 1,
      items: variantIds.map((id, index) => ({
        id: index + 1,
        quantity: 1,
        product: { id: 1, name: 'Phone 1', images: [], variant: variant(id) },
      })),
    },
  };
}

function CartButton({ target }: { target: ReturnType<typeof variant> | undefined }) {
  const { addToCart } = useAddToCart();
  return (
    <button type="button" onClick={() => addToCart(target, 2)}>
      add
    </button>
  );
}

function HeartButton() {
  const { toggle, isWished, isPending } = useWishlistToggle();
  return (
    <button
      type="button"
      aria-pressed={isWished(phone.id)}
      aria-busy={isPending(phone.id)}
      onClick={() => toggle(phone)}
    >
      heart
    </button>
  );
}

beforeEach(() => jest.clearAllMocks());

describe('add to cart', () => {
  test('a guest is told to log in and sent to /login', async () => {
    const { router } = renderPage(<CartButton target={inStock} />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(notify.info).toHaveBeenCalledWith(MESSAGES.loginToCart, {});
    expect(router.state.location.pathname).toBe('/login');
    expect(add).not.toHaveBeenCalled();
  });

  test('an admin is refused', async () => {
    signInAs('ADMIN');
    renderPage(<CartButton target={inStock} />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.adminNoCart, {});
    expect(add).not.toHaveBeenCalled();
  });

  test('a size must be chosen, and in stock', async () => {
    signInAs('CUSTOMER');
    const { unmount } = renderPage(<CartButton target={undefined} />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(notify.warning).toHaveBeenCalledWith(MESSAGES.selectSizeFirst, {});
    unmount();
    renderPage(<CartButton target={soldOut} />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.sizeOutOfStock, {});
    expect(add).not.toHaveBeenCalled();
  });

  test('adds, re-reads the cart, stores its ids and tells every listener', async () => {
    signInAs('CUSTOMER', { cart: [3] });
    add.mockResolvedValue({ item: cartWith(7).cart.items[0] as Cart['items'][number] });
    getCart.mockResolvedValue(cartWith(3, 7));
    const storage = jest.fn();
    window.addEventListener('storage', storage);
    renderPage(<CartButton target={inStock} />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[3,7]'));
    expect(add).toHaveBeenCalledWith({ productVariantId: 7, quantity: 2 });
    expect(notify.success).toHaveBeenCalledWith(MESSAGES.cartAdded, {});
    expect(getCart).toHaveBeenCalled();
    expect(storage).toHaveBeenCalled();
    window.removeEventListener('storage', storage);
  });

  test('a variant already in the cart raises its quantity, with 1 s toasts on the home page', async () => {
    signInAs('CUSTOMER', { cart: [7] });
    add.mockResolvedValue({ item: cartWith(7).cart.items[0] as Cart['items'][number] });
    getCart.mockResolvedValue(cartWith(7));
    renderPage(<CartButton target={inStock} />, { path: '/home', url: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(MESSAGES.cartIncreased, { autoClose: HOME_TOAST_AUTO_CLOSE_MS }),
    );
  });

  test('a refused add shows the server’s message, or the cart failure', async () => {
    signInAs('CUSTOMER');
    add.mockRejectedValueOnce(apiError(400, 'Only 3 left in stock'));
    add.mockRejectedValueOnce(new Error('network'));
    renderPage(<CartButton target={inStock} />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Only 3 left in stock', {}));
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.cartFailed, {}));
    expect(getCart).not.toHaveBeenCalled();
  });
});

describe('wishlist toggle', () => {
  const wishlistOf = (...ids: number[]) => ({
    wishlist: { id: 1, userId: 2, items: ids.map((id) => ({ productId: id, product: product(id) })) },
  });

  test('a guest is told to log in and sent to /login; an admin is refused', async () => {
    const { router, unmount } = renderPage(<HeartButton />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(notify.info).toHaveBeenCalledWith(MESSAGES.loginToWishlist, {});
    expect(router.state.location.pathname).toBe('/login');
    unmount();
    signInAs('ADMIN');
    renderPage(<HeartButton />, { path: '/shop', url: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.adminNoWishlist, {});
    expect(addWish).not.toHaveBeenCalled();
  });

  test('adds when absent and removes when present, storing the ids', async () => {
    signInAs('CUSTOMER');
    addWish.mockResolvedValue({ message: 'ok' });
    removeWish.mockResolvedValue({ message: 'ok' });
    getWishlist.mockResolvedValueOnce(wishlistOf(1)).mockResolvedValueOnce(wishlistOf());
    renderPage(<HeartButton />, { path: '/shop', url: '/shop' });
    const heart = screen.getByRole('button', { name: 'heart' });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(addWish).toHaveBeenCalledWith(1);
    expect(notify.success).toHaveBeenCalledWith(MESSAGES.wishlistAdded, {});
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(removeWish).toHaveBeenCalledWith(1);
    expect(notify.success).toHaveBeenCalledWith(MESSAGES.wishlistRemoved, {});
    expect(localStorage.getItem(STORAGE_KEYS.wishlist)).toBe('[]');
  });

  test('shows a loading state while the change is on its way, and the failure toast', async () => {
    signInAs('CUSTOMER');
    let fail: (error: unknown) => void = () => {};
    addWish.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderPage(<HeartButton />, { path: '/shop', url: '/shop' });
    const heart = screen.getByRole('button', { name: 'heart' });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-busy', 'true');
    fail(new Error('down'));
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));
    expect(notify.error).toHaveBeenCalledWith(MESSAGES.wishlistFailed, {});
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
