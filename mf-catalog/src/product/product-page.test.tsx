import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { cartApi, notify, productsApi, wishlistApi } from 'store-runtime';
import { apiError, product, renderPage, signInAs, variant } from '../test-utils';
import { ProductDetails } from './product-details';
import ProductPage from './product-page';

// The toasts the page asks for, not react-toastify's rendering of them (store-runtime's own test).
for (const kind of ['info', 'success', 'warning', 'error'] as const)
  jest.spyOn(notify, kind).mockImplementation(() => {});

const byName = jest.spyOn(productsApi, 'byName');
const add = jest.spyOn(cartApi, 'add');
const getCart = jest.spyOn(cartApi, 'get');
const getWishlist = jest.spyOn(wishlistApi, 'get');

const phone = product(5, {
  name: 'OnePlus 12',
  description: 'Fast charging flagship.',
  variants: [
    variant(51, { size: '512GB', stock: 0, originalPrice: '69999.00', discountPrice: '5000.00' }),
    variant(52, { size: '256GB', stock: 3, originalPrice: '64999.00', discountPrice: '10000.00' }),
  ],
});

beforeEach(() => {
  jest.clearAllMocks();
  window.scrollTo = jest.fn();
});

const open = (state?: unknown) =>
  renderPage(<ProductPage />, { path: '/product/:name', url: '/product/OnePlus%2012', state });

test('uses the product from navigation state without loading it', async () => {
  open({ product: phone });
  expect(screen.getByRole('heading', { level: 1, name: 'OnePlus 12' })).toBeInTheDocument();
  expect(byName).not.toHaveBeenCalled();
});

test('loads the product by name for a shared or reloaded link', async () => {
  byName.mockResolvedValue({ product: phone });
  open();
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'OnePlus 12' })).toBeInTheDocument();
  expect(byName).toHaveBeenCalledWith('OnePlus 12');
});

test("an unknown name shows 'Product not found.' with a way home", async () => {
  byName.mockRejectedValue(apiError(404, 'Product not found.'));
  open();
  expect(await screen.findByText(MESSAGES.productNotFound)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/home');
});

test('a failed load offers a retry', async () => {
  // One automatic retry, then the error state.
  byName
    .mockRejectedValueOnce(apiError(500))
    .mockRejectedValueOnce(apiError(500))
    .mockResolvedValueOnce({ product: phone });
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 }));
  expect(await screen.findByRole('heading', { level: 1, name: 'OnePlus 12' })).toBeInTheDocument();
});

test('shows breadcrumb, prices, stock, sizes, category and description', () => {
  open({ product: phone });
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  expect(within(breadcrumb).getByRole('link', { name: 'Android Phones' })).toHaveAttribute('href', '/shop?cat=3');
  expect(breadcrumb).toHaveTextContent('OnePlus 12');
  // The first variant is sold out, so the first one in stock is chosen.
  expect(screen.getByText('In stock')).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent('₹74,999.00');
  expect(screen.getByText('13% off')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add to cart - ₹64,999\.00/ })).toBeInTheDocument();
  const sizes = within(screen.getByRole('group', { name: 'Size' })).getAllByRole('button');
  expect(sizes.map((button) => button.textContent)).toEqual(['256GB', '512GB']);
  expect(screen.getByText('Fast charging flagship.')).toBeInTheDocument();
  expect(screen.getByText('Category').nextSibling).toHaveTextContent('Android Phones');
});

test('the percent-off badge follows the size the shopper picks', async () => {
  open({ product: phone });
  await userEvent.click(screen.getByRole('button', { name: '512GB' }));
  // 5000 / (69999 + 5000) = 6.67 %, rounded.
  expect(screen.getByText('7% off')).toBeInTheDocument();
  expect(screen.queryByText('13% off')).not.toBeInTheDocument();
});

test('the quantity runs from 1 to the stock and the total follows it', async () => {
  open({ product: phone });
  const user = userEvent.setup();
  const more = screen.getByRole('button', { name: 'Increase quantity' });
  const less = screen.getByRole('button', { name: 'Decrease quantity' });
  expect(less).toBeDisabled();
  await user.click(more);
  await user.click(more);
  expect(more).toBeDisabled();
  expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
  expect(screen.getByRole('button', { name: /Add to cart - ₹1,94,997\.00/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '512GB' }));
  expect(screen.getByText('Out of stock')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
  expect(more).toBeDisabled();
});

test('a product with no stock in any variant says sold out and cannot be added to the cart', () => {
  open({ product: { ...phone, variants: phone.variants.map((entry) => ({ ...entry, stock: 0 })) } });
  expect(screen.getByText('Sold out')).toBeInTheDocument();
  expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  expect(screen.queryByText(/% off$/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
});

test('adds the chosen quantity and goes to the cart', async () => {
  signInAs('CUSTOMER');
  getWishlist.mockResolvedValue({ wishlist: { id: 1, userId: 2, items: [] } });
  add.mockResolvedValue({} as never);
  getCart.mockResolvedValue({ cart: { id: 1, items: [] } });
  const { router } = open({ product: phone });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: /Add to cart/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  expect(add).toHaveBeenCalledWith({ productVariantId: 52, quantity: 2 });
  expect(getWishlist).toHaveBeenCalled();
});

test('the heart shows the stored wishlist state', () => {
  signInAs('CUSTOMER', { wishlist: [5] });
  getWishlist.mockResolvedValue({ wishlist: { id: 1, userId: 2, items: [] } });
  open({ product: phone });
  expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
});

test('says "You save" with the exact amount off the chosen size, and nothing without a discount', async () => {
  const withPlainSize = {
    ...phone,
    variants: [
      ...phone.variants,
      variant(53, { size: '1TB', stock: 2, originalPrice: '89999.00', discountPrice: null }),
    ],
  };
  open({ product: withPlainSize });
  // ₹74,999.00 struck − ₹64,999.00 paid
  expect(screen.getByText('You save ₹10,000.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '512GB' }));
  expect(screen.getByText('You save ₹5,000.00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '1TB' }));
  expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
});

test('a sold-out product says no "You save", as it shows no badge', () => {
  open({ product: { ...phone, variants: phone.variants.map((entry) => ({ ...entry, stock: 0 })) } });
  expect(screen.getByRole('deletion')).toHaveTextContent('₹74,999.00');
  expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
});

describe('pictures tied to a colour', () => {
  const twoColours = product(6, {
    name: 'Pixel 9',
    images: [
      { id: 61, url: '/uploads/products/black.webp', color: 'Black' },
      { id: 62, url: '/uploads/products/any.webp', color: null },
      { id: 63, url: '/uploads/products/blue.webp', color: 'Blue' },
    ],
    variants: [
      variant(601, { color: 'Black', size: '128GB', stock: 0 }),
      variant(602, { color: 'Blue', colorHexCode: '#1d4ed8', size: '128GB', stock: 2 }),
    ],
  });
  const mainImage = () => screen.getByRole('img', { name: 'Pixel 9' });
  const thumbnails = () =>
    [...screen.getByRole('list', { name: 'Images' }).querySelectorAll('img')].map((image) => image.getAttribute('src'));

  test("the server's page starts with the default variant's pictures and hydrates to the same", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<ProductDetails product={twoColours} />, { hydrateWith: new QueryClient() });
    // The first variant is sold out, so the page opens on Blue, with Blue's picture in front.
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/blue.webp');
    expect(thumbnails()).toEqual([
      '/uploads/products/blue.webp',
      '/uploads/products/any.webp',
      '/uploads/products/black.webp',
    ]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test('choosing another colour brings its pictures to the front and shows the first of them', async () => {
    renderPage(<ProductDetails product={twoColours} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/any.webp');
    await user.click(screen.getByRole('button', { name: '128GB · Black' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/black.webp');
    expect(thumbnails()).toEqual([
      '/uploads/products/black.webp',
      '/uploads/products/any.webp',
      '/uploads/products/blue.webp',
    ]);
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });
});
