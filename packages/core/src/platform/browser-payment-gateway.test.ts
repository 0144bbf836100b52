// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentConfig } from '../api/schemas/orders';
import { createPaymentGateway, SANDBOX_MESSAGE_SOURCE, sandboxCheckoutUrl } from './browser-payment-gateway';

const order = {
  providerOrderId: 'order_sbx_9',
  amountPaise: 129900,
  currency: 'INR',
  description: 'Pay now',
};
const sandbox = PaymentConfig.parse({
  key_id: 'rzp_test_sandbox',
  company_name: 'Academy',
  company_color: '#123a8f',
  provider: 'sandbox',
});
const razorpay = PaymentConfig.parse({
  key_id: 'rzp_live_x',
  company_name: 'Academy',
  company_color: '#123a8f',
  provider: 'razorpay',
});

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

function post(frame: HTMLIFrameElement, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
}

describe('sandbox checkout', () => {
  it('opens the server sandbox page in a frame and resolves with its signed answer', async () => {
    const gateway = createPaymentGateway({ apiBase: 'http://api.test/' });
    const result = gateway.open(sandbox, order);
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.src).toBe(sandboxCheckoutUrl('http://api.test', 'order_sbx_9', window.location.href));
    expect(frame.src.startsWith('http://api.test/sandbox/checkout/order_sbx_9?callback_url=')).toBe(true);
    // Messages from elsewhere, or without the sandbox source, are ignored.
    window.dispatchEvent(
      new MessageEvent('message', { data: { source: SANDBOX_MESSAGE_SOURCE, status: 'success' } }),
    );
    post(frame, { status: 'success', razorpay_order_id: 'x' });
    post(frame, {
      source: SANDBOX_MESSAGE_SOURCE,
      status: 'success',
      razorpay_order_id: 'order_sbx_9',
      razorpay_payment_id: 'pay_sbx_1',
      razorpay_signature: 'abc',
    });
    await expect(result).resolves.toEqual({
      status: 'success',
      proof: {
        razorpay_order_id: 'order_sbx_9',
        razorpay_payment_id: 'pay_sbx_1',
        razorpay_signature: 'abc',
      },
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('resolves failed on the page failure and dismissed on close', async () => {
    const gateway = createPaymentGateway({ apiBase: 'http://api.test' });
    const failed = gateway.open(sandbox, order);
    post(document.querySelector('iframe') as HTMLIFrameElement, {
      source: SANDBOX_MESSAGE_SOURCE,
      status: 'failed',
      error_description: 'Payment failed',
    });
    await expect(failed).resolves.toEqual({ status: 'failed', reason: 'Payment failed' });
    const closed = gateway.open(sandbox, order);
    (document.querySelector('.skate-sandbox-close') as HTMLButtonElement).click();
    await expect(closed).resolves.toEqual({ status: 'dismissed' });
  });
});

describe('Razorpay checkout', () => {
  it('opens Razorpay with the public key and order, and resolves with its handler response', async () => {
    const instances: { options: Record<string, unknown>; open: ReturnType<typeof vi.fn> }[] = [];
    (window as unknown as { Razorpay: unknown }).Razorpay = class {
      open = vi.fn();
      constructor(readonly options: Record<string, unknown>) {
        instances.push(this);
      }
      on() {}
    };
    const gateway = createPaymentGateway({ apiBase: 'http://api.test' });
    const result = gateway.open(razorpay, order, { prefill: { name: 'Asha' } });
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const { options, open } = instances[0];
    expect(open).toHaveBeenCalled();
    expect(options).toMatchObject({
      key: 'rzp_live_x',
      amount: 129900,
      currency: 'INR',
      order_id: 'order_sbx_9',
      name: 'Academy',
      prefill: { name: 'Asha' },
    });
    expect(JSON.stringify(options)).not.toContain('secret');
    (options.handler as (r: unknown) => void)({
      razorpay_order_id: 'order_sbx_9',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 's',
    });
    await expect(result).resolves.toMatchObject({
      status: 'success',
      proof: { razorpay_payment_id: 'pay_1' },
    });
  });
});
