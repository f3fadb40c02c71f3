/** The site's routes (product rules §2), for links and redirects in every slice. */
export const ROUTES = {
  home: '/home',
  about: '/about',
  shop: '/shop',
  /** The shop showing one category and those below it (its filter, `cat`, in the shop's address). */
  shopCategory: (categoryId: number) => `/shop?cat=${categoryId}`,
  login: '/login',
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  product: (name: string) => `/product/${encodeURIComponent(name)}`,
  legal: (slug: string) => `/legal/${slug}`,
  /** Route patterns of the pages above that take a parameter. */
  patterns: {
    product: '/product/:name',
    legal: '/legal/:slug',
  },
  myAccount: {
    root: '/myaccount',
    dashboard: '/myaccount/dashboard',
    orders: '/myaccount/order',
    addresses: '/myaccount/address',
    profile: '/myaccount/account',
    password: '/myaccount/password',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    category: '/admin/category',
    product: '/admin/product',
    order: '/admin/order',
    company: '/admin/company',
    legal: '/admin/legal',
  },
} as const;
