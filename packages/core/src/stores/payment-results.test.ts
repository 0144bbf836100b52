import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/storage';
import { createPaymentResultsStore } from './payment-results';

describe('payment results store', () => {
  it('claims an order once, also for a second page load in the same browser', () => {
    const storage = createMemoryStorage();
    const first = createPaymentResultsStore({ storage });
    expect(first.getState().claim('order_1')).toBe(true);
    expect(first.getState().claim('order_1')).toBe(false);
    const reloaded = createPaymentResultsStore({ storage });
    expect(reloaded.getState().claim('order_1')).toBe(false);
    expect(reloaded.getState().claim('order_2')).toBe(true);
  });

  it('survives unreadable storage contents', () => {
    const storage = createMemoryStorage();
    storage.setItem('payment_results', '{not json');
    expect(createPaymentResultsStore({ storage }).getState().claim('order_1')).toBe(true);
  });
});
