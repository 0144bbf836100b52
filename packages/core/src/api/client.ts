import { type ApiClientOptions, createTransport } from './http';
import { authApi, usersApi } from './resources/accounts';
import { addressesApi } from './resources/addresses';
import { admissionsApi } from './resources/admissions';
import { cartApi, couponsApi, quotesApi } from './resources/cart';
import { catalogueApi } from './resources/catalogue';
import { deliveryApi } from './resources/delivery';
import { enquiriesApi, leadsApi, pushApi, reviewsApi } from './resources/forms';
import { ordersApi, paymentsApi } from './resources/orders';
import { siteApi } from './resources/site';

export type { ApiClientOptions, CreateOptions, TokenGetter } from './http';

/**
 * The typed client of the commerce API: exactly the calls of both spec documents (plus the documented
 * extensions), grouped as in docs/sdk-contract.md. Every method answers the parsed, unwrapped value or
 * throws a SkateError (`network`, `http`, `not-found`, `unauthorised`, `validation`).
 * @example
 * const api = createApiClient({ baseUrl: 'http://localhost:4000', merchantCode: 'skate-academy' });
 * const products = await api.catalogue.products({ page: 1, limit: 10 });
 */
export function createApiClient(options: ApiClientOptions) {
  const t = createTransport(options);
  return {
    catalogue: catalogueApi(t),
    delivery: deliveryApi(t),
    cart: cartApi(t),
    coupons: couponsApi(t),
    quotes: quotesApi(t),
    orders: ordersApi(t),
    payments: paymentsApi(t),
    addresses: addressesApi(t),
    users: usersApi(t),
    auth: authApi(t),
    site: siteApi(t),
    admissions: admissionsApi(t),
    leads: leadsApi(t),
    enquiries: enquiriesApi(t),
    push: pushApi(t),
    reviews: reviewsApi(t),
  };
}

/** The api client's type. */
export type ApiClient = ReturnType<typeof createApiClient>;
