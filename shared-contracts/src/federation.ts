/**
 * The federated slices: their names, default ports and exposed modules. Each
 * remote's Rspack config exposes exactly these; the shell loads them by these ids.
 */
export const REMOTES = {
  mf_catalog: {
    port: 3001,
    modules: ['HomePage', 'ShopPage', 'ProductPage', 'WishlistPage', 'AboutPage', 'LegalPage', 'SearchOverlay'],
  },
  mf_cart_checkout: {
    port: 3002,
    modules: ['CartPage', 'CheckoutPage'],
  },
  mf_account: {
    port: 3003,
    modules: [
      'LoginPage',
      'AccountLayout',
      'DashboardPage',
      'OrdersPage',
      'AddressesPage',
      'ProfilePage',
      'PasswordPage',
    ],
  },
  mf_admin: {
    port: 3004,
    modules: ['AdminLayout', 'DashboardPage', 'CategoryPage', 'ProductPage', 'OrderPage', 'CompanyPage', 'LegalPage'],
  },
} as const;

/**
 * How long the shell waits before each further attempt to load a slice's module that failed (a
 * dropped connection, a deploy caught halfway): two more tries, then the slot's fallback.
 */
export const REMOTE_LOAD_RETRY_DELAYS_MS = [400, 1600] as const;

export const SHELL_PORT = 3000;
export const API_PORT = 4000;

export type RemoteName = keyof typeof REMOTES;
export type RemoteModuleName<R extends RemoteName> = (typeof REMOTES)[R]['modules'][number];
export type RemoteModuleId = { [R in RemoteName]: `${R}/${RemoteModuleName<R>}` }[RemoteName];

/** A slice's files the shell loads itself, beside its manifest: a release holds them at these paths. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The Subresource Integrity (`sha256-<base64>`) of a release's manifest and remote entry, from the
 * digests the registry recorded when it was published. The manifest names its other files' own.
 */
export interface RemoteIntegrity {
  manifest: string;
  entry: string;
}

/**
 * `/remotes.json`: for this visitor, each remote's manifest and its release (null: not served from
 * a release), with a release's integrity (a release without it is not loaded) and the page-view
 * token its slot reports are counted by (only in the answer to /remotes.json itself: a page's copy
 * may be reused for other visitors).
 */
export type RemotesConfig = Record<
  RemoteName,
  { manifest: string; release: string | null; integrity?: RemoteIntegrity; token?: string }
>;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The package folder of each remote, by its federation name. */
export function remotePackageName(remote: RemoteName): string {
  return remote.replaceAll('_', '-');
}
