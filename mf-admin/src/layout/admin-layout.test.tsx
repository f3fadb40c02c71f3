// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../ui/navigation', () => ({ ...jest.requireActual('../ui/navigation'), reloadAt: jest.fn() }));

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from 'shared-contracts';
import { authApi } from 'store-runtime';
import { MemoryRouter, Route, Routes } from 'store-runtime/router';
import { setViewportWidth } from '../test-utils';
import { reloadAt } from '../ui/navigation';
import AdminLayout from './admin-layout';

function renderLayout(url = '/admin/order') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="*" element={<p>Page content</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('<AdminLayout>', () => {
  afterEach(() => setViewportWidth(1024));

  it('has the sidebar links in order, then the way back to the shop; marks the current page and renders the page in its outlet', async () => {
    renderLayout('/admin/order');
    // Awaited, so that antd's menu registers its items (just after the first render) inside act().
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Category', '/admin/category'],
      ['Product', '/admin/product'],
      ['Order', '/admin/order'],
      ['Company', '/admin/company'],
      ['Legal', '/admin/legal'],
      ['Back to shop', '/shop'],
    ]);
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('Logout clears the token, user, cart and wishlist and goes to /', async () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, key === 'authToken' ? 't' : '[1]');
    const endSession = jest.spyOn(authApi, 'logout').mockResolvedValue({ message: 'Logged out' });
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    // The server ends the token first: a copy kept anywhere dies with it.
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(endSession).toHaveBeenCalledTimes(1);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('on a phone the sidebar starts folded and opens from the header toggle', async () => {
    setViewportWidth(390);
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
