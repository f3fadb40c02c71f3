/** The API's paths (product rules §7). The browser reaches them under API_BASE_URL on the site's own origin. */
export const API_BASE_URL = '/api';
/** Uploaded images are served here, on the API and on the site's origin. */
export const UPLOADS_PATH = '/uploads';

type Id = number | string;

export const API_PATHS = {
  health: '/health',
  /** Slice releases (shared-contracts/src/releases.ts): all but `routing` and `reports` need a deploy token. */
  releases: {
    /** GET: every target's live release and canary, as the site routes visitors. */
    routing: '/releases',
    /** GET: a target's releases, history and health; POST: publish a release. */
    target: (target: string) => `/releases/${target}`,
    /** PUT: make a release live. */
    live: (target: string) => `/releases/${target}/live`,
    /** POST: back to the release that was live before. */
    rollback: (target: string) => `/releases/${target}/rollback`,
    /** PUT: a canary (release and percent); DELETE: no canary. */
    canary: (target: string) => `/releases/${target}/canary`,
    /** GET: a release's file list, once all its files are stored. */
    files: (target: string, release: string) => `/releases/${target}/${release}/files`,
    /** PUT: one file of a published release, its bytes as the body. */
    file: (target: string, release: string, filePath: string) =>
      `/releases/${target}/${release}/files/${filePath.split('/').map(encodeURIComponent).join('/')}`,
    /** POST: remove the files of old releases that are not live or canary. */
    prune: (target: string) => `/releases/${target}/prune`,
    /** POST: the browser's slot-health beacon. */
    reports: '/releases/reports',
    /** GET (internal listener, no token): a release's record and history rows, for a preview browser's bar. */
    record: (target: string, release: string) => `/releases/${target}/${release}`,
    /** POST: a signed preview link (each pinned target's deploy token). */
    previews: '/release-previews',
  },
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    me: '/auth/me',
    /** Ends the session of the token it is called with (every session of the account). */
    logout: '/auth/logout',
    /** A fresh token for the session of the one sent, up to the session's absolute lifetime. */
    renew: '/auth/renew',
    requestOtp: '/auth/forgot-password/request-otp',
    resetPassword: '/auth/forgot-password/reset',
  },
  users: {
    profile: '/users/profile',
    changePassword: '/users/change-password',
  },
  addresses: {
    list: '/addresses',
    one: (id: Id) => `/addresses/${id}`,
  },
  orders: {
    place: '/orders/place',
    mine: '/orders/my-orders',
    cancel: (id: Id) => `/orders/${id}/cancel`,
    all: '/orders/all',
    status: (id: Id) => `/orders/${id}/status`,
    sendConfirmation: '/orders/send-confirmation',
  },
  /** How the shop is doing: sales, orders by status, best sellers, low stock, latest orders (admin). */
  dashboard: '/dashboard',
  legalPages: '/legal-pages',
  companyDetails: '/company-details',
  /** Changes at every change of what public pages show: the SSR server's page cache checks it. */
  catalogueVersion: '/catalogue/version',
  cart: {
    get: '/cart',
    add: '/cart/add',
    updateQuantity: '/cart/update-quantity',
    remove: (id: Id) => `/cart/remove/${id}`,
  },
  products: {
    list: '/products',
    one: (id: Id) => `/products/${id}`,
    byCategory: (name: string) => `/products/category/${encodeURIComponent(name)}`,
    search: '/products/search',
    /** Deep links (/product/{name}): the product with this name, case-insensitively. */
    byName: (name: string) => `/products/by-name/${encodeURIComponent(name)}`,
    /** Counts for the shop's filter drawer. */
    facets: '/products/facets',
  },
  wishlist: {
    get: '/wishlist',
    item: (productId: Id) => `/wishlist/${productId}`,
  },
  categories: {
    list: '/categories',
    one: (id: Id) => `/categories/${id}`,
  },
} as const;
