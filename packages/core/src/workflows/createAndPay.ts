import type { ApiClient } from '../api/client';
import {
  ChargedQuote,
  type OrderCreatedResponse,
  type ShownFigures,
  type VerifyBody,
} from '../api/schemas/orders';
import type { QuoteChange } from '../checkout/quoteChange';
import { isSkateError } from '../errors';
import { toPaise } from '../format/money';
import type { GatewayOpenOptions, PaymentGateway } from '../platform/payment-gateway';
import { TEXTS } from '../texts';
import { type PayOutcome, payOrder } from './payOrder';

/** Who pays: the provider pre-fills its form with these. */
export interface Payer {
  name: string;
  email?: string;
  mobile?: string;
}

/** What `createAndPay` needs: the client, the gateway, the create and verify calls of the flow, the payer. */
export interface CreateAndPayInput {
  /** The client whose `payments.config()` sets the provider up. */
  api: Pick<ApiClient, 'payments'>;
  gateway: PaymentGateway;
  /** Creates the order to pay (`orders.create` or `admissions.createPayment`). */
  create: () => Promise<OrderCreatedResponse>;
  /** The verify call of that flow (`orders.verify` or `admissions.verifyPayment`). */
  verify: (body: VerifyBody) => Promise<{ success: boolean }>;
  /** The failed call of that flow (`orders.failed` or `admissions.paymentFailed`). */
  fail?: (receiptId: string) => Promise<unknown>;
  /** The line shown by the provider. */
  description?: string;
  /** What the page showed: the provider is never opened for another amount. */
  shown?: ShownFigures;
  user: Payer;
  options?: GatewayOpenOptions;
}

/**
 * A created order, the figures the server charges it (`quote`, when the server answers them) and how
 * paying it ended; or why no payment was opened: the server's own refusal (`reason` its kind), or
 * `price-changed` with the figures shown and charged (`change`) for the shopper to confirm.
 */
export type CreateAndPayResult =
  | { ok: true; orderId: string; outcome: PayOutcome; quote?: ChargedQuote }
  | { ok: false; message: string; cause?: unknown; reason?: string; change?: QuoteChange };

/** A price-changed refusal, with the figures shown and charged when the server answered them. */
const priceChanged = (
  shown: ShownFigures | undefined,
  charged: ChargedQuote | undefined,
  cause?: unknown,
) => ({
  ok: false as const,
  message: TEXTS.PRICE_CHANGED,
  reason: 'price-changed',
  change: charged && { shown: shown ?? charged, charged },
  cause,
});

/**
 * What a failed creation tells the shopper: a changed price with its figures; the server's own words
 * for a refusal (out of stock, a coupon gone, the quantity cap...); the spec's "Failed to create
 * Razorpay order" only when no words came back (the network, a server failure).
 */
export function creationRefusal(
  cause: unknown,
  shown: ShownFigures | undefined,
): Extract<CreateAndPayResult, { ok: false }> {
  if (!isSkateError(cause) || cause.code === 'network' || (cause.status ?? 500) >= 500)
    return { ok: false, message: TEXTS.RAZORPAY_ORDER_FAILED, cause };
  if (cause.reason === 'price-changed') {
    const parsed = ChargedQuote.safeParse((cause.cause as { quote?: unknown } | undefined)?.quote);
    return priceChanged(shown, parsed.data, cause);
  }
  return { ok: false, message: cause.message, reason: cause.reason, cause };
}

/**
 * Creates the order, opens the payment provider for it and has the server verify the result.
 * An order that could not be created answers `ok: false` with the server's refusal; an order whose
 * amount to collect is not the `shown` one is given up unopened (`price-changed`). Later failures
 * (provider setup, provider, verification) throw for the caller's own handling.
 */
export async function createAndPay({
  api,
  gateway,
  create,
  verify,
  fail,
  description,
  shown,
  user,
  options,
}: CreateAndPayInput): Promise<CreateAndPayResult> {
  let created: OrderCreatedResponse;
  try {
    created = await create();
  } catch (cause) {
    return creationRefusal(cause, shown);
  }
  if (!created.success || !created.razorpay_order?.id)
    return { ok: false, message: TEXTS.RAZORPAY_ORDER_FAILED };
  const charged = created.quote;
  // A server that does not compare (an older backend) asked for another amount than the page showed:
  // the order is given up before any payment window opens.
  if (shown && created.razorpay_order.amount !== toPaise(shown.pay_now)) {
    await fail?.(created.receipt_id).catch(() => undefined);
    return priceChanged(shown, charged);
  }
  const config = await api.payments.config();
  const outcome = await payOrder({
    gateway,
    config,
    created,
    verify,
    fail,
    description,
    options: { ...options, prefill: { name: user.name, email: user.email, contact: user.mobile } },
  });
  return { ok: true, orderId: created.order_id, outcome, quote: charged };
}
