import { describe, expect, it } from 'vitest';
import {
  nextOrderActions,
  orderActionRefusal,
  paymentStanding,
  refundableAmount,
  refundRefusal,
  remainderDue,
} from './orderFlow';
import { can } from './permissions';

const paid = { status: 'Success', payment_mode: 'Pay now', totalAmountbeforePay: 1048, remaining_amount: 0 };
const cod = {
  status: 'Success',
  payment_mode: 'Pay on delivery',
  totalAmountbeforePay: 549,
  remaining_amount: 439,
};

describe('the order flow', () => {
  it('offers one step forward at a time, and cancel until the order is shipped', () => {
    expect(nextOrderActions({ ...paid, orderStatus: 'Pending' })).toEqual(['confirm', 'cancel']);
    expect(nextOrderActions({ ...paid, orderStatus: 'Processing' })).toEqual(['pack', 'cancel']);
    expect(nextOrderActions({ ...paid, orderStatus: 'Packed' })).toEqual(['ship', 'cancel']);
    expect(nextOrderActions({ ...paid, orderStatus: 'Shipped' })).toEqual(['out-for-delivery']);
    expect(nextOrderActions({ ...paid, orderStatus: 'Out for delivery' })).toEqual(['deliver']);
    expect(nextOrderActions({ ...paid, orderStatus: 'Delivered' })).toEqual([]);
    expect(nextOrderActions({ ...paid, orderStatus: 'Cancelled' })).toEqual([]);
  });

  it('refuses skipping, going back from Delivered, and fulfilling an unpaid order', () => {
    expect(orderActionRefusal({ ...paid, orderStatus: 'Delivered' }, 'pack')).toBe(
      'An order that is Delivered cannot be moved to Packed',
    );
    expect(orderActionRefusal({ ...paid, orderStatus: 'Pending' }, 'ship')).toBe(
      'An order that is Pending cannot be moved to Shipped',
    );
    expect(orderActionRefusal({ ...paid, status: 'Pending', orderStatus: 'Pending' }, 'confirm')).toBe(
      'This order is not paid yet: it cannot be fulfilled',
    );
    expect(orderActionRefusal({ ...paid, status: 'Pending', orderStatus: 'Pending' }, 'cancel')).toBeNull();
  });

  it('fulfils a pay-on-delivery order placed with no advance, but not one still awaiting its advance', () => {
    const noAdvance = {
      status: 'Pending',
      payment_mode: 'Pay on delivery',
      totalAmountbeforePay: 549,
      remaining_amount: 549,
    };
    expect(nextOrderActions({ ...noAdvance, orderStatus: 'Pending' })).toEqual(['confirm', 'cancel']);
    expect(paymentStanding({ ...noAdvance, orderStatus: 'Pending' })).toBe('cod-due');
    expect(refundableAmount({ ...noAdvance, orderStatus: 'Pending' })).toBe(0);
    expect(nextOrderActions({ ...cod, status: 'Pending', orderStatus: 'Payment pending' })).toEqual([]);
  });
});

describe('refunds and the pay-on-delivery remainder', () => {
  it('refunds at most what was paid online, less earlier refunds', () => {
    expect(refundableAmount(paid)).toBe(1048);
    expect(refundableAmount({ ...paid, refunded_amount: 48 })).toBe(1000);
    expect(refundableAmount(cod)).toBe(110);
    expect(refundRefusal(paid, 1048.01)).toBe('At most ₹1,048 can be refunded');
    expect(refundRefusal(paid, 0)).toBe('Enter an amount in rupees and paise, more than 0');
    expect(refundRefusal(paid, 10.005)).toBe('Enter an amount in rupees and paise, more than 0');
    expect(refundRefusal({ ...paid, refunded_amount: 1048 }, 1)).toBe(
      'Nothing paid online is left to refund on this order',
    );
    expect(refundRefusal(paid, 500.5)).toBeNull();
  });

  it('names the payment standing the console filters by', () => {
    expect(paymentStanding(paid)).toBe('paid');
    expect(paymentStanding({ ...paid, status: 'Pending' })).toBe('unpaid');
    expect(paymentStanding(cod)).toBe('cod-due');
    expect(remainderDue({ ...cod, remainder_collected_at: '2026-11-26T10:00:00Z' })).toBe(false);
    expect(paymentStanding({ ...cod, remainder_collected_at: '2026-11-26T10:00:00Z' })).toBe('paid');
    expect(paymentStanding({ ...paid, refund_needed_at: '2026-11-26T10:00:00Z' })).toBe('refund-needed');
    expect(paymentStanding({ ...paid, refunded_amount: 200 })).toBe('partly-refunded');
    expect(
      paymentStanding({ ...paid, refund_needed_at: '2026-11-26T10:00:00Z', refunded_amount: 1048 }),
    ).toBe('refunded');
  });
});

describe('roles', () => {
  it('lets only an owner refund, invite and read the audit log', () => {
    expect(can('owner', 'orders.refund')).toBe(true);
    expect(can('staff', 'orders.refund')).toBe(false);
    expect(can('staff', 'staff.invite')).toBe(false);
    expect(can('staff', 'audit.read')).toBe(false);
    expect(can('staff', 'orders.fulfil')).toBe(true);
    expect(can('intruder', 'orders.read')).toBe(false);
  });
});
