/**
 * "Notify me": a shopper asks to be mailed once when a sold-out variant is back in stock.
 * Paths, texts and the links its mails carry, for the product page and the API alike.
 */

/** The API's paths; every token travels in a POST body, never in a path the logs keep. */
export const BACK_IN_STOCK_PATHS = {
  /** POST {variantId}: the signed-in shopper, mailed at their account's email. */
  request: '/back-in-stock',
  /** POST {variantId, email}: a guest; the address is confirmed once by a link mailed to it. */
  guestRequest: '/back-in-stock/guest',
  /** POST {token}: the link of the confirmation mail. */
  confirm: '/back-in-stock/confirm',
  /** POST {token}: the link of the back-in-stock mail. */
  unsubscribe: '/back-in-stock/unsubscribe',
} as const;

/**
 * The query a mailed link adds to the product page's address; the page then asks the shopper to
 * confirm or unsubscribe with one button (a link opened by a mail scanner changes nothing).
 */
export const BACK_IN_STOCK_LINK = {
  action: 'notify',
  token: 'token',
} as const;
export type BackInStockLinkAction = 'confirm' | 'unsubscribe';

/** "128GB · Black": how the mails and answers name a variant, as the size buttons do. */
export const variantLabel = (variant: { color: string; size: string }) => `${variant.size} · ${variant.color}`;

/** The button on a size out of stock; alone, so the page's own code carries none of the texts below. */
export const NOTIFY_ME = 'Notify me';
