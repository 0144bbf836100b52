import type { ApiClient } from './client';
import { SkateError } from '../errors';
import type { ApiClientOptions, Transport } from './http';

type Area = keyof ApiClient;
type AreaFactory<A extends Area> = (t: Transport) => ApiClient[A];

/**
 * Where each area of the client lives. Imported on its first call, so a page loads the code (and the
 * response schemas) of the calls it makes and no others: a cart badge for a guest makes none.
 */
const AREAS: { [A in Area]: () => Promise<AreaFactory<A>> } = {
  catalogue: () => import('./resources/catalogue').then((m) => m.catalogueApi),
  delivery: () => import('./resources/delivery').then((m) => m.deliveryApi),
  cart: () => import('./resources/cart').then((m) => m.cartApi),
  coupons: () => import('./resources/cart').then((m) => m.couponsApi),
  quotes: () => import('./resources/cart').then((m) => m.quotesApi),
  orders: () => import('./resources/orders').then((m) => m.ordersApi),
  payments: () => import('./resources/orders').then((m) => m.paymentsApi),
  addresses: () => import('./resources/addresses').then((m) => m.addressesApi),
  users: () => import('./resources/accounts').then((m) => m.usersApi),
  auth: () => import('./resources/accounts').then((m) => m.authApi),
  site: () => import('./resources/site').then((m) => m.siteApi),
  admissions: () => import('./resources/admissions').then((m) => m.admissionsApi),
  leads: () => import('./resources/forms').then((m) => m.leadsApi),
  enquiries: () => import('./resources/forms').then((m) => m.enquiriesApi),
  push: () => import('./resources/forms').then((m) => m.pushApi),
  reviews: () => import('./resources/forms').then((m) => m.reviewsApi),
};

/**
 * The api client of {@link createApiClient}, with each area's code loaded on its first call: the same
 * methods, requests and answers (every method is async, so a call simply waits for its area first).
 * The storefront uses it; a failed download is a `network` SkateError like any unreachable server.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let transport: Promise<Transport> | undefined;
  const loadTransport = () => {
    transport ??= import('./http').then((m) => m.createTransport(options));
    transport.catch(() => {
      transport = undefined;
    });
    return transport;
  };
  const client = {} as Record<Area, unknown>;
  for (const area of Object.keys(AREAS) as Area[]) {
    let built: Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> | undefined;
    const load = () => {
      built ??= Promise.all([AREAS[area](), loadTransport()]).then(
        ([make, t]) => (make as AreaFactory<Area>)(t) as never,
      );
      // A failed download may be retried by the next call.
      built.catch(() => {
        built = undefined;
      });
      return built;
    };
    client[area] = new Proxy(
      {},
      {
        get: (_target, method) =>
          // Not a thenable, and no symbol-keyed methods: only the area's named calls.
          typeof method !== 'string' || method === 'then'
            ? undefined
            : async (...args: unknown[]) => {
                const methods = await load().catch(loadFailure);
                const call = methods[method];
                if (typeof call !== 'function') throw new TypeError(`api.${area}.${method} is not a call`);
                return call(...args);
              },
      },
    );
  }
  return client as ApiClient;
}

function loadFailure(cause: unknown): never {
  throw new SkateError('network', 'Could not load the SkateKit client code', { cause });
}
