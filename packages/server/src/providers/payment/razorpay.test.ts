import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createRazorpayProvider,
  RAZORPAY_ORDERS_URL,
  RAZORPAY_PLANS_URL,
  RAZORPAY_SUBSCRIPTIONS_URL,
  razorpaySubscriptionCancelUrl,
} from './razorpay';

const KEY_ID = 'rzp_test_abc123';
const KEY_SECRET = 'secret_xyz';
const WEBHOOK_SECRET = 'hook_secret';

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('razorpay provider', () => {
  it('creates an order with basic auth and the amount in paise', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      jsonResponse(200, {
        id: 'order_Abc',
        entity: 'order',
        amount: 129900,
        amount_paid: 0,
        amount_due: 129900,
        currency: 'INR',
        receipt: 'rcpt_1',
        status: 'created',
        attempts: 0,
        notes: { order: '1' },
        created_at: 1_700_000_000,
      }),
    );
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: fetchMock as typeof fetch,
    });
    const order = await provider.createOrder({
      amountPaise: 129900,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { order: '1' },
    });

    expect(order.id).toBe('order_Abc');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(RAZORPAY_ORDERS_URL);
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: 129900,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { order: '1' },
    });
  });

  it("turns a refusal into a SkateError carrying Razorpay's description but not the secret", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
    );
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: fetchMock as typeof fetch,
    });
    const failure = provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' });
    await expect(failure).rejects.toMatchObject({
      name: 'SkateError',
      code: 'http',
      message: expect.stringContaining('Authentication failed'),
    });
    await expect(failure).rejects.not.toMatchObject({ message: expect.stringContaining(KEY_SECRET) });
  });

  it('reports a network failure as a SkateError of code network', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: fetchMock as typeof fetch,
    });
    await expect(
      provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' }),
    ).rejects.toMatchObject({ code: 'network' });
  });

  it('refuses a 200 answer that is not an order', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { hello: 'world' }));
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: fetchMock as typeof fetch,
    });
    await expect(
      provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' }),
    ).rejects.toMatchObject({ code: 'http' });
  });

  it('accepts exactly HMAC-SHA256(order_id|payment_id, key_secret)', () => {
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET });
    const good = sign(KEY_SECRET, 'order_A|pay_B');
    expect(provider.verifySignature({ orderId: 'order_A', paymentId: 'pay_B', signature: good })).toBe(true);
    expect(provider.verifySignature({ orderId: 'order_A', paymentId: 'pay_C', signature: good })).toBe(false);
    expect(
      provider.verifySignature({
        orderId: 'order_A',
        paymentId: 'pay_B',
        signature: sign('other', 'order_A|pay_B'),
      }),
    ).toBe(false);
    expect(
      provider.verifySignature({ orderId: 'order_A', paymentId: 'pay_B', signature: good.slice(0, -1) }),
    ).toBe(false);
    expect(provider.verifySignature({ orderId: '', paymentId: '', signature: sign(KEY_SECRET, '|') })).toBe(
      false,
    );
  });

  it('checks webhooks against the raw body with the webhook secret', () => {
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    });
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', status: 'captured' } } },
    });
    expect(provider.verifyWebhook(raw, sign(WEBHOOK_SECRET, raw))).toEqual({
      event: 'payment.captured',
      orderId: 'order_1',
      paymentId: 'pay_1',
      status: 'captured',
    });
    expect(provider.verifyWebhook(raw, sign(KEY_SECRET, raw))).toBeNull();
    expect(provider.verifyWebhook(`${raw} `, sign(WEBHOOK_SECRET, raw))).toBeNull();
    expect(provider.verifyWebhook(raw, undefined)).toBeNull();
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET });
    const raw = '{"event":"payment.captured"}';
    expect(provider.verifyWebhook(raw, sign('', raw))).toBeNull();
  });

  it("auto-pay: a monthly plan, a subscription to it with Razorpay's fields, its short_url, and a cancel", async () => {
    const answers: Record<string, unknown> = {
      [RAZORPAY_PLANS_URL]: {
        id: 'plan_Fee1',
        entity: 'plan',
        period: 'monthly',
        interval: 1,
        item: { name: 'Monthly fee: Isha', amount: 250000, currency: 'INR' },
        notes: {},
        created_at: 1_700_000_000,
      },
      [RAZORPAY_SUBSCRIPTIONS_URL]: {
        id: 'sub_Fee1',
        entity: 'subscription',
        plan_id: 'plan_Fee1',
        status: 'created',
        total_count: 120,
        paid_count: 0,
        customer_notify: false,
        short_url: 'https://rzp.io/i/fee1',
        notes: { kind: 'fees-autopay' },
        start_at: 1_800_000_000,
        created_at: 1_700_000_000,
      },
      [razorpaySubscriptionCancelUrl('sub_Fee1')]: {
        id: 'sub_Fee1',
        entity: 'subscription',
        status: 'cancelled',
      },
    };
    const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      jsonResponse(200, answers[String(url)]),
    );
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: fetchMock as typeof fetch,
    });
    const plan = await provider.createPlan({
      period: 'monthly',
      interval: 1,
      item: { name: 'Monthly fee: Isha', amountPaise: 250000, currency: 'INR' },
      notes: { kind: 'fees-autopay' },
    });
    const subscription = await provider.createSubscription({
      planId: plan.id,
      totalCount: 120,
      customerNotify: false,
      startAt: 1_800_000_000,
      notes: { kind: 'fees-autopay' },
    });
    expect(subscription.short_url).toBe('https://rzp.io/i/fee1');
    await provider.cancelSubscription('sub_Fee1');
    // Razorpay charges on the plan's cycle: nothing to ask for.
    expect(await provider.chargeSubscription('sub_Fee1', 250000, {})).toEqual({ status: 'scheduled' });
    const sent = fetchMock.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    expect(sent).toEqual([
      [
        RAZORPAY_PLANS_URL,
        {
          period: 'monthly',
          interval: 1,
          item: { name: 'Monthly fee: Isha', amount: 250000, currency: 'INR', description: '' },
          notes: { kind: 'fees-autopay' },
        },
      ],
      [
        RAZORPAY_SUBSCRIPTIONS_URL,
        {
          plan_id: 'plan_Fee1',
          total_count: 120,
          quantity: 1,
          customer_notify: 0,
          start_at: 1_800_000_000,
          notes: { kind: 'fees-autopay' },
        },
      ],
      ['https://api.razorpay.com/v1/subscriptions/sub_Fee1/cancel', { cancel_at_cycle_end: 0 }],
    ]);
  });

  it("auto-pay: a refused subscription is a 502 with Razorpay's words", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The plan id provided is invalid' },
      }),
    );
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: fetchMock as typeof fetch,
    });
    await expect(
      provider.createSubscription({ planId: 'plan_x', totalCount: 12, customerNotify: true }),
    ).rejects.toMatchObject({
      message: 'Payment provider refused the subscription: The plan id provided is invalid',
      status: 502,
    });
  });
});
