import { SkateError } from '../../errors';
import { path, type Transport } from '../http';
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
} from '../schemas/catalogue';

/** Paging of the product search; without it the whole catalogue comes back. */
export interface ProductsQuery {
  page?: number;
  limit?: number;
}

/**
 * The product search extension of SkateKit's server (docs/api.md): filters, sorts, tabs, title search and
 * keyset paging. A backend without it ignores these and answers without `total`.
 */
export interface ProductSearchQuery extends ProductsQuery {
  sort?: string;
  /** Categories, matched ignoring case. */
  category?: readonly string[];
  /** Price range ids of PRICE_RANGES. */
  price?: readonly string[];
  type?: 'equipment' | 'course';
  q?: string;
  tab?: 'all' | 'new-arrivals' | 'best-sellers' | 'trending';
  /** `next_cursor` of the previous page. */
  cursor?: string;
}

const commaList = (list: readonly string[] | undefined) => (list?.length ? list.join(',') : undefined);

/** Throws not-found for a single-record reply whose record is null. */
export function requireRecord<T>(record: T | null, what: string, status: number): T {
  if (record === null) throw new SkateError('not-found', `${what} not found`, { status });
  return record;
}

/** Catalogue reads: products, new arrivals, offers, categories, sliders, marquee, store profile. */
export function catalogueApi(t: Transport) {
  const store = t.merchantCode;
  return {
    /** GET /newarrival/all/{store}. */
    newArrivals: async () =>
      (await t.request(NewArrivalsResponse, { method: 'GET', path: path`/newarrival/all/${store}` })).data,
    /** GET /grouped-product/single/{id}. */
    product: async (id: string) => {
      const reply = await t.send(ProductResponse, {
        method: 'GET',
        path: path`/grouped-product/single/${id}`,
      });
      return requireRecord(reply.data.data, 'Product', reply.status);
    },
    /** GET /grouped-product/search-all-products/{store}[?page=&limit=]. */
    products: async (query: ProductsQuery = {}) =>
      (
        await t.request(ProductsResponse, {
          method: 'GET',
          path: path`/grouped-product/search-all-products/${store}`,
          query: { page: query.page, limit: query.limit },
        })
      ).data,
    /**
     * GET /grouped-product/search-all-products/{store} with the search extension: the whole reply,
     * `total` and `next_cursor` included (both undefined from a backend without the extension).
     */
    search: async (query: ProductSearchQuery) =>
      t.request(ProductsResponse, {
        method: 'GET',
        path: path`/grouped-product/search-all-products/${store}`,
        query: {
          page: query.page,
          limit: query.limit,
          sort: query.sort,
          category: commaList(query.category),
          price: commaList(query.price),
          type: query.type,
          q: query.q || undefined,
          tab: query.tab,
          cursor: query.cursor,
        },
      }),
    /** GET /grouped-product/suggestions/{store}?q= (extension): at most 8 titles containing `q`, with their product ids. */
    suggestions: async (q: string) => {
      const { data, ids } = await t.request(SuggestionsResponse, {
        method: 'GET',
        path: path`/grouped-product/suggestions/${store}`,
        query: { q },
      });
      return data.map((title, i) => ({ title, id: ids?.[i] ?? '' }));
    },
    /** GET /offer/all/{store} (in server order; the strip reverses it). */
    offers: async () =>
      (await t.request(OffersResponse, { method: 'GET', path: path`/offer/all/${store}` })).data,
    /** GET /category/getdata/category/{store}. */
    categories: async () =>
      (
        await t.request(CategoriesResponse, {
          method: 'GET',
          path: path`/category/getdata/category/${store}`,
        })
      ).data,
    /** GET /slider/all/{store}. */
    sliders: async () =>
      (await t.request(SlidersResponse, { method: 'GET', path: path`/slider/all/${store}` })).data,
    /** GET /marquee/all/{store}. */
    marquee: async () =>
      (await t.request(MarqueeResponse, { method: 'GET', path: path`/marquee/all/${store}` })).data,
    /** GET /register/single/{store}: the profile read from `users`. */
    storeProfile: async () => {
      const reply = await t.send(StoreProfileResponse, {
        method: 'GET',
        path: path`/register/single/${store}`,
      });
      return requireRecord(reply.data.users, 'Store profile', reply.status);
    },
  };
}
