// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentConfig } from '../api/schemas/orders';
import { createPaymentGateway, SANDBOX_MESSAGE_SOURCE } from './browser-payment-gateway';
import { createNativeBridge } from './native-bridge';

// The payment gateway inside the wrapper apps: UPI Intent for Razorpay in the Android WebView, and the
// sandbox's UPI link handed to the app through the bridge.

const order = { providerOrderId: 'order_sbx_7', amountPaise: 49900, currency: 'INR' };
const razorpay = PaymentConfig.parse({ key_id: 'rzp_live_x', company_name: 'Academy', provider: 'razorpay' });
const sandbox = PaymentConfig.parse({
  key_id: 'rzp_test_sandbox',
  company_name: 'Academy',
  provider: 'sandbox',
});
const UPI = 'upi://pay?pa=sandbox@skatekit&pn=Academy&am=499.00&cu=INR&tr=order_sbx_7';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  document.body.innerHTML = '';
  delete w.Razorpay;
  delete w.Android;
});

/** A stand-in for Razorpay's Checkout constructor: records the options it was given. */
function fakeRazorpay() {
  const options: Record<string, unknown>[] = [];
  w.Razorpay = class {
    constructor(given: Record<string, unknown>) {
      options.push(given);
    }
    open() {}
    on() {}
  };
  return options;
}

describe('Razorpay in the apps', () => {
  it('asks for UPI Intent (webview_intent) in the Android app only', async () => {
    const options = fakeRazorpay();
    void createPaymentGateway({ apiBase: 'http://api.test' }).open(razorpay, order);
    await vi.waitFor(() => expect(options).toHaveLength(1));
    expect(options[0].webview_intent).toBeUndefined();
    w.Android = { postMessage() {} };
    void createPaymentGateway({ apiBase: 'http://api.test' }).open(razorpay, order);
    await vi.waitFor(() => expect(options).toHaveLength(2));
    expect(options[1].webview_intent).toBe(true);
  });
});

describe('the sandbox UPI link', () => {
  it('reaches the app through the bridge, and the checkout stays open', () => {
    const sent: Array<Record<string, unknown>> = [];
    w.Android = { postMessage: (text: string) => void sent.push(JSON.parse(text)) };
    const bridge = createNativeBridge(window);
    bridge.receive(
      JSON.stringify({ type: 'capabilities', v: 1, messages: ['googleSignIn', 'openExternal'] }),
    );
    let settled = false;
    void createPaymentGateway({ apiBase: 'http://api.test', bridge })
      .open(sandbox, order)
      .then(() => {
        settled = true;
      });
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('upi_intent')).toBe('1');
    const post = (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
    post({ source: SANDBOX_MESSAGE_SOURCE, status: 'open-external', url: 'javascript:alert(1)' });
    post({ source: SANDBOX_MESSAGE_SOURCE, status: 'open-external', url: UPI });
    expect(sent.filter((m) => m.type === 'openExternal')).toEqual([{ type: 'openExternal', url: UPI, v: 1 }]);
    expect(document.querySelector('iframe')).not.toBeNull();
    expect(settled).toBe(false);
    bridge.destroy();
  });

  it('is not offered on a website', () => {
    void createPaymentGateway({ apiBase: 'http://api.test' }).open(sandbox, order);
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(new URL(frame.src).searchParams.get('upi_intent')).toBeNull();
  });
});
