import { SkateError } from '../../platform/core';
import { paymentSignature, safeEqualHex } from './hmac';
import type { CreateOrderInput, PaymentProof, PaymentProvider, ProviderOrder, ProviderRefund } from './types';
import { verifyWebhookBody } from './webhook';

/** Razorpay's orders endpoint. */
export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

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

  async function createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    let response: Response;
    try {
      response = await doFetch(RAZORPAY_ORDERS_URL, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes ?? {},
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (cause) {
      throw new SkateError('network', 'Could not reach the payment provider', { cause });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      // The description is Razorpay's own text; it never contains our secret.
      const detail = errorDescription(body) ?? `status ${response.status}`;
      throw new SkateError('http', `Payment provider refused the order: ${detail}`, { status: 502 });
    }
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
    let response: Response;
    try {
      response = await doFetch(razorpayRefundUrl(paymentId), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ amount: amountPaise, notes }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (cause) {
      throw new SkateError('network', 'Could not reach the payment provider', { cause });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const detail = errorDescription(body) ?? `status ${response.status}`;
      throw new SkateError('http', `Payment provider refused the refund: ${detail}`, { status: 502 });
    }
    const entity = (body ?? {}) as Record<string, unknown>;
    if (typeof entity.id !== 'string' || typeof entity.amount !== 'number') {
      throw new SkateError('http', 'Payment provider sent an unreadable refund', { status: 502 });
    }
    return {
      id: entity.id,
      amount: entity.amount,
      paymentId: typeof entity.payment_id === 'string' ? entity.payment_id : paymentId,
      status: typeof entity.status === 'string' ? entity.status : 'processed',
    };
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    createOrder,
    refund,
    verifySignature({ orderId, paymentId, signature }: PaymentProof): boolean {
      if (!orderId || !paymentId) return false;
      return safeEqualHex(paymentSignature(options.keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookBody(options.webhookSecret ?? '', rawBody, signatureHeader);
    },
  };
}
