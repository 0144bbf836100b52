import { type Numeric, toNumber } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';

/** Split of a pay-on-delivery order: paid online now, and due on delivery. */
export interface AdvanceSplit {
  advance: number;
  remaining: number;
}

/**
 * Pay-on-delivery advance = round(total x delivery_percentage / 100) whole rupees; the rest is due
 * on delivery. The percentage is held to 0..100, a negative total to 0, and the advance to the total.
 * @example advancePayment(1999, 20) // { advance: 400, remaining: 1599 }
 */
export function advancePayment(total: Numeric, percentage: Numeric): AdvanceSplit {
  const paise = Math.max(0, toPaise(total));
  const pct = Math.min(100, Math.max(0, toNumber(percentage)));
  // total x pct / 100 in rupees is paise x pct / 10000: integer paise keep the product exact.
  // Rounding up must never ask for more than the order: 100% of 2.50 is 2.50, not 3.
  const advancePaise = Math.min(paise, Math.round((paise * pct) / 10_000) * 100);
  return { advance: fromPaise(advancePaise), remaining: fromPaise(paise - advancePaise) };
}
