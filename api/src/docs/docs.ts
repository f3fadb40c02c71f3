/** The OpenAPI description, generated from the route schemas, with a browsable UI at /docs. */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  addressRecordSchema,
  cartItemSchema,
  cartSchema,
  categorySchema,
  companySchema,
  dashboardSchema,
  legalPageRecordSchema,
  messageSchema,
  orderSchema,
  paginationSchema,
  productFacetsSchema,
  productSchema,
  userSchema,
  wishlistSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { RELEASE_COMPONENTS } from '../releases/release-schemas.js';

export const DOCS_PATH = '/docs';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart route's form, for the document only: the route reads its parts itself
     * (uploads/multipart.ts), so it cannot declare a `body` for Fastify to validate.
     */
    multipartForm?: z.ZodType;
    /** A route that reads its body as raw bytes (`consumes` names the type): what the bytes are, for the document. */
    binaryBody?: string;
  }
}

/**
 * The entities each document names as components (`#/components/schemas/Product`), so a generated
 * client has a type per entity. Category must be one: it contains itself.
 */
const PUBLIC_COMPONENTS = {
  Address: addressRecordSchema,
  Cart: cartSchema,
  CartItem: cartItemSchema,
  Category: categorySchema,
  Company: companySchema,
  Dashboard: dashboardSchema,
  LegalPage: legalPageRecordSchema,
  Message: messageSchema,
  Order: orderSchema,
  Pagination: paginationSchema,
  Product: productSchema,
  ProductFacets: productFacetsSchema,
  User: userSchema,
  Wishlist: wishlistSchema,
};

/** What sets one document apart from the other: the store's public API, or the release registry. */
export interface DocumentKind {
  title: string;
  description: string;
  components: Record<string, z.ZodType>;
  securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description?: string }>;
}

export const DOCUMENTS = {
  public: {
    title: 'Electronics store API',
    description:
      'Every error is JSON {message}. Money is an exact decimal string in rupees ("1299.00"). ' +
      'Log in at POST /auth/login and send the token as `Authorization: Bearer <token>`.',
    components: PUBLIC_COMPONENTS,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  },
  // The registry's own listener, reached by the site server and the deploy pipeline only: its
  // routes are no part of the public document.
  registry: {
    title: 'Electronics store release registry (internal)',
    description:
      "The slice releases' registry, on the API's internal listener (REGISTRY_PORT). Every error is JSON {message}. " +
      'Every route but GET /releases takes the deploy token of its target as `Authorization: Bearer <token>`.',
    components: { Message: messageSchema, ...RELEASE_COMPONENTS },
    // One token per slice, never a store login.
    securitySchemes: {
      deployToken: { type: 'http', scheme: 'bearer', description: 'A deploy token: DEPLOY_TOKEN_<TARGET>' },
    },
  },
} satisfies Record<string, DocumentKind>;

/**
 * A form as OpenAPI 3.0 describes it; a file (`z.file()`) is a binary string. zod also writes
 * `contentEncoding`, which 3.0 does not know.
 */
function formJsonSchema(form: z.ZodType): unknown {
  const schema = z.toJSONSchema(form, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return JSON.parse(
    JSON.stringify(schema, (key, value) => (key === 'contentEncoding' || key === '$schema' ? undefined : value)),
  );
}

export async function registerDocs(app: FastifyInstance, kind: DocumentKind = DOCUMENTS.public): Promise<void> {
  const components = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(kind.components)) components.add(schema, { id });
  const routeTransform = createJsonSchemaTransform({ schemaRegistry: components });
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry: components });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: kind.title, description: kind.description, version: '1.0.0' },
      // Relative to this document (at /docs/json): the API's root when the API is reached directly,
      // /api/ when reached through the store's site. A client generated from either copy calls the
      // API where it found the document.
      servers: [{ url: '..', description: 'This API, where this document was read' }],
      components: { securitySchemes: kind.securitySchemes },
    },
    // The routes have no base path to strip, and a relative server URL is no base to strip by.
    stripBasePath: false,
    transform: (input) => {
      const { multipartForm, binaryBody, ...schema } = input.schema ?? {};
      const output = namedWildcard(routeTransform({ ...input, schema }));
      if (binaryBody) {
        return {
          ...output,
          schema: { ...output.schema, body: { type: 'string', format: 'binary', description: binaryBody } },
        };
      }
      return multipartForm ? { ...output, schema: { ...output.schema, body: formJsonSchema(multipartForm) } } : output;
    },
    // The transform names every component twice, as read (`UserInput`) and as sent (`User`); these
    // are only ever sent, so the unreferenced input copies are dropped.
    transformObject: (document) => withoutUnusedInputs(transformObject(document)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
}

interface JsonObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** OpenAPI has no wildcard: a route ending in `*` is documented with the rest of its path as the parameter `path`. */
function namedWildcard<T extends { url: string; schema: { params?: unknown } }>(output: T): T {
  const params = output.schema.params as JsonObjectSchema | undefined;
  if (!output.url.endsWith('*') || !params?.properties) return output;
  const { '*': rest, ...others } = params.properties;
  const renamed = {
    ...params,
    properties: { ...others, path: rest },
    required: params.required?.map((name) => (name === '*' ? 'path' : name)),
  };
  return { ...output, url: output.url.replace(/\*$/, ':path'), schema: { ...output.schema, params: renamed } };
}

interface WithComponents {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

function withoutUnusedInputs<T>(document: T): T {
  const { paths, components } = document as WithComponents;
  const used = JSON.stringify(paths);
  const schemas = Object.fromEntries(
    Object.entries(components?.schemas ?? {}).filter(
      ([name]) => !name.endsWith('Input') || used.includes(`"#/components/schemas/${name}"`),
    ),
  );
  return { ...document, components: { ...components, schemas } };
}
