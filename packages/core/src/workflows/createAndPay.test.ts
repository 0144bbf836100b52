import { describe, expect, it } from 'vitest';
import { OrderCreatedResponse } from '../api/schemas/orders';
import { TEXTS } from '../texts';
import { createAndPay } from './createAndPay';
import { fakeGateway, routedStorefront, SANDBOX_CONFIG_ROUTE } from './test-storefront';

const created = OrderCreatedResponse.parse({
  success: true,
  razorpay_order: { id: 'order_P1', amount: 5000, currency: 'INR' },
  order_id: 'ord-1',
  receipt_id: 'r1',
});
const proof = { razorpay_order_id: 'order_P1', razorpay_payment_id: 'p1', razorpay_signature: 's1' };
const user = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };

function setup() {
  const { storefront, seen } = routedStorefront(SANDBOX_CONFIG_ROUTE);
  const verified: unknown[] = [];
  const verify = async (body: unknown) => {
    verified.push(body);
    return { success: true };
  };
  return { api: storefront.api, seen, verified, verify };
}

describe('createAndPay', () => {
  it('creates the order, opens the provider with the payer prefilled and verifies the result', async () => {
    const { api, verify, verified } = setup();
    const { gateway, opened } = fakeGateway({ status: 'success', proof });
    const paid = await createAndPay({
      api,
      gateway,
      create: async () => created,
      verify,
      description: 'Pay now',
      user,
    });
    expect(paid).toEqual({ ok: true, orderId: 'ord-1', outcome: 'success' });
    expect(opened[0][0]).toMatchObject({ key_id: 'rzp_test', provider: 'sandbox' });
    expect(opened[0][1]).toEqual({
      providerOrderId: 'order_P1',
      amountPaise: 5000,
      currency: 'INR',
      description: 'Pay now',
    });
    expect(opened[0][2]).toEqual({
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });
    expect(verified).toEqual([{ ...proof, receipt_id: 'r1', key_id: 'rzp_test' }]);
  });

  it('answers a dismissed provider window with the order id, verifying nothing', async () => {
    const { api, verify, verified } = setup();
    const { gateway } = fakeGateway({ status: 'dismissed' });
    await expect(createAndPay({ api, gateway, create: async () => created, verify, user })).resolves.toEqual({
      ok: true,
      orderId: 'ord-1',
      outcome: 'dismissed',
    });
    expect(verified).toEqual([]);
  });

  it('answers "Failed to create Razorpay order" when no order was created, never opening the provider', async () => {
    for (const create of [
      async () => Promise.reject(new Error('down')),
      async () => ({ ...created, success: false }),
      async () => ({ ...created, razorpay_order: null }),
    ]) {
      const { api, verify, seen } = setup();
      const { gateway, opened } = fakeGateway({ status: 'success', proof });
      const paid = await createAndPay({ api, gateway, create, verify, user });
      expect(paid).toMatchObject({ ok: false, message: TEXTS.RAZORPAY_ORDER_FAILED });
      expect(TEXTS.RAZORPAY_ORDER_FAILED).toBe('Failed to create Razorpay order');
      expect(opened).toHaveLength(0);
      expect(seen).toHaveLength(0);
    }
  });
});
