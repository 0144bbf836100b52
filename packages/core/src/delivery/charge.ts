import { STATUS_ACTIVE } from '../constants';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { roundMoney } from '../format/money';
import { billableKm } from './distance';

/** A distance band with its delivery charge; only Active bands count. */
export interface DeliveryBandLike {
  min_kilometer?: Numeric;
  max_kilometer?: Numeric;
  delivery_price?: Numeric;
  status?: string | null;
}

/** A distance band where delivery is free from an order total of `freedelivery_price`. */
export interface FreeDeliveryBandLike {
  min_kilometer?: Numeric;
  max_kilometer?: Numeric;
  freedelivery_price?: Numeric;
  /** The spec gives free bands no status; one that has a status other than Active is skipped. */
  status?: string | null;
}

const covers = (band: { min_kilometer?: Numeric; max_kilometer?: Numeric }, km: number) =>
  km >= toNumber(band.min_kilometer) && km <= toNumber(band.max_kilometer);

/** Input of {@link deliveryCharge}. */
export interface DeliveryChargeInput {
  /** Distance from the store office to the shipping address, in km. */
  distanceKm: number;
  /** Order total the free-delivery threshold is compared with, in rupees. */
  total: Numeric;
  bands: readonly DeliveryBandLike[];
  freeBands?: readonly FreeDeliveryBandLike[];
}

/**
 * Delivery charge in rupees for a distance, or null when no band covers it (not deliverable).
 * 0 when a free-delivery band covers the distance and the total reaches its freedelivery_price;
 * otherwise the delivery_price of the first Active band covering it. Bands include both ends;
 * the distance is first made billable (over 0.1 and under 1 km counts as 1 km).
 */
export function deliveryCharge({
  distanceKm,
  total,
  bands,
  freeBands = [],
}: DeliveryChargeInput): number | null {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) return null;
  const km = billableKm(distanceKm);
  const amount = toNumber(total);
  const free = freeBands.some((band) => {
    const status = toText(band.status);
    return (
      (status === '' || status === STATUS_ACTIVE) &&
      covers(band, km) &&
      amount >= toNumber(band.freedelivery_price)
    );
  });
  if (free) return 0;
  const band = bands.find((b) => toText(b.status) === STATUS_ACTIVE && covers(b, km));
  return band ? roundMoney(band.delivery_price) : null;
}
