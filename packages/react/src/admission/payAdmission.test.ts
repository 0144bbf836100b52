import {
  admissionPaymentFailedRoute,
  admissionPaymentSuccessRoute,
  buildCheckoutData,
  STORAGE_KEYS,
} from '@skatekit/core/rules';
import type { CartItem } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayResult, PaymentGateway } from '../checkout/paymentGateway';
import { makeStorefront, MERCHANT } from '../test/harness';
import { payAdmission } from './payAdmission';

const course = {
  product_id: 'c1',
  product_sku: 'C1',
  product_name: 'Beginner Course',
  product_price: 3000,
  product_saleprice: 2500,
  quantity: 1,
  course: true,
} as CartItem;
const created = {
  success: true,
  message: '',
  order_id: 'adm-ord-1',
  receipt_id: 'rcpt-a1',
  razorpay_order: { id: 'order_P1', amount: 250000, currency: 'INR' },
};

function setup(result: GatewayResult, verified = true) {
  const { storefront, calls } = makeStorefront({
    stored: { [STORAGE_KEYS.checkoutData]: buildCheckoutData([course], null, { course: true }) },
    routes: {
      'POST /admission-pay': created,
      [`GET /pay-razorpay/${MERCHANT}`]: {
        data: { key_id: 'rzp_test', company_name: 'Academy', company_color: '', provider: 'sandbox' },
      },
      'POST /admission-pay/verify': { success: verified, message: '', order_id: 'adm-ord-1' },
    },
  });
  const gateway: PaymentGateway = { open: vi.fn(async () => result) };
  const data = storefront.checkout.getState().data;
  if (!data) throw new Error('no checkout data');
  const run = () =>
    payAdmission({
      storefront,
      gateway,
      data,
      user: { user_id: 'u1', name: 'Asha Rao' },
      admissionId: 'adm9',
    });
  return { storefront, calls, gateway, run };
}

const proof = { razorpay_order_id: 'order_P1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };

describe('payAdmission', () => {
  it('creates the admission payment, opens the provider, verifies and goes to /payment-successad/{id}', async () => {
    const { calls, gateway, run, storefront } = setup({ status: 'success', proof });
    expect(await run()).toBe(admissionPaymentSuccessRoute('adm-ord-1'));
    expect(calls.find((c) => c.url === '/admission-pay')?.body).toMatchObject({
      payment_mode: TEXTS.PAY_NOW,
      user_id: 'u1',
      admission_id: 'adm9',
      main_id: MERCHANT,
    });
    expect(gateway.open).toHaveBeenCalledWith(
      expect.objectContaining({ key_id: 'rzp_test' }),
      expect.objectContaining({ providerOrderId: 'order_P1', amountPaise: 250000 }),
      expect.anything(),
    );
    expect(calls.find((c) => c.url === '/admission-pay/verify')?.body).toMatchObject({
      ...proof,
      receipt_id: 'rcpt-a1',
    });
    expect(storefront.checkout.getState().data).toBeNull();
  });

  it('goes to /payment-failedad/{id} when the server does not confirm the payment', async () => {
    const { run } = setup({ status: 'success', proof }, false);
    expect(await run()).toBe(admissionPaymentFailedRoute('adm-ord-1'));
  });

  it('stays when the provider window is closed', async () => {
    const { run, storefront } = setup({ status: 'dismissed' });
    expect(await run()).toBeNull();
    expect(storefront.checkout.getState().data).not.toBeNull();
  });
});
