import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { requireMerchant } from '../../http/merchant';
import { merchantCode, pathId, StoreParams } from '../../http/params';
import { absoluteUrl, publicOrigin } from '../../http/urls';
import {
  CategoriesResponse,
  MarqueeResponse,
  NewArrivalsResponse,
  OffersResponse,
  ProductResponse,
  ProductsResponse,
  SlidersResponse,
  StoreProfileResponse,
} from '@skatekit/core';
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
import { toWireProduct } from './wire';

/** Largest page a client may ask for. */
export const MAX_PAGE_LIMIT = 100;
/** Page size when `page` is given without `limit` (the spec's page size). */
export const DEFAULT_PAGE_LIMIT = 10;

const PagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});

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

  app.get(
    '/newarrival/all/:store',
    { schema: { params: StoreParams, response: { 200: NewArrivalsResponse } } },
    async (request) => {
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
    },
  );

  app.get(
    '/grouped-product/single/:id',
    {
      schema: {
        params: z.object({ id: pathId() }),
        querystring: ProductQuery,
        response: { 200: ProductResponse },
      },
    },
    async (request) => {
      const row = await findProduct(db, request.params.id, request.query.main_id);
      if (row?.status !== 'Active') throw notFound('Product not found');
      return { data: toWireProduct(row) };
    },
  );

  app.get(
    '/grouped-product/search-all-products/:store',
    { schema: { params: StoreParams, querystring: PagingQuery, response: { 200: ProductsResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const { page, limit } = request.query;
      const paging = page || limit ? { page: page ?? 1, limit: limit ?? DEFAULT_PAGE_LIMIT } : undefined;
      const rows = await listActiveProducts(db, code, paging);
      return { data: rows.map(toWireProduct) };
    },
  );

  app.get(
    '/offer/all/:store',
    { schema: { params: StoreParams, response: { 200: OffersResponse } } },
    async (request) => {
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
    },
  );

  app.get(
    '/category/getdata/category/:store',
    { schema: { params: StoreParams, response: { 200: CategoriesResponse } } },
    async (request) => {
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
    },
  );

  app.get(
    '/slider/all/:store',
    { schema: { params: StoreParams, response: { 200: SlidersResponse } } },
    async (request) => {
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
    },
  );

  app.get(
    '/marquee/all/:store',
    { schema: { params: StoreParams, response: { 200: MarqueeResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const rows = await listMarquees(db, code);
      return { data: rows.map(({ id, heading }) => ({ _id: id, heading })) };
    },
  );

  app.get(
    '/register/single/:store',
    { schema: { params: StoreParams, response: { 200: StoreProfileResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const profile = await findStoreProfile(db, code);
      if (!profile) throw notFound('Store profile not found');
      const { profilePic, orignal_logoname, tag_line } = profile;
      return { users: { profilePic, orignal_logoname, tag_line } };
    },
  );
};
