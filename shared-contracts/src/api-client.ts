/**
 * The one HTTP client of the site: every request carries the bearer token from
 * local storage, and a 401 answer clears the stored session (spec §4, §7).
 */
import axios, { type AxiosInstance } from 'axios';
import { API_BASE_URL, API_PATHS } from './api-paths.js';
import { API_READ_TIMEOUT_MS } from './constants.js';
import type {
  Address,
  Cart,
  CartItem,
  Category,
  Company,
  LegalPage,
  Order,
  Paginated,
  Product,
  ProductFacets,
  User,
  Wishlist,
} from './entities.js';
import type {
  AddressPayload,
  CartAddPayload,
  CartUpdatePayload,
  ChangePasswordPayload,
  LegalPagePayload,
  LoginPayload,
  OrderStatusPayload,
  OtpRequestPayload,
  PlaceOrderPayload,
  ProductFacetsQuery,
  ProductListQuery,
  ProfileUpdatePayload,
  RegisterPayload,
  ResetPasswordPayload,
  SendConfirmationPayload,
} from './schemas/index.js';
import { clearAuthKeys, readStoredState } from './storage.js';

export interface MessageResponse {
  message: string;
}
/** The other sessions end; this one goes on with the new token. */
export interface PasswordChangedResponse extends MessageResponse {
  token: string;
}
export interface LoginResponse {
  token: string;
  user: User;
}
export interface UserResponse {
  user: User;
}
export interface PlaceOrderResponse {
  order: Order;
  /** False when the order stands but its confirmation email could not be sent. */
  emailSent: boolean;
}

export function createApiClient(baseURL = API_BASE_URL): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use((config) => {
    const { authToken } = readStoredState();
    if (authToken) config.headers.set('Authorization', `Bearer ${authToken}`);
    if (config.method === 'get' && !config.timeout) config.timeout = API_READ_TIMEOUT_MS;
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) clearAuthKeys();
    return Promise.reject(error);
  });
  return client;
}

export const apiClient = createApiClient();

/** The server's `{message}` when it sent one, else the caller's fallback (spec §8). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The HTTP status the server answered with, or undefined when no answer came (network down, timeout). */
export function apiErrorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

const body = <T>(request: Promise<{ data: T }>): Promise<T> => request.then((response) => response.data);

export const authApi = {
  register: (payload: RegisterPayload) =>
    body(apiClient.post<MessageResponse & UserResponse>(API_PATHS.auth.register, payload)),
  login: (payload: LoginPayload) => body(apiClient.post<LoginResponse>(API_PATHS.auth.login, payload)),
  me: () => body(apiClient.get<UserResponse>(API_PATHS.auth.me)),
  requestOtp: (payload: OtpRequestPayload) => body(apiClient.post<MessageResponse>(API_PATHS.auth.requestOtp, payload)),
  resetPassword: (payload: ResetPasswordPayload) =>
    body(apiClient.post<MessageResponse>(API_PATHS.auth.resetPassword, payload)),
};

export const usersApi = {
  updateProfile: (payload: ProfileUpdatePayload) => body(apiClient.put<UserResponse>(API_PATHS.users.profile, payload)),
  changePassword: (payload: ChangePasswordPayload) =>
    body(apiClient.put<PasswordChangedResponse>(API_PATHS.users.changePassword, payload)),
};

export const addressesApi = {
  list: () => body(apiClient.get<{ addresses: Address[] }>(API_PATHS.addresses.list)),
  create: (payload: AddressPayload) => body(apiClient.post<{ address: Address }>(API_PATHS.addresses.list, payload)),
  update: (id: number, payload: AddressPayload) =>
    body(apiClient.put<{ address: Address }>(API_PATHS.addresses.one(id), payload)),
  remove: (id: number) => body(apiClient.delete<MessageResponse>(API_PATHS.addresses.one(id))),
};

export const ordersApi = {
  place: (payload: PlaceOrderPayload) => body(apiClient.post<PlaceOrderResponse>(API_PATHS.orders.place, payload)),
  mine: () => body(apiClient.get<{ orders: Order[] }>(API_PATHS.orders.mine)),
  cancel: (id: number) => body(apiClient.put<{ order: Order }>(API_PATHS.orders.cancel(id))),
  all: () => body(apiClient.get<{ orders: Order[] }>(API_PATHS.orders.all)),
  setStatus: (id: number, payload: OrderStatusPayload) =>
    body(apiClient.put<{ order: Order }>(API_PATHS.orders.status(id), payload)),
  sendConfirmation: (payload: SendConfirmationPayload) =>
    body(apiClient.post<MessageResponse>(API_PATHS.orders.sendConfirmation, payload)),
};

export const legalPagesApi = {
  list: () => body(apiClient.get<LegalPage[]>(API_PATHS.legalPages)),
  save: (payload: LegalPagePayload) => body(apiClient.post<LegalPage>(API_PATHS.legalPages, payload)),
};

export const companyApi = {
  get: () => body(apiClient.get<Company>(API_PATHS.companyDetails)),
  /** Multipart: name, email, phone, address, pincode, logo. */
  update: (form: FormData) => body(apiClient.put<Company>(API_PATHS.companyDetails, form)),
};

export const cartApi = {
  get: () => body(apiClient.get<{ cart: Cart }>(API_PATHS.cart.get)),
  add: (payload: CartAddPayload) => body(apiClient.post<{ item: CartItem }>(API_PATHS.cart.add, payload)),
  updateQuantity: (payload: CartUpdatePayload) =>
    body(apiClient.put<{ item: CartItem }>(API_PATHS.cart.updateQuantity, payload)),
  remove: (cartItemId: number) => body(apiClient.delete<MessageResponse>(API_PATHS.cart.remove(cartItemId))),
};

/** Query parameters with lists sent as `a,b,c`, the form the API reads. */
function listParams(query: ProductListQuery): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
  );
}

export const productsApi = {
  /** A page of products, optionally filtered and sorted on the server (categoryIds, availability, prices, sizes, sort). */
  list: (query: ProductListQuery = {}) =>
    body(apiClient.get<Paginated<Product>>(API_PATHS.products.list, { params: listParams(query) })),
  byCategory: (name: string, query: ProductListQuery = {}) =>
    body(apiClient.get<Paginated<Product>>(API_PATHS.products.byCategory(name), { params: listParams(query) })),
  byName: (name: string) => body(apiClient.get<{ product: Product }>(API_PATHS.products.byName(name))),
  one: (id: number) => body(apiClient.get<{ product: Product }>(API_PATHS.products.one(id))),
  facets: (query: ProductFacetsQuery = {}) =>
    body(apiClient.get<ProductFacets>(API_PATHS.products.facets, { params: query })),
  search: (q: string) => body(apiClient.get<{ data: Product[] }>(API_PATHS.products.search, { params: { q } })),
  /** Multipart: productName, categoryId, description, productVariants, deletedImageIds, images; with `id` it updates. */
  save: (form: FormData) => body(apiClient.post<{ product: Product }>(API_PATHS.products.list, form)),
  remove: (id: number) => body(apiClient.delete<MessageResponse>(API_PATHS.products.one(id))),
};

export const wishlistApi = {
  get: () => body(apiClient.get<{ wishlist: Wishlist }>(API_PATHS.wishlist.get)),
  add: (productId: number) => body(apiClient.post<MessageResponse>(API_PATHS.wishlist.item(productId))),
  remove: (productId: number) => body(apiClient.delete<MessageResponse>(API_PATHS.wishlist.item(productId))),
};

export const categoriesApi = {
  list: () => body(apiClient.get<Category[]>(API_PATHS.categories.list)),
  /** Multipart: name, description, parentId, media, deletedUploadIds. */
  create: (form: FormData) => body(apiClient.post<Category>(API_PATHS.categories.list, form)),
  update: (id: number, form: FormData) => body(apiClient.put<Category>(API_PATHS.categories.one(id), form)),
  remove: (id: number) => body(apiClient.delete<MessageResponse>(API_PATHS.categories.one(id))),
};
