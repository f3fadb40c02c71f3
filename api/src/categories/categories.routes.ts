import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, CATEGORY_MESSAGES, MESSAGES } from 'shared-contracts';
import { idField } from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
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
    { schema: { tags: ['categories'], summary: 'All categories as a tree (subCategories, uploads, _count)' } },
    async () => listCategoryTree(ctx.db),
  );

  app.post(
    API_PATHS.categories.list,
    {
      schema: { ...admin, summary: 'Create a category (admin)', description: MULTIPART_NOTE },
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
      schema: { ...admin, summary: 'Change a category (admin)', description: MULTIPART_NOTE, params },
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
        summary: 'Delete an empty category (admin)',
        params,
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => {
      await deleteCategory(ctx, request.params.id);
      return { message: CATEGORY_MESSAGES.deleted };
    },
  );
};
