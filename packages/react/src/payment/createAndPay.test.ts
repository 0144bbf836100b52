import { OrderCreatedResponse } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayResult, PaymentGateway } from '../checkout/paymentGateway';
import { makeStorefront, MERCHANT } from '../test/harness';
import { notify } from '../ui/toast';
import { createAndPay } from './createAndPay';

const created = OrderCreatedResponse.parse({
  success: true,
  razorpay_order: { id: 'order_P1', amount: 5000, currency: 'INR' },
  order_id: 'ord-1',
  receipt_id: 'r1',
});
const proof = { razorpay_order_id: 'order_P1', razorpay_payment_id: 'p1', razorpay_signature: 's1' };
const user = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };

function setup(result: GatewayResult) {
  const { storefront, calls } = makeStorefront({
    routes: {
      [`GET /pay-razorpay/${MERCHANT}`]: {
        data: { key_id: 'rzp_test', company_name: 'Academy', company_color: '', provider: 'sandbox' },
      },
    },
  });
  const gateway: PaymentGateway = { open: vi.fn(async () => result) };
  const verify = vi.fn(async () => ({ success: true }));
  const error = vi.spyOn(notify, 'error');
  return { storefront, calls, gateway, verify, error };
}

afterEach(() => vi.restoreAllMocks());

describe('createAndPay', () => {
  it('creates the order, opens the provider with the payer prefilled and verifies the result', async () => {
    const { storefront, gateway, verify } = setup({ status: 'success', proof });
    const paid = await createAndPay({
      storefront,
      gateway,
      create: async () => created,
      verify,
      description: 'Pay Now',
      user,
      options: { container: undefined },
    });
    expect(paid).toEqual({ orderId: 'ord-1', outcome: 'success' });
    expect(gateway.open).toHaveBeenCalledWith(
      expect.objectContaining({ key_id: 'rzp_test' }),
      expect.objectContaining({ providerOrderId: 'order_P1', amountPaise: 5000, description: 'Pay Now' }),
      {
        container: undefined,
        prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      },
    );
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ ...proof, receipt_id: 'r1' }));
  });

  it('answers the outcome of a dismissed provider window with the order id', async () => {
    const { storefront, gateway, verify } = setup({ status: 'dismissed' });
    await expect(
      createAndPay({ storefront, gateway, create: async () => created, verify, user }),
    ).resolves.toEqual({ orderId: 'ord-1', outcome: 'dismissed' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('answers null with "Razorpay order failed" when the order cannot be created, never opening the provider', async () => {
    for (const create of [
      async () => Promise.reject(new Error('down')),
      async () => ({ ...created, success: false }),
      async () => ({ ...created, razorpay_order: null }),
    ]) {
      const { storefront, gateway, verify, error, calls } = setup({ status: 'success', proof });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(createAndPay({ storefront, gateway, create, verify, user })).resolves.toBeNull();
      expect(error).toHaveBeenCalledWith(TEXTS.RAZORPAY_ORDER_FAILED);
      expect(gateway.open).not.toHaveBeenCalled();
      expect(calls).toHaveLength(0);
      vi.restoreAllMocks();
    }
  });
});
