import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../platform/errors';

/**
 * Headers of every console page beyond the server's own (platform/security-headers.ts: the CSP with
 * `frame-ancestors 'none'`, X-Frame-Options DENY, nosniff): revalidated, never leaking an invitation link.
 */
const PAGE_HEADERS = {
  'cache-control': 'no-cache',
  'referrer-policy': 'no-referrer',
} as const;

/** Shown at /admin when the console has not been built (ADMIN_DIR unset and packages/admin/dist absent). */
export const CONSOLE_NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SkateKit console not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>The merchant console is not built</h1>
<p>Build it with <code>pnpm --filter @skatekit/admin build</code> and restart the server
(or point <code>ADMIN_DIR</code> at a built console).</p>
<p>The console's API answers at <code>/admin/api</code> all the same.</p>
</body></html>
`;

/** A page of the console app: a GET/HEAD outside /admin/api whose last segment is not a file name. */
function isConsolePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/admin/api' || path.startsWith('/admin/api/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The built console (Vite's dist: index.html + hashed assets/, base `/admin/`) at `/admin`: files as
 * they are (hashed assets cached a year, the rest revalidated), index.html for every other page path
 * under /admin except the API. Without a build, a short page says how to build it.
 */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = app.config.adminDir;
  const indexFile = dir ? join(dir, 'index.html') : null;
  // Looked at on each request: a console built (or rebuilt, `vite build --watch` in `pnpm start`) while
  // the server runs is served at once.
  const isBuilt = () => indexFile !== null && existsSync(indexFile);
  if (dir && !isBuilt()) app.log.warn(`ADMIN_DIR ${dir} has no index.html (yet): /admin shows "not built"`);

  const sendPage = async (reply: FastifyReply) => {
    const html = indexFile && isBuilt() ? await readFile(indexFile, 'utf8') : CONSOLE_NOT_BUILT_HTML;
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
  };

  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(async (request, reply) => {
        if (isConsolePage(request)) return sendPage(reply);
        return reply.code(404).send(errorBody('Not found'));
      });
      scope.get('/', async (_request, reply) => sendPage(reply));
      if (dir) {
        // Files that exist are sent as they are; anything else falls to the not-found handler above.
        await scope.register(fastifyStatic, {
          root: dir,
          prefix: '/',
          index: false,
          wildcard: true,
          decorateReply: false,
          // Off, or @fastify/send overwrites the header below with its own `public, max-age=0`.
          cacheControl: false,
          setHeaders(res, filePath) {
            const hashed = filePath.includes(`${sep}assets${sep}`);
            res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
            if (filePath.endsWith('.html')) {
              for (const [name, value] of Object.entries(PAGE_HEADERS)) {
                if (name !== 'cache-control') res.setHeader(name, value);
              }
            }
          },
        });
      } else {
        scope.get('/*', async (request, reply) =>
          isConsolePage(request) ? sendPage(reply) : reply.code(404).send(errorBody('Not found')),
        );
      }
    },
    { prefix: '/admin' },
  );
};
