import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, MESSAGES, PRODUCT_MESSAGES, SEARCH_PAGE_SIZE } from 'shared-contracts';
import { idField, productFacetsQuerySchema, productListQuerySchema, searchQuerySchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { readMultipart } from '../uploads/multipart.js';
import {
  getProduct,
  getProductByName,
  listProducts,
  listProductsByCategory,
  productFacets,
  searchProducts,
} from './catalogue.service.js';
import { deleteProduct, saveProduct } from './product-admin.service.js';

const idParams = z.object({ id: idField('Product id') });
const nameParams = z.object({ name: z.string().trim().min(1, 'name is required').max(200) });
const FORM_NOTE =
  'multipart/form-data: productName, categoryId, description, productVariants (JSON array of ' +
  '{id?, color, colorHexCode?, size, stock, originalPrice, discountPrice?}), deletedImageIds (JSON array), ' +
  'images (files); with an `id` field it updates that product.';

export const productsRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const tags = ['products'];
  const security = [{ bearerAuth: [] }];
  /** A public page from memory while fresh (catalogue-reads.ts), sent as the JSON text it was stored as. */
  const sendRemembered = async (reply: FastifyReply, key: unknown[], read: () => Promise<unknown>) => {
    // Says whether the page came from memory: the bench's mixed row counts how often it does.
    reply.header('x-catalogue-read', ctx.catalogueReads.hasPage(key) ? 'remembered' : 'built');
    return reply.type('application/json; charset=utf-8').send(await ctx.catalogueReads.rememberPage(key, read));
  };

  app.get(
    API_PATHS.products.list,
    { schema: { tags, summary: 'A page of products, filtered and sorted', querystring: productListQuerySchema } },
    async (request, reply) => sendRemembered(reply, ['list', request.query], () => listProducts(ctx, request.query)),
  );

  app.get(
    API_PATHS.products.search,
    {
      schema: {
        tags,
        summary: 'Search products by name and description (tolerates typos)',
        querystring: searchQuerySchema,
      },
    },
    async (request, reply) =>
      sendRemembered(reply, ['search', request.query], async () => ({
        data: await searchProducts(ctx.db, request.query.q, SEARCH_PAGE_SIZE),
      })),
  );

  app.get(
    API_PATHS.products.facets,
    { schema: { tags, summary: 'Counts for the filter drawer', querystring: productFacetsQuerySchema } },
    async (request) => productFacets(ctx.db, request.query.category),
  );

  app.get(
    decodeURIComponent(API_PATHS.products.byName(':name')),
    { schema: { tags, summary: 'The product with this name (deep links)', params: nameParams } },
    async (request) => ({ product: await getProductByName(ctx.db, request.params.name) }),
  );

  app.get(
    decodeURIComponent(API_PATHS.products.byCategory(':name')),
    {
      schema: {
        tags,
        summary: 'Products of a category and its subcategories',
        params: nameParams,
        querystring: productListQuerySchema,
      },
    },
    async (request, reply) =>
      sendRemembered(reply, ['category', request.params, request.query], () =>
        listProductsByCategory(ctx, request.params.name, request.query),
      ),
  );

  app.get(
    API_PATHS.products.one(':id'),
    { schema: { tags, summary: 'One product', params: idParams } },
    async (request) => ({ product: await getProduct(ctx.db, request.params.id) }),
  );

  app.post(
    API_PATHS.products.list,
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Create or update a product (admin)',
        description: FORM_NOTE,
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
      schema: { tags, security, summary: 'Delete a product (admin)', params: idParams },
      onRequest: guards.requireAdmin,
    },
    async (request) => {
      await deleteProduct(ctx, request.params.id);
      return { message: PRODUCT_MESSAGES.deleted };
    },
  );
};
