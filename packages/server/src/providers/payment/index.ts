import { createRazorpayProvider } from './razorpay';
import type { SandboxPaymentProvider } from './sandbox';
import type { PaymentProvider } from './types';

export {
  createRazorpayProvider,
  RAZORPAY_ORDERS_URL,
  RAZORPAY_PLANS_URL,
  RAZORPAY_SUBSCRIPTIONS_URL,
  type RazorpayOptions,
  razorpayRefundUrl,
  razorpaySubscriptionCancelUrl,
} from './razorpay';
export {
  createSandboxProvider,
  SANDBOX_KEY_ID,
  SANDBOX_ORDER_PREFIX,
  SANDBOX_PAYMENT_PREFIX,
  SANDBOX_PLAN_PREFIX,
  SANDBOX_REFUND_PREFIX,
  SANDBOX_SUBSCRIPTION_PREFIX,
  type SandboxOptions,
  type SandboxWebhook,
  type SandboxPaymentProvider,
} from './sandbox';
export { sandboxCheckoutRoutes, type SandboxRoutesOptions } from './sandbox-routes';
export { SANDBOX_MESSAGE_SOURCE, renderSandboxPage, safeCallbackUrl } from './sandbox-page';
export { paymentSignature, hmacHex, safeEqualHex } from './hmac';
export type * from './types';

/** A merchant's stored Razorpay keys (any may be blank when not configured). */
export interface MerchantPaymentKeys {
  keyId?: string | null;
  keySecret?: string | null;
  webhookSecret?: string | null;
}

/** How the server picks a provider for one merchant. */
export interface ProviderChoice {
  /** `sandbox` forces the sandbox even when keys exist (local runs, tests); `auto` uses keys when present. */
  mode: 'auto' | 'sandbox';
  sandbox: SandboxPaymentProvider;
  fetch?: typeof fetch;
}

/**
 * Razorpay when the merchant has both keys (and the sandbox is not forced), else the sandbox,
 * so a fresh install takes payments offline without any configuration.
 */
export function providerForMerchant(
  keys: MerchantPaymentKeys | null | undefined,
  choice: ProviderChoice,
): PaymentProvider {
  if (choice.mode === 'auto' && keys?.keyId && keys.keySecret) {
    return createRazorpayProvider({
      keyId: keys.keyId,
      keySecret: keys.keySecret,
      webhookSecret: keys.webhookSecret ?? undefined,
      fetch: choice.fetch,
    });
  }
  return choice.sandbox;
}
