import { describe, expect, it } from 'vitest';
import { PAYMENT_PAGE_TITLES, paymentPageState } from './paymentPage';

const paid = { status: 'Success', orderStatus: 'Pending', user_id: 'u1' };

describe('paymentPageState', () => {
  it.each([
    [{ status: 'loading' as const }, 'u1', 'checking', 'Checking your payment...'],
    [{ status: 'error' as const }, 'u1', 'unknown', 'We could not find this payment in your account.'],
    [
      { status: 'success' as const, data: null },
      'u1',
      'unknown',
      'We could not find this payment in your account.',
    ],
    [{ status: 'success' as const, data: paid }, 'u1', 'paid', 'Payment Successful'],
    [
      { status: 'success' as const, data: paid },
      'u2',
      'unknown',
      'We could not find this payment in your account.',
    ],
    [
      { status: 'success' as const, data: { ...paid, status: 'Failed', orderStatus: 'Cancelled' } },
      'u1',
      'failed',
      'Payment Failed',
    ],
    [
      { status: 'success' as const, data: { ...paid, status: 'Pending', orderStatus: 'Payment pending' } },
      'u1',
      'pending',
      'Payment Pending',
    ],
  ])('%o for %s -> %s', (load, userId, state, title) => {
    const found = paymentPageState(load, userId);
    expect(found).toBe(state);
    expect(PAYMENT_PAGE_TITLES[found]).toBe(title);
  });
});
