/**
 * Product administration: the admin's product form (create or update with variants and 2–10
 * images) and deletion. Every check that depends on stored rows runs inside the saving
 * transaction, so a category or product removed meanwhile cannot slip through; the new images are
 * processed before it (outside the lock) and removed again when it fails.
 */
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Paginated, PRODUCT_MESSAGES, type Product } from 'shared-contracts';
import {
  type adminProductListQuerySchema,
  hexOf,
  productFormSchema,
  productImageCountSchema,
} from 'shared-contracts/schemas';
import type { z } from 'zod';
import { queueBackInStockMails } from '../back-in-stock/mails.js';
import { categoryAndDescendantIds } from '../categories/categories.service.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { categories, productImages, products, productVariants } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { parseWith } from '../lib/validate.js';
import type { MultipartForm } from '../uploads/multipart.js';
import { withSavedImages } from '../uploads/save-images.js';
import { getProduct, loadProducts } from './catalogue.service.js';
import { writeListings } from './product-listing.js';

export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** `text` as a LIKE pattern that matches it literally anywhere: its wildcards and the escape escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /products/admin: a page of products in the order they were added, narrowed
 * to names containing `q` (any case; found through the trigram index on lower(name)) and to a
 * category with every category below it (404 for a category that does not exist). Read from the
 * database every time: the admin sees stock as it is, never a remembered page.
 */
export async function listProductsForAdmin(db: Executor, query: AdminProductListQuery): Promise<Paginated<Product>> {
  const where: SQL[] = [];
  if (query.q) where.push(sql`lower(${products.name}) like ${containing(query.q)}`);
  if (query.categoryId !== undefined) {
    const ids = await categoryAndDescendantIds(db, [query.categoryId]);
    if (ids.length === 0) throw notFound(PRODUCT_MESSAGES.categoryNotFound);
    where.push(inArray(products.categoryId, ids));
  }
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(products).where(filter);
  const totalItems = Number(total?.n ?? 0);
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(filter)
    .orderBy(asc(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: await loadProducts(
      db,
      ids.map((row) => row.id),
    ),
    pagination: {
      totalItems,
      totalPages: Math.ceil(totalItems / query.limit),
      currentPage: query.page,
      limit: query.limit,
    },
  };
}

type ProductForm = ReturnType<typeof parseProductForm>;

function parseProductForm(form: MultipartForm) {
  const fields = parseWith(productFormSchema, form.fields);
  return {
    id: fields.id,
    name: fields.productName,
    brand: fields.brand || null,
    description: fields.description || null,
    categoryId: fields.categoryId as number,
    /** Undefined when the form did not send the table: the product keeps the one it has. */
    specifications: fields.specifications,
    deletedImageIds: [...new Set(fields.deletedImageIds ?? [])],
    /** Undefined when the form did not send them: the stored images keep their colours. */
    imageColors: fields.imageColors,
    newImageColors: fields.newImageColors ?? [],
    newImageCount: form.files.filter((file) => file.field === 'images').length,
    variants: fields.productVariants.map((variant, position) => ({
      id: variant.id,
      color: variant.color,
      colorHexCode: hexOf(variant.color, variant.colorHexCode),
      size: variant.size,
      stock: variant.stock,
      originalPrice: variant.originalPrice,
      discountPrice: variant.discountPrice ?? null,
      position,
    })),
  };
}

/**
 * The images' colours: each one of the colours of the product's variants as saved (so the shop can
 * bring it forward when that variant is chosen), each stored image one of this product's, and no
 * more colours for new images than there are new images.
 */
function checkImageColors(form: ProductForm, existingImages: { id: number }[]) {
  const variantColors = new Set(form.variants.map((variant) => variant.color));
  const colors = [...(form.imageColors ?? []).map((entry) => entry.color), ...form.newImageColors];
  for (const color of colors) {
    if (color !== null && !variantColors.has(color)) throw badRequest(PRODUCT_MESSAGES.imageColorNotHere(color));
  }
  for (const { id } of form.imageColors ?? []) {
    if (!existingImages.some((image) => image.id === id)) throw badRequest(PRODUCT_MESSAGES.imageNotHere(id));
  }
  if (form.newImageColors.length > form.newImageCount) throw badRequest(PRODUCT_MESSAGES.newImageColorsTooMany);
}

/**
 * The stored rows the form refers to, checked under the transaction: the category exists, the
 * product (when updating) exists, removed images and kept variants belong to it, the images
 * number 2–10 afterwards, their colours are the variants' (checkImageColors), and no other
 * product has the name.
 */
async function checkAgainstStored(tx: Executor, form: ProductForm) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, form.categoryId))
    .limit(1);
  if (!category) throw badRequest(PRODUCT_MESSAGES.categoryMissing);

  let existingImages: (typeof productImages.$inferSelect)[] = [];
  let existingVariantIds: number[] = [];
  if (form.id !== undefined) {
    const [current] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, form.id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
    existingImages = await tx.select().from(productImages).where(eq(productImages.productId, form.id));
    existingVariantIds = (
      await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, form.id))
    ).map((row) => row.id);
  }
  for (const imageId of form.deletedImageIds) {
    if (!existingImages.some((image) => image.id === imageId)) throw badRequest(PRODUCT_MESSAGES.imageNotHere(imageId));
  }
  parseWith(productImageCountSchema, existingImages.length - form.deletedImageIds.length + form.newImageCount);
  checkImageColors(form, existingImages);
  for (const variant of form.variants) {
    if (variant.id !== undefined && !existingVariantIds.includes(variant.id)) {
      throw badRequest(PRODUCT_MESSAGES.variantNotHere(variant.id));
    }
  }
  const [sameName] = await tx
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.name}) = lower(${form.name})`)
    .limit(1);
  if (sameName && sameName.id !== form.id) throw conflict(PRODUCT_MESSAGES.nameTaken);
  return { existingImages, existingVariantIds };
}

/** The variants among `ids` at stock 0 now: the ones a save that gives them stock brings back. */
async function soldOutVariantIds(tx: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.id, ids), eq(productVariants.stock, 0)));
  return new Set(rows.map((row) => row.id));
}

/** POST /products: creates, or with `id` updates, a product with its variants and 2–10 images. */
export async function saveProduct(
  ctx: AppContext,
  multipart: MultipartForm,
): Promise<{ product: Product; created: boolean }> {
  const form = parseProductForm(multipart);
  const { id, name, brand, description, categoryId, specifications, variants, deletedImageIds, newImageColors } = form;
  const newImages = multipart.files.filter((file) => file.field === 'images');

  const { productId, removedImages, mailsQueued } = await withSavedImages(ctx, newImages, 'products', (saved) =>
    ctx.db.transaction(async (tx) => {
      const { existingImages, existingVariantIds } = await checkAgainstStored(tx, form);
      let productId: number;
      if (id === undefined) {
        const [row] = await tx
          .insert(products)
          .values({ name, brand, description, categoryId, specifications: specifications ?? [] })
          .returning({ id: products.id });
        if (!row) throw new Error('insert returned nothing');
        productId = row.id;
      } else {
        productId = id;
        await tx
          .update(products)
          .set({ name, brand, description, categoryId, specifications, updatedAt: new Date() })
          .where(eq(products.id, id));
        const kept = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
        const dropped = existingVariantIds.filter((variantId) => !kept.includes(variantId));
        if (dropped.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, dropped));
        if (deletedImageIds.length > 0)
          await tx.delete(productImages).where(inArray(productImages.id, deletedImageIds));
        for (const { id: imageId, color } of form.imageColors ?? []) {
          if (deletedImageIds.includes(imageId)) continue;
          const current = existingImages.find((image) => image.id === imageId);
          if (current && current.color !== color)
            await tx.update(productImages).set({ color }).where(eq(productImages.id, imageId));
        }
      }
      const soldOut = await soldOutVariantIds(tx, existingVariantIds);
      for (const { id: variantId, ...variant } of variants) {
        if (variantId === undefined) await tx.insert(productVariants).values({ ...variant, productId });
        else await tx.update(productVariants).set(variant).where(eq(productVariants.id, variantId));
      }
      if (saved.length > 0) {
        const firstPosition = Math.max(-1, ...existingImages.map((image) => image.position)) + 1;
        await tx.insert(productImages).values(
          saved.map((image, index) => ({
            productId,
            ...image,
            position: firstPosition + index,
            color: newImageColors[index] ?? null,
          })),
        );
      }
      await writeListings(tx, [productId]);
      const restocked = variants.flatMap((v) => (v.id !== undefined && soldOut.has(v.id) && v.stock > 0 ? [v.id] : []));
      const mailsQueued = await queueBackInStockMails(tx, restocked, ctx.config.publicOrigin);
      return {
        productId,
        removedImages: existingImages.filter((image) => deletedImageIds.includes(image.id)),
        mailsQueued,
      };
    }),
  );
  ctx.catalogueChanges.announce('catalogue');
  if (mailsQueued > 0) ctx.backInStock.wake();
  await Promise.all(removedImages.map((image) => ctx.images.remove(image.url)));
  return { product: await getProduct(ctx.db, productId), created: id === undefined };
}

export async function deleteProduct(ctx: AppContext, id: number): Promise<void> {
  const images = await ctx.db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, id));
  const deleted = await ctx.db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_MESSAGES.notFound);
  ctx.catalogueChanges.announce('catalogue');
  await Promise.all(images.map((image) => ctx.images.remove(image.url)));
}
