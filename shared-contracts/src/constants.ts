/** Business constants of product rules §9. Imported by the front end and the API alike. */

export const LOCALE = 'en-IN';
export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const PRICE_DECIMALS = 2;

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 20;
export const CATEGORY_PAGE_SIZE = 20;
export const SHOP_PAGE_SIZE = 50;
/**
 * Sort orders of the shop's dropdown (product rules §2, §4); `default` lists the products in stock
 * first, then the sold-out ones, each in the order products were added.
 */
export const PRODUCT_SORTS = ['default', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The filter drawer's Availability choices. */
export const PRODUCT_AVAILABILITY = ['in-stock', 'out-of-stock'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_LIMIT = 10;
/** The API never returns more rows than this in one page, whatever the client asks. */
export const MAX_PAGE_LIMIT = 100;
/**
 * GET /orders/all asked without page or limit answers every order, as a client written to the
 * specification expects, up to this many (newest first); its pagination says when there are more.
 */
export const ALL_ORDERS_LIMIT = 1000;
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export const PAGINATION_WINDOW = 5;
export const SHOP_GRID_COLUMN_OPTIONS = [1, 2, 3, 4, 5] as const;
export const SHOP_GRID_DEFAULT_COLUMNS = 4;
export const DEFAULT_PRICE_RANGE_MAX = 100_000_000;

export const CATEGORY_IMAGE_COUNT = 1;
export const PRODUCT_IMAGES_MIN = 2;
export const PRODUCT_IMAGES_MAX = 10;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Width × height an uploaded image may have. A few KB of PNG can claim 100,000 × 100,000 pixels
 * (a decompression bomb): refused from its header, before a pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * A read slower than this fails, so its page shows an error with a retry instead of an endless
 * spinner. Writes have no client timeout: an order the server is still placing must not look failed
 * and be placed twice.
 */
export const API_READ_TIMEOUT_MS = 15_000;

export const PHONE_LENGTH = 10;
/** A delivery address's recipient: the full name as the courier reads it. */
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
/** A delivery address's optional landmark ("Opposite City Hospital"). */
export const LANDMARK_MAX = 100;
export const POSTAL_CODE_LENGTH = 6;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Failed logins one account may have in LOGIN_FAILURE_WINDOW_MINUTES, from any address; then its
 * logins are refused (429) until the window ends. Short on purpose: a stranger who knows an email
 * can hold that account's logins up for minutes at a time, never lock it for good (docs/security.md).
 */
export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/**
 * Per email, whatever address asks (an unknown email is counted alike, so nothing tells who has an
 * account): at most RESET_CODES_MAX codes are mailed in RESET_CODE_WINDOW_MINUTES; after
 * RESET_FAILURES_MAX wrong codes in RESET_FAILURE_WINDOW_MINUTES, resets wait until that window ends.
 * The account's owner is mailed when either cap is reached.
 */
export const RESET_CODES_MAX = 3;
export const RESET_CODE_WINDOW_MINUTES = 60;
export const RESET_FAILURES_MAX = 10;
export const RESET_FAILURE_WINDOW_MINUTES = 60;

/**
 * Session lifetime. A token dies SESSION_IDLE_MINUTES after it was issued; while the shopper is
 * active the site swaps it for a fresh one once it is SESSION_RENEW_AFTER_MINUTES old, so an active
 * shopper is never logged out, and a copied token that nobody renews dies within the idle window.
 * Renewals never reach past SESSION_MAX_HOURS after the login: then the shopper logs in again.
 */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_RENEW_AFTER_MINUTES = 5;
export const SESSION_MAX_HOURS = 12;

export const TAX_PAISE = 0;
export const PAYMENT_METHODS = ['COD'] as const;
export const MIN_QUANTITY = 1;

export const HERO_ROTATE_MS = 5000;
export const HERO_FADE_MS = 300;
export const MARKETING_ROTATE_MS = 5000;

export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const HOME_TOAST_AUTO_CLOSE_MS = 1000;
export const ACCOUNT_TOAST_AUTO_CLOSE_MS = 3000;

export const STAR_RATING = 4;
export const STAR_RATING_MAX = 5;

/** Registration sends this date of birth; the form does not ask for one (product rules §5). */
export const REGISTRATION_DOB = '2000-01-01';

export const ROLES = ['ADMIN', 'CUSTOMER'] as const;
/**
 * The admin may set any of these on an order (product rules §4). Every one but CANCELED holds the
 * order's stock: cancelling puts it back, leaving CANCELED takes it again (refused when short).
 */
export const DELIVERY_STATUSES = ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED'] as const;
export const PAYMENT_STATUSES = ['PENDING', 'PAID'] as const;

/**
 * The admin dashboard: sales per day over the last DAYS days (days counted in the shop's time
 * zone, India), the best sellers of those days, the variants running low (1 to the low-stock
 * threshold in stock, told apart from the sold-out ones, which are counted) and the latest orders.
 */
export const ADMIN_DASHBOARD = {
  days: 30,
  timeZone: 'Asia/Kolkata',
  lowStockThreshold: 5,
  lowStockListed: 10,
  bestSellersListed: 5,
  latestOrdersListed: 5,
} as const;
export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-conditions'] as const;

/** Labels a customer sees for each delivery status (product rules §4). */
export const DELIVERY_STATUS_LABELS = {
  PENDING: 'Pending',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELED: 'Cancelled',
} as const;

/** Local storage keys of product rules §3; the jotai store mirrors them. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  role: 'role',
  userId: 'userId',
  user: 'user',
  wishlist: 'wishlist',
  cart: 'cart',
} as const;

/**
 * Whole server-rendered pages the SSR server reuses (shell/server/page-cache.ts) while the
 * catalogue and the slice are unchanged, for at most `maxAgeMs`: the API's own remembered reads
 * last as long, and the dehydrated state's times stay well within the browser's staleTime (30 s).
 */
export const SSR_PAGE_CACHE = { maxAgeMs: 5_000, maxEntries: 1_000, maxBytes: 64 * 1024 * 1024 } as const;
