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
} from '../schemas/catalogue';

/** Paging of the product search; without it the whole catalogue comes back. */
export interface ProductsQuery {
  page?: number;
  limit?: number;
}

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
