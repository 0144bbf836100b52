import type { ApiClient } from '../api/client';
import type { OrderCreatedResponse, VerifyBody } from '../api/schemas/orders';
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
  user: Payer;
  options?: GatewayOpenOptions;
}

/** A created order and how paying it ended, or the spec's "Razorpay order failed" when none was created. */
export type CreateAndPayResult =
  | { ok: true; orderId: string; outcome: PayOutcome }
  | { ok: false; message: string; cause?: unknown };

/**
 * Creates the order, opens the payment provider for it and has the server verify the result.
 * An order that could not be created answers `ok: false` ("Razorpay order failed"); later failures
 * (provider setup, provider, verification) throw for the caller's own handling.
 */
export async function createAndPay({
  api,
  gateway,
  create,
  verify,
  fail,
  description,
  user,
  options,
}: CreateAndPayInput): Promise<CreateAndPayResult> {
  let created: OrderCreatedResponse;
  try {
    created = await create();
  } catch (cause) {
    return { ok: false, message: TEXTS.RAZORPAY_ORDER_FAILED, cause };
  }
  if (!created.success || !created.razorpay_order?.id)
    return { ok: false, message: TEXTS.RAZORPAY_ORDER_FAILED };
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
  return { ok: true, orderId: created.order_id, outcome };
}
