/** TanStack Query keys shared by every slice, so a change in one refreshes the others. */
export const QUERY_KEYS = {
  company: ['company-details'],
  cart: ['cart'],
  wishlist: ['wishlist'],
  /** Every product query's key starts with this one: listings, search, facets, one product. */
  products: ['products'],
  categories: ['categories'],
  legalPages: ['legal-pages'],
  myOrders: ['orders', 'mine'],
  allOrders: ['orders', 'all'],
  /** Under 'orders': whatever changes orders refreshes the admin dashboard too. */
  dashboard: ['orders', 'dashboard'],
  addresses: ['addresses'],
  /** The delivery date for a pincode: `[...delivery, pincode]`. */
  delivery: ['delivery'],
  me: ['auth', 'me'],
} as const;
