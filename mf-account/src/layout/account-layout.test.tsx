import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from 'store-runtime';
import { renderPage, signInAs } from '../test-utils';
import { reloadAt } from '../ui/navigation';
import AccountLayout from './account-layout';

jest.mock('../ui/navigation', () => ({ reloadAt: jest.fn() }));

test('the side menu links every account page and marks the current one', () => {
  renderPage(<AccountLayout />, { path: '/myaccount/*', url: '/myaccount/address' });
  const menu = screen.getByRole('navigation', { name: 'My account' });
  const links = Array.from(menu.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Dashboard', '/myaccount/dashboard'],
    ['Orders', '/myaccount/order'],
    ['Addresses', '/myaccount/address'],
    ['Account details', '/myaccount/account'],
    ['Change password', '/myaccount/password'],
  ]);
  expect(screen.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
});

test('Logout clears the stored session, cart and wishlist and reloads at /home', async () => {
  signInAs();
  localStorage.setItem('cart', '[1,2]');
  localStorage.setItem('wishlist', '[3]');
  renderPage(<AccountLayout />, { path: '/myaccount/*', url: '/myaccount/dashboard' });

  const endSession = jest.spyOn(authApi, 'logout').mockResolvedValue({ message: 'Logged out' });

  await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

  // The server ends the token first: a copy kept anywhere dies with it.
  await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/home'));
  expect(endSession).toHaveBeenCalledTimes(1);
  for (const key of ['authToken', 'role', 'userId', 'user', 'cart', 'wishlist']) {
    expect(localStorage.getItem(key)).toBeNull();
  }
});
