import type { OrderCreatedResponse, PaymentConfig, VerifyBody } from '../api/schemas/orders';
import type { GatewayOpenOptions, PaymentGateway } from '../platform/payment-gateway';

/** How a payment attempt ended, after the server's verification. */
export type PayOutcome = 'success' | 'failed' | 'dismissed';

/** What `payOrder` needs: the gateway, the provider setup, the created order and the verify call. */
export interface PayOrderInput {
  gateway: PaymentGateway;
  /** The provider setup (`payments.config()`). */
  config: PaymentConfig;
  /** The server's answer to the order creation (shop order or admission payment). */
  created: OrderCreatedResponse;
  /** The verify call of that flow (`orders.verify` or the admission one). */
  verify: (body: VerifyBody) => Promise<{ success: boolean }>;
  /** The failed call of that flow (`orders.failed` or `admissions.paymentFailed`), told of a failed payment. */
  fail?: (receiptId: string) => Promise<unknown>;
  description?: string;
  options?: GatewayOpenOptions;
}

/**
 * Opens the provider for a created order and has the server verify the result. A provider
 * "success" the server does not confirm counts as failed; a failed payment is told to the server
 * (`fail`); closing the window is 'dismissed' (the order stays unpaid and the shopper may try again).
 */
export async function payOrder({
  gateway,
  config,
  created,
  verify,
  fail,
  description,
  options,
}: PayOrderInput): Promise<PayOutcome> {
  const providerOrder = created.razorpay_order;
  if (!providerOrder?.id) throw new Error('The order has no provider order to pay');
  const result = await gateway.open(
    config,
    {
      providerOrderId: providerOrder.id,
      amountPaise: providerOrder.amount,
      currency: providerOrder.currency,
      description,
    },
    options,
  );
  if (result.status === 'dismissed') return 'dismissed';
  if (result.status === 'failed') {
    // The server gives the order up (stock and coupon back), so the failed page reads it as failed. Best
    // effort: when the call fails, the unpaid order is still released by the server's own timeout.
    await fail?.(created.receipt_id).catch(() => undefined);
    return 'failed';
  }
  const verified = await verify({
    ...result.proof,
    receipt_id: created.receipt_id,
    key_id: config.key_id || undefined,
  });
  return verified.success ? 'success' : 'failed';
}
