/**
 * The one HTTP client of the site, on the browser's fetch: every request carries the bearer
 * token from local storage, and a 401 answer clears the stored session (product rules §4, §7).
 * fetch rather than axios: axios was 21.6 kB of the home page's compressed JS (BENCHMARKS.md).
 */

import type { QueryClient } from '@tanstack/react-query';
import type {
  Address,
  Cart,
  CartItem,
  Category,
  Company,
  Dashboard,
  DeliveryEstimate,
  LegalPage,
  LoginResponse,
  MessageResponse,
  Order,
  OrderPage,
  Paginated,
  PasswordChangedResponse,
  PlaceOrderResponse,
  Product,
  ProductFacets,
  ProfileUpdatedResponse,
  TokenResponse,
  UserResponse,
  Wishlist,
} from 'shared-contracts';
import { API_BASE_URL, API_PATHS, API_READ_TIMEOUT_MS } from 'shared-contracts';
import type {
  AddressPayload,
  AdminProductListQuery,
  CartAddPayload,
  CartUpdatePayload,
  ChangePasswordPayload,
  LegalPagePayload,
  LoginPayload,
  OrderListQuery,
  OrderStatusPayload,
  OtpRequestPayload,
  PlaceOrderPayload,
  ProductFacetsQuery,
  ProductListQuery,
  ProfileUpdatePayload,
  RegisterPayload,
  ResetPasswordPayload,
  SendConfirmationPayload,
} from 'shared-contracts/schemas';
import { clearSession, readStoredState } from './storage.js';

// The answers' types, derived from the API's response schemas, as this module has always exported them.
export type {
  LoginResponse,
  MessageResponse,
  PasswordChangedResponse,
  PlaceOrderResponse,
  ProfileUpdatedResponse,
  UserResponse,
};

/** The API answered, but not with success: its status and its JSON body (`{message}`, product rules §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiError';
  }
}

/** Query parameters, sent as text: lists as `a,b,c` (the form the API reads); undefined and null left out. */
export type QueryParams = Record<string, unknown>;

function urlOf(baseUrl: string, path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return `${baseUrl}${path}${query ? `?${query}` : ''}`;
}

const jsonOf = (response: Response): Promise<unknown> =>
  response.headers.get('Content-Type')?.includes('application/json') ? response.json() : Promise.resolve(undefined);

/**
 * @param baseUrl the API's address: the page's `/api` in the browser, the API's own address on the
 *   server (Node's fetch has no page to resolve a relative address against).
 * @param readTimeoutMs a read gives up after this long; a write (placing an order, saving a
 *   product) waits for its answer, so it is never sent twice by a user who thinks it failed.
 */
export function createApiClient(baseUrl = API_BASE_URL, readTimeoutMs = API_READ_TIMEOUT_MS) {
  const base = baseUrl.replace(/\/$/, '');
  async function request<T>(method: string, path: string, params?: QueryParams, body?: unknown): Promise<T> {
    const headers = new Headers();
    const { authToken } = readStoredState();
    if (authToken) headers.set('Authorization', `Bearer ${authToken}`);
    // FormData goes as multipart, with the boundary the browser writes; anything else as JSON.
    if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
    const response = await fetch(urlOf(base, path, params), {
      method,
      headers,
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: method === 'GET' ? AbortSignal.timeout(readTimeoutMs) : undefined,
    });
    if (!response.ok) {
      if (response.status === 401) clearSession();
      // The body says why (`{message}`); a proxy's error page has nothing to show.
      throw new ApiError(response.status, await jsonOf(response).catch(() => undefined));
    }
    return (await jsonOf(response)) as T;
  }
  return {
    get: <T>(path: string, params?: QueryParams) => request<T>('GET', path, params),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, undefined, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, undefined, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient = createApiClient();

/** The server's `{message}` when it sent one, else the caller's fallback (product rules §8). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The HTTP status the server answered with, or undefined when no answer came (network down, timeout). */
export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Every call the site makes, grouped by the API's domains, on one client. */
export function createStoreApi(client: ApiClient = apiClient) {
  return {
    auth: {
      register: (payload: RegisterPayload) =>
        client.post<MessageResponse & UserResponse>(API_PATHS.auth.register, payload),
      login: (payload: LoginPayload) => client.post<LoginResponse>(API_PATHS.auth.login, payload),
      me: () => client.get<UserResponse>(API_PATHS.auth.me),
      /** Ends the session on the server; storage is cleared by session.ts. */
      logout: () => client.post<MessageResponse>(API_PATHS.auth.logout),
      renew: () => client.post<TokenResponse>(API_PATHS.auth.renew),
      requestOtp: (payload: OtpRequestPayload) => client.post<MessageResponse>(API_PATHS.auth.requestOtp, payload),
      resetPassword: (payload: ResetPasswordPayload) =>
        client.post<MessageResponse>(API_PATHS.auth.resetPassword, payload),
    },
    users: {
      /** A new email or username ends the other sessions: the answer then carries this one's new token. */
      updateProfile: (payload: ProfileUpdatePayload) =>
        client.put<ProfileUpdatedResponse>(API_PATHS.users.profile, payload),
      changePassword: (payload: ChangePasswordPayload) =>
        client.put<PasswordChangedResponse>(API_PATHS.users.changePassword, payload),
    },
    addresses: {
      list: () => client.get<{ addresses: Address[] }>(API_PATHS.addresses.list),
      create: (payload: AddressPayload) => client.post<{ address: Address }>(API_PATHS.addresses.list, payload),
      /** The fields to change; the others stay as they are. */
      update: (id: number, payload: Partial<AddressPayload>) =>
        client.put<{ address: Address }>(API_PATHS.addresses.one(id), payload),
      remove: (id: number) => client.delete<MessageResponse>(API_PATHS.addresses.one(id)),
    },
    orders: {
      place: (payload: PlaceOrderPayload) => client.post<PlaceOrderResponse>(API_PATHS.orders.place, payload),
      mine: () => client.get<{ orders: Order[] }>(API_PATHS.orders.mine),
      cancel: (id: number) => client.put<{ order: Order }>(API_PATHS.orders.cancel(id)),
      /** A page of every order (admin), optionally of one delivery status. */
      all: (query: OrderListQuery = {}) => client.get<OrderPage>(API_PATHS.orders.all, query),
      setStatus: (id: number, payload: OrderStatusPayload) =>
        client.put<{ order: Order }>(API_PATHS.orders.status(id), payload),
      sendConfirmation: (payload: SendConfirmationPayload) =>
        client.post<MessageResponse>(API_PATHS.orders.sendConfirmation, payload),
    },
    dashboard: {
      get: () => client.get<Dashboard>(API_PATHS.dashboard),
    },
    delivery: {
      /** When an order placed now would arrive at `pincode` (6 digits), or why it cannot. */
      estimate: (pincode: string) => client.get<DeliveryEstimate>(API_PATHS.delivery(pincode)),
    },
    legalPages: {
      list: () => client.get<LegalPage[]>(API_PATHS.legalPages),
      save: (payload: LegalPagePayload) => client.post<LegalPage>(API_PATHS.legalPages, payload),
    },
    company: {
      get: () => client.get<Company>(API_PATHS.companyDetails),
      /** Multipart: name, email, phone, address, pincode, logo. */
      update: (form: FormData) => client.put<Company>(API_PATHS.companyDetails, form),
    },
    cart: {
      get: () => client.get<{ cart: Cart }>(API_PATHS.cart.get),
      add: (payload: CartAddPayload) => client.post<{ item: CartItem }>(API_PATHS.cart.add, payload),
      updateQuantity: (payload: CartUpdatePayload) =>
        client.put<{ item: CartItem }>(API_PATHS.cart.updateQuantity, payload),
      remove: (cartItemId: number) => client.delete<MessageResponse>(API_PATHS.cart.remove(cartItemId)),
    },
    products: {
      /** A page of products, optionally filtered and sorted on the server (categoryIds, availability, prices, sizes, sort). */
      list: (query: ProductListQuery = {}) => client.get<Paginated<Product>>(API_PATHS.products.list, query),
      byCategory: (name: string, query: ProductListQuery = {}) =>
        client.get<Paginated<Product>>(API_PATHS.products.byCategory(name), query),
      byName: (name: string) => client.get<{ product: Product }>(API_PATHS.products.byName(name)),
      one: (id: number) => client.get<{ product: Product }>(API_PATHS.products.one(id)),
      facets: (query: ProductFacetsQuery = {}) => client.get<ProductFacets>(API_PATHS.products.facets, query),
      search: (q: string) => client.get<{ data: Product[] }>(API_PATHS.products.search, { q }),
      /** A page of products for the admin, searched by name (`q`) and filtered by category with those below it. */
      adminList: (query: AdminProductListQuery = {}) => client.get<Paginated<Product>>(API_PATHS.products.admin, query),
      /** Multipart: productName, categoryId, description, productVariants, deletedImageIds, images; with `id` it updates. */
      save: (form: FormData) => client.post<{ product: Product }>(API_PATHS.products.list, form),
      remove: (id: number) => client.delete<MessageResponse>(API_PATHS.products.one(id)),
    },
    wishlist: {
      get: () => client.get<{ wishlist: Wishlist }>(API_PATHS.wishlist.get),
      add: (productId: number) => client.post<MessageResponse>(API_PATHS.wishlist.item(productId)),
      remove: (productId: number) => client.delete<MessageResponse>(API_PATHS.wishlist.item(productId)),
    },
    categories: {
      list: () => client.get<Category[]>(API_PATHS.categories.list),
      /** Multipart: name, description, parentId, media, deletedUploadIds. */
      create: (form: FormData) => client.post<Category>(API_PATHS.categories.list, form),
      update: (id: number, form: FormData) => client.put<Category>(API_PATHS.categories.one(id), form),
      remove: (id: number) => client.delete<MessageResponse>(API_PATHS.categories.one(id)),
    },
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;

/** The browser's API, on the page's `/api`. */
const browserApi = createStoreApi();

export const authApi = browserApi.auth;
export const usersApi = browserApi.users;
export const addressesApi = browserApi.addresses;
export const ordersApi = browserApi.orders;
export const dashboardApi = browserApi.dashboard;
export const deliveryApi = browserApi.delivery;
export const legalPagesApi = browserApi.legalPages;
export const companyApi = browserApi.company;
export const cartApi = browserApi.cart;
export const productsApi = browserApi.products;
export const wishlistApi = browserApi.wishlist;
export const categoriesApi = browserApi.categories;

/**
 * Server rendering: the API each request's queries ask, by the request's QueryClient. A query
 * function finds it through its context (`({ client }) => apiOf(client)`), so the same query
 * runs in the browser and, for one request, on the server.
 */
const requestApis = new WeakMap<QueryClient, StoreApi>();

/** Makes the queries of `queryClient` ask the API at `baseUrl` (the server, one request's client). */
export function askApiAt(queryClient: QueryClient, baseUrl: string): void {
  requestApis.set(queryClient, createStoreApi(createApiClient(baseUrl)));
}

/** The API the queries of `queryClient` ask: the one set for a server request, else the browser's. */
export function apiOf(queryClient: QueryClient): StoreApi {
  return requestApis.get(queryClient) ?? browserApi;
}
