/**
 * The product read model: each product as the catalogue shows it (listing, product page, search,
 * wishlist), built here from its rows and kept in `product_listings`, so a page of 50 reads 50
 * ready rows instead of joining four tables. The stock is not in a stored listing: every order
 * changes it, so readers read it beside the listing as numbers and add it (pushProductJson).
 *
 * One writer, writeListings, called inside every transaction that changes what a listing shows
 * (the admin's product and category saves, the demo seed), so a listing is never older than its
 * rows once they are committed. Rows written outside the API (a migration, the bench's generated
 * catalogue) are caught up when the API starts (rebuildStaleListings).
 */
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Product, Variant } from 'shared-contracts';
import type { Db, Executor } from '../db/database.js';
import { categories, productImages, productListings, products, productVariants } from '../db/schema.js';

/**
 * The version of what buildListing writes. Raise it with any change to the listing's shape or
 * content: every listing of another version is rebuilt when the API next starts.
 */
export const LISTING_VERSION = 3;

/** A listing as stored: the product as the API sends it, its variants without their stock. */
export type StoredListing = Omit<Product, 'variants'> & { variants: Omit<Variant, 'stock'>[] };

/** The rows one product's listing is built from. */
export interface ListingRows {
  product: Pick<
    typeof products.$inferSelect,
    'id' | 'name' | 'brand' | 'description' | 'specifications' | 'categoryId' | 'createdAt'
  >;
  category: Pick<typeof categories.$inferSelect, 'id' | 'name'>;
  images: Pick<typeof productImages.$inferSelect, 'id' | 'url' | 'color' | 'position'>[];
  variants: Pick<
    typeof productVariants.$inferSelect,
    'id' | 'color' | 'colorHexCode' | 'size' | 'originalPrice' | 'discountPrice' | 'position'
  >[];
}

/** Shown order of images and variants: by position, then by id (the order they were added in). */
const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;

/** A product's listing from its rows. */
export function buildListing({ product, category, images, variants }: ListingRows): StoredListing {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    description: product.description,
    categoryId: product.categoryId,
    category: { id: category.id, name: category.name },
    images: [...images].sort(byPosition).map((image) => ({ id: image.id, url: image.url, color: image.color })),
    variants: [...variants].sort(byPosition).map((variant) => ({
      id: variant.id,
      color: variant.color,
      colorHexCode: variant.colorHexCode,
      size: variant.size,
      originalPrice: variant.originalPrice,
      discountPrice: variant.discountPrice,
    })),
    specifications: product.specifications,
    createdAt: product.createdAt.toISOString(),
  };
}

/**
 * A listing as stored: its JSON in parts, so that a reader adds the stock without parsing and
 * serialising the listing again (that was most of the API's time for an uncached page of 50).
 * `head`: the listing without its variants; `variants`: each variant's JSON, one per line
 * (JSON.stringify never writes a raw line break); `variantIds`: their ids, in the same order.
 */
export interface ListingParts {
  head: string;
  variants: string;
  variantIds: number[];
}

export function listingParts(listing: StoredListing): ListingParts {
  const { variants, ...head } = listing;
  return {
    head: JSON.stringify(head),
    variants: variants.map((variant) => JSON.stringify(variant)).join('\n'),
    variantIds: variants.map((variant) => variant.id),
  };
}

/**
 * Appends to `out` the JSON text of the product as the API sends it (a `Product`): the stored
 * listing with each variant's live stock as its last field. `stock` is the variants' stock in the
 * listing's order, decimal numbers joined by commas; a variant without one has none to sell.
 * Pieces go to `out` to be joined once per page: building each product's text on its own first
 * made the API collect as much garbage as it did work.
 */
export function pushProductJson(
  out: string[],
  { head, variants }: Pick<ListingParts, 'head' | 'variants'>,
  stock: string,
) {
  out.push(head.slice(0, -1), ',"variants":[');
  const units = stock === '' ? [] : stock.split(',');
  let from = 0;
  for (let index = 0; from < variants.length; index++) {
    const end = variants.indexOf('\n', from);
    const variant = variants.slice(from, end === -1 ? variants.length : end);
    out.push(index === 0 ? '' : ',', variant.slice(0, -1), ',"stock":', units[index] ?? '0', '}');
    from = end === -1 ? variants.length : end + 1;
  }
  out.push(']}');
}

/**
 * Builds and stores the listings of the given products, inside the caller's transaction, after its
 * writes. Products that no longer exist are skipped (their listing went with them).
 */
export async function writeListings(tx: Executor, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // Lock the existing rows first, in id order: a concurrent writer of the same product then
  // commits before the reads below, which as new statements see its change and include it.
  await tx
    .select({ id: productListings.productId })
    .from(productListings)
    .where(inArray(productListings.productId, ids))
    .orderBy(asc(productListings.productId))
    .for('update');
  const productRows = await tx
    .select({
      product: {
        id: products.id,
        name: products.name,
        brand: products.brand,
        description: products.description,
        specifications: products.specifications,
        categoryId: products.categoryId,
        createdAt: products.createdAt,
      },
      category: { id: categories.id, name: categories.name },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
  if (productRows.length === 0) return;
  const imageRows = await tx
    .select({
      productId: productImages.productId,
      id: productImages.id,
      url: productImages.url,
      color: productImages.color,
      position: productImages.position,
    })
    .from(productImages)
    .where(inArray(productImages.productId, ids));
  const variantRows = await tx
    .select({
      productId: productVariants.productId,
      id: productVariants.id,
      color: productVariants.color,
      colorHexCode: productVariants.colorHexCode,
      size: productVariants.size,
      originalPrice: productVariants.originalPrice,
      discountPrice: productVariants.discountPrice,
      position: productVariants.position,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids));
  const imagesOf = groupByProduct(imageRows);
  const variantsOf = groupByProduct(variantRows);
  await tx
    .insert(productListings)
    .values(
      productRows.map(({ product, category }) => ({
        productId: product.id,
        ...listingParts(
          buildListing({
            product,
            category,
            images: imagesOf.get(product.id) ?? [],
            variants: variantsOf.get(product.id) ?? [],
          }),
        ),
        version: LISTING_VERSION,
      })),
    )
    .onConflictDoUpdate({
      target: productListings.productId,
      set: {
        head: sql`excluded.head`,
        variants: sql`excluded.variants`,
        variantIds: sql`excluded.variant_ids`,
        version: sql`excluded.version`,
      },
    });
}

function groupByProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** Products per transaction when listings are rebuilt: a few hundred rows of each table per read. */
const REBUILD_BATCH = 500;

/**
 * Builds the listings of every product that has none, or one of another LISTING_VERSION: after the
 * migration that moved listings here, after a change to the builder, and for products written
 * straight into the database (the bench's generated catalogue). Returns how many were built.
 * Several replicas starting together may each build some of them; the last write wins, and every
 * write is of the same listing.
 */
export async function rebuildStaleListings(db: Db): Promise<number> {
  let built = 0;
  let after = 0;
  for (;;) {
    const stale = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(productListings, eq(productListings.productId, products.id))
      .where(
        and(
          gt(products.id, after),
          or(isNull(productListings.productId), ne(productListings.version, LISTING_VERSION)),
        ),
      )
      .orderBy(asc(products.id))
      .limit(REBUILD_BATCH);
    const last = stale.at(-1);
    if (!last) return built;
    const ids = stale.map((row) => row.id);
    await db.transaction((tx) => writeListings(tx, ids));
    built += stale.length;
    after = last.id;
  }
}
