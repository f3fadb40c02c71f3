/**
 * What the API sends (product rules §3 entities and their envelopes). The API serialises every
 * answer through these schemas: a key they do not name is dropped, a value they do not allow is
 * a 500. They describe the wire exactly: change one only with the front ends that read it.
 */
import { z } from 'zod';
import { DELIVERY_STATUSES, LEGAL_PAGE_SLUGS, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from '../constants.js';
import { specificationsRecordSchema } from './specifications.js';

/** Rupees as the API sends them: an exact decimal string. */
const rupees = z.string().describe('Rupees as an exact decimal string, e.g. "1299.00"');
/** A moment as an ISO 8601 string in UTC. */
const timestamp = z.string().describe('ISO 8601 date and time, UTC');

/** A calendar day in India, without a time. */
const calendarDay = z.string().describe('YYYY-MM-DD, a calendar day in India');

/** Every error, and every answer that only confirms: `{ message }` for the user to read. */
export const messageSchema = z.object({ message: z.string() });

/**
 * A user as anyone may see them: no password hash, no token version. An object schema drops the
 * keys it does not name, so a database row passed by mistake loses them on the way out.
 */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  userType: z.enum(ROLES),
});

export const companySchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  pincode: z.string(),
});

export const uploadSchema = z.object({ id: z.number().int(), filename: z.string(), url: z.string() });

/** A category with the tree below it. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: timestamp,
  parentId: z.number().int().nullable(),
  // A getter lets the schema name itself; the annotation lets TypeScript infer the recursive type.
  get subCategories(): z.ZodArray<typeof categorySchema> {
    return z.array(categorySchema);
  },
  uploads: z.array(uploadSchema),
  /** Products directly in this category. */
  _count: z.object({ products: z.number().int() }),
});

/** A cart or order line's picture: the line is of one chosen variant, so no colour is told. */
export const lineImageSchema = z.object({ id: z.number().int(), url: z.string() });

export const productImageSchema = lineImageSchema.extend({
  /** The variant colour (its name) the picture shows; null when it suits any colour. */
  color: z.string().nullable(),
});

/** A variant as stored (the form's payload is `variantSchema`). */
export const variantRecordSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  colorHexCode: z.string().nullable(),
  size: z.string(),
  stock: z.number().int(),
  originalPrice: rupees,
  discountPrice: rupees.nullable(),
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The maker's brand; null when none was given. */
  brand: z.string().nullable(),
  description: z.string().nullable(),
  categoryId: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  images: z.array(productImageSchema),
  variants: z.array(variantRecordSchema),
  /** The specifications table, in the admin's order; empty when none was given. */
  specifications: specificationsRecordSchema,
  createdAt: timestamp,
});

export const paginationSchema = z.object({
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  limit: z.number().int(),
});

/** GET /products and GET /products/category/{name}. */
export const productPageSchema = z.object({ data: z.array(productSchema), pagination: paginationSchema });

/** GET /products/facets: what the shop's filter drawer shows (product rules §2). */
export const productFacetsSchema = z.object({
  /** The chosen category and every category below it (or all), each counting its products and those below it. */
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      parentId: z.number().int().nullable(),
      count: z.number().int(),
    }),
  ),
  availability: z.object({ inStock: z.number().int(), outOfStock: z.number().int() }),
  /** Sizes that have stock, sorted numerically, with how many products have them. */
  sizes: z.array(z.object({ size: z.string(), count: z.number().int() })),
  /** Lowest and highest variant price ("0.00" when there are no products). */
  price: z.object({ min: rupees, max: rupees }),
  totalItems: z.number().int(),
});

/** A product as a cart line or an order line shows it: one chosen variant. */
const lineProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.array(lineImageSchema),
  variant: variantRecordSchema,
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: lineProductSchema,
});

export const cartSchema = z.object({ id: z.number().int(), items: z.array(cartItemSchema) });

export const wishlistSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  items: z.array(z.object({ productId: z.number().int(), product: productSchema })),
});

/**
 * An address as stored (the form's payload is `addressSchema`). `fullName` and `mobile` are null only on an address saved before they were
 * asked for (no order goes there until they are added); `state` may then be free text off the list.
 */
export const addressRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string().nullable(),
  mobile: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  priceAtPurchase: rupees,
  product: lineProductSchema,
});

export const orderSchema = z.object({
  id: z.number().int(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  orderTotal: rupees,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  orderDate: timestamp,
  createdAt: timestamp,
  /** The day the order was promised for when it was placed (the delivery promise of its address's pincode). */
  expectedDeliveryDate: calendarDay,
  deliveredOn: timestamp.nullable(),
  /** When the order was cancelled; null unless it is CANCELED. */
  canceledOn: timestamp.nullable(),
  address: addressRecordSchema,
  items: z.array(orderItemSchema),
});

/** GET /delivery/{pincode}: `DeliveryEstimate` (delivery.ts). */
export const deliveryEstimateSchema = z.discriminatedUnion('status', [
  z.object({ pincode: z.string(), status: z.literal('deliverable'), deliveryDate: calendarDay }),
  z.object({ pincode: z.string(), status: z.enum(['unknown', 'unserviceable']) }),
]);

/** A legal page as stored (the admin's payload is `legalPageSchema`); `content` is sanitised HTML. */
export const legalPageRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.enum(LEGAL_PAGE_SLUGS),
  content: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

// Envelopes: the bodies of the routes that wrap an entity.

export const healthSchema = z.object({ status: z.literal('ok') });

export const catalogueVersionSchema = z.object({
  version: z.string().describe('Another value after every change of what public pages show'),
});
export const userResponseSchema = z.object({ user: userSchema });
export const registeredResponseSchema = z.object({ message: z.string(), user: userSchema });
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
/** A renewed session: the token to send from now on. */
export const tokenResponseSchema = z.object({ token: z.string() });
/** The password changed: every other session ended, this one goes on with the new token. */
export const passwordChangedResponseSchema = z.object({ message: z.string(), token: z.string() });
/** The profile changed; when its email or username did, every other session ended and `token` carries this one on. */
export const profileUpdatedResponseSchema = z.object({ user: userSchema, token: z.string().optional() });
export const addressesResponseSchema = z.object({ addresses: z.array(addressRecordSchema) });
export const addressResponseSchema = z.object({ address: addressRecordSchema });
export const productResponseSchema = z.object({ product: productSchema });
export const productSearchResponseSchema = z.object({ data: z.array(productSchema) });
export const cartResponseSchema = z.object({ cart: cartSchema });
export const cartItemResponseSchema = z.object({ item: cartItemSchema });
export const wishlistResponseSchema = z.object({ wishlist: wishlistSchema });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
/** GET /orders/all: one page of orders and where it is among them, as the product lists say it. */
export const orderPageSchema = z.object({ orders: z.array(orderSchema), pagination: paginationSchema });
export const orderResponseSchema = z.object({ order: orderSchema });
/** emailSent: whether the confirmation mail went out (the order stands either way). */
export const placedOrderResponseSchema = z.object({ order: orderSchema, emailSent: z.boolean() });

/** GET /dashboard (admin): how the shop is doing, from a few aggregate reads. */
export const dashboardSchema = z.object({
  salesByDay: z
    .array(
      z.object({
        date: z.string().describe("YYYY-MM-DD, in the shop's time zone (Asia/Kolkata)"),
        orders: z.number().int().describe('Orders placed that day, cancelled ones included'),
        revenue: rupees.describe('Total of the orders placed that day that are not cancelled'),
      }),
    )
    .describe('Every day of the window, oldest first, days without orders included'),
  ordersByStatus: z
    .array(z.object({ status: z.enum(DELIVERY_STATUSES), count: z.number().int() }))
    .describe('Orders placed in the window, by their delivery status now; every status listed'),
  pendingOrders: z.number().int().describe('Every pending order, however old'),
  bestSellers: z.array(
    z.object({
      productId: z.number().int().nullable().describe('Null when the product was deleted since'),
      name: z.string(),
      unitsSold: z.number().int(),
      revenue: rupees,
    }),
  ),
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int().describe('Variants with some stock, at or below the threshold'),
    soldOut: z.number().int().describe('Variants with none in stock'),
    variants: z.array(
      z.object({
        variantId: z.number().int(),
        productId: z.number().int(),
        productName: z.string(),
        color: z.string(),
        size: z.string(),
        stock: z.number().int(),
      }),
    ),
  }),
  latestOrders: z.array(
    z.object({
      id: z.number().int(),
      customer: z.string(),
      orderTotal: rupees,
      deliveryStatus: z.enum(DELIVERY_STATUSES),
      createdAt: timestamp,
    }),
  ),
});
