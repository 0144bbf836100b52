import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths the API itself answers with HTML or files (the console at /admin too), never the site's index. */
const NOT_SITE_ROUTES = /^\/(sandbox|dev|uploads|assets)\/|^\/admin(\/|$)/;

/** A browser navigating to a page (not the SDK, which asks for JSON, nor a file with an extension). */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_SITE_ROUTES.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Serves a built site (Vite's `dist`: index.html + hashed files under assets/) beside the API from the
 * same process. Hashed assets are cached for a year (their name changes with their content); index.html
 * is revalidated every time. A page navigation (Accept: text/html, no file extension) to any client route
 * gets index.html, even where the API has a route of the same path: the SDK asks for JSON, so it still
 * reaches the API.
 */
export async function serveSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) throw new Error(`SITE_DIR ${siteDir} has no index.html: build the site first`);
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    decorateReply: true,
    index: false,
    wildcard: true,
    // Off, or @fastify/send overwrites the header below with its own `public, max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${sep}assets${sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageNavigation(request)) return;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
