import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from '../paths';
import { buildOpenApiDocument, type CollectedRoute, type OpenApiDocument } from './document';

/** The answer of GET /openapi.json: an OpenAPI 3.1 document (its inside is the document's own business). */
const OpenApiResponse = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

/** This package's version: the document's `info.version`. */
export const API_VERSION = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * Collects every route as it is added (onRoute) and serves their OpenAPI document at GET /openapi.json,
 * built once on the first request (the route table is final by then). Call before any route is added.
 */
export function installOpenApi(app: FastifyInstance): { routes: CollectedRoute[] } {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  let document: OpenApiDocument | undefined;
  app.get('/openapi.json', { schema: { response: { 200: OpenApiResponse } } }, async (_request, reply) => {
    document ??= buildOpenApiDocument(routes, { version: API_VERSION });
    return reply.header('cache-control', 'no-cache').send(document);
  });
  return { routes };
}
