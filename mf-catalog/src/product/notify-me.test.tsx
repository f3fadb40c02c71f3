import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_PATHS, NOTIFY_ME } from 'shared-contracts';
import { apiClient, wishlistApi } from 'store-runtime';
import { apiError, product, renderPage, signInAs, variant } from '../test-utils';
import ProductPage from './product-page';

const post = jest.spyOn(apiClient, 'post');
jest.spyOn(wishlistApi, 'get').mockResolvedValue({ wishlist: { id: 1, items: [] } } as never);

const phone = product(5, {
  name: 'OnePlus 12',
  variants: [
    variant(51, { size: '256GB', color: 'Black', stock: 3 }),
    variant(52, { size: '256GB', color: 'Green', stock: 0 }),
  ],
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.scrollTo = jest.fn();
});

const open = (url = '/product/OnePlus%2012') =>
  renderPage(<ProductPage />, { path: '/product/:name', url, state: { product: phone } });

test('offers "Notify me" on a size out of stock only', async () => {
  open();
  expect(screen.queryByRole('button', { name: NOTIFY_ME })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '256GB · Green' }));
  expect(screen.getByRole('button', { name: NOTIFY_ME })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '256GB · Black' }));
  expect(screen.queryByRole('button', { name: NOTIFY_ME })).not.toBeInTheDocument();
});

test('a signed-in shopper is asked for nothing: the request goes at once and its answer is read out', async () => {
  signInAs('CUSTOMER');
  post.mockResolvedValue({ state: 'waiting', message: BACK_IN_STOCK_MESSAGES.waiting });
  open();
  await userEvent.click(screen.getByRole('button', { name: '256GB · Green' }));
  await userEvent.click(screen.getByRole('button', { name: NOTIFY_ME }));
  expect(await screen.findByText(BACK_IN_STOCK_MESSAGES.waiting)).toHaveAttribute('role', 'status');
  expect(post).toHaveBeenCalledWith(BACK_IN_STOCK_PATHS.request, { variantId: 52 });
  expect(screen.queryByLabelText(BACK_IN_STOCK_MESSAGES.emailLabel)).not.toBeInTheDocument();
});

test('a guest’s email is checked before anything is sent, and the server’s refusal is shown', async () => {
  open();
  await userEvent.click(screen.getByRole('button', { name: '256GB · Green' }));
  await userEvent.click(screen.getByRole('button', { name: NOTIFY_ME }));
  const email = await screen.findByLabelText(BACK_IN_STOCK_MESSAGES.emailLabel);
  expect(email).toHaveFocus();
  await userEvent.type(email, 'not-an-email{Enter}');
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter a valid email address');
  expect(post).not.toHaveBeenCalled();

  post.mockRejectedValueOnce(apiError(429, 'Too many attempts; try again in 1 minute'));
  await userEvent.clear(email);
  await userEvent.type(email, ' Asha@Example.com ');
  await userEvent.click(screen.getByRole('button', { name: BACK_IN_STOCK_MESSAGES.send }));
  expect(post).toHaveBeenCalledWith(BACK_IN_STOCK_PATHS.guestRequest, { variantId: 52, email: 'asha@example.com' });
  await waitFor(() => expect(screen.getByText('Too many attempts; try again in 1 minute')).toBeInTheDocument());

  post.mockResolvedValueOnce({ state: 'confirm', message: BACK_IN_STOCK_MESSAGES.confirmSent('asha@example.com') });
  await userEvent.click(screen.getByRole('button', { name: BACK_IN_STOCK_MESSAGES.send }));
  expect(await screen.findByText(BACK_IN_STOCK_MESSAGES.confirmSent('asha@example.com'))).toBeInTheDocument();
  expect(screen.queryByLabelText(BACK_IN_STOCK_MESSAGES.emailLabel)).not.toBeInTheDocument();
});

test('a mailed unsubscribe link asks for one press, then says so and takes the token out of the address', async () => {
  const token = 'a'.repeat(43);
  const answer = BACK_IN_STOCK_MESSAGES.unsubscribed('OnePlus 12', '256GB · Green');
  post.mockResolvedValue({ message: answer });
  const { router } = open(`/product/OnePlus%2012?notify=unsubscribe&token=${token}`);
  expect(await screen.findByText(BACK_IN_STOCK_MESSAGES.unsubscribePrompt)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: BACK_IN_STOCK_MESSAGES.unsubscribeButton }));
  expect(post).toHaveBeenCalledWith(BACK_IN_STOCK_PATHS.unsubscribe, { token });
  expect(await screen.findByText(answer)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe(''));
});
