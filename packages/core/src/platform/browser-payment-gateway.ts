/**
 * The browser's payment gateway. Two providers sit behind the `PaymentGateway` interface:
 * - `razorpay`: Razorpay's Checkout script, loaded once from its CDN;
 * - `sandbox`: the reference server's local test checkout (`GET {api}/sandbox/checkout/{order_id}`)
 *   shown in an in-page frame. The page posts `{ source: 'skatekit-sandbox-checkout', status,
 *   razorpay_order_id, razorpay_payment_id, razorpay_signature }` to its parent; the signature is
 *   minted by the server, so verify runs the same HMAC check as for a real payment.
 * Browser-only: it touches `window` and the document when a payment opens, never at import.
 */
import type { PaymentConfig } from '../api/schemas/orders';
import type { Platform } from '../constants';
import { detectPlatform, type PlatformEnv } from './detect-platform';
import { isExternalAppLink, type NativeBridge } from './native-bridge';
import type {
  GatewayOpenOptions,
  GatewayOrder,
  GatewayResult,
  PaymentGateway,
  PaymentProof,
} from './payment-gateway';

/** Message source of the sandbox checkout page (see packages/server/src/providers/payment/sandbox-page.ts). */
export const SANDBOX_MESSAGE_SOURCE = 'skatekit-sandbox-checkout';
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

// ---------------------------------------------------------------- Razorpay

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string; reason?: string } }) => void,
  ): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let razorpayScript: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(win: Window): Promise<RazorpayConstructor> {
  const existing = (win as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  razorpayScript ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (win as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay script loaded without Razorpay'));
    };
    script.onerror = () => reject(new Error('Could not load the Razorpay script'));
    win.document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later attempt may succeed (network back), so a failed load is not cached.
    razorpayScript = null;
    throw error;
  });
  return razorpayScript;
}

/**
 * Razorpay Checkout options that depend on where the page runs. Inside the Android app,
 * `webview_intent: true` makes Checkout offer the UPI apps (UPI Intent) in the WebView, ending in a
 * `upi://` / `intent://` link the app hands to the system (docs/wrapper-apps.md); UPI Collect is
 * withdrawn from 28 Feb 2026. On a desktop browser Checkout shows its UPI QR code by itself, so
 * nothing is passed that would hide the UPI method.
 */
export function razorpayPlatformOptions(platform: Platform): Record<string, unknown> {
  return platform === 'ANDROID_APP' ? { webview_intent: true } : {};
}

function openRazorpay(
  win: Window,
  config: PaymentConfig,
  order: GatewayOrder,
  options: GatewayOpenOptions,
  platform: Platform,
): Promise<GatewayResult> {
  return loadRazorpay(win).then(
    (Razorpay) =>
      new Promise<GatewayResult>((resolve) => {
        let settled = false;
        const finish = (result: GatewayResult) => {
          if (settled) return;
          settled = true;
          resolve(result);
        };
        const checkout = new Razorpay({
          key: config.key_id,
          amount: order.amountPaise,
          currency: order.currency,
          name: config.company_name,
          description: order.description,
          order_id: order.providerOrderId,
          prefill: options.prefill,
          theme: config.company_color ? { color: config.company_color } : undefined,
          handler: (response: PaymentProof) => finish({ status: 'success', proof: response }),
          modal: { ondismiss: () => finish({ status: 'dismissed' }) },
          ...razorpayPlatformOptions(platform),
        });
        checkout.on('payment.failed', (response) =>
          finish({ status: 'failed', reason: response.error?.description ?? 'Payment failed' }),
        );
        checkout.open();
      }),
  );
}

// ---------------------------------------------------------------- Sandbox

/** Address of the sandbox checkout for an order; `callback_url` fixes the origin the page posts to. */
export function sandboxCheckoutUrl(apiBase: string, providerOrderId: string, returnUrl: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return `${base}/sandbox/checkout/${encodeURIComponent(providerOrderId)}?callback_url=${encodeURIComponent(returnUrl)}`;
}

function openSandbox(
  win: Window,
  apiBase: string,
  order: GatewayOrder,
  options: GatewayOpenOptions,
  app: { platform: Platform; bridge?: NativeBridge },
): Promise<GatewayResult> {
  return new Promise<GatewayResult>((resolve) => {
    const doc = win.document;
    const host = options.container ?? doc.body;
    const backdrop = doc.createElement('div');
    backdrop.className = 'skate-modal-backdrop skate-sandbox';
    const panel = doc.createElement('div');
    panel.className = 'skate-modal skate-sandbox-panel';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', 'Payment');
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'skate-icon-btn skate-sandbox-close';
    close.setAttribute('aria-label', 'Close payment');
    close.textContent = '×';
    const frame = doc.createElement('iframe');
    frame.className = 'skate-sandbox-frame';
    frame.title = 'Payment';
    const inApp = app.platform !== 'WEBSITE';
    frame.src = `${sandboxCheckoutUrl(apiBase, order.providerOrderId, win.location.href)}${inApp ? '&upi_intent=1' : ''}`;
    panel.append(close, frame);
    backdrop.append(panel);
    host.append(backdrop);

    const done = (result: GatewayResult) => {
      win.removeEventListener('message', onMessage);
      backdrop.remove();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the frame we opened may answer, and only with the sandbox page's message.
      if (event.source !== frame.contentWindow) return;
      const data = event.data as Partial<PaymentProof> & {
        source?: string;
        status?: string;
        error_description?: string;
      };
      if (!data || data.source !== SANDBOX_MESSAGE_SOURCE) return;
      if (data.status === 'open-external') {
        // The sandbox's UPI intent link: to the app through the bridge, else to the web view itself
        // (an app that predates openExternal catches it in shouldOverrideUrlLoading).
        const url = (data as { url?: unknown }).url;
        if (inApp && typeof url === 'string' && isExternalAppLink(url) && !app.bridge?.openExternal(url))
          win.location.href = url;
        return;
      }
      if (
        data.status === 'success' &&
        data.razorpay_order_id &&
        data.razorpay_payment_id &&
        data.razorpay_signature
      ) {
        done({
          status: 'success',
          proof: {
            razorpay_order_id: data.razorpay_order_id,
            razorpay_payment_id: data.razorpay_payment_id,
            razorpay_signature: data.razorpay_signature,
          },
        });
      } else {
        done({ status: 'failed', reason: data.error_description ?? 'Payment failed' });
      }
    };
    win.addEventListener('message', onMessage);
    close.addEventListener('click', () => done({ status: 'dismissed' }));
    backdrop.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') done({ status: 'dismissed' });
    });
    close.focus();
  });
}

/** Where the browser gateway works: the API address (the sandbox checkout lives there) and the window. */
export interface PaymentGatewayOptions {
  /** The commerce API address (the sandbox checkout lives there). */
  apiBase: string;
  /** The window to work in (tests pass their own). */
  win?: Window;
  /** The wrapper app's bridge, which opens `upi://` links for the page (storefront.bridge). */
  bridge?: NativeBridge;
}

/** The gateway for a storefront: Razorpay when the server says so, otherwise its sandbox checkout. */
export function createPaymentGateway({ apiBase, win, bridge }: PaymentGatewayOptions): PaymentGateway {
  return {
    // Read at open time: core never touches window on import or in Node.
    open(config, order, options = {}) {
      const target = win ?? window;
      const platform = detectPlatform(target as unknown as PlatformEnv);
      return config.provider === 'razorpay'
        ? openRazorpay(target, config, order, options, platform)
        : openSandbox(target, apiBase, order, options, { platform, bridge });
    },
  };
}
