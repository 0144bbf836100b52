import {
  type AdvanceSplit,
  advancePayment,
  type CheckoutData,
  checkoutPayable,
  type DeliveryBand,
  deliveryCharge,
  distanceKm,
  type FreeDeliveryBand,
  type GstBreakdown,
  gstIncluded,
  type PayMethod,
  TEXTS,
} from '@skatekit/core';

/** Where distances are measured from and to. */
export interface Point {
  latitude?: number;
  longitude?: number;
}

export interface TotalsInput {
  data: CheckoutData;
  /** The store's office (GET /register/officesingle). */
  office: Point | null;
  /** The shipping address. */
  shipping: Point | null;
  bands: readonly DeliveryBand[];
  freeBands: readonly FreeDeliveryBand[];
  payMethod: PayMethod | null;
  /** delivery_percentage of the pay-on-delivery advance. */
  advancePercent: number;
  /** The merchant's GST rate (prices include GST). */
  gstRate: number;
}

export interface CheckoutTotals {
  /** Sale total less the coupon. */
  subtotal: number;
  /** Delivery charge from the distance bands (0 = free), or null when the distance is unknown or no band matches. */
  delivery: number | null;
  /** What the order costs. */
  total: number;
  gst: GstBreakdown;
  /** Advance now and remainder on delivery, for pay on delivery. */
  split: AdvanceSplit | null;
}

const hasPoint = (p: Point | null): p is Required<Point> =>
  !!p && typeof p.latitude === 'number' && typeof p.longitude === 'number';

/**
 * The checkout summary, composed from core's rules only: the coupon total, the distance-band
 * delivery charge (office to shipping address; free when a free band's threshold is reached),
 * the GST inside the total at the merchant's rate, and the pay-on-delivery advance.
 * These are display hints: the server re-prices the order.
 */
export function checkoutTotals(input: TotalsInput): CheckoutTotals {
  const subtotal = checkoutPayable(input.data);
  const delivery =
    hasPoint(input.office) && hasPoint(input.shipping)
      ? deliveryCharge({
          distanceKm: distanceKm(
            input.office.latitude,
            input.office.longitude,
            input.shipping.latitude,
            input.shipping.longitude,
          ),
          total: subtotal,
          bands: input.bands,
          freeBands: input.freeBands,
        })
      : null;
  const total = checkoutPayable(input.data, delivery ?? 0);
  return {
    subtotal,
    delivery,
    total,
    gst: gstIncluded(total, input.gstRate),
    split: input.payMethod === TEXTS.PAY_ON_DELIVERY ? advancePayment(total, input.advancePercent) : null,
  };
}
