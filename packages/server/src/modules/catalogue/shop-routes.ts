import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { merchantCode, pathId, StoreParams } from '../../platform/params';
import { absoluteUrl, publicOrigin } from '../../platform/urls';
import {
  CategoriesResponse,
  MarqueeResponse,
  NewArrivalsResponse,
  OffersResponse,
  ProductResponse,
  ProductsResponse,
  SlidersResponse,
  StoreProfileResponse,
  SuggestionsResponse,
} from '../../platform/core';
import {
  activeProductsById,
  findProduct,
  findStoreProfile,
  listActiveProducts,
  listCategories,
  listMarquees,
  listNewArrivalGroups,
  listOffers,
  listSliders,
} from './repository';
import { catalogueVersion } from '../../lib/catalogue-version';
import { ResponseCache, sendCached } from './cache';
import {
  CountCache,
  countProducts,
  filterKey,
  isWholeCatalogue,
  listMatching,
  ProductSearchQuery,
  searchConditions,
  searchPage,
  salesSort,
  suggestTitles,
} from './search';
import { fillSortPrices } from './sort-price';
import { toWireProduct } from './wire';
import { approvedReviews } from './reviews-repository';

export { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './search';

const SuggestionsQuery = z.object({ q: z.string().max(100).default('') });

const ProductQuery = z.object({
  /** Extension: restrict the lookup to one merchant's catalogue. */
  main_id: merchantCode().optional(),
});

/**
 * Catalogue reads: new arrivals, single product, product search (paged and whole), offers, categories,
 * sliders, marquee and store profile. Only Active records are served; courses are part of the product
 * feed, as in the academy's backend (clients separate them).
 */
export const catalogueModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Rows written without a sort price (older data directories) get theirs before the first read.
  await fillSortPrices(db);
  // Serialised answers of this instance, retired by the catalogue version (see ./cache).
  const cache = new ResponseCache();
  // Search totals by filter, retired by the catalogue version: the pages of a listing share one count.
  const counts = new CountCache();
  // Every read here answers through `cached`: an ETag, and 304 to a matching If-None-Match (the OpenAPI
  // document declares the 304 from this flag).
  const ETAG_READ = { etag: true } as const;
  const cached = <S extends z.core.$ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    produce: () => Promise<z.input<S>>,
  ) => sendCached(cache, db, request, reply, schema, produce);

  app.get(
    '/newarrival/all/:store',
    { config: ETAG_READ, schema: { params: StoreParams, response: { 200: NewArrivalsResponse } } },
    async (request, reply) =>
      cached(request, reply, NewArrivalsResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const groups = await listNewArrivalGroups(db, code);
        const byId = await activeProductsById(db, code, [...new Set(groups.flatMap((g) => g.product_ids))]);
        const data = groups.map((group) => ({
          _id: group.id,
          category_name: group.category_name,
          description: group.description,
          product: group.product_ids.flatMap((id) => {
            const row = byId.get(id);
            return row ? [toWireProduct(row)] : [];
          }),
        }));
        return { data };
      }),
  );

  app.get(
    '/grouped-product/single/:id',
    {
      config: ETAG_READ,
      schema: {
        params: z.object({ id: pathId() }),
        querystring: ProductQuery,
        response: { 200: ProductResponse },
      },
    },
    async (request, reply) =>
      cached(request, reply, ProductResponse, async () => {
        const row = await findProduct(db, request.params.id, request.query.main_id);
        if (row?.status !== 'Active') throw notFound('Product not found');
        // The approved stored reviews (newest first, with their rating) before the product's own (issue 39).
        const stored = await approvedReviews(db, row.main_id, row.product_id);
        const own = row.reviews.map(({ user, comment }) => ({ user, comment }));
        return { data: { ...toWireProduct(row), reviews: [...stored, ...own] } };
      }),
  );

  app.get(
    '/grouped-product/search-all-products/:store',
    {
      config: ETAG_READ,
      schema: { params: StoreParams, querystring: ProductSearchQuery, response: { 200: ProductsResponse } },
    },
    async (request, reply) =>
      cached(request, reply, ProductsResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const { query } = request;
        // The spec's bare call: the whole catalogue, as the academy's backend answers it.
        if (isWholeCatalogue(query)) return { data: (await listActiveProducts(db, code)).map(toWireProduct) };
        const newArrivalIds =
          query.tab === 'new-arrivals' ? ((await listNewArrivalGroups(db, code))[0]?.product_ids ?? []) : [];
        const where = searchConditions(code, query, newArrivalIds);
        // No paging asked: every match (a filtered whole list); otherwise one page.
        if (!query.page && !query.limit && !query.cursor) {
          const rows = await listMatching(db, where, salesSort(query));
          return { data: rows.map(toWireProduct), total: rows.length };
        }
        const version = await catalogueVersion(db);
        const page = await searchPage(db, where, query, () =>
          counts.get(filterKey(code, query), version, () => countProducts(db, where)),
        );
        return { data: page.rows.map(toWireProduct), total: page.total, next_cursor: page.nextCursor };
      }),
  );

  app.get(
    '/grouped-product/suggestions/:store',
    {
      config: ETAG_READ,
      schema: { params: StoreParams, querystring: SuggestionsQuery, response: { 200: SuggestionsResponse } },
    },
    async (request, reply) =>
      cached(request, reply, SuggestionsResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const found = await suggestTitles(db, code, request.query.q);
        return { data: found.map((s) => s.title), ids: found.map((s) => s.id) };
      }),
  );

  app.get(
    '/offer/all/:store',
    { config: ETAG_READ, schema: { params: StoreParams, response: { 200: OffersResponse } } },
    async (request, reply) =>
      cached(request, reply, OffersResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const rows = await listOffers(db, code);
        return {
          data: rows.map(({ id, image, title, description, link }) => ({
            _id: id,
            image,
            title,
            description,
            link,
          })),
        };
      }),
  );

  app.get(
    '/category/getdata/category/:store',
    { config: ETAG_READ, schema: { params: StoreParams, response: { 200: CategoriesResponse } } },
    async (request, reply) =>
      cached(request, reply, CategoriesResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const origin = publicOrigin(request, app.config);
        const rows = await listCategories(db, code);
        // The spec's clients use category icons as given, so they go out as full addresses.
        return {
          data: rows.map((row) => ({
            _id: row.id,
            category: row.category,
            name: row.name,
            icon: absoluteUrl(origin, row.icon),
            status: row.status,
            position: row.position,
          })),
        };
      }),
  );

  app.get(
    '/slider/all/:store',
    { config: ETAG_READ, schema: { params: StoreParams, response: { 200: SlidersResponse } } },
    async (request, reply) =>
      cached(request, reply, SlidersResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const rows = await listSliders(db, code);
        const linked = await activeProductsById(
          db,
          code,
          rows.flatMap((row) => (row.product_id ? [row.product_id] : [])),
        );
        return {
          data: rows.map((row) => {
            const product = row.product_id ? linked.get(row.product_id) : undefined;
            return {
              _id: row.id,
              offer_name: row.offer_name,
              slider_name: row.slider_name,
              description: row.description,
              image: row.image,
              price: row.price,
              cutOffPrice: row.cutOffPrice,
              background_image: row.background_image,
              // A slide whose product is not Active keeps its picture but loses the link.
              product: product ? toWireProduct(product) : null,
            };
          }),
        };
      }),
  );

  app.get(
    '/marquee/all/:store',
    { config: ETAG_READ, schema: { params: StoreParams, response: { 200: MarqueeResponse } } },
    async (request, reply) =>
      cached(request, reply, MarqueeResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const rows = await listMarquees(db, code);
        return { data: rows.map(({ id, heading }) => ({ _id: id, heading })) };
      }),
  );

  app.get(
    '/register/single/:store',
    { config: ETAG_READ, schema: { params: StoreParams, response: { 200: StoreProfileResponse } } },
    async (request, reply) =>
      cached(request, reply, StoreProfileResponse, async () => {
        const { code } = await requireMerchant(db, request.params.store);
        const profile = await findStoreProfile(db, code);
        if (!profile) throw notFound('Store profile not found');
        const { profilePic, orignal_logoname, tag_line } = profile;
        return { users: { profilePic, orignal_logoname, tag_line } };
      }),
  );
};
