/**
 * Fixtures for the cart, wishlist and order tests, written straight to the database so that
 * a file can make a catalogue and a hundred customers in well under a second.
 */
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { addresses, categories, productImages, products, productVariants, users } from '../db/schema.js';
import { writeListings } from '../products/product-listing.js';

export interface VariantFixture {
  color?: string;
  colorHexCode?: string | null;
  size: string;
  stock: number;
  originalPrice: string;
  discountPrice?: string | null;
}

export interface ProductFixture {
  id: number;
  name: string;
  variantIds: number[];
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;

/** A category (made once per name) with one product, two images and the given variants. */
export async function createProduct(
  db: Executor,
  name: string,
  variants: VariantFixture[],
  categoryName = 'Test Mobiles',
): Promise<ProductFixture> {
  let [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, categoryName));
  if (!category) {
    [category] = await db.insert(categories).values({ name: categoryName }).returning({ id: categories.id });
  }
  if (!category) throw new Error('no category');
  const [product] = await db
    .insert(products)
    .values({
      name,
      description: `${name} for tests`,
      categoryId: category.id,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  await db.insert(productImages).values(
    [0, 1].map((position) => ({
      productId: product.id,
      filename: `${product.id}-${position}.webp`,
      url: `/uploads/products/${product.id}-${position}.webp`,
      position,
    })),
  );
  const rows = await db
    .insert(productVariants)
    .values(
      variants.map((variant, position) => ({
        productId: product.id,
        color: variant.color ?? 'Black',
        colorHexCode: variant.colorHexCode ?? '#000000',
        size: variant.size,
        stock: variant.stock,
        originalPrice: variant.originalPrice,
        discountPrice: variant.discountPrice ?? null,
        position,
      })),
    )
    .returning({ id: productVariants.id, position: productVariants.position });
  rows.sort((a, b) => a.position - b.position);
  await writeListings(db, [product.id]);
  return { id: product.id, name, variantIds: rows.map((row) => row.id) };
}

export interface CustomerFixture {
  id: number;
  token: string;
  email: string;
  firstName: string;
  addressId: number;
}

/**
 * `count` customers, each with a login token and a default address, inserted directly (no
 * password hashing, no HTTP): they can use every bearer-token call but cannot log in.
 */
export async function createCustomers(
  t: { ctx: Pick<AppContext, 'db' | 'tokens'> },
  count: number,
  prefix = 'buyer',
): Promise<CustomerFixture[]> {
  const base = unique(prefix);
  const rows = await t.ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${base}-${i}`,
        email: `${base}-${i}@example.com`,
        passwordHash: 'not-a-login',
        firstName: `${prefix}${i}`,
        lastName: 'Tester',
        userType: 'CUSTOMER' as const,
      })),
    )
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  const saved = await t.ctx.db
    .insert(addresses)
    .values(
      rows.map((row) => ({
        userId: row.id,
        fullName: `${row.firstName} Tester`,
        mobile: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        isDefault: true,
      })),
    )
    .returning({ id: addresses.id, userId: addresses.userId });
  const addressOf = new Map(saved.map((row) => [row.userId, row.id]));
  return rows.map((row) => ({
    ...row,
    token: t.ctx.tokens.sign({ sub: row.id, role: 'CUSTOMER', ver: 0 }),
    addressId: addressOf.get(row.id) as number,
  }));
}

/**
 * A customer's token signed with the API's own secret, unexpired, but with no token version: what
 * no login gives, so a route must refuse it rather than guess a version.
 */
export function tokenWithoutVersion(t: { ctx: Pick<AppContext, 'secret'> }, userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const sign = createSigner({ key: t.ctx.secret, algorithm: 'HS256' });
  return sign({ sub: String(userId), role: 'CUSTOMER', sst: now, iat: now, exp: now + 600 });
}

export async function stockOf(db: Executor, variantId: number): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.stock;
}

export async function setStock(db: Executor, variantId: number, stock: number): Promise<void> {
  await db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}
