/** Nested categories, each with exactly one image (product rules §3, §5). */

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from 'shared-contracts';
import { CATEGORY_MESSAGES } from 'shared-contracts';
import { categoryFormSchema, categoryImageCountSchema } from 'shared-contracts/schemas';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { databaseErrorOf, rowsOf } from '../db/driver-results.js';
import { categories, products, uploads } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { parseWith } from '../lib/validate.js';
import { writeListings } from '../products/product-listing.js';
import type { MultipartForm } from '../uploads/multipart.js';
import { withSavedImages } from '../uploads/save-images.js';

/** Every category as a tree ordered by creation, with its image and direct product count. */
export async function listCategoryTree(db: Executor): Promise<Category[]> {
  const [rows, uploadRows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.id)),
    db.select().from(uploads).orderBy(asc(uploads.id)),
    db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, Number(row.n)]));
  const nodes = new Map<number, Category>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      parentId: row.parentId,
      subCategories: [],
      uploads: [],
      _count: { products: countOf.get(row.id) ?? 0 },
    });
  }
  for (const upload of uploadRows) {
    nodes.get(upload.categoryId)?.uploads.push({ id: upload.id, filename: upload.filename, url: upload.url });
  }
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.subCategories : roots).push(node);
  }
  return roots;
}

export async function getCategory(db: Executor, id: number): Promise<Category> {
  const find = (list: Category[]): Category | undefined => {
    for (const node of list) {
      if (node.id === id) return node;
      const inner = find(node.subCategories);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(await listCategoryTree(db));
  if (!node) throw notFound(CATEGORY_MESSAGES.notFound);
  return node;
}

/** The category and all categories below it. */
export async function categoryAndDescendantIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from ${categories} where id in ${sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`}
      union
      select c.id from ${categories} c join tree on c.parent_id = tree.id
    )
    select id from tree`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

async function assertNameFree(db: Executor, name: string, exceptId?: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  if (row && row.id !== exceptId) throw conflict(CATEGORY_MESSAGES.nameTaken);
}

async function assertParent(db: Executor, parentId: number | null | undefined, selfId?: number): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId)).limit(1);
  if (!parent) throw badRequest(CATEGORY_MESSAGES.parentMissing);
  if (selfId !== undefined && (await categoryAndDescendantIds(db, [selfId])).includes(parentId)) {
    throw badRequest(CATEGORY_MESSAGES.parentCycle);
  }
}

export async function createCategory(ctx: AppContext, form: MultipartForm): Promise<Category> {
  const fields = parseWith(categoryFormSchema, form.fields);
  const media = form.files.filter((file) => file.field === 'media');
  parseWith(categoryImageCountSchema, media.length);
  await assertNameFree(ctx.db, fields.name);
  await assertParent(ctx.db, fields.parentId);
  const id = await withSavedImages(ctx, media, 'categories', (saved) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ name: fields.name, description: fields.description || null, parentId: fields.parentId ?? null })
        .returning({ id: categories.id });
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(uploads).values(saved.map((image) => ({ categoryId: row.id, ...image })));
      return row.id;
    }),
  );
  // The category tree is a remembered read (categories.routes.ts): it now has one more.
  ctx.catalogueChanges.announce('catalogue');
  return getCategory(ctx.db, id);
}

export async function updateCategory(ctx: AppContext, id: number, form: MultipartForm): Promise<Category> {
  const [current] = await ctx.db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
  const fields = parseWith(categoryFormSchema, form.fields);
  const media = form.files.filter((file) => file.field === 'media');
  const existing = await ctx.db.select().from(uploads).where(eq(uploads.categoryId, id));
  const deletedIds = [...new Set(fields.deletedUploadIds ?? [])];
  for (const uploadId of deletedIds) {
    if (!existing.some((upload) => upload.id === uploadId)) throw badRequest(CATEGORY_MESSAGES.uploadNotHere(uploadId));
  }
  parseWith(categoryImageCountSchema, existing.length - deletedIds.length + media.length);
  await assertNameFree(ctx.db, fields.name, id);
  const parentId = fields.parentId === undefined ? current.parentId : fields.parentId;
  await assertParent(ctx.db, parentId, id);
  const removed = existing.filter((upload) => deletedIds.includes(upload.id));
  await withSavedImages(ctx, media, 'categories', (saved) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({ name: fields.name, description: fields.description || null, parentId, updatedAt: new Date() })
        .where(eq(categories.id, id));
      if (deletedIds.length > 0) {
        await tx.delete(uploads).where(and(eq(uploads.categoryId, id), inArray(uploads.id, deletedIds)));
      }
      if (saved.length > 0) await tx.insert(uploads).values(saved.map((image) => ({ categoryId: id, ...image })));
      // The category's name shows in its products' listings.
      const named = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id));
      const productIds = named.map((product) => product.id);
      await writeListings(tx, productIds);
    }),
  );
  // A new parent moves its products into other categories' listings.
  ctx.catalogueChanges.announce('catalogue');
  await Promise.all(removed.map((upload) => ctx.images.remove(upload.url)));
  return getCategory(ctx.db, id);
}

/** What stops a category's delete, by the foreign key that refused it. */
const DELETE_REFUSED_BY: Record<string, string> = {
  products_category_id_categories_id_fk: CATEGORY_MESSAGES.hasProducts,
  categories_parent_id_categories_id_fk: CATEGORY_MESSAGES.hasSubcategories,
};

export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  const files = await ctx.db.select({ url: uploads.url }).from(uploads).where(eq(uploads.categoryId, id));
  let deleted: { id: number }[];
  try {
    // The foreign keys say whether products or subcategories still use it: one added while the
    // admin deletes cannot slip between a check and the delete.
    deleted = await ctx.db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  } catch (error) {
    const refusal = DELETE_REFUSED_BY[databaseErrorOf(error).constraint ?? ''];
    if (refusal) throw conflict(refusal);
    throw error;
  }
  if (deleted.length === 0) throw notFound(CATEGORY_MESSAGES.notFound);
  ctx.catalogueChanges.announce('catalogue');
  await Promise.all(files.map((file) => ctx.images.remove(file.url)));
}
