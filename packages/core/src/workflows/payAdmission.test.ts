import { describe, expect, it } from 'vitest';
import { CartItem } from '../api/schemas/cart';
import {
  fakeGateway,
  MERCHANT,
  routedStorefront,
  SANDBOX_CONFIG_ROUTE,
  createdPayment,
  PROOF_P1,
} from './test-storefront';
import { STORAGE_KEYS } from '../constants';
import type { GatewayResult } from '../platform/payment-gateway';
import { TEXTS } from '../texts';
import { payAdmission } from './payAdmission';

const course = CartItem.parse({
  product_id: 'c1',
  product_sku: 'C1',
  product_name: 'Beginner Course',
  product_price: 3000,
  product_saleprice: 2500,
  quantity: 1,
  course: true,
});
const created = createdPayment('adm-ord-1', 'rcpt-a1', 250000);
const proof = PROOF_P1;

function setup(result: GatewayResult, verified = true) {
  const shop = routedStorefront(
    {
      ...SANDBOX_CONFIG_ROUTE,
      'POST /admission-pay': created,
      'POST /admission-pay/verify': { success: verified, message: '', order_id: 'adm-ord-1' },
      // The catalogue record the engine prices the course from.
      'GET /grouped-product/single/c1': {
        data: {
          product_id: 'c1',
          title: 'Beginner Course',
          sku: 'C1',
          status: 'Active',
          category: 'courses',
          product_type: 'Simple',
          originalPrice: 3000,
          discountPrice: 2500,
          stock: 'Unlimited Stock',
        },
      },
    },
    {
      stored: {
        [STORAGE_KEYS.checkoutData]: {
          products: [course],
          totalBeforeDiscount: 3000,
          totalAfterDiscount: 2500,
          coupon: '',
          discountAmount: 0,
          isCouponApplied: false,
          course: true,
        },
      },
    },
  );
  const { gateway, opened } = fakeGateway(result);
  const run = () =>
    payAdmission(shop.storefront, {
      gateway,
      user: { user_id: 'u1', name: 'Asha Rao' },
      admissionId: 'adm9',
    });
  return { ...shop, opened, run };
}

describe('payAdmission', () => {
  it('creates the admission payment, opens the provider, verifies and answers /payment-successad/{id}', async () => {
    const { run, sent, opened, storefront } = setup({ status: 'success', proof });
    expect(await run()).toEqual({ ok: true, route: '/payment-successad/adm-ord-1' });
    expect(sent('POST /admission-pay')).toMatchObject({
      payment_mode: TEXTS.PAY_NOW,
      user_id: 'u1',
      admission_id: 'adm9',
      main_id: MERCHANT,
      totalAmountbeforePay: 2500,
      deliveryCharge: 0,
    });
    expect(opened[0][1]).toMatchObject({
      providerOrderId: 'order_P1',
      amountPaise: 250000,
      description: 'Beginner Course',
    });
    expect(sent('POST /admission-pay/verify')).toMatchObject({ ...proof, receipt_id: 'rcpt-a1' });
    expect(storefront.checkout.getState().data).toBeNull();
  });

  it('answers /payment-failedad/{id} when the server does not confirm the payment, keeping the checkout data', async () => {
    const { run, storefront } = setup({ status: 'success', proof }, false);
    expect(await run()).toEqual({ ok: true, route: '/payment-failedad/adm-ord-1' });
    expect(storefront.checkout.getState().data).not.toBeNull();
  });

  it('stays when the provider window is closed', async () => {
    const { run, storefront } = setup({ status: 'dismissed' });
    expect(await run()).toEqual({ ok: true, route: null });
    expect(storefront.checkout.getState().data).not.toBeNull();
  });
});
