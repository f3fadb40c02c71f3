/** Entities of product rules §3 as the API sends them. */
import type { DELIVERY_STATUSES, LEGAL_PAGE_SLUGS, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from './constants.js';

export type Role = (typeof ROLES)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

/** Rupees as the API sends them: an exact decimal string ("1299.00"); older clients may send numbers. */
export type Money = string | number;

export interface Company {
  name: string;
  description: string | null;
  logoUrl: string | null;
  phone: string;
  email: string;
  address: string;
  pincode: string;
}

export interface User {
  id: number;
  username: string;
  email: string;
  mobile: string | null;
  firstName: string;
  lastName: string;
  dob: string | null;
  userType: Role;
}

export interface Upload {
  id: number;
  filename: string;
  url: string;
}

export interface Category {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
  parentId: number | null;
  subCategories: Category[];
  uploads: Upload[];
  _count: { products: number };
}

export interface ProductImage {
  id: number;
  url: string;
}

export interface Variant {
  id: number;
  color: string;
  colorHexCode: string | null;
  size: string;
  stock: number;
  originalPrice: Money;
  discountPrice: Money | null;
}

export interface Product {
  id: number;
  name: string;
  description: string | null;
  categoryId: number;
  category: { id: number; name: string };
  images: ProductImage[];
  variants: Variant[];
  createdAt: string;
}

/** GET /products/facets: what the shop's filter drawer shows (product rules §2). */
export interface ProductFacets {
  /** The chosen category and every category below it (or all), each counting its products and those below it. */
  categories: { id: number; name: string; parentId: number | null; count: number }[];
  availability: { inStock: number; outOfStock: number };
  /** Sizes that have stock, sorted numerically, with how many products have them. */
  sizes: { size: string; count: number }[];
  /** Lowest and highest variant price ("0.00" when there are no products). */
  price: { min: string; max: string };
  totalItems: number;
}

export interface Pagination {
  totalItems: number;
  totalPages: number;
  currentPage: number;
  limit: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export interface CartItem {
  id: number;
  quantity: number;
  product: {
    id: number;
    name: string;
    images: ProductImage[];
    variant: Variant;
  };
}

export interface Cart {
  id: number;
  items: CartItem[];
}

export interface WishlistItem {
  productId: number;
  product: Product;
}

export interface Wishlist {
  id: number;
  userId: number;
  items: WishlistItem[];
}

export interface Address {
  id: number;
  userId: number;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  isDefault: boolean;
}

export interface OrderItem {
  id: number;
  quantity: number;
  priceAtPurchase: Money;
  product: { id: number; name: string; images: ProductImage[]; variant: Variant };
}

export interface Order {
  id: number;
  user: { firstName: string; lastName: string; email: string };
  orderTotal: Money;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  orderDate: string;
  createdAt: string;
  expectedDeliveryDate: string;
  deliveredOn: string | null;
  address: Address;
  items: OrderItem[];
}

export interface LegalPage {
  id: number;
  title: string;
  slug: LegalPageSlug;
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** What the browser keeps under the `user` local storage key (product rules §3). */
export interface StoredUser {
  username: string;
  userType: Role;
}

/** Every error the API sends has this body. */
export interface ApiErrorBody {
  message: string;
}
