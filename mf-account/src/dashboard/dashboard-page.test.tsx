import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../test-utils';
import DashboardPage from './dashboard-page';

test('greets the user and has cards to the order, address, account and password pages', async () => {
  signInAs();
  renderPage(<DashboardPage />, {
    path: '/myaccount/dashboard',
    otherRoutes: { '/myaccount/address': <h1>Address book</h1> },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText(/Hello asha!/)).toBeInTheDocument();

  const cards = within(screen.getByRole('list')).getAllByRole('link');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual([
    '/myaccount/order',
    '/myaccount/address',
    '/myaccount/account',
    '/myaccount/password',
  ]);
  await userEvent.setup().click(screen.getByRole('link', { name: /^Addresses/ }));
  expect(screen.getByRole('heading', { name: 'Address book' })).toBeInTheDocument();
});
