// Apart from orders.ts so that the academy's fee payments (@skatekit/core/academy) read the provider's
// order without the shop's address and cart schemas, and with them every text.
import * as z from 'zod/mini';
import { num, optStr, str } from './shared';

/** The provider order created for an online payment (amount in paise, as the provider counts it). */
export const RazorpayOrder = /* @__PURE__ */ z.object({
  id: str(),
  amount: num(),
  currency: str('INR'),
  receipt: optStr(),
});
/** The provider order created for an online payment. */
export type RazorpayOrder = z.output<typeof RazorpayOrder>;
