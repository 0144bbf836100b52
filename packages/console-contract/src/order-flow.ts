import {
  AWAITING_PAYMENT,
  buildInvoice,
  collectsRemainder,
  formatInr,
  invoicedAt,
  fromPaise,
  ORDER_LIFECYCLE,
  ORDER_STATUS_LIST,
  type OrderStatus,
  orderFigures,
  orderPaidOnline,
  orderTotal,
  PAY_METHOD_NOW,
  PAYMENT_STATUS,
  toNumber,
  toPaise,
  toText,
} from '@skatekit/core/rules';

/*
 * The fulfilment state machine of a shop order, one place for the server (which checks every move)
 * and the console (which offers only the moves allowed), derived from the lifecycle table
 * (orders/lifecycle.ts): each action reaches one status from the statuses whose moves name it.
 * No step is skipped, nothing leaves Delivered or Cancelled. The wire keeps the spec's statuses
 * ("Processing" is what the console calls confirmed).
 */

export type { OrderStatus } from '@skatekit/core/rules';

type Lifecycle = typeof ORDER_LIFECYCLE;
/** A console fulfilment action. */
export type OrderAction = NonNullable<Lifecycle[OrderStatus]['action']>['name'];
/** A key of the console timeline's dates. */
export type OrderTimelineKey = NonNullable<Lifecycle[OrderStatus]['timeline']>['key'];

/** The console's fulfilment actions, in lifecycle order. */
export const ORDER_ACTIONS = ORDER_STATUS_LIST.flatMap((s) => ORDER_LIFECYCLE[s].action?.name ?? []);

/** A console action: the statuses it starts from, the status it reaches, the date column it stamps, its label. */
export interface OrderFlowStep {
  from: readonly OrderStatus[];
  to: OrderStatus;
  dateField: string;
  label: string;
}

/** Each action: the statuses it starts from, the status it reaches, the date column it stamps, its label. */
export const ORDER_FLOW = Object.fromEntries(
  ORDER_STATUS_LIST.flatMap((to): [OrderAction, OrderFlowStep][] => {
    const { action, dateField } = ORDER_LIFECYCLE[to];
    if (!action) return [];
    const from = ORDER_STATUS_LIST.filter((s) =>
      (ORDER_LIFECYCLE[s].moves as readonly string[]).includes(to),
    );
    return [[action.name, { from, to, dateField, label: action.label }]];
  }),
) as Record<OrderAction, OrderFlowStep>;

/** The lifecycle's lines of the console timeline, in lifecycle order: its `dates` key, label, status and date column. */
export const ORDER_TIMELINE = ORDER_STATUS_LIST.flatMap((status) => {
  const { timeline, dateField } = ORDER_LIFECYCLE[status];
  return timeline
    ? [{ key: timeline.key as OrderTimelineKey, label: timeline.label, status, dateField }]
    : [];
});

/**
 * The statuses an order passes from Pending to `to` along the allowed moves, Pending first and `to`
 * last (the shortest way; Cancelled is straight from Pending); [] when `to` cannot be reached.
 * @example orderStatusPath('Packed') // ['Pending', 'Processing', 'Packed']
 */
export function orderStatusPath(to: OrderStatus): OrderStatus[] {
  const paths = new Map<OrderStatus, OrderStatus[]>([['Pending', ['Pending']]]);
  // A Map iterates the entries added while it iterates: a breadth-first walk.
  for (const [from, path] of paths) {
    if (from === to) return path;
    for (const next of ORDER_LIFECYCLE[from].moves) if (!paths.has(next)) paths.set(next, [...path, next]);
  }
  return [];
}

/** The order fields the flow reads. */
export interface FlowOrderLike {
  orderStatus?: unknown;
  /** Payment status: one of PAYMENT_STATUS. */
  status?: unknown;
  payment_mode?: unknown;
  totalAmountbeforePay?: unknown;
  amountafterdiscount?: unknown;
  remaining_amount?: unknown;
  remainder_collected_at?: unknown;
  refunded_amount?: unknown;
  refund_needed_at?: unknown;
  /** Why a refund is owed: 'stock' | 'coupon' | 'admission-already-paid' | 'duplicate-payment'. */
  refund_reason?: unknown;
  /**
   * Genuine payments beyond the one that settled the order (a second payment of a paid order), each
   * `{ payment_id, at, refunded_amount? }`: each is refunded on its own, before the order's own payment.
   */
  extra_payments?: unknown;
}

/** Why an action is refused, or null when it is allowed. */
export function orderActionRefusal(order: FlowOrderLike, action: OrderAction): string | null {
  const step = ORDER_FLOW[action];
  const current = toText(order.orderStatus) || ('Pending' satisfies OrderStatus);
  if (!step) return 'Unknown action';
  if (!(step.from as readonly string[]).includes(current))
    return `An order that is ${current} cannot be moved to ${step.to}`;
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
  if (status === PAYMENT_STATUS.success) return true;
  return (
    status === PAYMENT_STATUS.pending &&
    toText(order.payment_mode) !== PAY_METHOD_NOW &&
    toText(order.orderStatus) !== AWAITING_PAYMENT &&
    toNumber(order.remaining_amount) > 0
  );
}

/** The actions the console offers for an order, in flow order. */
export function nextOrderActions(order: FlowOrderLike): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderActionRefusal(order, action) === null);
}

/** Each payment standing of an order, and its name in the console's filters and badges. */
export const PAYMENT_STANDINGS = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  'cod-due': 'COD due',
  'refund-needed': 'Refund needed',
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
} as const;
/** Payment standing of an order, as the console's filters and badges name it. */
export type PaymentStanding = keyof typeof PAYMENT_STANDINGS;

/** What was paid online (rupees): the total, or the advance of a pay-on-delivery order; 0 when unpaid. */
export function amountPaidOnline(order: FlowOrderLike): number {
  return orderFigures(order as Parameters<typeof orderFigures>[0]).advance;
}

/** A payment beyond the one that settled an order, as the console shows it. */
export interface ExtraPaymentView {
  paymentId: string;
  /** ISO time it was recorded. */
  at: string;
  /** Its amount (rupees): the same as the order's own online payment, as it paid the same checkout. */
  amount: number;
  /** Refunded of it so far (rupees). */
  refundedAmount: number;
  /** Whether it has been refunded in full. */
  refunded: boolean;
}

/** The extra payments of an order (a second genuine payment of an already-paid order), oldest first. */
export function extraPaymentsOf(order: FlowOrderLike): ExtraPaymentView[] {
  const list = Array.isArray(order.extra_payments) ? (order.extra_payments as unknown[]) : [];
  const amount = toPaise(orderPaidOnline(order as Parameters<typeof orderPaidOnline>[0]));
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as { payment_id?: unknown; at?: unknown; refunded_amount?: unknown };
    const paymentId = toText(e.payment_id);
    if (!paymentId) return [];
    const refunded = Math.min(amount, toPaise(toNumber(e.refunded_amount)));
    return [
      {
        paymentId,
        at: toText(e.at),
        amount: fromPaise(amount),
        refundedAmount: fromPaise(refunded),
        refunded: refunded >= amount,
      },
    ];
  });
}

/** What may still be refunded of the order's own online payment (rupees): paid less refunded already. */
function ownRefundable(order: FlowOrderLike): number {
  return Math.max(0, toPaise(amountPaidOnline(order)) - toPaise(toNumber(order.refunded_amount)));
}

/**
 * What may still be refunded (rupees): the order's own online payment less what was refunded of it,
 * plus what is left of each extra payment.
 */
export function refundableAmount(order: FlowOrderLike): number {
  const extras = extraPaymentsOf(order).reduce(
    (sum, p) => sum + toPaise(p.amount) - toPaise(p.refundedAmount),
    0,
  );
  return fromPaise(ownRefundable(order) + extras);
}

/**
 * The payment the next refund goes against: the oldest extra payment not refunded in full (so the
 * shopper gets the duplicate back and the order stays paid), else the order's own payment (paymentId
 * null); with what is left to refund of it (rupees).
 */
export function refundTarget(order: FlowOrderLike): { paymentId: string | null; refundable: number } {
  const extra = extraPaymentsOf(order).find((p) => !p.refunded);
  if (extra)
    return {
      paymentId: extra.paymentId,
      refundable: fromPaise(toPaise(extra.amount) - toPaise(extra.refundedAmount)),
    };
  return { paymentId: null, refundable: fromPaise(ownRefundable(order)) };
}

/** Whether the remainder of a pay-on-delivery order is still to be collected. */
export function remainderDue(order: FlowOrderLike): boolean {
  return (
    orderStands(order) &&
    toNumber(order.remaining_amount) > 0 &&
    !order.remainder_collected_at &&
    toText(order.orderStatus) !== ('Cancelled' satisfies OrderStatus)
  );
}

/**
 * Why the pay-on-delivery remainder cannot be marked collected now, or null when it can: once, for
 * an order with a remainder due, only at a status of the lifecycle that collects (Out for delivery,
 * Delivered: the parcel has left the shop).
 * @example remainderCollectRefusal({ orderStatus: 'Pending', ... }) // 'The remainder is collected on delivery: this order is Pending, not yet out for delivery'
 */
export function remainderCollectRefusal(order: FlowOrderLike): string | null {
  if (order.remainder_collected_at) return 'The remainder of this order was already collected';
  if (!remainderDue(order)) return 'This order has no remainder to collect';
  if (!collectsRemainder(order.orderStatus))
    return `The remainder is collected on delivery: this order is ${toText(order.orderStatus) || 'Pending'}, not yet out for delivery`;
  return null;
}

/**
 * Whether an amount may be refunded now: positive, in paise, and within what is refundable.
 * @example refundRefusal({ status: 'Success', totalAmountbeforePay: 500 }, 600) // 'At most ₹500 can be refunded'
 */
export function refundRefusal(order: FlowOrderLike, amount: number): string | null {
  const target = refundTarget(order);
  if (!(amount > 0) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return 'Enter an amount in rupees and paise, more than 0';
  if (target.refundable <= 0) return 'Nothing paid online is left to refund on this order';
  if (toPaise(amount) > toPaise(target.refundable)) {
    return target.paymentId
      ? `At most ${formatInr(target.refundable)} can be refunded now: the extra payment ${target.paymentId} is refunded first`
      : `At most ${formatInr(target.refundable)} can be refunded`;
  }
  return null;
}

/**
 * The payment standing of an order (refund needed first: staff must act on it). An extra payment not
 * refunded in full keeps the order in the Refund needed queue; once each is refunded, an order flagged
 * only for them (refund_reason 'duplicate-payment') is paid again, as its own payment stands.
 */
export function paymentStanding(order: FlowOrderLike): PaymentStanding {
  const refunded = toPaise(toNumber(order.refunded_amount));
  const paid = toPaise(amountPaidOnline(order));
  if (extraPaymentsOf(order).some((p) => !p.refunded)) return 'refund-needed';
  if (order.refund_needed_at && toText(order.refund_reason) !== 'duplicate-payment' && refunded < paid)
    return 'refund-needed';
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partly-refunded';
  if (remainderDue(order)) return 'cod-due';
  if (toText(order.status) !== PAYMENT_STATUS.success) return 'unpaid';
  return 'paid';
}

/** Total of an order (re-exported for the console's figures). */
export { orderTotal };

/** A line a refund names: its index in the order's lines and how many of its units. */
export interface RefundLineAsk {
  index: number;
  quantity: number;
}

/** A refund line priced: what its units cost the shopper. */
export interface RefundLinePriced extends RefundLineAsk {
  productId: string;
  sku: string;
  name: string;
  /** Rupees: these units' price charged less their share of the coupon discount. */
  amount: number;
}

/**
 * Prices a refund by line: each named line's units at what they cost (the line's amount less its share
 * of the coupon, core's buildInvoice), after what earlier refunds took of the line (`taken`: units
 * refunded or in flight, by line index), so a line's units together never come to more than the line
 * cost. Answers the refusal instead when a line is unknown, named twice, or asked for more units than
 * are left of it.
 * @example refundLines(order, [{ index: 0, quantity: 1 }], {}) // { lines: [{ index: 0, quantity: 1, amount: 449, ... }], amount: 449 }
 */
export function refundLines(
  order: Parameters<typeof buildInvoice>[0],
  asked: readonly RefundLineAsk[],
  taken: Readonly<Record<number, number>>,
): { lines: RefundLinePriced[]; amount: number } | { refusal: string } {
  const invoice = buildInvoice(order, toNumber((order as { gst_rate?: unknown }).gst_rate));
  const source = Array.isArray(order.cart_products) ? (order.cart_products as Record<string, unknown>[]) : [];
  const seen = new Set<number>();
  const lines: RefundLinePriced[] = [];
  for (const ask of asked) {
    const line = invoice.lines[ask.index];
    if (!line) return { refusal: `This order has no line ${ask.index + 1}` };
    if (seen.has(ask.index)) return { refusal: `Name each line once: ${line.name} is named twice` };
    seen.add(ask.index);
    const before = Math.min(line.quantity, taken[ask.index] ?? 0);
    const left = line.quantity - before;
    if (ask.quantity > left)
      return {
        refusal:
          left === 0
            ? `${line.name} was refunded in full already`
            : `Only ${left} of ${line.name} can still be refunded`,
      };
    // What the line cost, shared over its units so the units together come to exactly the line.
    const cost = toPaise(line.taxable) + toPaise(line.gst);
    const upTo = (units: number) => Math.round((cost * units) / line.quantity);
    lines.push({
      index: ask.index,
      quantity: ask.quantity,
      productId: toText(source[ask.index]?.product_id),
      sku: line.sku,
      name: line.name,
      amount: fromPaise(upTo(before + ask.quantity) - upTo(before)),
    });
  }
  return { lines, amount: fromPaise(lines.reduce((sum, l) => sum + toPaise(l.amount), 0)) };
}

/**
 * Whether a refund of the order gets a credit note: the order was invoiced (it reached Packed: the
 * lifecycle table's `invoice`, or it was packed before it was cancelled).
 */
export function creditNoteDue(order: { orderStatus?: unknown; packed_date?: unknown }): boolean {
  return invoicedAt(order.orderStatus) || Boolean(order.packed_date);
}

/** A credit note's number as printed: CN- and its number in the merchant's series, 4 digits at least. */
export const creditNoteNumber = (n: number): string => `CN-${String(n).padStart(4, '0')}`;
