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

/** A plan of recurring charges (Razorpay's `POST /v1/plans`): an item charged every `interval` periods. */
export interface CreatePlanInput {
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  item: { name: string; amountPaise: number; currency: string; description?: string };
  notes?: Record<string, string>;
}

/** The provider's plan, in Razorpay's wire shape (the fields we keep). */
export interface ProviderPlan {
  id: string;
  entity: 'plan';
  period: string;
  interval: number;
  item: { name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
}

/** A subscription to a plan (Razorpay's `POST /v1/subscriptions`). */
export interface CreateSubscriptionInput {
  planId: string;
  /** Billing cycles in all. */
  totalCount: number;
  /** Whether the provider itself mails and texts the customer (false: we hand them short_url). */
  customerNotify: boolean;
  /** Unix seconds of the first charge (absent: right after the authorisation). */
  startAt?: number;
  notes?: Record<string, string>;
}

/** The provider's subscription, in Razorpay's wire shape (the fields we keep). */
export interface ProviderSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  /** created | authenticated | active | pending | halted | cancelled | completed | expired. */
  status: string;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  /** Where the customer authorises the mandate. */
  short_url: string;
  notes: Record<string, string>;
  start_at: number | null;
  created_at: number;
}

/** What asking for one period's charge on a subscription did. */
export interface SubscriptionCharge {
  /**
   * `charged` / `failed`: the provider charged (or failed) now, and its webhook tells it (the sandbox);
   * `scheduled`: the provider charges on its own cycle (Razorpay) and `subscription.charged` follows.
   */
  status: 'charged' | 'failed' | 'scheduled';
}

/** A payment event read from a verified webhook body. */
export interface WebhookEvent {
  event: string;
  /** The subscription of a `subscription.*` event. */
  subscriptionId?: string;
  /** That subscription's status (authenticated, active, halted, cancelled, ...). */
  subscriptionStatus?: string;
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
 * One payment provider. Only `createOrder`, `refund` and the subscription calls do I/O (and throw SkateError);
 * the verify methods are pure checks that never throw for bad input.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Public key id, safe to hand to a browser. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Refunds `amountPaise` of a captured payment (in full or in part). */
  refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<ProviderRefund>;
  createPlan(input: CreatePlanInput): Promise<ProviderPlan>;
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** Cancels a subscription at once (no further charges). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Asks for this period's charge of `amountPaise` on an authorised subscription (see SubscriptionCharge). */
  chargeSubscription(
    subscriptionId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<SubscriptionCharge>;
  /** True when `signature` is the provider's signature of `orderId|paymentId`. */
  verifySignature(proof: PaymentProof): boolean;
  /** Checks the webhook signature over the raw body; returns the event or null when forged or unreadable. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): WebhookEvent | null;
}
