import type { ApiClient } from '../api/client';
import { DEFAULT_GST_RATE_PERCENT, type PayMethod } from '../constants';
import { isSkateError } from '../errors';
import { toText } from '../format/coerce';
import type { LineRef, QuoteShipping, QuoteWorld } from './quote';
import { quoteCustomerOf } from './items';

/**
 * The calls the world of a quote is read with (any client of the spec's API). `catalogue` may be the
 * storefront's catalogue cache (`storefront.catalogue`), which answers `product(id)` the same way.
 */
export interface QuoteWorldApi {
  catalogue: Pick<ApiClient['catalogue'], 'product'>;
  coupons: Pick<ApiClient['coupons'], 'check'>;
  delivery: Pick<ApiClient['delivery'], 'pincodes' | 'priceBands' | 'freeBands' | 'office' | 'advance'>;
  payments: Pick<ApiClient['payments'], 'config'>;
  site: Pick<ApiClient['site'], 'payButtons'>;
}

/** What the shopper has chosen so far. */
export interface QuoteChoice {
  lines: readonly LineRef[];
  couponCode?: string | null;
  /** The shipping address (a saved address carries the coordinates the server geocoded). */
  shipping?: QuoteShipping | null;
  payMethod?: PayMethod | null;
  onlyCourses?: boolean;
}

/** The store settings of a quote, read once per checkout (they do not depend on the cart). */
export type StoreTerms = Omit<
  QuoteWorld,
  'products' | 'couponCode' | 'coupon' | 'shipping' | 'payMethod' | 'onlyCourses'
>;

/**
 * No store terms: nothing ships, no GST, both pay methods. What a quote of the lines alone uses (the
 * cart page, the stored checkout data).
 */
export const NO_TERMS: StoreTerms = {
  pincodes: [],
  bands: [],
  freeBands: [],
  office: null,
  gstRate: 0,
  payButtons: null,
  advancePercent: 0,
};

const notFound = (error: unknown) => isSkateError(error) && error.code === 'not-found';

/**
 * The store's terms as the API answers them: pincodes, delivery and free-delivery bands, the office,
 * the advance share, the GST rate (`gst_rate` of the payment configuration; an old backend without it
 * gives DEFAULT_GST_RATE_PERCENT) and the pay buttons. A failing call fails the whole read: a quote on half the terms would
 * show a figure the server does not charge.
 */
export async function loadStoreTerms(api: QuoteWorldApi): Promise<StoreTerms> {
  const [pincodes, bands, freeBands, office, advance, config, payButtons] = await Promise.all([
    api.delivery.pincodes(),
    api.delivery.priceBands(),
    api.delivery.freeBands(),
    api.delivery.office().catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    }),
    api.delivery.advance(),
    api.payments.config(),
    api.site.payButtons(),
  ]);
  return {
    pincodes,
    bands,
    freeBands,
    office: office ? { latitude: office.latitude, longitude: office.longitude } : null,
    advancePercent: advance.delivery_percentage,
    gstRate: config.gst_rate ?? DEFAULT_GST_RATE_PERCENT,
    payButtons,
  };
}

/**
 * The world a client quotes in, read from the API: the lines' product records (a product the API no
 * longer has is left out, so the engine answers `product-unavailable`), the coupon the code names (an
 * unknown code answers null, so the engine answers `coupon-invalid`) with the signed-in shopper's
 * standing for it (the check carries the shopper's token), and the store's terms.
 */
export async function loadQuoteWorld(
  api: QuoteWorldApi,
  choice: QuoteChoice,
  terms?: StoreTerms,
): Promise<QuoteWorld> {
  const ids = [...new Set(choice.lines.map((l) => toText(l.product_id)).filter((id) => id !== ''))];
  const code = toText(choice.couponCode);
  const [products, checked, storeTerms] = await Promise.all([
    Promise.all(
      ids.map((id) =>
        api.catalogue.product(id).catch((error: unknown) => {
          if (notFound(error)) return null;
          throw error;
        }),
      ),
    ),
    code
      ? api.coupons
          .check(code)
          .then((reply) => ({ coupon: reply.couponData, customer: reply.customer }))
          .catch((error: unknown) => {
            if (notFound(error)) return null;
            throw error;
          })
      : null,
    terms ?? loadStoreTerms(api),
  ]);
  return {
    ...storeTerms,
    products: products.filter((p) => p !== null),
    couponCode: code,
    coupon: checked?.coupon ?? null,
    // The check is made with the shopper's token: a signed-in shopper's per-customer standing.
    customer: quoteCustomerOf(checked?.customer),
    shipping: choice.shipping ?? null,
    payMethod: choice.payMethod ?? null,
    onlyCourses: choice.onlyCourses,
  };
}

/** The shipping point of an address: its pincode, and its coordinates when the address has them. */
export function quoteShippingOf(address: {
  pincode?: unknown;
  latitude?: number | null;
  longitude?: number | null;
}): QuoteShipping {
  return {
    pincode: toText(address.pincode),
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}
