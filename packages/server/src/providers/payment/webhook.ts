import { hmacHex, parseWebhookBody, safeEqualHex } from './hmac';
import type { WebhookEvent } from './types';

function entityOf(
  payload: unknown,
  key: 'payment' | 'order' | 'subscription',
): Record<string, unknown> | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const holder = (payload as Record<string, unknown>)[key];
  if (!holder || typeof holder !== 'object') return undefined;
  const entity = (holder as Record<string, unknown>).entity;
  return entity && typeof entity === 'object' ? (entity as Record<string, unknown>) : undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const paise = (v: unknown): number | undefined => (Number.isSafeInteger(v) ? (v as number) : undefined);

/**
 * Verifies a Razorpay-style webhook: the header is HMAC-SHA256 of the exact raw body under the
 * webhook secret (re-serialised JSON would not match, hence the raw body).
 */
export function verifyWebhookBody(
  secret: string,
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
): WebhookEvent | null {
  if (!secret || !signatureHeader) return null;
  if (!safeEqualHex(hmacHex(secret, rawBody), signatureHeader)) return null;
  const body = parseWebhookBody(rawBody);
  const event = body && str(body.event);
  if (!body || !event) return null;
  const payment = entityOf(body.payload, 'payment');
  const order = entityOf(body.payload, 'order');
  const subscription = entityOf(body.payload, 'subscription');
  return {
    event,
    subscriptionId: str(subscription?.id),
    subscriptionStatus: str(subscription?.status),
    orderId: str(payment?.order_id) ?? str(order?.id),
    paymentId: str(payment?.id),
    status: str(payment?.status) ?? str(order?.status),
    amountPaise: payment ? paise(payment.amount) : paise(order?.amount_paid),
    currency: payment ? str(payment.currency) : str(order?.currency),
  };
}
