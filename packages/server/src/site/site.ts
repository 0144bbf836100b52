import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { CART_COOKIE, readCartCookie } from '../platform/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueVersion } from '../lib/catalogue-version';
import { isCartPage, type RenderedPage, renderSitePage, type SiteShell, shellMerchant } from './page';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';
import { publicOrigin } from '../platform/urls';

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

/** The chunks file the host site's build writes beside index.html (route pattern -> files). */
const ROUTE_CHUNKS_FILE = 'skatekit-routes.json';
/** Rendered pages kept per instance (least recently used dropped first). */
const MAX_PAGES = 500;
/**
 * How long a rendered page is kept at most. A catalogue write retires it at once (the catalogue version);
 * the merchant's settings (title, description, buttons, help) carry no version, so a change there shows
 * within this time.
 */
export const SITE_PAGE_TTL_MS = 10_000;

/**
 * The built index.html and what the build wrote beside it, read again when index.html changes (a new
 * build of the site under a running server).
 */
function shellReader(siteDir: string): () => SiteShell & { stamp: number } {
  const index = join(siteDir, 'index.html');
  let shell: (SiteShell & { stamp: number }) | undefined;
  return () => {
    const stamp = statSync(index).mtimeMs;
    if (shell?.stamp === stamp) return shell;
    const html = readFileSync(index, 'utf8');
    let routeChunks: SiteShell['routeChunks'] = [];
    let bootChunks: string[] = [];
    try {
      const parsed = JSON.parse(readFileSync(join(siteDir, ROUTE_CHUNKS_FILE), 'utf8')) as {
        routes?: SiteShell['routeChunks'];
        boot?: string[];
      };
      routeChunks = Array.isArray(parsed.routes) ? parsed.routes : [];
      bootChunks = Array.isArray(parsed.boot) ? parsed.boot.filter((file) => typeof file === 'string') : [];
    } catch {
      // A site built without the chunks file: pages go out without modulepreload hints.
    }
    shell = { html, merchantCode: shellMerchant(html), routeChunks, bootChunks, stamp };
    return shell;
  };
}

/**
 * Serves a built site (Vite's `dist`: index.html + hashed files under assets/) beside the API from the
 * same process. Hashed assets are cached for a year (their name changes with their content); pages are
 * revalidated every time. A page navigation (Accept: text/html, no file extension) to any client route
 * gets index.html, even where the API has a route of the same path: the SDK asks for JSON, so it still
 * reaches the API. When the build names its merchant (`<meta name="skatekit:merchant">`), each page is
 * index.html with that route's head (title, description, canonical address, Open Graph, JSON-LD of a
 * product), first screen and first API answers written in (site/page.ts), kept per catalogue
 * version so a catalogue write shows on the next page (a settings change within SITE_PAGE_TTL_MS); `/sitemap.xml` lists the merchant's pages and
 * `/robots.txt` points to it (a robots.txt in the build wins).
 */
export async function serveSite(app: FastifyInstance, siteDir: string): Promise<void> {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) throw new Error(`SITE_DIR ${siteDir} has no index.html: build the site first`);
  const readShell = shellReader(siteDir);
  const pages = new Map<string, { version: number; stamp: number; at: number; page: RenderedPage }>();
  const now = () => app.services?.now().getTime() ?? Date.now();
  const renderPage = async (request: FastifyRequest): Promise<RenderedPage> => {
    const shell = readShell();
    const origin = publicOrigin(request, app.config);
    const path = request.url.split('?')[0] ?? '/';
    // The cart page with the cart cookie's lines is the shopper's own: drawn for this request, not kept.
    const cartLines = isCartPage(path) ? cartCookieLines(request) : [];
    if (cartLines.length > 0) return renderSitePage(app, shell, path, origin, { cartLines });
    const version = await catalogueVersion(app.db);
    const key = `${origin}${path}`;
    const kept = pages.get(key);
    pages.delete(key);
    if (
      kept &&
      kept.version === version &&
      kept.stamp === shell.stamp &&
      now() - kept.at < SITE_PAGE_TTL_MS
    ) {
      pages.set(key, kept);
      return kept.page;
    }
    const page = await renderSitePage(app, shell, path, origin);
    pages.set(key, { version, stamp: shell.stamp, at: now(), page });
    for (const oldest of pages.keys()) {
      if (pages.size <= MAX_PAGES) break;
      pages.delete(oldest);
    }
    return page;
  };

  const ownRobots = existsSync(join(siteDir, 'robots.txt'));
  if (!ownRobots) {
    app.get('/robots.txt', async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin(request, app.config))),
    );
  }
  app.get('/sitemap.xml', async (request, reply) => {
    const merchant = readShell().merchantCode;
    if (!merchant)
      return reply.code(404).type('text/plain; charset=utf-8').send('This site names no merchant.');
    const paths = await sitemapPaths(app.db, merchant);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicOrigin(request, app.config), paths));
  });
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
    let page: RenderedPage;
    try {
      page = await renderPage(request);
    } catch (error) {
      // The data behind a page failing (a database outage) still leaves the site's own shell to boot.
      request.log.warn({ err: error }, 'site page rendered without its data');
      page = { status: 200, html: readShell().html };
    }
    const path = request.url.split('?')[0] ?? '/';
    // The cart page differs by the cart cookie: no shared cache may hand one shopper's to another.
    if (isCartPage(path)) reply.header('vary', 'Cookie');
    return reply
      .code(page.status)
      .header('cache-control', isCartPage(path) ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}

/** The cart cookie's lines of a request (core's CART_COOKIE); none when it has no such cookie. */
function cartCookieLines(request: FastifyRequest) {
  const header = request.headers.cookie;
  if (!header) return [];
  // Values as sent: core's reader undoes the escapes of each field itself.
  return readCartCookie(fastifyCookie.parse(header, { decode: (value: string) => value })[CART_COOKIE]);
}
