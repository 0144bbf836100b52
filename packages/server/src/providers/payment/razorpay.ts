import { SkateError } from '../../platform/core';
import { paymentSignature, safeEqualHex } from './hmac';
import type {
  CreateOrderInput,
  CreatePlanInput,
  CreateSubscriptionInput,
  PaymentProof,
  PaymentProvider,
  ProviderOrder,
  ProviderPlan,
  ProviderRefund,
  ProviderSubscription,
} from './types';
import { verifyWebhookBody } from './webhook';

/** Razorpay's orders endpoint. */
export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

/** Razorpay's plans endpoint (subscriptions' recurring item and amount). */
export const RAZORPAY_PLANS_URL = 'https://api.razorpay.com/v1/plans';

/** Razorpay's subscriptions endpoint. */
export const RAZORPAY_SUBSCRIPTIONS_URL = 'https://api.razorpay.com/v1/subscriptions';

/** Razorpay's endpoint that cancels one subscription. */
export const razorpaySubscriptionCancelUrl = (subscriptionId: string): string =>
  `${RAZORPAY_SUBSCRIPTIONS_URL}/${encodeURIComponent(subscriptionId)}/cancel`;

/** Razorpay's refund endpoint of one payment. */
export const razorpayRefundUrl = (paymentId: string): string =>
  `https://api.razorpay.com/v1/payments/${encodeURIComponent(paymentId)}/refund`;

/** Keys of one merchant's Razorpay account. */
export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Secret configured for webhooks in the Razorpay dashboard (differs from key_secret). */
  webhookSecret?: string;
  /** Injected so tests (and proxies) can stand in for the network. */
  fetch?: typeof fetch;
  /** Abort the orders call after this many milliseconds. */
  timeoutMs?: number;
}

function isProviderOrder(value: unknown): value is ProviderOrder {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.amount === 'number' && typeof v.currency === 'string';
}

/** Reads Razorpay's `{ error: { description } }` body, if it is one. */
function errorDescription(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const error = (body as Record<string, unknown>).error;
  if (!error || typeof error !== 'object') return undefined;
  const description = (error as Record<string, unknown>).description;
  return typeof description === 'string' ? description : undefined;
}

/** The real provider: Razorpay's orders API, and its HMAC signatures checked on our side. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  /** POSTs `body` to one of Razorpay's endpoints; answers its JSON, or throws a SkateError saying what `what` was. */
  async function post(url: string, body: unknown, what: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (cause) {
      throw new SkateError('network', 'Could not reach the payment provider', { cause });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      // The description is Razorpay's own text; it never contains our secret.
      const detail = errorDescription(answer) ?? `status ${response.status}`;
      throw new SkateError('http', `Payment provider refused the ${what}: ${detail}`, { status: 502 });
    }
    const entity = (answer ?? {}) as Record<string, unknown>;
    if (typeof entity.id !== 'string') {
      throw new SkateError('http', `Payment provider sent an unreadable ${what}`, { status: 502 });
    }
    return entity;
  }

  async function createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const body = await post(
      RAZORPAY_ORDERS_URL,
      {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      },
      'order',
    );
    if (!isProviderOrder(body)) {
      throw new SkateError('http', 'Payment provider sent an unreadable order', { status: 502 });
    }
    return body;
  }

  async function refund(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string> = {},
  ): Promise<ProviderRefund> {
    const entity = await post(razorpayRefundUrl(paymentId), { amount: amountPaise, notes }, 'refund');
    if (typeof entity.amount !== 'number') {
      throw new SkateError('http', 'Payment provider sent an unreadable refund', { status: 502 });
    }
    return {
      id: entity.id as string,
      amount: entity.amount,
      paymentId: typeof entity.payment_id === 'string' ? entity.payment_id : paymentId,
      status: typeof entity.status === 'string' ? entity.status : 'processed',
    };
  }

  async function createPlan(input: CreatePlanInput): Promise<ProviderPlan> {
    const body = {
      period: input.period,
      interval: input.interval,
      item: {
        name: input.item.name,
        amount: input.item.amountPaise,
        currency: input.item.currency,
        description: input.item.description ?? '',
      },
      notes: input.notes ?? {},
    };
    return (await post(RAZORPAY_PLANS_URL, body, 'plan')) as unknown as ProviderPlan;
  }

  async function createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const body = {
      plan_id: input.planId,
      total_count: input.totalCount,
      quantity: 1,
      customer_notify: input.customerNotify ? 1 : 0,
      ...(input.startAt ? { start_at: input.startAt } : {}),
      notes: input.notes ?? {},
    };
    const entity = await post(RAZORPAY_SUBSCRIPTIONS_URL, body, 'subscription');
    if (typeof entity.short_url !== 'string') {
      throw new SkateError('http', 'Payment provider sent an unreadable subscription', { status: 502 });
    }
    return entity as unknown as ProviderSubscription;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    createOrder,
    refund,
    createPlan,
    createSubscription,
    async cancelSubscription(subscriptionId: string) {
      await post(razorpaySubscriptionCancelUrl(subscriptionId), { cancel_at_cycle_end: 0 }, 'cancellation');
    },
    // Razorpay charges a subscription on its plan's cycle (start_at, then monthly): nothing to ask for;
    // its subscription.charged webhook settles the fee (fees/autopay.ts).
    async chargeSubscription() {
      return { status: 'scheduled' as const };
    },
    verifySignature({ orderId, paymentId, signature }: PaymentProof): boolean {
      if (!orderId || !paymentId) return false;
      return safeEqualHex(paymentSignature(options.keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookBody(options.webhookSecret ?? '', rawBody, signatureHeader);
    },
  };
}
