import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_LOAD_RETRY_DELAYS_MS, SLOT_MESSAGES } from 'shared-contracts';
import { RemoteSlot } from './remote-slot';
import { keepServerHtml, SLOT_ATTRIBUTE } from './server-html';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const REMOTES_JSON = { mf_catalog: { manifest: 'http://localhost:3001/mf-manifest.json', release: null } };

beforeAll(() => {
  // jsdom has no fetch: answer /remotes.json as the shell's server would.
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => REMOTES_JSON,
  })) as unknown as typeof fetch;
});
beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

test('renders the remote page once it has loaded', async () => {
  loadRemoteMock.mockResolvedValue(page('Shop'));
  render(<RemoteSlot id="mf_catalog/ShopPage" />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_catalog', entry: REMOTES_JSON.mf_catalog.manifest }]);
  // The page's own files are fetched beside the remote's entry; shared modules are not preloaded.
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'mf_catalog', exposes: ['ShopPage'], share: false, depsRemote: false },
  ]);
});

test('a remote that fails to load once is fetched afresh after a moment, with no fallback shown', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'));
  loadRemoteMock.mockResolvedValueOnce(page('About'));
  render(<RemoteSlot id="mf_catalog/AboutPage" />);

  expect(await screen.findByRole('heading', { name: 'About' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalog', entry: REMOTES_JSON.mf_catalog.manifest }], {
    force: true,
  });
});

test('a remote that cannot be fetched after its retries shows a retry button, which fetches it afresh', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  for (const _attempt of REMOTE_LOAD_RETRY_DELAYS_MS) {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  }
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  loadRemoteMock.mockResolvedValueOnce(page('Cart'));
  render(<RemoteSlot id="mf_catalog/HomePage" />);

  const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
  expect(loadRemoteMock).toHaveBeenCalledTimes(REMOTE_LOAD_RETRY_DELAYS_MS.length + 1);
  expect(screen.getByRole('alert')).toHaveTextContent('This part of the store is unavailable right now');
  await userEvent.click(retry);

  expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalog', entry: REMOTES_JSON.mf_catalog.manifest }], {
    force: true,
  });
});

let broken = true;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <h1>Wishlist</h1>;
}

test('a remote page that throws while rendering is contained in its slot', async () => {
  loadRemoteMock.mockResolvedValue({ default: Flaky });
  render(
    <main>
      <p>Header stays</p>
      <RemoteSlot id="mf_catalog/WishlistPage" />
    </main>,
  );

  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByText('Header stays')).toBeInTheDocument();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
});

test('a slot the server rendered keeps its content, links and all, with a notice, when its code cannot load', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadRemoteMock.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
  // The page as the server sent it, read before hydration as bootstrap.tsx reads it.
  const served = document.createElement('main');
  served.innerHTML = `<div ${SLOT_ATTRIBUTE}="mf_catalog/ProductPage"><!--$--><h1>Galaxy S24</h1><a href="/shop">Back to the shop</a><!--/$--></div>`;
  keepServerHtml(served);

  render(<RemoteSlot id="mf_catalog/ProductPage" />);

  expect(await screen.findByText(SLOT_MESSAGES.serverContentKept, {}, { timeout: 5000 })).toHaveAttribute(
    'role',
    'status',
  );
  expect(screen.getByRole('heading', { name: 'Galaxy S24' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a slot the server left to the browser (its placeholder only) shows the fallback when its code cannot load', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadRemoteMock.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
  const served = document.createElement('main');
  served.innerHTML = `<div ${SLOT_ATTRIBUTE}="mf_catalog/LegalPage"><!--$!--><template></template><div role="status">Loading…</div><!--/$--></div>`;
  keepServerHtml(served);

  render(<RemoteSlot id="mf_catalog/LegalPage" />);

  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'This part of the store is unavailable right now',
  );
});
