/** The catalogue as shoppers read it: listing with filters and sorting, search, facets, lookups. */
import { and, asc, count, desc, eq, exists, gte, inArray, lte, notExists, type SQL, sql } from 'drizzle-orm';
import { compareSizes, PRODUCT_MESSAGES, type Product, type ProductFacets, type Variant } from 'shared-contracts';
import { paginationSchema, type productListQuerySchema } from 'shared-contracts/schemas';
import type { z } from 'zod';
import { categoryAndDescendantIds, listCategoryTree } from '../categories/categories.service.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { rowsOf } from '../db/driver-results.js';
import { categories, productListings, products, productVariants } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { type ListingParts, pushProductJson } from './product-listing.js';

export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Products with their category, images and variants, in the order of `ids`. */
export async function loadProducts(db: Executor, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  if (!ids.every((id) => Number.isInteger(id))) throw new Error('product ids must be integers');
  const out: string[] = [];
  await pushProductsJson(out, db, sql`array[${sql.raw(ids.join(','))}]::int[]`);
  return JSON.parse(out.join('')) as Product[];
}

/**
 * Appends to `out` the JSON array of the products whose ids `idArray` (an int[] expression: a
 * literal, or `array(select ...)` of a page's ids) gives, in its order: each one's stored listing
 * with its variants' live stock (pushProductJson), in the order of the listing's own variant ids,
 * as one text, which the driver hands over as it is (arrays it parses character by character). The
 * listing names exactly the product's variants: it is rewritten in every transaction that adds or
 * removes one (writeListings). A page of 50 is sent without being parsed and serialised again.
 * Finding a page and reading it is one statement: one round trip.
 */
async function pushProductsJson(out: string[], db: Executor, idArray: SQL): Promise<void> {
  const result = await db.execute(sql`
    select l.head, l.variants,
      (select coalesce(string_agg(v.stock::text, ',' order by array_position(l.variant_ids, v.id)), '')
        from ${productVariants} v where v.product_id = o.id) as stock
    from unnest(${idArray}) with ordinality o(id, n)
    join ${productListings} l on l.product_id = o.id
    order by o.n`);
  out.push('[');
  for (const [index, row] of rowsOf<Pick<ListingParts, 'head' | 'variants'> & { stock: string }>(result).entries()) {
    if (index > 0) out.push(',');
    pushProductJson(out, row, row.stock);
  }
  out.push(']');
}

export function toVariant(row: typeof productVariants.$inferSelect): Variant {
  return {
    id: row.id,
    color: row.color,
    colorHexCode: row.colorHexCode,
    size: row.size,
    stock: row.stock,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
  };
}

export async function getProduct(db: Executor, id: number): Promise<Product> {
  const [product] = await loadProducts(db, [id]);
  if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
  return product;
}

export async function getProductByName(db: Executor, name: string): Promise<Product> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.name}) = lower(${name})`)
    .limit(1);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  return getProduct(db, row.id);
}

const variantWhere = (...conditions: (SQL | undefined)[]) =>
  exists(
    sql`(select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${and(...conditions)})`,
  );

/**
 * Conditions of the shop's filters (product rules §5): the shown price in range (the price the
 * card shows, kept in sort_price by the database: refresh_sort_keys, migration 0012), any variant in stock, any size.
 */
async function filterConditions(db: Executor, query: Partial<ProductListQuery>, scope?: number[]): Promise<SQL[]> {
  const where: SQL[] = [];
  if (scope) where.push(inArray(products.categoryId, scope.length > 0 ? scope : [0]));
  if (query.categoryIds && query.categoryIds.length > 0) {
    const ids = await categoryAndDescendantIds(db, query.categoryIds);
    where.push(inArray(products.categoryId, ids.length > 0 ? ids : [0]));
  }
  const availability = new Set(query.availability ?? []);
  const inStock = variantWhere(sql`${productVariants.stock} > 0`);
  if (availability.has('in-stock') && !availability.has('out-of-stock')) where.push(inStock);
  if (availability.has('out-of-stock') && !availability.has('in-stock')) {
    where.push(
      notExists(
        sql`(select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.stock} > 0)`,
      ),
    );
  }
  if (query.minPrice !== undefined) where.push(gte(products.sortPrice, String(query.minPrice)));
  if (query.maxPrice !== undefined) where.push(lte(products.sortPrice, String(query.maxPrice)));
  if (query.sizes && query.sizes.length > 0) where.push(variantWhere(inArray(productVariants.size, query.sizes)));
  return where;
}

/** A listing's order: by a key column and then the id (ties), both in one direction. */
interface ListingOrder {
  key: typeof products.sortPrice | typeof products.createdAt | typeof products.soldOut;
  descending: boolean;
}

function orderOf(sort: ProductListQuery['sort']): ListingOrder {
  switch (sort) {
    case 'price-asc':
      return { key: products.sortPrice, descending: false };
    case 'price-desc':
      return { key: products.sortPrice, descending: true };
    case 'newest':
      return { key: products.createdAt, descending: true };
    default:
      // The products in stock first (false before true), each part in the order products were added.
      return { key: products.soldOut, descending: false };
  }
}

function orderBy({ key, descending }: ListingOrder): SQL[] {
  const direction = descending ? desc : asc;
  return [direction(key), direction(products.id)];
}

/**
 * Every this many products into a listing, the product there is remembered (its id and sort key,
 * an anchor), so a page deep in the listing starts from the nearest anchor before it (keyset) and
 * skips only the rest with OFFSET, which reads every row it skips (~0.7 ms of PostgreSQL's time for
 * a page 25,000 products deep). A listing's anchors are found in one read (~10 ms at 50,000
 * products) and remembered like its total: a few per thousand products, whatever the page size.
 * The first pages, where shoppers page, need none, so when the anchors are forgotten (a catalogue
 * write; an order, under the stock filter) those pages need no new read.
 */
const ANCHOR_EVERY = 1_000;

/** A product of a listing: its id and its sort key as text (exact, a timestamp's microseconds too). */
interface Anchor {
  id: number;
  key: string;
}

/** The listing's products at 0, ANCHOR_EVERY, 2 × ANCHOR_EVERY, … in its order. */
async function listingAnchors(db: Executor, where: SQL | undefined, order: ListingOrder): Promise<Anchor[]> {
  const result = await db.execute(sql`
    select id, key from (
      select ${products.id} as id, ${order.key}::text as key,
        row_number() over (order by ${sql.join(orderBy(order), sql`, `)}) as n
      from ${products} ${where ? sql`where ${where}` : sql``}) numbered
    where (n - 1) % ${ANCHOR_EVERY} = 0
    order by n`);
  return rowsOf<Anchor>(result);
}

/**
 * `value` as a sub-select, whose value PostgreSQL's planner does not look into. A page's place in
 * its listing (anchor, limit, offset) is given so: the planner then costs every page alike and
 * keeps one plan for the statement (planned-once.ts), where it planned the statement again for
 * every page because the plan made for a page's own values always looked cheaper. Planning was a
 * sixth of the statement's time; the plan is the same index walk either way.
 */
const unplanned = (value: unknown, type: string): SQL => sql`(select ${value}::${sql.raw(type)})`;

/** The listing's products from `anchor` on, in its order, found by the index. */
function fromAnchor({ key, descending }: ListingOrder, anchor: Anchor): SQL {
  const id = unplanned(anchor.id, 'int');
  const row = sql`(${key}, ${products.id})`;
  const value = sql`(${unplanned(anchor.key, key.getSQLType())}, ${id})`;
  return descending ? sql`${row} <= ${value}` : sql`${row} >= ${value}`;
}

/** What listings and search need: the database and its remembered costly reads. */
type CatalogueContext = Pick<AppContext, 'db' | 'catalogueReads'>;

/**
 * A page of the listing as the JSON text the API sends (`productPageSchema`): the products as
 * stored with their live stock (pushProductsJson), the pagination through its schema.
 */
export async function listProducts(
  { db, catalogueReads }: CatalogueContext,
  query: ProductListQuery,
  scope?: number[],
): Promise<string> {
  const where = and(...(await filterConditions(db, query, scope)));
  // Which products the listing holds, whatever the page and order: the key of its total and
  // anchors. Every field of the query but these three is a filter (filterConditions).
  const { page: _page, limit: _limit, sort, ...filters } = query;
  const listing = [scope, filters];
  // Which products a listing holds depends on stock under the availability filter, and under the
  // price filter: the shown price is the first in-stock variant's.
  const showsStock =
    (query.availability?.length ?? 0) > 0 || query.minPrice !== undefined || query.maxPrice !== undefined;
  // So does the order of every sort but the newest first: the default lists sold-out products
  // last, and a price sort reads the shown price.
  const orderShowsStock = showsStock || sort !== 'newest';
  const totalItems = await catalogueReads.remember(
    ['total', listing],
    async () => {
      const [total] = await db.select({ n: count() }).from(products).where(where);
      return Number(total?.n ?? 0);
    },
    { showsStock },
  );
  const order = orderOf(sort);
  const offset = (query.page - 1) * query.limit;
  const anchorIndex = Math.floor(offset / ANCHOR_EVERY);
  const anchors =
    anchorIndex > 0
      ? await catalogueReads.remember(['anchors', listing, sort], () => listingAnchors(db, where, order), {
          showsStock: orderShowsStock,
        })
      : [];
  const anchor = anchors[anchorIndex];
  const pageWhere = anchor ? and(where, fromAnchor(order, anchor)) : where;
  const ids = sql`select ${products.id} from ${products} ${pageWhere ? sql`where ${pageWhere}` : sql``}
    order by ${sql.join(orderBy(order), sql`, `)}
    limit ${unplanned(query.limit, 'int')} offset ${unplanned(offset - anchorIndex * ANCHOR_EVERY, 'int')}`;
  // No anchor that far: the page is past the listing's end, and has no products.
  const pageIds = anchorIndex > 0 && !anchor ? sql`'{}'::int[]` : sql`array(${ids})`;
  const pagination = paginationSchema.encode({
    totalItems,
    totalPages: Math.ceil(totalItems / query.limit),
    currentPage: query.page,
    limit: query.limit,
  });
  const out = ['{"data":'];
  await pushProductsJson(out, db, pageIds);
  out.push(',"pagination":', JSON.stringify(pagination), '}');
  return out.join('');
}

async function categoryByName(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  if (!row) throw notFound(PRODUCT_MESSAGES.categoryNotFound);
  return row.id;
}

/** Products of the named category and every category below it. */
export async function listProductsByCategory(
  ctx: CatalogueContext,
  name: string,
  query: ProductListQuery,
): Promise<string> {
  const scope = await ctx.catalogueReads.remember(['category-scope', name], async () =>
    categoryAndDescendantIds(ctx.db, [await categoryByName(ctx.db, name)]),
  );
  return listProducts(ctx, query, scope);
}

/**
 * Text search that tolerates typos: full text over name and description, or a name whose
 * words are similar enough (trigrams, e.g. "iphnoe" finds "iPhone"); best matches first.
 * Ranking reads every candidate (tens of milliseconds at 50,000 products) and does not depend on
 * stock, so the products found are remembered apart from the page, which shows their stock.
 */
export async function searchProducts(
  { db, catalogueReads }: CatalogueContext,
  q: string,
  limit: number,
): Promise<Product[]> {
  const term = q.trim().toLowerCase();
  const ids = await catalogueReads.remember(['search', term, limit], async () => {
    const document = products.searchDocument;
    const query = sql`plainto_tsquery('simple', ${term})`;
    const result = await db.execute<{ id: number }>(sql`
      select ${products.id} as id from ${products}
      where ${document} @@ ${query} or ${term} <% lower(${products.name})
      order by word_similarity(${term}, lower(${products.name})) desc, ts_rank(${document}, ${query}) desc, ${products.id}
      limit ${limit}`);
    return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  });
  return loadProducts(db, ids);
}

/** What the filter drawer shows for one category (and those below it) or for the whole shop. */
export async function productFacets(db: Executor, categoryName?: string): Promise<ProductFacets> {
  const scope = categoryName ? await categoryAndDescendantIds(db, [await categoryByName(db, categoryName)]) : undefined;
  const inScope = scope ? inArray(products.categoryId, scope) : undefined;

  const tree = await listCategoryTree(db);
  const facetsCategories: ProductFacets['categories'] = [];
  const walk = (nodes: typeof tree): number =>
    nodes.reduce((sum, node) => {
      const entry = { id: node.id, name: node.name, parentId: node.parentId, count: 0 };
      if (!scope || scope.includes(node.id)) facetsCategories.push(entry);
      entry.count = node._count.products + walk(node.subCategories);
      return sum + entry.count;
    }, 0);
  walk(tree);

  // Counted with the listing's own in-stock condition, so the drawer agrees with the filter.
  const [availability] = await db.select({ total: count() }).from(products).where(inScope);
  const [stocked] = await db
    .select({ inStock: count() })
    .from(products)
    .where(and(inScope, variantWhere(sql`${productVariants.stock} > 0`)));
  const sizes = await db
    .select({ size: productVariants.size, count: sql<number>`count(distinct ${productVariants.productId})` })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inScope, sql`${productVariants.stock} > 0`))
    .groupBy(productVariants.size);
  const [price] = await db
    .select({
      min: sql<string | null>`min(${productVariants.originalPrice})`,
      max: sql<string | null>`max(${productVariants.originalPrice})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inScope);
  const total = Number(availability?.total ?? 0);
  const inStock = Number(stocked?.inStock ?? 0);
  return {
    categories: facetsCategories,
    availability: { inStock, outOfStock: total - inStock },
    sizes: sizes
      .map((row) => ({ size: row.size, count: Number(row.count) }))
      .sort((a, b) => compareSizes(a.size, b.size)),
    price: { min: price?.min ?? '0.00', max: price?.max ?? '0.00' },
    totalItems: total,
  };
}
