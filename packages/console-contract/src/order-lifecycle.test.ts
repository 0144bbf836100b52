import { describe, expect, it } from 'vitest';
import {
  ORDER_LIFECYCLE,
  ORDER_STATUS_LIST,
  ORDER_STATUSES,
  orderAction,
  orderStatusLabel,
  TRACKER_STEPS,
  trackerLabel,
  trackerStep,
  trackerSteps,
} from '@skatekit/core/rules';
import { AdmissionReviewStatus } from './admissions';
import {
  nextOrderActions,
  ORDER_ACTIONS,
  ORDER_FLOW,
  ORDER_TIMELINE,
  orderActionRefusal,
  orderStatusPath,
} from './order-flow';
import { OrderActionBody, OrderDetail, OrdersQuery, PaymentStandingEnum } from './orders';

/** A paid Pay now order: every fulfilment move is open to it. */
const paid = { status: 'Success', payment_mode: 'Pay now', totalAmountbeforePay: 1048, remaining_amount: 0 };

describe('the order lifecycle, as each face reads it', () => {
  it.each([
    {
      status: 'Payment pending',
      step: 1,
      label: 'Order Placed',
      first: 'Order Placed',
      actions: [],
      tracked: false,
    },
    {
      status: 'Pending',
      step: 1,
      label: 'Order Placed',
      first: 'Order Placed',
      actions: ['confirm', 'cancel'],
    },
    {
      status: 'Processing',
      step: 1,
      label: 'Order Processing',
      first: 'Order Processing',
      actions: ['pack', 'cancel'],
    },
    { status: 'Packed', step: 1, label: 'Packed', first: 'Packed', actions: ['ship', 'cancel'] },
    { status: 'Shipped', step: 2, label: 'Dispatch', first: 'Order Placed', actions: ['out-for-delivery'] },
    {
      status: 'Out for delivery',
      step: 3,
      label: 'Out for delivery',
      first: 'Order Placed',
      actions: ['deliver'],
    },
    { status: 'Delivered', step: 4, label: 'Delivered', first: 'Order Placed', actions: [] },
    { status: 'Cancelled', step: -1, label: 'Order Cancelled', first: 'Order Placed', actions: [] },
  ])(
    '$status: tracker step $step ($label), console offers $actions',
    ({ status, step, label, first, actions, tracked }) => {
      expect(trackerStep(status)).toBe(step);
      expect(orderStatusLabel(status)).toBe(label);
      expect(trackerLabel(status)).toBe(first);
      expect(nextOrderActions({ ...paid, orderStatus: status })).toEqual(actions);
      expect(ORDER_STATUSES.includes(status as never)).toBe(tracked !== false);
    },
  );

  it('keeps the console flow of before: each action, where it starts, what it reaches and stamps, its button', () => {
    expect(ORDER_ACTIONS).toEqual(['confirm', 'pack', 'ship', 'out-for-delivery', 'deliver', 'cancel']);
    expect(ORDER_FLOW).toEqual({
      confirm: { from: ['Pending'], to: 'Processing', dateField: 'processing_date', label: 'Confirm' },
      pack: { from: ['Processing'], to: 'Packed', dateField: 'packed_date', label: 'Mark packed' },
      ship: { from: ['Packed'], to: 'Shipped', dateField: 'shipped_date', label: 'Ship' },
      'out-for-delivery': {
        from: ['Shipped'],
        to: 'Out for delivery',
        dateField: 'out_deliverydate',
        label: 'Out for delivery',
      },
      deliver: {
        from: ['Out for delivery'],
        to: 'Delivered',
        dateField: 'delivery_date',
        label: 'Mark delivered',
      },
      cancel: {
        from: ['Pending', 'Processing', 'Packed'],
        to: 'Cancelled',
        dateField: 'cancelled_date',
        label: 'Cancel order',
      },
    });
  });

  it('keeps the tracker, the statuses it knows, and the console timeline of before', () => {
    expect(ORDER_STATUSES).toEqual([
      'Pending',
      'Processing',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ]);
    expect(TRACKER_STEPS).toEqual([
      { label: 'Order Placed', dateField: 'createdAt' },
      { label: 'Dispatch', dateField: 'shipped_date' },
      { label: 'Out for delivery', dateField: 'out_deliverydate' },
      { label: 'Delivered', dateField: 'delivery_date' },
    ]);
    expect(ORDER_TIMELINE.map((line) => [line.key, line.label, line.dateField])).toEqual([
      ['placed', 'Placed', 'createdAt'],
      ['confirmed', 'Confirmed', 'processing_date'],
      ['packed', 'Packed', 'packed_date'],
      ['shipped', 'Shipped', 'shipped_date'],
      ['outForDelivery', 'Out for delivery', 'out_deliverydate'],
      ['delivered', 'Delivered', 'delivery_date'],
      ['cancelled', 'Cancelled', 'cancelled_date'],
    ]);
  });

  it('walks the dev route from Pending to a status along the allowed moves', () => {
    expect(orderStatusPath('Pending')).toEqual(['Pending']);
    expect(orderStatusPath('Packed')).toEqual(['Pending', 'Processing', 'Packed']);
    expect(orderStatusPath('Delivered')).toEqual([
      'Pending',
      'Processing',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(orderStatusPath('Cancelled')).toEqual(['Pending', 'Cancelled']);
    expect(orderStatusPath('Payment pending')).toEqual([]);
  });

  it('names the payment standings and admission reviews the console filters by', () => {
    expect(PaymentStandingEnum.options).toEqual([
      'unpaid',
      'paid',
      'cod-due',
      'refund-needed',
      'refunded',
      'partly-refunded',
    ]);
    expect(AdmissionReviewStatus.options).toEqual(['received', 'confirmed', 'rejected']);
  });
});

describe('the faces derived from the lifecycle agree', () => {
  it('every console move is checked by the server as the console offers it', () => {
    for (const action of ORDER_ACTIONS) {
      const { from, to } = ORDER_FLOW[action];
      expect(OrderActionBody.safeParse({ action, courier: 'BlueDart', trackingNumber: 'BD1' }).success).toBe(
        true,
      );
      for (const status of ORDER_STATUS_LIST) {
        const offered = nextOrderActions({ ...paid, orderStatus: status }).includes(action);
        expect(offered).toBe(from.includes(status));
        expect(orderActionRefusal({ ...paid, orderStatus: status }, action)).toBe(
          offered ? null : `An order that is ${status} cannot be moved to ${to}`,
        );
      }
    }
  });

  it('every status staff reach is one the tracker, the console filter and the dev route know', () => {
    for (const action of ORDER_ACTIONS) {
      const { to } = ORDER_FLOW[action];
      expect(ORDER_STATUSES).toContain(to);
      expect(OrdersQuery.safeParse({ status: to }).success).toBe(true);
      expect(orderStatusPath(to).at(-1)).toBe(to);
    }
    expect(OrdersQuery.shape.status.unwrap().options).toEqual(ORDER_STATUSES);
  });

  it('no move goes back on the tracker: a later step, the same step, or cancelled', () => {
    for (const status of ORDER_STATUSES) {
      const order = { ...paid, orderStatus: status };
      for (const action of nextOrderActions(order)) {
        const next = trackerStep(ORDER_FLOW[action].to);
        expect(next === -1 || next >= trackerStep(status)).toBe(true);
        expect(orderAction(order).kind).toBe('track');
      }
    }
  });

  it('the tracker dates a step by the column the console stamps on reaching it', () => {
    const stamped = Object.fromEntries(
      ORDER_ACTIONS.map((a, i) => [ORDER_FLOW[a].dateField, `2024-01-1${i}T05:00:00Z`]),
    );
    const order = { ...stamped, createdAt: '2024-01-05T05:00:00Z', orderStatus: 'Delivered' };
    expect(trackerSteps(order).steps.map((s) => s.date)).toEqual([
      '5 Jan 2024',
      '12 Jan 2024',
      '13 Jan 2024',
      '14 Jan 2024',
    ]);
  });

  it('the console timeline has one date of the order page for each line', () => {
    const dates = Object.keys(OrderDetail.shape.dates.shape);
    expect(dates).toEqual([...ORDER_TIMELINE.map((line) => line.key), 'remainderCollected', 'refundNeeded']);
    for (const line of ORDER_TIMELINE) expect(ORDER_LIFECYCLE[line.status].dateField).toBe(line.dateField);
  });
});
