import type { DateInput } from '../shapes';
import { ESTIMATE_WINDOW_DAYS } from '../constants';
import { toNumber } from '../format/coerce';
import { TEXTS, deliveredOn, deliveryWindow } from '../texts';
import { addDays, formatIndiaDate, toDate } from '../time/india';
import { parseCartProducts } from './cartProducts';
import type { OrderLike } from './shapes';
import { orderAction } from './status';

/** True when `delivered` is set: a date, true, or any text but "false". */
function isDelivered(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === 'number') return value > 0;
  return typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'false';
}

/**
 * The delivery line of an order row. Delivered: "Delivered on {date}" (the `delivered` date, else
 * delivery_date). Otherwise a window from the order's date (createdAt; today for an order without
 * one) + the average delivery_days of its products (rounded to whole days) to 4 days later, so the
 * estimate stays put day after day; with no delivery_days at all, "Delivery estimate not available".
 */
export function deliveryText(order: OrderLike, today: DateInput): string {
  if (isDelivered(order.delivered)) {
    // `delivered` may be a flag (true, "true") rather than a date; only text can hold the date.
    const stamped = typeof order.delivered === 'string' ? toDate(order.delivered) : null;
    const date = stamped ?? toDate(order.delivery_date);
    return date ? deliveredOn(formatIndiaDate(date)) : TEXTS.TRACK_DELIVERED;
  }
  const days = parseCartProducts<{ delivery_days?: unknown }>(order.cart_products)
    .map((product) => toNumber(product.delivery_days))
    .filter((d) => d > 0);
  if (days.length === 0) return TEXTS.DELIVERY_ESTIMATE_NA;
  const average = Math.round(days.reduce((sum, d) => sum + d, 0) / days.length);
  const from = addDays(toDate(order.createdAt) ?? today, average);
  return deliveryWindow(formatIndiaDate(from), formatIndiaDate(addDays(from, ESTIMATE_WINDOW_DAYS)));
}

/**
 * The delivery line an order row shows, or null for an order whose payment failed or is still being
 * confirmed: nothing is coming yet, so it promises no delivery (its label says why). A cancelled
 * order says so (and when).
 */
export function orderDeliveryLine(order: OrderLike, today: DateInput): string | null {
  if (orderAction(order).kind !== 'track') return null;
  if (
    String(order.orderStatus ?? '')
      .trim()
      .toLowerCase() === 'cancelled'
  ) {
    const date = formatIndiaDate(order.cancelled_date);
    return date ? `${TEXTS.ORDER_CANCELLED} · ${date}` : TEXTS.ORDER_CANCELLED;
  }
  return deliveryText(order, today);
}
