import type { Storefront } from '@skatekit/core';
import type { OrderCreatedResponse, VerifyBody } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { type PayOutcome, payOrder } from '../checkout/payOrder';
import type { GatewayOpenOptions, PaymentGateway } from '../checkout/paymentGateway';
import { notify } from '../ui/toast';

export interface CreateAndPayInput {
  storefront: Storefront;
  gateway: PaymentGateway;
  /** Creates the order to pay (`orders.create` or `admissions.createPayment`). */
  create: () => Promise<OrderCreatedResponse>;
  /** The verify call of that flow (`orders.verify` or `admissions.verifyPayment`). */
  verify: (body: VerifyBody) => Promise<{ success: boolean }>;
  /** The line shown by the provider. */
  description?: string;
  /** The payer, prefilled in the provider's form. */
  user: { name: string; email?: string; mobile?: string };
  options?: GatewayOpenOptions;
}

/** A created order and how paying it ended. */
export interface CreateAndPayResult {
  orderId: string;
  outcome: PayOutcome;
}

/**
 * Creates the order, opens the payment provider for it and has the server verify the result.
 * Answers null when the order could not be created (already toasted as "Razorpay order failed");
 * later failures (provider setup, provider, verification) throw for the caller's own handling.
 */
export async function createAndPay({
  storefront,
  gateway,
  create,
  verify,
  description,
  user,
  options,
}: CreateAndPayInput): Promise<CreateAndPayResult | null> {
  let created: OrderCreatedResponse;
  try {
    created = await create();
  } catch (error) {
    console.error(error);
    notify.error(TEXTS.RAZORPAY_ORDER_FAILED);
    return null;
  }
  if (!created.success || !created.razorpay_order?.id) {
    notify.error(TEXTS.RAZORPAY_ORDER_FAILED);
    return null;
  }
  const config = await storefront.api.payments.config();
  const outcome = await payOrder({
    gateway,
    config,
    created,
    verify,
    description,
    options: { ...options, prefill: { name: user.name, email: user.email, contact: user.mobile } },
  });
  return { orderId: created.order_id, outcome };
}
