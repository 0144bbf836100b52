import { describe, expect, it } from 'vitest';
import { TRACKER_STEPS } from './lifecycle';
import { TEXTS } from '../texts';
import {
  admissionStatusLabel,
  invoiceAvailable,
  orderAction,
  orderStatusLabel,
  trackerLabel,
  trackerStep,
  trackerSteps,
} from './status';

describe('rule group: order display, tracker and admission status', () => {
  describe('orderAction', () => {
    it.each([
      // payment_mode, payment status, orderStatus -> label, tracker status
      ['Pay now', 'Success', 'Shipped', 'Track Order', 'Dispatch'],
      ['Pay now', 'Failed', 'Pending', 'Failed', ''],
      ['Pay now', '', 'Pending', 'Failed', ''],
      ['Pay on delivery', '', 'Pending', 'Track Order', 'Order Placed'],
      // Deviation (issue 26): a pay-on-delivery order past Pending is on its way, not Failed.
      ['Pay on delivery', 'Success', 'Processing', 'Track Order', 'Order Processing'],
      ['Pay on delivery', 'Success', 'Packed', 'Track Order', 'Packed'],
      ['Pay on delivery', 'Success', 'Out for delivery', 'Track Order', 'Out for delivery'],
      ['Pay on delivery', 'Pending', ' delivered ', 'Track Order', 'Delivered'],
      // Issue 39: the advance of a pay-on-delivery order not confirmed yet is being confirmed, not Failed.
      ['Pay on delivery', 'Pending', 'Payment pending', 'Payment Pending', ''],
      ['Pay on delivery', 'Success', 'Cancelled', 'Failed', ''],
      ['Cash', undefined, 'Pending', 'Track Order', 'Order Placed'],
    ])('%s / %s / %s -> %s', (payment_mode, paid, orderStatus, label, status) => {
      const order =
        paid === undefined ? { payment_mode, orderStatus } : { payment_mode, status: paid, orderStatus };
      const action = orderAction(order);
      expect(action.label).toBe(label);
      expect(action.status).toBe(status);
      expect(action.kind).toBe(
        label === TEXTS.TRACK_ORDER ? 'track' : label === TEXTS.PAYMENT_PENDING ? 'pending' : 'failed',
      );
    });

    it('a verify-pending order (the tab closed before verify) shows Payment Pending, never Failed', () => {
      expect(
        orderAction({ payment_mode: 'Pay now', status: 'Pending', orderStatus: 'Payment pending' }),
      ).toEqual({
        kind: 'pending',
        label: 'Payment Pending',
        status: '',
      });
      // Once the server gives it up (lapsed, cancelled) it is Failed.
      expect(orderAction({ payment_mode: 'Pay now', status: 'Failed', orderStatus: 'Cancelled' }).label).toBe(
        'Failed',
      );
      expect(TEXTS.PAYMENT_PENDING_HINT).toBe(
        'We are confirming your payment with the bank. If money left your account, this order updates on its own; please do not pay again.',
      );
    });
  });

  describe('orderStatusLabel', () => {
    it.each([
      ['Pending', 'Order Placed'],
      ['Processing', 'Order Processing'],
      ['Shipped', 'Dispatch'],
      ['Out for delivery', 'Out for delivery'],
      ['Delivered', 'Delivered'],
      ['Cancelled', 'Order Cancelled'],
    ])('%s -> %s', (status, label) => {
      expect(orderStatusLabel(status)).toBe(label);
    });
  });

  describe('trackerStep and trackerLabel', () => {
    it.each([
      { status: 'Pending', step: 1, label: 'Order Placed' },
      { status: 'Processing', step: 1, label: 'Order Processing' },
      { status: 'Packed', step: 1, label: 'Packed' },
      { status: 'Shipped', step: 2, label: 'Order Placed' },
      { status: 'Out for delivery', step: 3, label: 'Order Placed' },
      { status: 'Delivered', step: 4, label: 'Order Placed' },
      { status: 'Cancelled', step: -1, label: 'Order Placed' },
      { status: 'Something new', step: 1, label: 'Order Placed' },
      { status: undefined, step: 1, label: 'Order Placed' },
      { status: ' out for DELIVERY ', step: 3, label: 'Order Placed' },
    ])('$status -> step $step, first label $label', ({ status, step, label }) => {
      expect(trackerStep(status)).toBe(step);
      expect(trackerLabel(status)).toBe(label);
    });
  });

  describe('trackerSteps', () => {
    it('draws four steps with dates, done up to the current step', () => {
      const view = trackerSteps({
        orderStatus: 'Shipped',
        createdAt: '2024-01-05T20:40:00Z',
        shipped_date: '2024-01-07T06:00:00Z',
        out_deliverydate: '',
      });
      expect(TRACKER_STEPS.map((s) => s.label)).toEqual([
        'Order Placed',
        'Dispatch',
        'Out for delivery',
        'Delivered',
      ]);
      expect(view).toEqual({
        cancelled: false,
        cancelledDate: '',
        steps: [
          { label: 'Order Placed', date: '6 Jan 2024', done: true },
          { label: 'Dispatch', date: '7 Jan 2024', done: true },
          { label: 'Out for delivery', date: '', done: false },
          { label: 'Delivered', date: '', done: false },
        ],
      });
    });

    it('marks a cancelled order', () => {
      const view = trackerSteps({ orderStatus: 'Cancelled' });
      expect(view.cancelled).toBe(true);
      expect(view.steps.every((s) => !s.done)).toBe(true);
    });

    it('dates the first step by its label: placed, processing, packed; and the cancellation', () => {
      const order = {
        createdAt: '2024-01-05T05:00:00Z',
        processing_date: '2024-01-06T05:00:00Z',
        packed_date: '2024-01-07T05:00:00Z',
      };
      expect(trackerSteps({ ...order, orderStatus: 'Pending' }).steps[0]).toEqual({
        label: 'Order Placed',
        date: '5 Jan 2024',
        done: true,
      });
      expect(trackerSteps({ ...order, orderStatus: 'Processing' }).steps[0]).toEqual({
        label: 'Order Processing',
        date: '6 Jan 2024',
        done: true,
      });
      expect(trackerSteps({ ...order, orderStatus: 'Packed' }).steps[0]).toEqual({
        label: 'Packed',
        date: '7 Jan 2024',
        done: true,
      });
      expect(trackerSteps({ ...order, orderStatus: 'Shipped' }).steps[0].date).toBe('5 Jan 2024');
      const cancelled = trackerSteps({
        ...order,
        orderStatus: 'Cancelled',
        cancelled_date: '2024-01-08T05:00:00Z',
      });
      expect(cancelled.cancelledDate).toBe('8 Jan 2024');
    });
  });

  describe('invoiceAvailable (every status from Packed on)', () => {
    it.each([
      { status: 'Pending', available: false },
      { status: 'Processing', available: false },
      { status: 'Packed', available: true },
      { status: 'Shipped', available: true },
      { status: 'Out for delivery', available: true },
      { status: 'Delivered', available: true },
      { status: 'Cancelled', available: false },
      { status: 'Payment pending', available: false },
      { status: undefined, available: false },
    ])('$status -> $available', ({ status, available }) => {
      expect(invoiceAvailable(status)).toBe(available);
    });
  });

  describe('admissionStatusLabel', () => {
    it.each([
      { status: 'Paid', label: 'Paid' },
      { status: 'Success', label: 'Paid' },
      { status: 'Pending', label: 'Failed' },
      { status: 'Failed', label: 'Failed' },
      { status: '', label: 'Failed' },
    ])('$status -> $label', ({ status, label }) => {
      expect(admissionStatusLabel(status)).toBe(label);
    });
  });
});
