import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, CATEGORY_MESSAGES, MESSAGES } from 'shared-contracts';
import { categoryFormSchema, categorySchema, idField, messageSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { readMultipart } from '../uploads/multipart.js';
import { createCategory, deleteCategory, listCategoryTree, updateCategory } from './categories.service.js';

const params = z.object({ id: idField('Category id') });
const MULTIPART_NOTE =
  'multipart/form-data: name, description, parentId, media (image file), deletedUploadIds (JSON array)';

export const categoriesRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const admin = { tags: ['categories'], security: [{ bearerAuth: [] }], consumes: ['multipart/form-data'] };
  const one = API_PATHS.categories.one(':id');

  app.get(
    API_PATHS.categories.list,
    {
      schema: {
        tags: ['categories'],
        operationId: 'listCategories',
        summary: 'All categories as a tree (subCategories, uploads, _count)',
        security: [],
        response: { 200: z.array(categorySchema), ...errorResponses() },
      },
    },
    // Home and the shop ask for it on every server-rendered page, and its product counts read every
    // product: remembered like the catalogue's other reads (catalogue-reads.ts), forgotten on a
    // catalogue or category change.
    async () => ctx.catalogueReads.remember(['categories'], () => listCategoryTree(ctx.db)),
  );

  app.post(
    API_PATHS.categories.list,
    {
      schema: {
        ...admin,
        operationId: 'createCategory',
        summary: 'Create a category (admin)',
        description: MULTIPART_NOTE,
        multipartForm: categoryFormSchema.extend({ media: z.file() }),
        response: { 201: categorySchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 409) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCategory(ctx, await readMultipart(request, ['media'], MESSAGES.categoryImagesMax))),
  );

  app.put(
    one,
    {
      schema: {
        ...admin,
        operationId: 'updateCategory',
        summary: 'Change a category (admin)',
        description: MULTIPART_NOTE,
        multipartForm: categoryFormSchema.extend({ media: z.file().optional() }),
        params,
        response: { 200: categorySchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 404, 409) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) =>
      updateCategory(ctx, request.params.id, await readMultipart(request, ['media'], MESSAGES.categoryImagesMax)),
  );

  app.delete(
    one,
    {
      schema: {
        tags: ['categories'],
        security: [{ bearerAuth: [] }],
        operationId: 'deleteCategory',
        summary: 'Delete an empty category (admin)',
        params,
        response: { 200: messageSchema, ...errorResponses(...ROLE_ERRORS, 404, 409) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => {
      await deleteCategory(ctx, request.params.id);
      return { message: CATEGORY_MESSAGES.deleted };
    },
  );
};
