/** What the provider needs to open a payment for one order. */
export interface CreateOrderInput {
  /** Amount in paise (integer). */
  amountPaise: number;
  /** ISO currency code; the academy sells in rupees. */
  currency: string;
  /** Our own receipt id, echoed back by the provider. */
  receipt: string;
  /** Free-form key/value notes stored with the provider order. */
  notes?: Record<string, string>;
}

/** The provider's order, in Razorpay's wire shape so that a browser checkout can use it as-is. */
export interface ProviderOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/** The three values a checkout hands back after a successful payment. */
export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** A payment event read from a verified webhook body. */
export interface WebhookEvent {
  event: string;
  orderId?: string;
  paymentId?: string;
  /** Provider status of the payment (captured, failed, ...), when the event carries one. */
  status?: string;
  /** Amount of the payment in paise (the order's amount paid for `order.paid` without a payment). */
  amountPaise?: number;
  /** ISO currency of that amount. */
  currency?: string;
}

/** A refund the provider made (Razorpay's refund entity, the fields we keep). */
export interface ProviderRefund {
  /** Provider's refund id, e.g. `rfnd_...`. */
  id: string;
  /** Amount refunded, in paise. */
  amount: number;
  paymentId: string;
  /** processed | pending (Razorpay may process later) | failed. */
  status: string;
}

/** Names of the providers the server can run with. */
export type PaymentProviderName = 'razorpay' | 'sandbox';

/**
 * One payment provider. Only `createOrder` and `refund` do I/O (and throw SkateError);
 * the verify methods are pure checks that never throw for bad input.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Public key id, safe to hand to a browser. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Refunds `amountPaise` of a captured payment (in full or in part). */
  refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<ProviderRefund>;
  /** True when `signature` is the provider's signature of `orderId|paymentId`. */
  verifySignature(proof: PaymentProof): boolean;
  /** Checks the webhook signature over the raw body; returns the event or null when forged or unreadable. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): WebhookEvent | null;
}
