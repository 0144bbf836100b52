import { toNumber, toText } from '../format/coerce';
import { formatInr, fromPaise, toPaise } from '../format/money';
import { orderPaidOnline, orderTotal } from '../orders/invoice';

/*
 * The fulfilment state machine of a shop order, one place for the server (which checks every move)
 * and the console (which offers only the moves allowed):
 *
 *   Pending --confirm--> Processing --pack--> Packed --ship--> Shipped --out-for-delivery-->
 *   Out for delivery --deliver--> Delivered
 *   Pending | Processing | Packed --cancel--> Cancelled (stock and the coupon use given back)
 *
 * No step is skipped, nothing leaves Delivered or Cancelled. The wire keeps the spec's statuses
 * ("Processing" is what the console calls confirmed).
 */

/** The console's fulfilment actions. */
export const ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'out-for-delivery', 'deliver', 'cancel'] as const;
/** One of ORDER_ACTIONS. */
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Each action: the statuses it starts from, the status it reaches, the date column it stamps, its label. */
export const ORDER_FLOW: Record<
  OrderAction,
  { from: readonly string[]; to: string; dateField: string; label: string }
> = {
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
};

/** The order fields the flow reads. */
export interface FlowOrderLike {
  orderStatus?: unknown;
  /** Payment status: Pending | Success | Failed | Refund needed. */
  status?: unknown;
  payment_mode?: unknown;
  totalAmountbeforePay?: unknown;
  amountafterdiscount?: unknown;
  remaining_amount?: unknown;
  remainder_collected_at?: unknown;
  refunded_amount?: unknown;
  refund_needed_at?: unknown;
}

/** Why an action is refused, or null when it is allowed. */
export function orderActionRefusal(order: FlowOrderLike, action: OrderAction): string | null {
  const step = ORDER_FLOW[action];
  const current = toText(order.orderStatus) || 'Pending';
  if (!step) return 'Unknown action';
  if (!step.from.includes(current)) return `An order that is ${current} cannot be moved to ${step.to}`;
  // Only an order that stands (paid, or placed to pay on delivery) is fulfilled; an unpaid one may be cancelled.
  if (action !== 'cancel' && !orderStands(order)) return 'This order is not paid yet: it cannot be fulfilled';
  return null;
}

/**
 * Whether an order stands: paid online, or placed to pay on delivery with no advance asked (its
 * payment stays Pending until the remainder is collected; an order still awaiting an advance is
 * `Payment pending`).
 */
export function orderStands(order: FlowOrderLike): boolean {
  const status = toText(order.status);
  if (status === 'Success') return true;
  return (
    status === 'Pending' &&
    toText(order.payment_mode) !== 'Pay now' &&
    toText(order.orderStatus) !== 'Payment pending' &&
    toNumber(order.remaining_amount) > 0
  );
}

/** The actions the console offers for an order, in flow order. */
export function nextOrderActions(order: FlowOrderLike): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderActionRefusal(order, action) === null);
}

/** Payment standing of an order, as the console's filters and badges name it. */
export type PaymentStanding =
  | 'unpaid'
  | 'paid'
  | 'cod-due'
  | 'refund-needed'
  | 'refunded'
  | 'partly-refunded';

/** What was paid online (rupees): the total, or the advance of a pay-on-delivery order; 0 when unpaid. */
export function amountPaidOnline(order: FlowOrderLike): number {
  if (toText(order.status) !== 'Success' && !order.refund_needed_at) return 0;
  return orderPaidOnline(order as Parameters<typeof orderPaidOnline>[0]);
}

/** What may still be refunded (rupees): paid online less what was refunded already. */
export function refundableAmount(order: FlowOrderLike): number {
  return fromPaise(Math.max(0, toPaise(amountPaidOnline(order)) - toPaise(toNumber(order.refunded_amount))));
}

/** Whether the remainder of a pay-on-delivery order is still to be collected. */
export function remainderDue(order: FlowOrderLike): boolean {
  return (
    orderStands(order) &&
    toNumber(order.remaining_amount) > 0 &&
    !order.remainder_collected_at &&
    toText(order.orderStatus) !== 'Cancelled'
  );
}

/**
 * Whether an amount may be refunded now: positive, in paise, and within what is refundable.
 * @example refundRefusal({ status: 'Success', totalAmountbeforePay: 500 }, 600) // 'At most ₹500 can be refunded'
 */
export function refundRefusal(order: FlowOrderLike, amount: number): string | null {
  const refundable = refundableAmount(order);
  if (!(amount > 0) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return 'Enter an amount in rupees and paise, more than 0';
  if (refundable <= 0) return 'Nothing paid online is left to refund on this order';
  if (toPaise(amount) > toPaise(refundable)) return `At most ${formatInr(refundable)} can be refunded`;
  return null;
}

/** The payment standing of an order (refund needed first: staff must act on it). */
export function paymentStanding(order: FlowOrderLike): PaymentStanding {
  const refunded = toPaise(toNumber(order.refunded_amount));
  const paid = toPaise(amountPaidOnline(order));
  if (order.refund_needed_at && refunded < paid) return 'refund-needed';
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partly-refunded';
  if (remainderDue(order)) return 'cod-due';
  if (toText(order.status) !== 'Success') return 'unpaid';
  return 'paid';
}

/** Total of an order (re-exported for the console's figures). */
export { orderTotal };
