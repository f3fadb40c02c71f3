import { z } from 'zod';
import {
  CATEGORY_IMAGE_COUNT,
  DEFAULT_PAGE,
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE_LIMIT,
  PRODUCT_AVAILABILITY,
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGES_MIN,
  PRODUCT_SORTS,
} from '../constants.js';
import { MESSAGES, variantRequiredMessage } from '../messages.js';
import { idField, jsonField, moneyField, optionalText } from './fields.js';
import { specificationsSchema } from './specifications.js';

export const pageField = z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more');
export const limitField = z.coerce.number().int('limit must be a whole number').min(1, 'limit must be 1 or more');

export const pageQuerySchema = z.object({
  page: pageField.default(DEFAULT_PAGE),
  limit: limitField.default(DEFAULT_PAGE_LIMIT).transform((limit) => Math.min(limit, MAX_PAGE_LIMIT)),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

export const searchQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(100, 'q must be at most 100 characters'),
});

const hexColor = /^#?[0-9a-f]{6}$/i;
/** A colour that looks like a hex value also sets the swatch (product rules §5). */
export function isHexColor(value: string): boolean {
  return hexColor.test(value.trim());
}

/**
 * A variant's swatch as stored ("#1a2b3c"): the hex code given, else the colour when it looks
 * like one; null when neither does.
 */
export function hexOf(color: string | undefined, given?: string | null): string | null {
  const hex = given?.trim() || (color && isHexColor(color) ? color.trim() : null);
  return hex ? `#${hex.replace(/^#/, '').toLowerCase()}` : null;
}

export const variantSchema = z.object({
  id: idField('Variant id').optional(),
  color: z.string().trim().min(1).max(50),
  colorHexCode: z.string().trim().regex(hexColor, 'Colour hex code must look like #1a2b3c').nullish(),
  size: z.string().trim().min(1).max(50),
  stock: z.coerce.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000),
  originalPrice: moneyField('Original price'),
  discountPrice: moneyField('Discount price').nullish(),
});
export type VariantPayload = z.input<typeof variantSchema>;

/** The variants of a product form: each needs colour, size and original price, named by its number. */
export const variantsSchema = z
  .array(z.unknown())
  .min(1, 'Add at least one variant')
  .transform((variants, ctx) =>
    variants.map((variant, index) => {
      const parsed = variantSchema.safeParse(variant);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: variantRequiredMessage(index + 1), path: [index] });
        return z.NEVER;
      }
      return parsed.data;
    }),
  );

/** The colour an image is tied to: one of the product's variant colours by name, or null for any colour. */
export const imageColorField = variantSchema.shape.color.nullable();

/** Stored images' colours by image id; each image at most once. */
export const imageColorsSchema = z
  .array(z.object({ id: idField('Image id'), color: imageColorField }))
  .max(PRODUCT_IMAGES_MAX, MESSAGES.productImagesMax)
  .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, 'Each image id at most once');
/** What the admin form sends as imageColors. */
export type ImageColorsPayload = z.output<typeof imageColorsSchema>;

/** Text fields of the multipart POST /products (create, or update when `id` is present). */
export const productFormSchema = z.object({
  id: idField('Product id').optional(),
  productName: z.string({ error: MESSAGES.productNameRequired }).trim().min(1, MESSAGES.productNameRequired).max(200),
  categoryId: idField('Category')
    .or(z.literal('').transform(() => undefined))
    .refine((id) => id !== undefined, MESSAGES.productCategoryRequired),
  brand: optionalText('Brand', 100),
  description: optionalText('Description', 5000),
  productVariants: jsonField('productVariants', variantsSchema),
  deletedImageIds: jsonField('deletedImageIds', z.array(idField('Image id'))).optional(),
  /** Absent: the stored images keep their colours. */
  imageColors: jsonField('imageColors', imageColorsSchema).optional(),
  /** The new files' colours, in the order of the files; absent or short: the rest suit any colour. */
  newImageColors: jsonField(
    'newImageColors',
    z.array(imageColorField).max(PRODUCT_IMAGES_MAX, MESSAGES.productImagesMax),
  ).optional(),
  /** Absent: the product keeps its table (a client that does not edit it changes nothing). */
  specifications: jsonField('specifications', specificationsSchema).optional(),
});

/** How many images a product has after a change: 2 to 10. */
export const productImageCountSchema = z
  .number()
  .min(PRODUCT_IMAGES_MIN, MESSAGES.productImagesMin)
  .max(PRODUCT_IMAGES_MAX, MESSAGES.productImagesMax);

/** Text fields of the multipart POST and PUT /categories. */
export const categoryFormSchema = z.object({
  name: z.string({ error: MESSAGES.categoryNameRequired }).trim().min(1, MESSAGES.categoryNameRequired).max(100),
  description: optionalText('Description', 2000),
  parentId: idField('Parent category')
    .nullish()
    .or(z.literal('').transform(() => null)),
  deletedUploadIds: jsonField('deletedUploadIds', z.array(idField('Upload id'))).optional(),
});

/** How many images a category has after a change: exactly 1. */
export const categoryImageCountSchema = z
  .number()
  .min(CATEGORY_IMAGE_COUNT, MESSAGES.categoryImagesMin)
  .max(CATEGORY_IMAGE_COUNT, MESSAGES.categoryImagesMax);

/** A list query parameter: `a,b,c`, or repeated (`?size=a&size=b`). */
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => {
      const values = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
      return values
        .flatMap((entry) => String(entry).split(','))
        .map((entry) => entry.trim())
        .filter(Boolean);
    },
    z.array(item).max(100, 'Too many values'),
  );

const priceParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .optional();

/** The shop's server-side filters (product rules §2 filter drawer and §5 filter rules). */
export const productFilterQuerySchema = z.object({
  /** Products in these categories or any category below them. */
  categoryIds: listParam(idField('categoryIds')).optional(),
  availability: listParam(
    z.enum(PRODUCT_AVAILABILITY, { error: `availability must be ${PRODUCT_AVAILABILITY.join(' or ')}` }),
  ).optional(),
  /** A product matches when any variant's price is within the range. */
  minPrice: priceParam('minPrice'),
  maxPrice: priceParam('maxPrice'),
  /** A product matches when any variant has one of these sizes. */
  sizes: listParam(z.string().max(50)).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('default'),
});

/** GET /products and GET /products/category/{name}: a page, filtered and sorted. */
export const productListQuerySchema = pageQuerySchema.extend(productFilterQuerySchema.shape);
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/**
 * GET /products/admin: the admin's product list, a page at a time, narrowed by a part of the name
 * (any case) and by a category (with every category below it).
 */
export const adminProductListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, 'q must be at most 100 characters')
    .optional()
    .transform((q) => q || undefined),
  categoryId: idField('categoryId').optional(),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

/** GET /products/facets: counts for the filter drawer, over one category (and below) or the whole shop. */
export const productFacetsQuerySchema = z.object({
  category: z.string().trim().max(100).optional(),
});
export type ProductFacetsQuery = z.input<typeof productFacetsQuerySchema>;
