import { hmacHex, paymentSignature, safeEqualHex } from './hmac';
import { randomId } from './ids';
import type { CreateOrderInput, PaymentProof, PaymentProvider, ProviderOrder, ProviderRefund } from './types';
import { verifyWebhookBody } from './webhook';

/** Prefix of every sandbox order id, so nobody mistakes one for a real Razorpay order. */
export const SANDBOX_ORDER_PREFIX = 'order_sbx_';
/** Prefix of every sandbox payment id. */
export const SANDBOX_PAYMENT_PREFIX = 'pay_sbx_';
/** Public key id a browser sees in sandbox mode. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
/** Prefix of every sandbox refund id. */
export const SANDBOX_REFUND_PREFIX = 'rfnd_sandbox_';

export interface SandboxOptions {
  /** Server-held secret that signs sandbox payments (never sent to a browser). */
  secret: string;
  /** Injected clock, for created_at. */
  now?: () => Date;
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
}

/**
 * Offline provider: orders are made locally and paid on our own test checkout page, and the
 * result goes through exactly the same HMAC check as a real Razorpay payment.
 */
export function createSandboxProvider(options: SandboxOptions): SandboxPaymentProvider {
  const now = options.now ?? (() => new Date());
  const made: (ProviderRefund & { notes: Record<string, string> })[] = [];
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
  };
}
