/**
 * The one database schema (product rules §3). Migrations in api/drizzle are generated from it
 * with `npm run db:generate -w api`; every lookup, join and listing order has an index.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES,
  LEGAL_PAGE_SLUGS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type ReleaseAction,
  type ReleaseFile,
  type ReleaseTarget,
  ROLES,
} from 'shared-contracts';
import type { SpecificationGroup } from 'shared-contracts/schemas';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Rupees, exact: numeric(12,2), read and written as decimal strings ("1299.00"). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** PostgreSQL's full-text document; only ever written by the database (generated columns). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const roleEnum = pgEnum('role', ROLES);
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const legalSlugEnum = pgEnum('legal_slug', LEGAL_PAGE_SLUGS);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    /** Always stored lower-case. */
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 10 }),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    dob: date('dob', { mode: 'string' }),
    userType: roleEnum('user_type').notNull().default('CUSTOMER'),
    /** Bumped when the password is reset: tokens issued before stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who takes the parcel; null only on addresses saved before they were asked for. */
    fullName: varchar('full_name', { length: 100 }),
    mobile: varchar('mobile', { length: 10 }),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    landmark: varchar('landmark', { length: 100 }),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.id),
    /** At most one default address per user. */
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    index('categories_parent_id_idx').on(t.parentId),
    index('categories_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** A category's image (spec: uploads {id, filename}). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 200 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_category_id_idx').on(t.categoryId, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** The maker's brand (structured data names it); null when the admin has not given one. */
    brand: varchar('brand', { length: 100 }),
    description: text('description'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The specifications table as the admin saved it (checked by specificationsSchema); [] for none. */
    specifications: jsonb('specifications').$type<SpecificationGroup[]>().notNull().default([]),
    /**
     * The shown price (product rules §3: the first in-stock variant's, else the first's): price
     * sorting and the price filter read it. Kept by database triggers (migration 0012) as variants
     * and their stock change; never written by the application.
     */
    sortPrice: money('sort_price').notNull().default('0'),
    /**
     * No variant has stock (a product without variants too): the shop's default order lists these
     * after the products in stock. Kept by database triggers (migration 0012) as variants and
     * their stock change, whichever statement changes them; never written by the application.
     */
    soldOut: boolean('sold_out').notNull().default(true),
    /**
     * Name and description as words, kept by PostgreSQL on every write. Stored, so search
     * ranks its candidates without parsing each description again.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "name" || ' ' || coalesce("description", ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_name_lower_key').on(sql`lower(${t.name})`),
    index('products_category_id_idx').on(t.categoryId, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_sort_price_idx').on(t.sortPrice, t.id),
    // The default order: in stock first, then in the order products were added.
    index('products_sold_out_idx').on(t.soldOut, t.id),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 200 }).notNull(),
    url: varchar('url', { length: 300 }).notNull(),
    position: integer('position').notNull().default(0),
    /**
     * The variant colour (its name, as in product_variants.color) the picture shows; null when it
     * suits any colour. Choosing a variant brings its colour's pictures to the front.
     */
    color: varchar('color', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_id_idx').on(t.productId, t.position, t.id)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: varchar('color', { length: 50 }).notNull(),
    colorHexCode: varchar('color_hex_code', { length: 7 }),
    size: varchar('size', { length: 50 }).notNull(),
    stock: integer('stock').notNull().default(0),
    originalPrice: money('original_price').notNull(),
    discountPrice: money('discount_price'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_id_idx').on(t.productId, t.position, t.id),
    index('product_variants_size_idx').on(t.size),
    // The shop's filters ask "has a variant in stock / priced in range": answered from these
    // indexes alone, without reading the variants table.
    index('product_variants_in_stock_idx').on(t.productId).where(sql`${t.stock} > 0`),
    index('product_variants_price_idx').on(t.originalPrice, t.productId),
    // The admin dashboard's low-stock list: the variants with the least stock, first.
    index('product_variants_stock_idx').on(t.stock, t.id),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.originalPrice} >= 0 and coalesce(${t.discountPrice}, 0) >= 0`),
  ],
);

/**
 * Each product as the catalogue shows it (category, images, variants without their stock), built
 * by the API (`products/product-listing.ts`) in every transaction that changes what it shows. A
 * listing page reads 50 of these instead of building them; the variants' stock, which every order
 * changes, is read beside them and added to the text (productJson). `version` is the builder's version the row was built by: rows of
 * another version, and products without a row, are rebuilt when the API starts.
 */
export const productListings = pgTable('product_listings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** The listing in parts (product-listing.ts, ListingParts): without its variants, */
  head: text('head').notNull(),
  /** each variant's JSON on a line of its own, */
  variants: text('variants').notNull(),
  /** and their ids in the same order. */
  variantIds: integer('variant_ids').array().notNull(),
  version: integer('version').notNull(),
});

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_id_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_variant_key').on(t.cartId, t.variantId),
    index('cart_items_variant_id_idx').on(t.variantId),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlists_user_id_key').on(t.userId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_wishlist_product_key').on(t.wishlistId, t.productId),
    index('wishlist_items_product_id_idx').on(t.productId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The delivery address as it was when the order was placed; no recipient on orders placed before they were asked for. */
    fullName: varchar('full_name', { length: 100 }),
    mobile: varchar('mobile', { length: 10 }),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }),
    landmark: varchar('landmark', { length: 100 }),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    orderTotal: money('order_total').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('COD'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    deliveryStatus: deliveryStatusEnum('delivery_status').notNull().default('PENDING'),
    orderDate: timestamp('order_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The day promised when the order was placed, a calendar day in India (api/src/delivery). */
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    deliveredOn: timestamp('delivered_on', { withTimezone: true, mode: 'date' }),
    /** When the order became CANCELED; null while it is not. */
    canceledOn: timestamp('canceled_on', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_delivery_status_idx').on(t.deliveryStatus),
    index('orders_address_id_idx').on(t.addressId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept when the product or variant is later deleted: the snapshot columns below still describe it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    color: varchar('color', { length: 50 }).notNull(),
    colorHexCode: varchar('color_hex_code', { length: 7 }),
    size: varchar('size', { length: 50 }).notNull(),
    quantity: integer('quantity').notNull(),
    priceAtPurchase: money('price_at_purchase').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId, t.id),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_variant_id_idx').on(t.variantId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** The store's own details: a single row with id 1. */
export const company = pgTable(
  'company',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    logoUrl: varchar('logo_url', { length: 300 }),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('company_single_row', sql`${t.id} = 1`)],
);

export const legalPages = pgTable(
  'legal_pages',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: legalSlugEnum('slug').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('legal_pages_slug_key').on(t.slug)],
);

/** One-time passwords for the forgot-password flow; only a hash of the code is kept. */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_user_id_idx').on(t.userId, t.createdAt)],
);

/** Every email the API sends; without SMTP_URL this is where mail stays (readable in dev). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt, t.id), index('mail_outbox_to_idx').on(t.to)],
);

/**
 * "Notify me" requests (products/back-in-stock.ts): a signed-in shopper (user_id) or a guest's
 * email, mailed once when an admin brings the variant back into stock. Only a hash of the token
 * of the mailed links is kept. While a request waits (neither notified nor unsubscribed) it is
 * the only one for its variant and person. `outbox_id`: its back-in-stock mail, recorded in the
 * same transaction as the restock and not yet handed to the sender.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address, lower case; null for a signed-in shopper (mailed at the account's email). */
    email: varchar('email', { length: 254 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('back_in_stock_requests_one_person', sql`(${t.userId} is null) <> (${t.email} is null)`),
    uniqueIndex('back_in_stock_requests_token_idx').on(t.tokenHash),
    uniqueIndex('back_in_stock_requests_waiting_user_idx')
      .on(t.variantId, t.userId)
      .where(sql`${t.notifiedAt} is null and ${t.unsubscribedAt} is null and ${t.userId} is not null`),
    uniqueIndex('back_in_stock_requests_waiting_email_idx')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null and ${t.unsubscribedAt} is null and ${t.email} is not null`),
    index('back_in_stock_requests_email_idx').on(t.email),
    index('back_in_stock_requests_user_idx').on(t.userId),
    index('back_in_stock_requests_outbox_idx').on(t.outboxId).where(sql`${t.outboxId} is not null`),
  ],
);

/*
 * Slice releases (shared-contracts/src/releases.ts). Targets are text, not an enum: adding a
 * slice needs no migration. Every change to a target runs in one transaction holding its
 * release_targets row (releases/release-store.ts).
 */
const releaseTarget = () => varchar('target', { length: 40 }).$type<ReleaseTarget>().notNull();
const releaseRef = (name: string) => varchar(name, { length: 60 });

/** Published releases: immutable once written, but for whether their files are stored. */
export const releases = pgTable(
  'releases',
  {
    target: releaseTarget(),
    id: releaseRef('id').notNull(),
    version: varchar('version', { length: 50 }).notNull(),
    hash: varchar('hash', { length: 10 }).notNull(),
    commit: varchar('commit', { length: 64 }).notNull(),
    createdAt: createdAt(),
    needs: jsonb('needs').$type<Record<string, string>>().notNull(),
    provides: jsonb('provides').$type<Record<string, string>>().notNull(),
    /** Its files (path, size, SHA-256), as published: the id is derived from them. */
    files: jsonb('files').$type<ReleaseFile[]>().notNull().default([]),
    /** Every listed file is in the release store; false again once pruned. */
    filesStored: boolean('files_stored').notNull().default(false),
    /** Its first-load JS in bytes (brotli), as published; null for a release published before it was recorded. */
    firstLoadBytes: bigint('first_load_bytes', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.target, t.id] }), index('releases_target_created_idx').on(t.target, t.createdAt)],
);

/**
 * Per target: the live release and the canary, the health period (it starts afresh with every
 * switch and every canary: the health rule judges only what was served since), and the release
 * baking after it went live, against the release live before it and that one's last period. The
 * row is also the target's lock.
 */
export const releaseTargets = pgTable(
  'release_targets',
  {
    target: releaseTarget().primaryKey(),
    live: releaseRef('live'),
    canaryRelease: releaseRef('canary_release'),
    canaryPercent: integer('canary_percent'),
    period: integer('period').notNull().default(0),
    periodSince: timestamp('period_since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    bakeRelease: releaseRef('bake_release'),
    bakeUntil: timestamp('bake_until', { withTimezone: true, mode: 'date' }),
    bakeAgainst: releaseRef('bake_against'),
    bakeAgainstPeriod: integer('bake_against_period'),
  },
  (t) => [
    check(
      'release_targets_canary_check',
      sql`(${t.canaryRelease} is null) = (${t.canaryPercent} is null) and (${t.canaryPercent} is null or ${t.canaryPercent} between 1 and 99)`,
    ),
  ],
);

/** Every change of every target, in the order it was applied (id). */
export const releaseHistory = pgTable(
  'release_history',
  {
    id: serial('id').primaryKey(),
    target: releaseTarget(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    action: varchar('action', { length: 20 }).$type<ReleaseAction>().notNull(),
    release: releaseRef('release'),
    by: varchar('by', { length: 20 }).notNull(),
    /** The deploy token's name (DEPLOY_TOKEN_NAME_<TARGET>); null for the registry's own changes and older entries. */
    byName: varchar('by_name', { length: 40 }),
    reason: varchar('reason', { length: 200 }),
    forced: boolean('forced').notNull().default(false),
    evidence: varchar('evidence', { length: 200 }),
  },
  (t) => [index('release_history_target_idx').on(t.target, t.id)],
);

/**
 * Slots reported and failed per release, period and visitor (a keyed hash of an address group,
 * from the page-view token): the rule counts visitors, not reports. Periods before the last two
 * of a target are deleted when a new one starts.
 */
export const releaseHealth = pgTable(
  'release_health',
  {
    target: releaseTarget(),
    period: integer('period').notNull(),
    release: releaseRef('release').notNull(),
    visitor: varchar('visitor', { length: 16 }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    errors: bigint('errors', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.target, t.period, t.release, t.visitor] })],
);

/**
 * Each slot reported per page view (the token's id): a slot counts once as a view and once as an
 * error, whatever a client sends again. Kept until its token expires, then no report can name it.
 */
export const releasePageSlots = pgTable(
  'release_page_slots',
  {
    view: varchar('view', { length: 12 }).notNull(),
    slot: varchar('slot', { length: 40 }).notNull(),
    failed: boolean('failed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.view, t.slot] }), index('release_page_slots_expires_idx').on(t.expiresAt)],
);

/**
 * Where the store delivers and how long the courier takes, by pincode prefix (1 to 6 digits; the
 * longest prefix of a pincode that is listed decides). `transitDays` null: a zone the store does not
 * deliver to. A pincode no prefix matches is unknown. Seeded with every postal zone of India by its
 * migration, so every deployment has it.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    pincodePrefix: varchar('pincode_prefix', { length: 6 }).primaryKey(),
    /** Where the prefix is, for a reader of the table. */
    place: varchar('place', { length: 100 }).notNull(),
    transitDays: smallint('transit_days'),
  },
  (t) => [
    check('delivery_zones_prefix_check', sql`${t.pincodePrefix} ~ '^[0-9]{1,6}$'`),
    check('delivery_zones_transit_days_check', sql`${t.transitDays} between 1 and 30`),
  ],
);
