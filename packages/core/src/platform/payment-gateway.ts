/**
 * The payment provider as an adapter (like `StorageAdapter`): core's order and admission workflows
 * open it for a created order and have the server verify what it answers. The browser implementation
 * is `createPaymentGateway` (browser-payment-gateway.ts); a native shell or a test passes its own.
 * The result is only a claim until the server verifies it (`api.orders.verify`).
 */
import type { PaymentConfig } from '../api/schemas/orders';

/** The order the provider should collect (from `orders.create` / `admissions.createPayment`). */
export interface GatewayOrder {
  /** Provider order id (`razorpay_order.id`). */
  providerOrderId: string;
  /** Amount in paise, as the provider counts it. */
  amountPaise: number;
  currency: string;
  /** Line shown by the provider under the merchant name. */
  description?: string;
}

/** What the provider may pre-fill on its form. */
export interface GatewayPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

/** The provider's claim of a payment, to be verified by the server. */
export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** How the provider window ended. */
export type GatewayResult =
  | { status: 'success'; proof: PaymentProof }
  | { status: 'failed'; reason: string }
  | { status: 'dismissed' };

/** How to open the provider: what to pre-fill and where to mount an in-page frame. */
export interface GatewayOpenOptions {
  prefill?: GatewayPrefill;
  /** Where the sandbox frame is mounted (the `.skate-root`, so it is styled and inside a shadow root). */
  container?: HTMLElement | null;
}

/** Opens the provider for an order and resolves once the shopper paid, failed or closed it. */
export interface PaymentGateway {
  open(config: PaymentConfig, order: GatewayOrder, options?: GatewayOpenOptions): Promise<GatewayResult>;
}
