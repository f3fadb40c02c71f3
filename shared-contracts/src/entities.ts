/** Entities of product rules §3 as the API sends them. */
import type { z } from 'zod';
import type { DELIVERY_STATUSES, LEGAL_PAGE_SLUGS, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from './constants.js';
import type {
  addressRecordSchema,
  cartItemSchema,
  cartSchema,
  categorySchema,
  companySchema,
  dashboardSchema,
  legalPageRecordSchema,
  lineImageSchema,
  loginResponseSchema,
  messageSchema,
  orderItemSchema,
  orderPageSchema,
  orderSchema,
  paginationSchema,
  passwordChangedResponseSchema,
  placedOrderResponseSchema,
  productFacetsSchema,
  productImageSchema,
  productSchema,
  profileUpdatedResponseSchema,
  tokenResponseSchema,
  uploadSchema,
  userResponseSchema,
  userSchema,
  variantRecordSchema,
  wishlistSchema,
} from './schemas/responses.js';

export type Role = (typeof ROLES)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Rupees as the API sends them: an exact decimal string ("1299.00"); older clients may send numbers. */
export type Money = string | number;

// The entities the API sends are the outputs of its response schemas: one definition for both.
export type Company = z.output<typeof companySchema>;
export type User = z.output<typeof userSchema>;
export type Upload = z.output<typeof uploadSchema>;
export type Category = z.output<typeof categorySchema>;
export type ProductImage = z.output<typeof productImageSchema>;
export type LineImage = z.output<typeof lineImageSchema>;
export type Variant = z.output<typeof variantRecordSchema>;
export type Product = z.output<typeof productSchema>;
/** GET /products/facets: what the shop's filter drawer shows (product rules §2). */
export type ProductFacets = z.output<typeof productFacetsSchema>;
export type Pagination = z.output<typeof paginationSchema>;

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export type CartItem = z.output<typeof cartItemSchema>;
export type Cart = z.output<typeof cartSchema>;
export type Wishlist = z.output<typeof wishlistSchema>;
export type WishlistItem = Wishlist['items'][number];
export type Address = z.output<typeof addressRecordSchema>;
export type OrderItem = z.output<typeof orderItemSchema>;
export type Order = z.output<typeof orderSchema>;
export type LegalPage = z.output<typeof legalPageRecordSchema>;
/** GET /dashboard: how the shop is doing (admin). */
export type Dashboard = z.output<typeof dashboardSchema>;

/** What the browser keeps under the `user` local storage key (product rules §3). */
export interface StoredUser {
  username: string;
  userType: Role;
}

/** Every error the API sends has this body. */
export type ApiErrorBody = z.output<typeof messageSchema>;

// Bodies of the API's answers that wrap an entity.
export type MessageResponse = z.output<typeof messageSchema>;
/** The other sessions end; this one goes on with the new token. */
export type PasswordChangedResponse = z.output<typeof passwordChangedResponseSchema>;
export type OrderPage = z.output<typeof orderPageSchema>;
export type ProfileUpdatedResponse = z.output<typeof profileUpdatedResponseSchema>;
export type TokenResponse = z.output<typeof tokenResponseSchema>;
export type LoginResponse = z.output<typeof loginResponseSchema>;
export type UserResponse = z.output<typeof userResponseSchema>;
/** emailSent is false when the order stands but its confirmation email could not be sent. */
export type PlaceOrderResponse = z.output<typeof placedOrderResponseSchema>;
