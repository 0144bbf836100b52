import { OrderCreatedResponse, PaymentConfig } from '../api/schemas/orders';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayResult, PaymentGateway } from '../platform/payment-gateway';
import { payOrder } from './payOrder';

const config = PaymentConfig.parse({ key_id: 'rzp_test_sandbox', company_name: 'A', provider: 'sandbox' });
const created = OrderCreatedResponse.parse({
  success: true,
  razorpay_order: { id: 'o1', amount: 5000, currency: 'INR' },
  order_id: 'o1',
  receipt_id: 'r1',
});
const gateway = (result: GatewayResult): PaymentGateway => ({ open: vi.fn(async () => result) });
const proof = { razorpay_order_id: 'o1', razorpay_payment_id: 'p1', razorpay_signature: 's1' };

describe('payOrder', () => {
  it('is a success only when the server verifies the provider answer', async () => {
    const verify = vi.fn(async () => ({ success: true }));
    await expect(
      payOrder({ gateway: gateway({ status: 'success', proof }), config, created, verify }),
    ).resolves.toBe('success');
    expect(verify).toHaveBeenCalledWith({ ...proof, receipt_id: 'r1', key_id: 'rzp_test_sandbox' });
    await expect(
      payOrder({
        gateway: gateway({ status: 'success', proof }),
        config,
        created,
        verify: async () => ({ success: false }),
      }),
    ).resolves.toBe('failed');
  });

  it('never verifies a failed or dismissed payment', async () => {
    const verify = vi.fn(async () => ({ success: true }));
    await expect(
      payOrder({ gateway: gateway({ status: 'failed', reason: 'x' }), config, created, verify }),
    ).resolves.toBe('failed');
    await expect(
      payOrder({ gateway: gateway({ status: 'dismissed' }), config, created, verify }),
    ).resolves.toBe('dismissed');
    expect(verify).not.toHaveBeenCalled();
  });

  it('tells the server of a failed payment (its receipt), not of a dismissed one, and a failed call changes nothing', async () => {
    const verify = vi.fn(async () => ({ success: true }));
    const fail = vi.fn(async () => ({ success: true }));
    await expect(
      payOrder({ gateway: gateway({ status: 'failed', reason: 'x' }), config, created, verify, fail }),
    ).resolves.toBe('failed');
    expect(fail).toHaveBeenCalledWith('r1');
    await expect(
      payOrder({ gateway: gateway({ status: 'dismissed' }), config, created, verify, fail }),
    ).resolves.toBe('dismissed');
    expect(fail).toHaveBeenCalledTimes(1);
    const refused = vi.fn(async () => {
      throw new Error('409');
    });
    await expect(
      payOrder({
        gateway: gateway({ status: 'failed', reason: 'x' }),
        config,
        created,
        verify,
        fail: refused,
      }),
    ).resolves.toBe('failed');
  });
});
