import { PAY_METHOD_NOW, TRACKER_STEPS } from '../constants';
import { toText } from '../format/coerce';
import { TEXTS } from '../texts';
import { formatIndiaDate } from '../time/india';
import type { OrderLike } from './shapes';

/** What an order row offers: Track Order (with the order's status), or the Failed label. */
export interface OrderAction {
  kind: 'track' | 'failed';
  label: string;
  /** The order's fulfilment status as the tracker names it ("Out for delivery"); '' for Failed. */
  status: string;
}

/** Fulfilment statuses that mean the order stands: placed, then on its way (any case). */
const PROGRESS = new Set(['pending', 'processing', 'packed', 'shipped', 'out for delivery', 'delivered']);

/**
 * A 'Pay now' order offers Track Order when its payment status is Success, else shows Failed.
 * Any other mode (pay on delivery) offers Track Order while its orderStatus is Pending or any later
 * step (Processing, Packed, Shipped, Out for delivery, Delivered), else shows Failed (payment
 * pending, cancelled). Deviation: the spec's rule shows Failed for everything past Pending, which
 * hid the tracking of exactly the orders on their way.
 */
export function orderAction(order: Pick<OrderLike, 'payment_mode' | 'status' | 'orderStatus'>): OrderAction {
  const ok =
    toText(order.payment_mode) === PAY_METHOD_NOW
      ? toText(order.status) === 'Success'
      : PROGRESS.has(toText(order.orderStatus).trim().toLowerCase());
  return ok
    ? { kind: 'track', label: TEXTS.TRACK_ORDER, status: orderStatusLabel(order.orderStatus) }
    : { kind: 'failed', label: TEXTS.ORDER_FAILED, status: '' };
}

const STEP_OF: Record<string, number> = {
  pending: 1,
  processing: 1,
  packed: 1,
  shipped: 2,
  'out for delivery': 3,
  delivered: 4,
  cancelled: -1,
};

/**
 * Tracker step of an order status: Pending, Processing, Packed 1; Shipped 2; Out for delivery 3;
 * Delivered 4; Cancelled -1; anything else 1. Matched ignoring case and surrounding spaces.
 */
export function trackerStep(orderStatus: string | null | undefined): number {
  return STEP_OF[toText(orderStatus).toLowerCase()] ?? 1;
}

/** Label of the first tracker step: "Order Processing" while Processing, "Packed" while Packed, else "Order Placed". */
export function trackerLabel(orderStatus: string | null | undefined): string {
  switch (toText(orderStatus).toLowerCase()) {
    case 'processing':
      return TEXTS.TRACK_ORDER_PROCESSING;
    case 'packed':
      return TEXTS.TRACK_PACKED;
    default:
      return TEXTS.TRACK_ORDER_PLACED;
  }
}

/**
 * The order's status in the tracker's words: the first step's label while Pending, Processing or
 * Packed, then "Dispatch", "Out for delivery", "Delivered"; "Order Cancelled" once cancelled.
 */
export function orderStatusLabel(orderStatus: string | null | undefined): string {
  const step = trackerStep(orderStatus);
  if (step === -1) return TEXTS.ORDER_CANCELLED;
  return step === 1
    ? trackerLabel(orderStatus)
    : (TRACKER_STEPS[step - 1]?.label ?? trackerLabel(orderStatus));
}

/** One step of the tracker as the track page draws it. */
export interface TrackerStepView {
  label: string;
  /** The step's date in India time, '' when not stamped. */
  date: string;
  done: boolean;
}

/** The date of the first step: its label's own date (processing, packed), else when the order was placed. */
function firstStepDate(order: OrderLike): OrderLike['createdAt'] {
  switch (toText(order.orderStatus).toLowerCase()) {
    case 'processing':
      return order.processing_date || order.createdAt;
    case 'packed':
      return order.packed_date || order.processing_date || order.createdAt;
    default:
      return order.createdAt;
  }
}

/**
 * The tracker of the track page: four steps, each with its date in India time (the first step is
 * Order Placed, Order Processing or Packed with that step's date), whether the order was cancelled,
 * and when.
 */
export function trackerSteps(order: OrderLike): {
  steps: TrackerStepView[];
  cancelled: boolean;
  cancelledDate: string;
} {
  const step = trackerStep(order.orderStatus);
  const steps = TRACKER_STEPS.map((s, index) => ({
    label: index === 0 ? trackerLabel(order.orderStatus) : s.label,
    date: formatIndiaDate(index === 0 ? firstStepDate(order) : order[s.dateField]),
    done: step > index,
  }));
  return { steps, cancelled: step === -1, cancelledDate: formatIndiaDate(order.cancelled_date) };
}

/** "Download Invoice" shows only while the order is Out for delivery. */
export function invoiceAvailable(orderStatus: string | null | undefined): boolean {
  return toText(orderStatus) === 'Out for delivery';
}

/**
 * Status label of an admission payment record: Paid, or Failed for anything else. The admission
 * record says "Paid"; the payment record it comes from says "Success" (as shop payments do).
 */
export function admissionStatusLabel(status: string | null | undefined): string {
  const value = toText(status);
  return value === 'Paid' || value === 'Success' ? TEXTS.ADMISSION_PAID : TEXTS.ADMISSION_FAILED;
}
