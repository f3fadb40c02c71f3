/**
 * Demo data for an empty database (product rules §3): nested categories with images,
 * products with variants and images, company details, legal pages, an admin, a customer with an
 * address book, and a few more customers with two months of orders (seed-orders.ts). Runs once: a
 * database with any user is left alone. Rows go in one transaction.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { type Executor, SEED_LOCK } from '../db/database.js';
import {
  addresses,
  categories,
  company,
  legalPages,
  orderItems,
  orders,
  productImages,
  products,
  productVariants,
  uploads,
  users,
} from '../db/schema.js';
import { transitDaysTo } from '../delivery/delivery-estimate.js';
import { writeListings } from '../products/product-listing.js';
import type { StoredImage } from '../uploads/image-storage.js';
import { CATEGORY_ART, DRAWINGS } from './art/catalogue-art.js';
import { logoSvg, type Palette, PRODUCT_VIEWS, productSvg, sceneSvg } from './art/scenes.js';
import {
  PALETTES,
  SEED_ADDRESSES,
  SEED_CATEGORIES,
  SEED_COMPANY,
  SEED_LEGAL_PAGES,
  SEED_PRODUCTS,
  SEED_USERS,
  type SeedCategory,
} from './seed-data.js';
import { writeSeedImage } from './seed-images.js';
import { DEMO_CUSTOMERS, demoOrders, type OrderableVariant, type OrderingCustomer } from './seed-orders.js';

/** Runs `work` over items, a few at a time. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => work(item, start + i)))));
  }
  return results;
}

export async function seedUsers(db: Executor): Promise<void> {
  const rows = await Promise.all(
    SEED_USERS.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
}

export async function isEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  if (!(await isEmpty(ctx.db))) return false;
  const started = Date.now();
  if (!(await seedDemo(ctx))) return false;
  log.info({ ms: Date.now() - started, products: SEED_PRODUCTS.length }, 'seeded demo data');
  return true;
}

/** Seeds demo data unless another process got there first; true when this one did. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const uploadsDir = ctx.images.dir;
  // Every category with its top-level ancestor, whose colours its images share.
  const flat: { category: SeedCategory; parent: string | null; root: string; depth: number }[] = [];
  const walk = (list: SeedCategory[], parent: string | null, root: string | null, depth: number) => {
    for (const category of list) {
      flat.push({ category, parent, root: root ?? category.name, depth });
      walk(category.children ?? [], category.name, root ?? category.name, depth + 1);
    }
  };
  walk(SEED_CATEGORIES, null, null, 0);
  const rootOf = new Map(flat.map((entry) => [entry.category.name, entry.root]));
  const paletteOf = (categoryName: string): Palette =>
    PALETTES[rootOf.get(categoryName) ?? ''] ?? { from: '#334155', to: '#94a3b8' };

  const categoryImages = await inBatches(flat, 4, (entry) => {
    const art = CATEGORY_ART[entry.category.name];
    if (!art) throw new Error(`seed category ${entry.category.name} has no art`);
    return writeSeedImage(
      uploadsDir,
      'categories',
      `${entry.category.name}.webp`,
      sceneSvg(art, paletteOf(entry.category.name)),
    );
  });
  // Each picture shows the product in one of its colours, in turn, so the gallery shows them all;
  // the picture is tied to that colour's name, so choosing a variant brings its pictures forward.
  const productImageSets = await inBatches(SEED_PRODUCTS, 4, async (product) => {
    const colours = product.variants.filter(
      (variant, index, all) => all.findIndex((other) => other.colorHexCode === variant.colorHexCode) === index,
    );
    const images: (StoredImage & { color: string | null })[] = [];
    for (let view = 0; view < product.imageCount; view++) {
      const colour = colours[view % colours.length];
      const svg = productSvg(
        DRAWINGS[product.drawing],
        PRODUCT_VIEWS[view % PRODUCT_VIEWS.length] ?? 'front',
        colour?.colorHexCode ?? '#6b7280',
        colours[(view + 1) % colours.length]?.colorHexCode ?? '#6b7280',
        paletteOf(product.category),
      );
      const stored = await writeSeedImage(uploadsDir, 'products', `${product.name} ${view + 1}.webp`, svg);
      images.push({ ...stored, color: colour?.color ?? null });
    }
    return images;
  });

  const logo = await writeSeedImage(uploadsDir, 'company', 'logo.webp', logoSvg(PALETTES.Mobiles as Palette));
  const passwordHashes = await Promise.all(SEED_USERS.map((user) => hashPassword(user.password)));
  const seeded = await ctx.db.transaction(async (tx) => {
    // Another API process may be seeding the same database: the first one wins.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    const seededUsers = await tx
      .insert(users)
      .values(SEED_USERS.map(({ password: _, ...user }, i) => ({ ...user, passwordHash: passwordHashes[i] as string })))
      .returning({ id: users.id, email: users.email });
    const userIdOf = new Map(seededUsers.map((user) => [user.email, user.id]));
    await tx.insert(addresses).values(
      SEED_ADDRESSES.map(({ email, ...address }) => {
        const userId = userIdOf.get(email);
        if (!userId) throw new Error(`seed address for unknown user ${email}`);
        return { ...address, userId };
      }),
    );
    // Parents first; creation times follow the list so the tree keeps this order.
    const idOf = new Map<string, number>();
    const base = Date.now() - flat.length * 1000;
    for (const [index, entry] of flat.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          name: entry.category.name,
          description: entry.category.description,
          parentId: entry.parent ? (idOf.get(entry.parent) ?? null) : null,
          createdAt: new Date(base + index * 1000),
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('category insert returned nothing');
      idOf.set(entry.category.name, row.id);
    }
    await tx.insert(uploads).values(
      flat.map((entry, index) => ({
        categoryId: idOf.get(entry.category.name) as number,
        ...(categoryImages[index] as StoredImage),
      })),
    );
    const productBase = Date.now() - SEED_PRODUCTS.length * 60_000;
    const inserted = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((product, index) => {
          const categoryId = idOf.get(product.category);
          if (!categoryId) throw new Error(`seed product ${product.name} has unknown category ${product.category}`);
          return {
            name: product.name,
            brand: product.brand,
            description: product.description,
            specifications: product.specifications,
            categoryId,
            createdAt: new Date(productBase + index * 60_000),
          };
        }),
      )
      .returning({ id: products.id, name: products.name });
    const productId = new Map(inserted.map((row) => [row.name, row.id]));
    const variantRows = SEED_PRODUCTS.flatMap((product) =>
      product.variants.map((variant, position) => ({
        ...variant,
        productId: productId.get(product.name) as number,
        position,
      })),
    );
    const storedVariants = await tx
      .insert(productVariants)
      .values(variantRows)
      .returning({ id: productVariants.id, productId: productVariants.productId, position: productVariants.position });
    const variantId = new Map(storedVariants.map((row) => [`${row.productId}/${row.position}`, row.id]));
    const productName = new Map(inserted.map((row) => [row.id, row.name]));
    const orderable: OrderableVariant[] = variantRows.map((variant) => ({
      variantId: variantId.get(`${variant.productId}/${variant.position}`) as number,
      productId: variant.productId,
      productName: productName.get(variant.productId) as string,
      color: variant.color,
      colorHexCode: variant.colorHexCode,
      size: variant.size,
      originalPrice: variant.originalPrice,
    }));
    await tx.insert(productImages).values(
      SEED_PRODUCTS.flatMap((product, index) =>
        (productImageSets[index] ?? []).map((image, position) => ({
          ...image,
          productId: productId.get(product.name) as number,
          position,
        })),
      ),
    );
    await writeListings(tx, [...productId.values()]);
    await tx
      .insert(company)
      .values({ id: 1, ...SEED_COMPANY, logoUrl: logo.url })
      .onConflictDoNothing();
    await tx.insert(legalPages).values(SEED_LEGAL_PAGES).onConflictDoNothing();
    await seedOrders(
      tx,
      orderable,
      passwordHashes[SEED_USERS.findIndex((user) => user.userType === 'CUSTOMER')] as string,
    );
    return true;
  });
  if (!seeded) {
    const drawn = [...categoryImages, ...productImageSets.flat(), logo];
    await Promise.all(drawn.map((image) => ctx.images.remove(image.url)));
  }
  return seeded;
}

/**
 * The demo customers (who sign in with the demo customer's password, hashed once), an address
 * each, and their orders with their lines, each kind of row in one statement.
 */
async function seedOrders(tx: Executor, variants: OrderableVariant[], passwordHash: string): Promise<void> {
  const customers = await tx
    .insert(users)
    .values(
      DEMO_CUSTOMERS.map(({ address: _, ...customer }) => ({
        ...customer,
        passwordHash,
        userType: 'CUSTOMER' as const,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(customers.map((row) => [row.email, row.id]));
  const saved = await tx
    .insert(addresses)
    .values(
      DEMO_CUSTOMERS.map((customer) => ({
        ...customer.address,
        userId: userId.get(customer.email) as number,
        isDefault: true,
      })),
    )
    .returning({ id: addresses.id, userId: addresses.userId });
  const addressId = new Map(saved.map((row) => [row.userId, row.id]));
  const ordering: OrderingCustomer[] = [];
  for (const customer of DEMO_CUSTOMERS) {
    const id = userId.get(customer.email) as number;
    const transitDays = await transitDaysTo(tx, customer.address.postalCode);
    if (typeof transitDays !== 'number')
      throw new Error(`demo address ${customer.address.postalCode} is not delivered to`);
    ordering.push({ userId: id, addressId: addressId.get(id) as number, address: customer.address, transitDays });
  }
  const history = demoOrders(new Date(), variants, ordering);
  // One statement, its rows as one JSON parameter: the ~150 orders and ~210 lines inserted by
  // drizzle, a parameter per value, cost PGlite three times the CPU (some 170 ms against 50; the
  // seed runs at every fresh start and in tests). Each order takes its id from the sequence first,
  // so its lines know it.
  const rows = history.map((order) => ({
    user_id: order.userId,
    address_id: order.addressId,
    full_name: order.address.fullName,
    mobile: order.address.mobile,
    address_line1: order.address.addressLine1,
    landmark: 'landmark' in order.address ? order.address.landmark : null,
    city: order.address.city,
    state: order.address.state,
    postal_code: order.address.postalCode,
    order_total: order.orderTotal,
    payment_status: order.status === 'DELIVERED' ? 'PAID' : 'PENDING',
    delivery_status: order.status,
    expected_delivery_date: order.expectedDeliveryDate,
    delivered_on: order.deliveredOn?.toISOString() ?? null,
    canceled_on: order.canceledOn?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    items: order.items.map(({ variant, quantity }) => ({
      product_id: variant.productId,
      variant_id: variant.variantId,
      product_name: variant.productName,
      color: variant.color,
      color_hex_code: variant.colorHexCode,
      size: variant.size,
      quantity,
      price_at_purchase: variant.originalPrice,
    })),
  }));
  await tx.execute(sql`
    with input as materialized (
      select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, o.*
      from json_to_recordset(${JSON.stringify(rows)}::json) as o(
        user_id int, address_id int, full_name text, mobile text, address_line1 text, landmark text,
        city text, state text, postal_code text,
        order_total numeric, payment_status payment_status, delivery_status delivery_status,
        expected_delivery_date date, delivered_on timestamptz, canceled_on timestamptz,
        created_at timestamptz, updated_at timestamptz, items json)
    ),
    placed as (
      insert into ${orders} (
        id, user_id, address_id, full_name, mobile, address_line1, landmark, city, state, postal_code,
        order_total, payment_method,
        payment_status, delivery_status, order_date, expected_delivery_date, delivered_on, canceled_on,
        created_at, updated_at
      )
      select id, user_id, address_id, full_name, mobile, address_line1, landmark, city, state, postal_code,
        order_total, 'COD',
        payment_status, delivery_status, created_at, expected_delivery_date, delivered_on, canceled_on,
        created_at, updated_at
      from input
      returning id
    )
    insert into ${orderItems} (
      order_id, product_id, variant_id, product_name, color, color_hex_code, size, quantity,
      price_at_purchase, created_at
    )
    select o.id, l.product_id, l.variant_id, l.product_name, l.color, l.color_hex_code, l.size, l.quantity,
      l.price_at_purchase, o.created_at
    from input o
    join placed on placed.id = o.id
    cross join lateral json_to_recordset(o.items) as l(
      product_id int, variant_id int, product_name text, color text, color_hex_code text, size text,
      quantity int, price_at_purchase numeric)`);
}

/** For tests: the id of a seeded category by name. */
export async function categoryIdByName(db: Executor, name: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name)).limit(1);
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}
