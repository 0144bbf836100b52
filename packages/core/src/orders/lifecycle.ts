import { TEXTS } from '../texts';
import type { OrderLike } from './shapes';

/*
 * The order lifecycle, one table: every fulfilment status (`orderStatus` on the wire, in the spec's
 * words), in the order an order passes them. The storefront tracker (status.ts), the console's flow
 * (admin/orderFlow.ts: its buttons, and the server's check of every move), the console's timeline and
 * the dev route's statuses are derived from it, so a new status (a return, a pick-up at the rink) is
 * one row here and the compiler finds every place that must answer it.
 *
 *   Pending --confirm--> Processing --pack--> Packed --ship--> Shipped --out-for-delivery-->
 *   Out for delivery --deliver--> Delivered
 *   Pending | Processing | Packed --cancel--> Cancelled
 *
 * The pay-on-delivery remainder is collected only Out for delivery or Delivered (`collect`); the order is
 * invoiced from Packed on (`invoice`: the invoice is offered, a refund after it has a credit note).
 */

/** One status of the lifecycle. */
interface LifecycleRow<S extends string> {
  /** Its tracker step (1-4, or -1: cancelled) and its name there; null: not the tracker's (drawn as placed, no tracking offered). */
  tracker: { step: number; label: string } | null;
  /** The order's date column stamped when the status is reached. */
  dateField: keyof OrderLike & string;
  /** The console action that moves an order to it, and its button's label; null: no staff action reaches it. */
  action: { name: string; label: string } | null;
  /** Its line in the console's timeline: the key of the order page's `dates`, and the label. */
  timeline: { key: string; label: string } | null;
  /** The statuses staff may move an order on to from it. */
  moves: readonly S[];
  /** Whether the pay-on-delivery remainder may be marked collected at it (the parcel has left the shop). */
  collect: boolean;
  /** Whether the order is invoiced at it: the shopper may download the tax invoice (Packed on; deviation). */
  invoice: boolean;
}

/** The table as written, checked: every move names a status of the table. */
const table = <const T extends Record<string, LifecycleRow<Extract<keyof T, string>>>>(rows: T): T => rows;

/** Each fulfilment status: its tracker step, the date column it stamps, the console action reaching it, its timeline line, the moves allowed from it. */
export const ORDER_LIFECYCLE = table({
  // Left only by the payment itself (paid: Pending; failed or abandoned: Cancelled), never by staff.
  'Payment pending': {
    tracker: null,
    dateField: 'createdAt',
    action: null,
    timeline: null,
    moves: [],
    collect: false,
    invoice: false,
  },
  Pending: {
    tracker: { step: 1, label: TEXTS.TRACK_ORDER_PLACED },
    dateField: 'createdAt',
    action: null,
    timeline: { key: 'placed', label: 'Placed' },
    moves: ['Processing', 'Cancelled'],
    collect: false,
    invoice: false,
  },
  Processing: {
    tracker: { step: 1, label: TEXTS.TRACK_ORDER_PROCESSING },
    dateField: 'processing_date',
    action: { name: 'confirm', label: 'Confirm' },
    timeline: { key: 'confirmed', label: 'Confirmed' },
    moves: ['Packed', 'Cancelled'],
    collect: false,
    invoice: false,
  },
  Packed: {
    tracker: { step: 1, label: TEXTS.TRACK_PACKED },
    dateField: 'packed_date',
    action: { name: 'pack', label: 'Mark packed' },
    timeline: { key: 'packed', label: 'Packed' },
    moves: ['Shipped', 'Cancelled'],
    collect: false,
    invoice: true,
  },
  Shipped: {
    tracker: { step: 2, label: TEXTS.TRACK_DISPATCH },
    dateField: 'shipped_date',
    action: { name: 'ship', label: 'Ship' },
    timeline: { key: 'shipped', label: 'Shipped' },
    moves: ['Out for delivery'],
    collect: false,
    invoice: true,
  },
  'Out for delivery': {
    tracker: { step: 3, label: TEXTS.TRACK_OUT_FOR_DELIVERY },
    dateField: 'out_deliverydate',
    action: { name: 'out-for-delivery', label: 'Out for delivery' },
    timeline: { key: 'outForDelivery', label: 'Out for delivery' },
    moves: ['Delivered'],
    collect: true,
    invoice: true,
  },
  Delivered: {
    tracker: { step: 4, label: TEXTS.TRACK_DELIVERED },
    dateField: 'delivery_date',
    action: { name: 'deliver', label: 'Mark delivered' },
    timeline: { key: 'delivered', label: 'Delivered' },
    moves: [],
    collect: true,
    invoice: true,
  },
  Cancelled: {
    tracker: { step: -1, label: TEXTS.ORDER_CANCELLED },
    dateField: 'cancelled_date',
    action: { name: 'cancel', label: 'Cancel order' },
    timeline: { key: 'cancelled', label: 'Cancelled' },
    moves: [],
    collect: false,
    invoice: false,
  },
});

type Lifecycle = typeof ORDER_LIFECYCLE;
/** A fulfilment status of the lifecycle. */
export type OrderStatus = keyof Lifecycle;
/** A status the storefront tracker knows. */
export type TrackedOrderStatus = {
  [S in OrderStatus]: Lifecycle[S]['tracker'] extends null ? never : S;
}[OrderStatus];

/** Every status, in lifecycle order. */
export const ORDER_STATUS_LIST = Object.keys(ORDER_LIFECYCLE) as OrderStatus[];

/** Order statuses the tracker knows (anything else counts as placed). */
export const ORDER_STATUSES = ORDER_STATUS_LIST.filter(
  (s) => ORDER_LIFECYCLE[s].tracker,
) as readonly TrackedOrderStatus[];

/** Fulfilment status while the online payment has not arrived. */
export const AWAITING_PAYMENT = 'Payment pending' satisfies OrderStatus;

/** The four tracker steps, in order: each is its first status's name and date field. */
export const TRACKER_STEPS = [1, 2, 3, 4].map((step) => {
  const first = ORDER_STATUSES.find((s) => ORDER_LIFECYCLE[s].tracker.step === step) as TrackedOrderStatus;
  return { label: ORDER_LIFECYCLE[first].tracker.label, dateField: ORDER_LIFECYCLE[first].dateField };
});

const byName = new Map(ORDER_STATUS_LIST.map((s) => [s.toLowerCase(), s]));

/** Whether the pay-on-delivery remainder may be collected at an `orderStatus` (Out for delivery, Delivered). */
export function collectsRemainder(orderStatus: unknown): boolean {
  return ORDER_LIFECYCLE[lifecycleStatus(orderStatus) ?? 'Pending'].collect;
}

/** Whether an order at `orderStatus` is invoiced (Packed, Shipped, Out for delivery, Delivered). */
export function invoicedAt(orderStatus: unknown): boolean {
  return ORDER_LIFECYCLE[lifecycleStatus(orderStatus) ?? 'Pending'].invoice;
}

/** The lifecycle status an `orderStatus` names, ignoring case and surrounding spaces; undefined when unknown. */
export function lifecycleStatus(orderStatus: unknown): OrderStatus | undefined {
  return typeof orderStatus === 'string' ? byName.get(orderStatus.trim().toLowerCase()) : undefined;
}
