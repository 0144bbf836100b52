import { describe, expect, it } from 'vitest';
import {
  extraPaymentsOf,
  nextOrderActions,
  orderActionRefusal,
  paymentStanding,
  refundableAmount,
  refundRefusal,
  refundTarget,
  remainderCollectRefusal,
  remainderDue,
} from './order-flow';
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

describe('extra payments and the admission fee paid twice', () => {
  const twice = {
    ...paid,
    refund_needed_at: '2026-11-26T10:00:00Z',
    refund_reason: 'duplicate-payment',
    extra_payments: [{ payment_id: 'pay_second', at: '2026-11-26T10:00:00Z', via: 'verify' }],
  };

  it('a second payment of a paid order is refundable on top of the order, and is refunded first', () => {
    expect(extraPaymentsOf(twice)).toEqual([
      {
        paymentId: 'pay_second',
        at: '2026-11-26T10:00:00Z',
        amount: 1048,
        refundedAmount: 0,
        refunded: false,
      },
    ]);
    expect(refundableAmount(twice)).toBe(2096);
    expect(refundTarget(twice)).toEqual({ paymentId: 'pay_second', refundable: 1048 });
    expect(refundRefusal(twice, 1048)).toBeNull();
    expect(refundRefusal(twice, 1048.01)).toBe(
      'At most ₹1,048 can be refunded now: the extra payment pay_second is refunded first',
    );
    expect(paymentStanding(twice)).toBe('refund-needed');
  });

  it('once every extra payment is refunded the order leaves the Refund needed queue and stays paid', () => {
    const partly = { ...twice, extra_payments: [{ ...twice.extra_payments[0], refunded_amount: 48 }] };
    expect(paymentStanding(partly)).toBe('refund-needed');
    expect(refundTarget(partly)).toEqual({ paymentId: 'pay_second', refundable: 1000 });
    const back = { ...twice, extra_payments: [{ ...twice.extra_payments[0], refunded_amount: 1048 }] };
    expect(extraPaymentsOf(back)[0].refunded).toBe(true);
    expect(paymentStanding(back)).toBe('paid');
    expect(refundableAmount(back)).toBe(1048);
    expect(refundTarget(back)).toEqual({ paymentId: null, refundable: 1048 });
    expect(nextOrderActions(back)).toEqual(['confirm', 'cancel']);
  });

  it('an order owed a refund for another reason stays in the queue until its own payment is refunded', () => {
    const stock = {
      ...twice,
      status: 'Refund needed',
      refund_reason: 'stock',
      extra_payments: [{ ...twice.extra_payments[0], refunded_amount: 1048 }],
    };
    expect(paymentStanding(stock)).toBe('refund-needed');
    expect(paymentStanding({ ...stock, refunded_amount: 1048 })).toBe('refunded');
  });

  it('a second admission fee (admission-already-paid) refunded in full leaves the queue', () => {
    const fee = {
      status: 'Refund needed',
      payment_mode: 'Pay now',
      orderStatus: 'Pending',
      totalAmountbeforePay: 2500,
      remaining_amount: 0,
      refund_needed_at: '2026-11-26T10:00:00Z',
      refund_reason: 'admission-already-paid',
    };
    expect(refundableAmount(fee)).toBe(2500);
    expect(paymentStanding(fee)).toBe('refund-needed');
    expect(paymentStanding({ ...fee, refunded_amount: 1000 })).toBe('refund-needed');
    expect(paymentStanding({ ...fee, refunded_amount: 2500 })).toBe('refunded');
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

describe('collect only after dispatch (the lifecycle table)', () => {
  it('the pay-on-delivery remainder is collected only Out for delivery or Delivered', () => {
    const at = (orderStatus: string) => remainderCollectRefusal({ ...cod, orderStatus });
    for (const status of ['Pending', 'Processing', 'Packed', 'Shipped'])
      expect(at(status)).toBe(
        `The remainder is collected on delivery: this order is ${status}, not yet out for delivery`,
      );
    expect(at('Out for delivery')).toBeNull();
    expect(at('Delivered')).toBeNull();
    expect(
      remainderCollectRefusal({ ...cod, orderStatus: 'Delivered', remainder_collected_at: '2026-11-26' }),
    ).toBe('The remainder of this order was already collected');
    expect(remainderCollectRefusal({ ...paid, orderStatus: 'Delivered' })).toBe(
      'This order has no remainder to collect',
    );
  });
});
