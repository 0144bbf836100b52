import {
  type CartCookieLine,
  createApiClient,
  createListingSource,
  initialShopState,
  type ListingPage,
  MetaResponse,
  parseProductRoute,
  type Product,
  ProductResponse,
  resolveLine,
  routePageName,
  ROUTES,
  routeTitle,
  SHOP_PAGE,
  shopMatches,
  shopOrderId,
  storeName,
  TEXTS,
  toLineView,
} from '../platform/core';
import type { FastifyInstance } from 'fastify';
import {
  CARD_IMAGE_SIZES,
  type CartFirstLine,
  cartFirstScreen,
  FIRST_ROW_CARDS,
  type HeroImage,
  heroImage,
  homeHero,
  listingFirstScreen,
  PRODUCT_IMAGE_SIZES,
  productFirstScreen,
} from './first-screen';
import { escapeHtml, headTags, type PageHead, productHead, scriptJson } from './seo';
import { absoluteUrl } from '../platform/urls';

/** The built site's index.html and what the build wrote beside it (see examples/host-site/vite.config.ts). */
export interface SiteShell {
  html: string;
  /** The merchant the site was built for (`<meta name="skatekit:merchant">`); absent: no page is rendered. */
  merchantCode?: string;
  /** Chunks each route needs beyond the entry's (the build's skatekit-routes.json), by route pattern. */
  routeChunks: { path: string; files: string[] }[];
  /** Chunks of the app itself, which the site's small entry imports (skatekit-routes.json's `boot`). */
  bootChunks: string[];
}

/** The id of the inline JSON the site's client reads its first API answers from (no second fetch). */
export const PRIMED_ID = 'skatekit-primed';
/**
 * The id of the `<template>` holding a page's chunk links when the page has a first screen: the site's
 * entry adds them once that screen is shown (examples/host-site/src/main.tsx), so the scripts do not
 * compete with the first screen's image for the connection.
 */
export const BOOT_FILES_ID = 'skatekit-boot-files';
/** The boot placeholder's main area in index.html: the route's first screen is written into it. */
const BOOT_MAIN = '<div class="host-boot-main"></div>';

/** `<meta name="skatekit:merchant" content="...">` of a built index.html. */
export function shellMerchant(html: string): string | undefined {
  return /<meta\s+name="skatekit:merchant"\s+content="([^"]+)"/.exec(html)?.[1];
}

/** Paths of the pages a search engine should index as they are (the catalogue and the shop's content). */
const INDEXABLE =
  /^\/(|equipments|course|about|centers|contact|privacy-policy|refund-policy|rules-and-regulations|shipping-and-delivery|category-detail\/[^/]+)$/;

/** A route pattern of react-router (`/product/:title/:id`) as a test of a path. */
function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`).test(path);
}

/** What the request tells of the shopper, for the pages drawn for them. */
export interface PageShopper {
  /** The cart cookie's lines (core's readCartCookie): /cart draws them as its first screen. */
  cartLines?: CartCookieLine[];
}

/** Whether `path` is the cart page, whose first screen is the shopper's own (drawn per request). */
export const isCartPage = (path: string) => path.replace(/\/$/, '') === ROUTES.cart;

/** A rendered page: its status and HTML. */
export interface RenderedPage {
  status: number;
  html: string;
}

interface PageParts {
  status: number;
  head: PageHead;
  /** Markup of the route's first screen, painted before any script runs. */
  firstScreen?: string;
  /** Image the first screen shows largest: preloaded with high priority. */
  heroImage?: HeroImage;
  /** API answers by path, for the client to use instead of asking again. */
  primed: Record<string, unknown>;
}

/**
 * Renders one page of the site for `path` with the merchant's data: the route's head (title,
 * description, canonical address, Open Graph, JSON-LD), its first screen, the settings and page data the
 * client would fetch first (inline, used once instead of the calls), and modulepreload links for the
 * route's chunks. Data comes from this server's own API routes (through `inject`), so it is exactly what
 * the client would have been sent.
 */
export async function renderSitePage(
  app: FastifyInstance,
  shell: SiteShell,
  path: string,
  origin: string,
  shopper: PageShopper = {},
): Promise<RenderedPage> {
  const merchant = shell.merchantCode;
  if (!merchant) return { status: 200, html: shell.html };
  const parts = await pageParts(app, merchant, path, origin, shopper);
  return { status: parts.status, html: assemble(shell, path, parts) };
}

/** GET on this server's own API, as the SDK asks: the answer's status and parsed JSON body. */
async function apiGet(
  app: FastifyInstance,
  url: string,
  origin: string,
): Promise<{ status: number; body: unknown }> {
  // As asked at the page's own host: answers that carry full addresses (category icons) name it, not
  // inject's default `localhost:80` (with PUBLIC_URL set, both use that).
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', host: new URL(origin).host },
  });
  let body: unknown = null;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return { status: response.statusCode, body };
}

/** The settings every page loads on start (core's settings store and the shell's marquee). */
const settingsPaths = (merchant: string) => {
  const code = encodeURIComponent(merchant);
  return [
    `/button/${code}`,
    `/paybutton/${code}`,
    `/meta/${code}`,
    `/register/single/${code}`,
    `/help/single/${code}`,
    `/marquee/all/${code}`,
  ];
};

/** Data the home page's first screen asks for. */
const homePaths = (merchant: string) => {
  const code = encodeURIComponent(merchant);
  return [`/slider/all/${code}`, `/category/getdata/category/${code}`];
};

/** The /equipments listing: the shop listing the site's ShopPage shows (its heading and filters). */
const LISTING = /^\/equipments\/?$/;
async function pageParts(
  app: FastifyInstance,
  merchant: string,
  path: string,
  origin: string,
  shopper: PageShopper,
): Promise<PageParts> {
  const code = encodeURIComponent(merchant);
  const wanted = [
    ...settingsPaths(merchant),
    ...(path === '/' ? homePaths(merchant) : []),
    ...(LISTING.test(path) ? [`/category/getdata/category/${code}`] : []),
  ];
  const answers = await Promise.all(wanted.map((url) => apiGet(app, url, origin)));
  const primed: Record<string, unknown> = {};
  wanted.forEach((url, index) => {
    if (answers[index].status === 200) primed[url] = answers[index].body;
  });
  const metaAnswer = MetaResponse.safeParse(primed[`/meta/${encodeURIComponent(merchant)}`]);
  const meta = metaAnswer.success ? metaAnswer.data.data : undefined;
  const siteTitle = meta?.title ?? '';
  const siteDescription = meta?.description ?? '';
  const store = storeName(siteTitle);

  const product = /^\/product\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (product) {
    const route = parseProductRoute(product[1], product[2]);
    const found = route ? await findProduct(app, merchant, route.id, origin) : undefined;
    if (!route || !found) {
      return {
        status: 404,
        head: {
          title: pageTitleOf(TEXTS.PRODUCT_NOT_FOUND, store),
          description: siteDescription,
          noindex: true,
        },
        primed,
      };
    }
    primed[`/grouped-product/single/${encodeURIComponent(route.id)}`] = found.body;
    const image = found.product.image || found.product.gallery[0];
    return {
      status: 200,
      head: productHead(found.product, { origin, store, siteDescription }),
      firstScreen: productFirstScreen(found.product, origin),
      heroImage: image ? heroImage(absoluteUrl(origin, image), PRODUCT_IMAGE_SIZES) : undefined,
      primed,
    };
  }

  const cart =
    isCartPage(path) && shopper.cartLines?.length
      ? await cartLinesOf(app, merchant, shopper.cartLines, primed, origin)
      : [];

  const listing = LISTING.test(path) ? await equipmentsFirstPage(app, merchant, primed, origin) : undefined;
  const cards = listing?.items.slice(0, FIRST_ROW_CARDS) ?? [];
  const firstCardImage = cards[0]?.image;

  const known = path === '/' || routePageName(path) !== '';
  const hero =
    path === '/' ? homeHero(primed[`/slider/all/${encodeURIComponent(merchant)}`], origin) : undefined;
  return {
    status: 200,
    firstScreen:
      hero?.markup ??
      (listing && cards.length > 0
        ? listingFirstScreen(TEXTS.EQUIPMENTS_HEADING, listing, cards, origin)
        : undefined) ??
      (cart.length > 0
        ? cartFirstScreen({ heading: TEXTS.CART_HEADING, quantity: TEXTS.QUANTITY }, cart, origin)
        : undefined),
    heroImage:
      hero?.image ??
      (firstCardImage ? heroImage(absoluteUrl(origin, firstCardImage), CARD_IMAGE_SIZES) : undefined),
    head: {
      title: routeTitle(path, siteTitle, known),
      description: siteDescription,
      canonical: INDEXABLE.test(path) ? `${origin}${path}` : undefined,
      openGraph: [
        ['og:type', 'website'],
        ['og:site_name', store],
      ],
      noindex: !known,
    },
    primed,
  };
}

const pageTitleOf = (page: string, store: string) => (store ? `${page} - ${store}` : page);

/** The merchant's Active product `id`, and the API's answer for it; undefined when there is none. */
async function findProduct(
  app: FastifyInstance,
  merchant: string,
  id: string,
  origin: string,
): Promise<{ product: Product; body: unknown } | undefined> {
  // Scoped to the site's merchant: another shop's product is no page of this site.
  const answer = await apiGet(
    app,
    `/grouped-product/single/${encodeURIComponent(id)}?main_id=${encodeURIComponent(merchant)}`,
    origin,
  );
  if (answer.status !== 200) return undefined;
  const parsed = ProductResponse.safeParse(answer.body);
  const product = parsed.success ? parsed.data.data : null;
  if (!product) return undefined;
  return { product, body: answer.body };
}

/**
 * The cart cookie's lines as this server's catalogue prices them now (core's line view and resolveLine):
 * a product the shop's catalogue does not answer (gone, or of another shop), or a sku that names none of
 * its variations, is left out. Each product's answer is primed, so the cart page's refresh of its lines asks for none of them.
 */
async function cartLinesOf(
  app: FastifyInstance,
  merchant: string,
  lines: CartCookieLine[],
  primed: Record<string, unknown>,
  origin: string,
): Promise<CartFirstLine[]> {
  const found = await Promise.all(lines.map((line) => findProduct(app, merchant, line.id, origin)));
  const drawn: CartFirstLine[] = [];
  lines.forEach((wanted, index) => {
    const product = found[index];
    const resolved = product ? resolveLine(product.product, wanted.sku) : null;
    if (!product || !resolved) return;
    primed[`/grouped-product/single/${encodeURIComponent(wanted.id)}`] = product.body;
    drawn.push({
      line: toLineView(product.product, wanted.sku, { mainId: merchant, quantity: wanted.quantity }),
      unitPrice: resolved.unitPrice,
      regularPrice: resolved.regularPrice,
    });
  });
  return drawn;
}

/**
 * The first page of /equipments as the site's ShopPage asks for it on arrival (its opening filters,
 * through core's listing source and API client), answered by this server's own routes. Each answer goes
 * into `primed` under the address the client asks, so the page draws the same cards without a call.
 * Undefined when the listing cannot be read (the page then loads it as without a first screen).
 */
async function equipmentsFirstPage(
  app: FastifyInstance,
  merchant: string,
  primed: Record<string, unknown>,
  origin: string,
): Promise<ListingPage | undefined> {
  const api = createApiClient({
    baseUrl: '',
    merchantCode: merchant,
    fetch: async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = await apiGet(app, url, origin);
      if (answer.status === 200) primed[url] = answer.body;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const { filters } = initialShopState;
  const source = createListingSource(
    { search: api.catalogue.search, products: api.catalogue.products },
    {
      query: {
        type: 'equipment',
        sort: shopOrderId(filters.sort),
        category: filters.categories,
        price: filters.priceRanges,
      },
      select: (all) => shopMatches(all, filters),
      pageSize: SHOP_PAGE,
    },
  );
  try {
    return await source.load(1);
  } catch {
    return undefined;
  }
}

/** index.html with the page's head, first screen, primed answers and chunk links written in. */
function assemble(shell: SiteShell, path: string, parts: PageParts): string {
  // The page's own tags where index.html had its title (early in the head), the first screen's image
  // first of all: it is the request the page's largest paint waits for.
  const hero = parts.heroImage;
  const preload = hero
    ? `<link rel="preload" as="image" href="${escapeHtml(hero.src)}"${
        hero.srcset
          ? ` imagesrcset="${escapeHtml(hero.srcset)}" imagesizes="${escapeHtml(hero.sizes ?? '100vw')}"`
          : ''
      } fetchpriority="high" />\n    `
    : '';
  const tags = `${preload}${headTags(parts.head)}`;
  let html = shell.html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  html = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => tags)
    : html.replace('</head>', () => `    ${tags}\n  </head>`);
  const files = [...shell.bootChunks];
  for (const route of shell.routeChunks) {
    if (!patternMatches(route.path, path)) continue;
    files.push(...route.files);
    break;
  }
  const links = [...new Set(files)].map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
  );
  const firstScreen = parts.firstScreen;
  const painted = Boolean(firstScreen) && html.includes(BOOT_MAIN);
  // Replacements through functions: a `$` in a product's title is text, not a replacement pattern.
  if (firstScreen && painted) {
    html = html.replace(BOOT_MAIN, () => `<div class="host-boot-main">${firstScreen}</div>`);
  }
  // A page with a first screen needs no script to be seen: its chunks wait in a template until that
  // screen is shown (the site's entry adds them then); any other page fetches them at once.
  if (links.length > 0 && !painted) {
    html = html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
  }
  const later =
    links.length > 0 && painted ? `  <template id="${BOOT_FILES_ID}">${links.join('')}</template>\n` : '';
  const primed = scriptJson(parts.primed);
  return html.replace(
    '</body>',
    () => `${later}  <script type="application/json" id="${PRIMED_ID}">${primed}</script>\n  </body>`,
  );
}
