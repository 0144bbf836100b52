import { CURRENCY, formatInr, fromPaise } from '../../platform/core';

/** What the sandbox checkout page shows about the order being paid. */
export interface SandboxPageOrder {
  orderId: string;
  amountPaise: number;
  currency: string;
  companyName: string;
  companyColor?: string;
  /** Already paid orders get no buttons. */
  paid?: boolean;
}

/** How the page hands the result back. */
export interface SandboxPageDelivery {
  /** Where to send the browser afterwards (http/https only); none = show the values on the page. */
  callbackUrl?: string;
  /** `get` (query string redirect, default) or `post` (form post, as Razorpay's redirect mode does). */
  callbackMethod: 'get' | 'post';
  /**
   * Inside the wrapper apps: also offer "Pay with a UPI app", a `upi://pay` intent link that the page
   * hands to its parent (`status: 'open-external'`), which passes it to the app through the bridge, as
   * Razorpay's UPI Intent flow (`webview_intent: true`) ends in a `upi://` link the app must open.
   */
  upiIntent?: boolean;
}

/** The UPI intent link of a sandbox order (the NPCI deep-link parameters; no real VPA). */
export function sandboxUpiLink(
  order: Pick<SandboxPageOrder, 'orderId' | 'amountPaise' | 'companyName'>,
): string {
  const params = new URLSearchParams({
    pa: 'sandbox@skatekit',
    pn: order.companyName,
    am: (order.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: order.orderId,
  });
  return `upi://pay?${params.toString()}`;
}

/** Message type a popup/iframe parent receives through postMessage. */
export const SANDBOX_MESSAGE_SOURCE = 'skatekit-sandbox-checkout';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON safe to place inside a <script> element (no `</script>` breakout). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Accepts only absolute http(s) URLs, so a crafted link cannot run `javascript:` on our origin. */
export function safeCallbackUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The amount as the storefront shows it (core's formatInr); another currency as plain figures. */
function formatAmount(amountPaise: number, currency: string): string {
  return currency === CURRENCY
    ? formatInr(fromPaise(amountPaise))
    : `${(amountPaise / 100).toFixed(2)} ${currency}`;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{3,8}$|^[a-zA-Z]{1,20}$/;

/**
 * Renders the local test checkout. `success` carries a payment id and signature minted by the
 * server for this order; the browser only relays them, so verify runs the real HMAC check.
 */
export function renderSandboxPage(
  order: SandboxPageOrder,
  delivery: SandboxPageDelivery,
  success: { paymentId: string; signature: string },
  /** The CSP nonce of the page's one inline style and script. */
  nonce?: string,
): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const color = order.companyColor && SAFE_COLOR.test(order.companyColor) ? order.companyColor : '#1f6feb';
  const config = {
    source: SANDBOX_MESSAGE_SOURCE,
    callbackUrl: delivery.callbackUrl ?? null,
    callbackMethod: delivery.callbackMethod,
    upiLink: delivery.upiIntent && !order.paid ? sandboxUpiLink(order) : null,
    success: {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: success.paymentId,
      razorpay_signature: success.signature,
    },
    failure: {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
      error_reason: 'payment_failed',
      razorpay_order_id: order.orderId,
    },
  };
  const buttons = order.paid
    ? '<p class="note">This order is already paid.</p>'
    : // Disabled until the script below has wired them: a tap while a slow phone is still parsing
      // the page would otherwise do nothing at all.
      `<button id="pay" type="button" disabled>Pay (success)</button>
      <button id="fail" type="button" class="secondary" disabled>Fail payment</button>${
        delivery.upiIntent
          ? `\n      <a id="upi" class="upi" href="${escapeHtml(sandboxUpiLink(order))}">Pay with a UPI app</a>`
          : ''
      }`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout - ${escapeHtml(order.companyName)}</title>
<style${nonceAttr}>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  *, *::before, *::after { box-sizing: border-box; }
  main { background: #fff; border-radius: 12px; padding: clamp(16px, 6vw, 28px); width: min(420px, 92vw); box-shadow: 0 8px 24px rgba(0,0,0,.12); }
  header { border-bottom: 4px solid ${color}; margin-bottom: 16px; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0; }
  .meta { color: #555; font-size: .85rem; word-break: break-all; }
  .badge { display: inline-block; background: #fff3cd; color: #7a5d00; border-radius: 6px; padding: 2px 8px; font-size: .8rem; }
  button { display: block; width: 100%; padding: 12px; margin-top: 12px; border: 0; border-radius: 8px; font-size: 1rem; cursor: pointer; background: ${color}; color: #fff; }
  button:disabled { opacity: 0.6; cursor: default; }
  button.secondary { background: #e5e7eb; color: #b42318; }
  a.upi { display: block; text-align: center; margin-top: 12px; color: ${color}; }
  pre { background: #f4f5f7; padding: 8px; font-size: .75rem; white-space: pre-wrap; word-break: break-all; }
</style>
</head>
<body>
<main>
  <header><h1 id="company">${escapeHtml(order.companyName)}</h1></header>
  <span class="badge">Sandbox - no real money moves</span>
  <p class="amount" id="amount" data-amount-paise="${order.amountPaise}">${escapeHtml(formatAmount(order.amountPaise, order.currency))}</p>
  <p class="meta">Order <span id="order-id">${escapeHtml(order.orderId)}</span></p>
  ${buttons}
  <pre id="result" hidden></pre>
</main>
<script${nonceAttr}>
(function () {
  var config = ${scriptJson(config)};
  function deliver(status, payload) {
    var message = Object.assign({ source: config.source, status: status }, payload);
    var parent = window.opener || (window.parent !== window ? window.parent : null);
    if (parent) {
      var origin = '*';
      if (config.callbackUrl) { try { origin = new URL(config.callbackUrl).origin; } catch (e) {} }
      parent.postMessage(message, origin);
      if (window.opener) { window.close(); }
      return;
    }
    if (config.callbackUrl && config.callbackMethod === 'post') {
      var form = document.createElement('form');
      form.method = 'POST';
      form.action = config.callbackUrl;
      Object.keys(payload).forEach(function (key) {
        var input = document.createElement('input');
        input.type = 'hidden'; input.name = key; input.value = payload[key];
        form.appendChild(input);
      });
      document.body.appendChild(form);
      form.submit();
      return;
    }
    if (config.callbackUrl) {
      var url = new URL(config.callbackUrl);
      Object.keys(payload).forEach(function (key) { url.searchParams.set(key, payload[key]); });
      window.location.assign(url.toString());
      return;
    }
    var out = document.getElementById('result');
    out.hidden = false;
    out.textContent = JSON.stringify(message, null, 2);
  }
  var pay = document.getElementById('pay');
  var fail = document.getElementById('fail');
  if (pay) { pay.addEventListener('click', function () { deliver('success', config.success); }); pay.disabled = false; }
  if (fail) { fail.addEventListener('click', function () { deliver('failed', config.failure); }); fail.disabled = false; }
  var upi = document.getElementById('upi');
  var frameParent = window.parent !== window ? window.parent : null;
  if (upi && config.upiLink && frameParent) upi.addEventListener('click', function (event) {
    // A frame cannot open an app: the storefront hands the link to the wrapper app (its bridge).
    event.preventDefault();
    var origin = '*';
    if (config.callbackUrl) { try { origin = new URL(config.callbackUrl).origin; } catch (e) {} }
    frameParent.postMessage({ source: config.source, status: 'open-external', url: config.upiLink }, origin);
  });
})();
</script>
</body>
</html>
`;
}
