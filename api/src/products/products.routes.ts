import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, MESSAGES, PRODUCT_MESSAGES, SEARCH_PAGE_SIZE } from 'shared-contracts';
import {
  adminProductListQuerySchema,
  catalogueVersionSchema,
  idField,
  messageSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productFormSchema,
  productListQuerySchema,
  productPageSchema,
  productResponseSchema,
  productSearchResponseSchema,
  searchQuerySchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, described, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { readMultipart } from '../uploads/multipart.js';
import {
  getProduct,
  getProductByName,
  listProducts,
  listProductsByCategory,
  productFacets,
  searchProducts,
} from './catalogue.service.js';
import { deleteProduct, listProductsForAdmin, saveProduct } from './product-admin.service.js';

const idParams = z.object({ id: idField('Product id') });
const nameParams = z.object({ name: z.string().trim().min(1, 'name is required').max(200) });
const FORM_NOTE =
  'multipart/form-data: productName, brand, categoryId, description, productVariants (JSON array of ' +
  '{id?, color, colorHexCode?, size, stock, originalPrice, discountPrice?}), deletedImageIds (JSON array), ' +
  "imageColors (JSON array of {id, color}: stored images' colours, a variant colour or null for any), " +
  "newImageColors (JSON array: the new files' colours in their order), " +
  'images (files); with an `id` field it updates that product.';

export const productsRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const tags = ['products'];
  const security = [{ bearerAuth: [] }];
  /**
   * A public page from memory while fresh (catalogue-reads.ts), sent as the bytes of the JSON text
   * it was built as. Fastify does not serialise bytes: `readJson` makes the text through the route's
   * response schema, or (listings) from products of the `Product` type, held to the schema at
   * compile time, and the pagination through its schema.
   */
  const sendRemembered = async (reply: FastifyReply, key: unknown[], readJson: () => Promise<string>) => {
    // Says whether the page came from memory: the bench's mixed row counts how often it does.
    reply.header('x-catalogue-read', ctx.catalogueReads.hasPage(key) ? 'remembered' : 'built');
    return reply.type('application/json; charset=utf-8').send(await ctx.catalogueReads.rememberPage(key, readJson));
  };

  app.get(
    API_PATHS.catalogueVersion,
    {
      schema: {
        tags,
        operationId: 'getCatalogueVersion',
        summary: 'A value that changes whenever what public pages show does (the SSR server reuses pages by it)',
        security: [],
        response: { 200: catalogueVersionSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: ctx.catalogueChanges.version };
    },
  );

  app.get(
    API_PATHS.products.list,
    {
      schema: {
        tags,
        operationId: 'listProducts',
        summary: 'A page of products, filtered and sorted',
        security: [],
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses() },
      },
    },
    async (request, reply) => sendRemembered(reply, ['list', request.query], () => listProducts(ctx, request.query)),
  );

  app.get(
    API_PATHS.products.admin,
    {
      schema: {
        tags,
        security,
        operationId: 'listProductsForAdmin',
        summary: 'A page of products for the admin, searched by name and filtered by category (admin)',
        querystring: adminProductListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(...ROLE_ERRORS, 404) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => listProductsForAdmin(ctx.db, request.query),
  );

  app.get(
    API_PATHS.products.search,
    {
      schema: {
        tags,
        operationId: 'searchProducts',
        summary: 'Search products by name and description (tolerates typos)',
        security: [],
        querystring: searchQuerySchema,
        response: { 200: productSearchResponseSchema, ...errorResponses() },
      },
    },
    async (request, reply) =>
      sendRemembered(reply, ['search', request.query], async () =>
        JSON.stringify(
          productSearchResponseSchema.encode({ data: await searchProducts(ctx, request.query.q, SEARCH_PAGE_SIZE) }),
        ),
      ),
  );

  app.get(
    API_PATHS.products.facets,
    {
      schema: {
        tags,
        operationId: 'getProductFacets',
        summary: 'Counts for the filter drawer',
        security: [],
        querystring: productFacetsQuerySchema,
        response: { 200: productFacetsSchema, ...errorResponses(404) },
      },
    },
    async (request) => productFacets(ctx.db, request.query.category),
  );

  app.get(
    decodeURIComponent(API_PATHS.products.byName(':name')),
    {
      schema: {
        tags,
        operationId: 'getProductByName',
        summary: 'The product with this name (deep links)',
        security: [],
        params: nameParams,
        response: { 200: productResponseSchema, ...errorResponses(404) },
      },
    },
    // Every server-rendered product page asks for it: remembered like the listings (an unknown name,
    // a 404, is not).
    async (request) =>
      ctx.catalogueReads.remember(
        ['product-by-name', request.params.name],
        async () => ({ product: await getProductByName(ctx.db, request.params.name) }),
        { showsStock: true },
      ),
  );

  app.get(
    decodeURIComponent(API_PATHS.products.byCategory(':name')),
    {
      schema: {
        tags,
        operationId: 'listProductsByCategory',
        summary: 'Products of a category and its subcategories',
        security: [],
        params: nameParams,
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendRemembered(reply, ['category', request.params, request.query], () =>
        listProductsByCategory(ctx, request.params.name, request.query),
      ),
  );

  app.get(
    API_PATHS.products.one(':id'),
    {
      schema: {
        tags,
        operationId: 'getProduct',
        summary: 'One product',
        security: [],
        params: idParams,
        response: { 200: productResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ product: await getProduct(ctx.db, request.params.id) }),
  );

  app.post(
    API_PATHS.products.list,
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        operationId: 'saveProduct',
        summary: 'Create or update a product (admin)',
        description: FORM_NOTE,
        multipartForm: productFormSchema.extend({ images: z.array(z.file()).optional() }),
        response: {
          200: described('The product was updated', productResponseSchema),
          201: described('The product was created', productResponseSchema),
          ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 404, 409),
        },
      },
      onRequest: guards.requireAdmin,
    },
    async (request, reply) => {
      const { product, created } = await saveProduct(
        ctx,
        await readMultipart(request, ['images'], MESSAGES.productImagesMax),
      );
      return reply.status(created ? 201 : 200).send({ product });
    },
  );

  app.delete(
    API_PATHS.products.one(':id'),
    {
      schema: {
        tags,
        security,
        operationId: 'deleteProduct',
        summary: 'Delete a product (admin)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(...ROLE_ERRORS, 404) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => {
      await deleteProduct(ctx, request.params.id);
      return { message: PRODUCT_MESSAGES.deleted };
    },
  );
};
