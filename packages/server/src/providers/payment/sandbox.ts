import { hmacHex, paymentSignature, safeEqualHex } from './hmac';
import { randomId } from './ids';
import { SkateError } from '../../platform/core';
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

/** Prefix of every sandbox order id, so nobody mistakes one for a real Razorpay order. */
export const SANDBOX_ORDER_PREFIX = 'order_sbx_';
/** Prefix of every sandbox payment id. */
export const SANDBOX_PAYMENT_PREFIX = 'pay_sbx_';
/** Public key id a browser sees in sandbox mode. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
/** Prefix of every sandbox refund id. */
export const SANDBOX_REFUND_PREFIX = 'rfnd_sandbox_';

/** Prefix of every sandbox plan id. */
export const SANDBOX_PLAN_PREFIX = 'plan_sbx_';
/** Prefix of every sandbox subscription id. */
export const SANDBOX_SUBSCRIPTION_PREFIX = 'sub_sbx_';

/** A signed webhook the sandbox sent, as Razorpay sends one: the raw body and its two headers. */
export interface SandboxWebhook {
  raw: string;
  signature: string;
  eventId: string;
}

export interface SandboxOptions {
  /** Server-held secret that signs sandbox payments (never sent to a browser). */
  secret: string;
  /** Injected clock, for created_at. */
  now?: () => Date;
  /** Base of a subscription's short_url, the local authorisation page (default `/sandbox/subscriptions`). */
  subscriptionPageUrl?: string;
}

/** The sandbox provider plus the one extra power its local checkout page needs. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Makes a successful payment for `orderId`: a fresh payment id and its valid signature. */
  signPayment(orderId: string): { paymentId: string; signature: string };
  /** Signs a webhook body the way the provider would (for tests and local tooling). */
  signWebhook(rawBody: string): string;
  /** The refunds the sandbox made since the server started, oldest first. */
  refunds(): readonly (ProviderRefund & { notes: Record<string, string> })[];
  /** Where the sandbox's webhooks go (the server's own webhook route); none set: they are only kept. */
  deliverWebhooks(deliver: (webhook: SandboxWebhook) => Promise<void>): void;
  /** The webhooks sent since the server started, oldest first (tests replay them). */
  webhooks(): readonly SandboxWebhook[];
  /** A sandbox subscription as the provider holds it (the local authorisation page shows it), or null. */
  subscription(subscriptionId: string): (ProviderSubscription & { amount: number }) | null;
  /** The customer authorises the mandate: `subscription.authenticated` is sent. False when unknown or not new. */
  authorise(subscriptionId: string): Promise<boolean>;
  /** The next `times` charges of the subscription fail; the first failure halts it (`subscription.halted`). */
  failCharges(subscriptionId: string, times: number): void;
}

/**
 * Offline provider: orders are made locally and paid on our own test checkout page, and the
 * result goes through exactly the same HMAC check as a real Razorpay payment.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxPaymentProvider {
  const now = options.now ?? (() => new Date());
  const made: (ProviderRefund & { notes: Record<string, string> })[] = [];
  const plans = new Map<string, ProviderPlan>();
  const subscriptions = new Map<string, ProviderSubscription & { amount: number }>();
  const faults = new Map<string, number>();
  const sent: SandboxWebhook[] = [];
  let deliver: ((webhook: SandboxWebhook) => Promise<void>) | undefined;
  const seconds = () => Math.floor(now().getTime() / 1000);

  /** Sends a Razorpay-shaped event about `sub` (and `payment`), signed with the sandbox secret. */
  async function send(event: string, sub: ProviderSubscription, payment?: Record<string, unknown>) {
    const { amount: _amount, ...entity } = sub as ProviderSubscription & { amount?: number };
    const raw = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: payment ? ['subscription', 'payment'] : ['subscription'],
      payload: {
        subscription: { entity },
        ...(payment ? { payment: { entity: payment } } : {}),
      },
      created_at: seconds(),
    });
    const webhook = { raw, signature: hmacHex(options.secret, raw), eventId: randomId('evt_sbx_') };
    sent.push(webhook);
    await deliver?.(webhook);
  }

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      return {
        id: randomId(SANDBOX_ORDER_PREFIX),
        entity: 'order',
        amount: input.amountPaise,
        amount_paid: 0,
        amount_due: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
        attempts: 0,
        notes: input.notes ?? {},
        created_at: Math.floor(now().getTime() / 1000),
      };
    },
    verifySignature({ orderId, paymentId, signature }: PaymentProof): boolean {
      if (!orderId || !paymentId) return false;
      return safeEqualHex(paymentSignature(options.secret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookBody(options.secret, rawBody, signatureHeader);
    },
    signPayment(orderId: string) {
      const paymentId = randomId(SANDBOX_PAYMENT_PREFIX);
      return { paymentId, signature: paymentSignature(options.secret, orderId, paymentId) };
    },
    signWebhook(rawBody: string) {
      return hmacHex(options.secret, rawBody);
    },
    async refund(paymentId: string, amountPaise: number, notes: Record<string, string> = {}) {
      const refund = {
        id: randomId(SANDBOX_REFUND_PREFIX),
        amount: amountPaise,
        paymentId,
        status: 'processed',
        notes,
      };
      made.push(refund);
      return refund;
    },
    refunds() {
      return made;
    },
    async createPlan(input: CreatePlanInput): Promise<ProviderPlan> {
      const plan: ProviderPlan = {
        id: randomId(SANDBOX_PLAN_PREFIX),
        entity: 'plan',
        period: input.period,
        interval: input.interval,
        item: { name: input.item.name, amount: input.item.amountPaise, currency: input.item.currency },
        notes: input.notes ?? {},
        created_at: seconds(),
      };
      plans.set(plan.id, plan);
      return plan;
    },
    async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
      const plan = plans.get(input.planId);
      if (!plan)
        throw new SkateError('http', 'Payment provider refused the subscription: no such plan', {
          status: 502,
        });
      const id = randomId(SANDBOX_SUBSCRIPTION_PREFIX);
      const sub = {
        id,
        entity: 'subscription' as const,
        plan_id: plan.id,
        status: 'created',
        total_count: input.totalCount,
        paid_count: 0,
        customer_notify: input.customerNotify,
        short_url: `${options.subscriptionPageUrl ?? '/sandbox/subscriptions'}/${id}`,
        notes: input.notes ?? {},
        start_at: input.startAt ?? null,
        created_at: seconds(),
        amount: plan.item.amount,
      };
      subscriptions.set(id, sub);
      const { amount: _amount, ...answer } = sub;
      return answer;
    },
    async cancelSubscription(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub)
        throw new SkateError('http', 'Payment provider refused the cancellation: no such subscription', {
          status: 502,
        });
      if (sub.status === 'cancelled') return;
      sub.status = 'cancelled';
      await send('subscription.cancelled', sub);
    },
    async chargeSubscription(subscriptionId: string, amountPaise: number, notes: Record<string, string>) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || !['authenticated', 'active'].includes(sub.status)) return { status: 'failed' as const };
      const failures = faults.get(subscriptionId) ?? 0;
      if (failures > 0) {
        faults.set(subscriptionId, failures - 1);
        sub.status = 'halted';
        await send('subscription.halted', sub);
        return { status: 'failed' as const };
      }
      sub.status = 'active';
      sub.paid_count += 1;
      await send('subscription.charged', sub, {
        id: randomId(SANDBOX_PAYMENT_PREFIX),
        entity: 'payment',
        amount: amountPaise,
        currency: 'INR',
        status: 'captured',
        order_id: randomId(SANDBOX_ORDER_PREFIX),
        invoice_id: randomId('inv_sbx_'),
        method: 'upi',
        recurring: true,
        notes,
        created_at: seconds(),
      });
      return { status: 'charged' as const };
    },
    deliverWebhooks(next) {
      deliver = next;
    },
    webhooks() {
      return sent;
    },
    subscription(subscriptionId: string) {
      return subscriptions.get(subscriptionId) ?? null;
    },
    async authorise(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status !== 'created') return false;
      sub.status = 'authenticated';
      await send('subscription.authenticated', sub);
      return true;
    },
    failCharges(subscriptionId: string, times: number) {
      faults.set(subscriptionId, times);
    },
  };
}
