import { describe, expect, it } from 'vitest';
import { orderNumber } from './orderNumber';

describe('orderNumber', () => {
  it.each([
    { order: { receipt_id: 'rcpt_mwtv3k2a9f1c77e0' }, expected: '9F1C77E0' },
    { order: { receipt_id: '', order_id: 'order_sbx_1' }, expected: 'SBX1' },
    { order: { order_id: 'order_Nq5Zk2AbCdEf12' }, expected: 'ABCDEF12' },
    { order: { receipt_id: null, order_id: null }, expected: '' },
  ])('$order -> $expected', ({ order, expected }) => {
    expect(orderNumber(order)).toBe(expected);
  });
});
