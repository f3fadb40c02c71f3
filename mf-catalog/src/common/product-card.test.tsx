import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'store-runtime/router';
import { product, variant } from '../test-utils';
import { ProductCard, sizeChoices } from './product-card';

const phone = product(1, {
  name: 'Pixel 8',
  variants: [
    variant(11, { size: '256GB', originalPrice: '75999.00', discountPrice: '4000.50', stock: 0 }),
    variant(12, { size: '128GB', originalPrice: '65999.00', discountPrice: null }),
    variant(13, { size: '1TB', color: 'White', originalPrice: '99999.99', discountPrice: '1.01' }),
  ],
});

function setup(onAddToCart = jest.fn(async () => true), extra: Partial<Parameters<typeof ProductCard>[0]> = {}) {
  const onToggleWishlist = jest.fn();
  render(
    <MemoryRouter>
      <ProductCard
        product={phone}
        onAddToCart={onAddToCart}
        onToggleWishlist={onToggleWishlist}
        wished={false}
        imageSizes="270px"
        {...extra}
      />
    </MemoryRouter>,
  );
  return { onAddToCart, onToggleWishlist, user: userEvent.setup() };
}

test('shows the first variant’s price, struck price and discount badge with exact paise', () => {
  const inStock = { ...phone, variants: phone.variants.map((entry) => ({ ...entry, stock: 5 })) };
  setup(undefined, { product: inStock });
  const card = screen.getByRole('article', { name: 'Pixel 8' });
  // 4000.50 / (75999.00 + 4000.50) = 5.0 %
  expect(within(card).getByText('-5%')).toBeInTheDocument();
  expect(within(card).getByRole('deletion')).toHaveTextContent('₹79,999.50');
  expect(within(card).getByText('₹75,999.00')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Pixel 8' })).toHaveAttribute('href', '/product/Pixel%208');
});

test('shows the first variant in stock and its badge when the first one is sold out, as its page opens', () => {
  setup();
  const card = screen.getByRole('article', { name: 'Pixel 8' });
  expect(within(card).getByText('₹65,999.00')).toBeInTheDocument();
  expect(within(card).queryByRole('deletion')).not.toBeInTheDocument();
  expect(within(card).queryByText('-5%')).not.toBeInTheDocument();
});

test('lists sizes by amount, 1TB after 256GB (shared compareSizes), and prices the chosen one', async () => {
  const { user } = setup();
  const sizes = within(screen.getByRole('group', { name: 'Size of Pixel 8' })).getAllByRole('button');
  expect(sizes.map((button) => button.textContent)).toEqual(['128GB', '256GB', '1TB']);
  await user.click(screen.getByRole('button', { name: '1TB' }));
  expect(screen.getByRole('button', { name: '1TB' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('₹99,999.99')).toBeInTheDocument();
  expect(screen.getByRole('deletion')).toHaveTextContent('₹1,00,001.00');
});

test('the badge follows the size the shopper picks, and goes back with the choice', async () => {
  const { user } = setup();
  const card = screen.getByRole('article', { name: 'Pixel 8' });
  expect(within(card).queryByText(/%$/)).not.toBeInTheDocument();
  // 4000.50 / (75999.00 + 4000.50) = 5.0 %
  await user.click(screen.getByRole('button', { name: '256GB' }));
  expect(within(card).getByText('-5%')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '256GB' }));
  expect(within(card).queryByText(/%$/)).not.toBeInTheDocument();
});

test('a card without a discount shows no badge and no struck price', () => {
  render(
    <MemoryRouter>
      <ProductCard
        product={product(2, { variants: [variant(21, { originalPrice: '499' })] })}
        onAddToCart={jest.fn()}
        onToggleWishlist={jest.fn()}
        wished={false}
        imageSizes="270px"
      />
    </MemoryRouter>,
  );
  expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  expect(screen.getByText('₹499.00')).toBeInTheDocument();
});

test('sends the chosen variant to the cart and clears the choice after a success', async () => {
  const { onAddToCart, user } = setup();
  await user.click(screen.getByRole('button', { name: 'Add Pixel 8 to cart' }));
  expect(onAddToCart).toHaveBeenLastCalledWith(undefined);

  await user.click(screen.getByRole('button', { name: '128GB' }));
  await user.click(screen.getByRole('button', { name: 'Add Pixel 8 to cart' }));
  expect(onAddToCart).toHaveBeenLastCalledWith(expect.objectContaining({ id: 12 }));
  await waitFor(() => expect(screen.getByRole('button', { name: '128GB' })).toHaveAttribute('aria-pressed', 'false'));
});

test('keeps the choice when the cart refused it', async () => {
  const { user } = setup(jest.fn(async () => false));
  await user.click(screen.getByRole('button', { name: '256GB' }));
  await user.click(screen.getByRole('button', { name: 'Add Pixel 8 to cart' }));
  expect(screen.getByRole('button', { name: '256GB' })).toHaveAttribute('aria-pressed', 'true');
});

test('the heart toggles the wishlist and shows its state and loading', async () => {
  const { onToggleWishlist, user } = setup(undefined, { wished: true, wishlistPending: true });
  const heart = screen.getByRole('button', { name: 'Remove Pixel 8 from wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(heart).toBeDisabled();
  expect(heart).toHaveAttribute('aria-busy', 'true');
  await user.click(heart);
  expect(onToggleWishlist).not.toHaveBeenCalled();
});

test('two variants of one size are told apart by colour', () => {
  const choices = sizeChoices([
    variant(1, { size: '256GB', color: 'Black' }),
    variant(2, { size: '128GB', color: 'Black' }),
    variant(3, { size: '128GB', color: 'Purple' }),
  ]);
  expect(choices.map((choice) => choice.label)).toEqual(['128GB · Black', '128GB · Purple', '256GB']);
});

test('a product with no stock in any variant says sold out, with no discount badge and no cart button', () => {
  const soldOut = { ...phone, variants: phone.variants.map((entry) => ({ ...entry, stock: 0 })) };
  setup(undefined, { product: soldOut });
  const card = screen.getByRole('article', { name: 'Pixel 8' });
  expect(within(card).getByText('Sold out')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Add Pixel 8 to cart' })).not.toBeInTheDocument();
  expect(within(card).queryByText(/%$/)).not.toBeInTheDocument();
  // The price stays, for a shopper who wants to know it.
  expect(within(card).getByText('₹75,999.00')).toBeInTheDocument();
});

test('says "You save" with the exact amount off the shown size, as words beside the price', async () => {
  const inStock = { ...phone, variants: phone.variants.map((entry) => ({ ...entry, stock: 5 })) };
  const { user } = setup(undefined, { product: inStock });
  const card = screen.getByRole('article', { name: 'Pixel 8' });
  // ₹79,999.50 struck − ₹75,999.00 paid
  expect(within(card).getByText('You save ₹4,000.50')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '1TB' }));
  expect(within(card).getByText('You save ₹1.01')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '128GB' }));
  expect(within(card).queryByText(/You save/)).not.toBeInTheDocument();
});

test('a sold-out product says no "You save", as it shows no badge', () => {
  const soldOut = { ...phone, variants: phone.variants.map((entry) => ({ ...entry, stock: 0 })) };
  setup(undefined, { product: soldOut });
  expect(screen.getByRole('deletion')).toHaveTextContent('₹79,999.50');
  expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
});
