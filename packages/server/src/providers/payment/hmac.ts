import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` under `secret`, as lowercase hex (Razorpay's signature format). */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares two hex strings in constant time so a forger learns nothing from response timing.
 * Different lengths (or non-strings) are simply unequal.
 */
export function safeEqualHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Signature Razorpay (and our sandbox) give a successful payment: HMAC(order_id|payment_id). */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Reads Razorpay's webhook JSON into the few fields we act on. */
export function parseWebhookBody(rawBody: string | Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
