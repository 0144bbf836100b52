import { z } from 'zod';
import { ORDER_STATUSES } from '@skatekit/core/rules';
import { AuditEntry } from './audit';
import { AdminListQuery, id, isoDate, note, page } from './fields';
import { ORDER_ACTIONS, PAYMENT_STANDINGS, type PaymentStanding } from './order-flow';

/*
 * Wire schemas of the console's orders (`/admin/api/orders`, docs/admin-api.md): the list, an order's
 * detail, its fulfilment actions, the remainder collected and refunds. The server validates requests and
 * serialises answers with them; the console parses with the same. Dates travel as ISO text.
 */

// ---------------------------------------------------------------------------------------- orders
export const PaymentStandingEnum = z.enum(Object.keys(PAYMENT_STANDINGS) as PaymentStanding[]);
export const OrderStatusEnum = z.enum(ORDER_STATUSES);

/**
 * `GET /admin/api/orders`: filters by status, pay method, payment standing, date (from/to, India
 * dates `YYYY-MM-DD`, inclusive) and a search by order number, name, phone or e-mail. Sorts by
 * `createdAt` (default newest first) or `total`.
 */
export const OrdersQuery = AdminListQuery.extend({
  status: OrderStatusEnum.optional(),
  payMode: z.enum(['Pay now', 'Pay on delivery']).optional(),
  payment: PaymentStandingEnum.optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** One row of the orders inbox. */
export const OrderSummary = z.object({
  id,
  /** What the customer reads and quotes (core's orderNumber). */
  number: z.string(),
  createdAt: isoDate,
  customerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  payMode: z.string(),
  /** Payment status as stored: Pending | Success | Failed | Refund needed. */
  paymentStatus: z.string(),
  payment: PaymentStandingEnum,
  orderStatus: z.string(),
  total: z.number(),
  items: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrdersResponse = page(OrderSummary).extend({
  /** Counts over the merchant's shop orders (not just this page), for the filter chips. */
  counts: z.object({
    byStatus: z.record(z.string(), z.number().int()),
    refundNeeded: z.number().int(),
    codDue: z.number().int(),
    unpaid: z.number().int(),
  }),
});
export type OrdersResponse = z.infer<typeof OrdersResponse>;

export const OrderEvent = z.object({
  id,
  kind: z.string(),
  status: z.string(),
  note: z.string(),
  staffEmail: z.string(),
  createdAt: isoDate,
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** A line of a refund: the order line (its index), units, amount and whether they went back to stock. */
export const RefundLine = z.object({
  index: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
  restock: z.boolean(),
});

/** A credit note (a refund after invoicing): its number in the merchant's own series, with its GST figures. */
export const CreditNote = z.object({
  id,
  /** The merchant's credit note series: CN-1, CN-2... */
  number: z.string(),
  refundId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: isoDate,
  amount: z.number(),
  taxable: z.number(),
  tax: z.number(),
  gstRate: z.number(),
  reason: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      sku: z.string(),
      quantity: z.number(),
      amount: z.number(),
      taxable: z.number(),
      gst: z.number(),
    }),
  ),
});
export type CreditNote = z.infer<typeof CreditNote>;

/** `GET /payment/order/{id}/credit-notes` (the shopper's) answers its credit notes. */
export const CreditNotesResponse = z.object({ data: z.array(CreditNote) });

export const Refund = z.object({
  id,
  /** The lines it refunded ([] for an amount-only refund). */
  lines: z.array(RefundLine),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  providerRefundId: z.string().nullable(),
  staffEmail: z.string(),
  createdAt: isoDate,
});
export type Refund = z.infer<typeof Refund>;

export const OrderLine = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
  /** Units refunded so far (processed or in flight). */
  refundedQuantity: z.number().int(),
});

/** `GET /admin/api/orders/:id`: everything the order page shows. */
export const OrderDetail = OrderSummary.extend({
  receiptId: z.string(),
  providerOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidAt: isoDate.nullable(),
  lines: z.array(OrderLine),
  /** The order's money, all core's orderFigures (the exports' and the invoice's figures). */
  figures: z.object({
    /** Items at the price charged (sale price, else price), before the coupon. */
    itemsBeforeDiscount: z.number(),
    itemsAfterDiscount: z.number(),
    couponCode: z.string(),
    discount: z.number(),
    deliveryCharge: z.number(),
    total: z.number(),
    gstRate: z.number(),
    tax: z.number(),
    paidOnline: z.number(),
    /** The pay-on-delivery remainder, once collected. */
    collected: z.number(),
    /** Still due on delivery (0 once collected or cancelled). */
    remaining: z.number(),
    refunded: z.number(),
    /** Paid online + collected - refunded. */
    received: z.number(),
    refundable: z.number(),
  }),
  /**
   * Genuine payments beyond the one that settled the order (a second payment of a paid order), oldest
   * first: each is refunded before the order's own payment, and the order stays in the Refund needed
   * queue until each is refunded in full.
   */
  extraPayments: z.array(
    z.object({
      paymentId: z.string(),
      at: z.string(),
      amount: z.number(),
      refundedAmount: z.number(),
      refunded: z.boolean(),
    }),
  ),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  gstNo: z.string(),
  customerNote: z.string(),
  userId: z.string(),
  courier: z.string(),
  trackingNumber: z.string(),
  dates: z.object({
    placed: isoDate,
    confirmed: isoDate.nullable(),
    packed: isoDate.nullable(),
    shipped: isoDate.nullable(),
    outForDelivery: isoDate.nullable(),
    delivered: isoDate.nullable(),
    cancelled: isoDate.nullable(),
    remainderCollected: isoDate.nullable(),
    refundNeeded: isoDate.nullable(),
  }),
  events: z.array(OrderEvent),
  refunds: z.array(Refund),
  /** The credit notes of its refunds after invoicing, oldest first. */
  creditNotes: z.array(CreditNote),
  audit: z.array(AuditEntry),
  /** The fulfilment actions allowed now (core's nextOrderActions). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  canCollectRemainder: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ data: OrderDetail });

/** `POST /admin/api/orders/:id/actions`: one fulfilment step; `ship` needs courier and tracking number. */
export const OrderActionBody = z
  .strictObject({
    action: z.enum(ORDER_ACTIONS),
    courier: z.string().trim().max(80).optional(),
    trackingNumber: z.string().trim().max(80).optional(),
    note: note.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'ship' && !body.courier)
      ctx.addIssue({ code: 'custom', path: ['courier'], message: 'Enter the courier' });
    if (body.action === 'ship' && !body.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Enter the tracking number' });
  })
  // The rule above, as JSON Schema says it (the API's OpenAPI document): `if`/`then` are JSON Schema's
  // keywords, not a thenable.
  .meta({
    if: { properties: { action: { const: 'ship' } }, required: ['action'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's conditional keyword
    then: {
      required: ['courier', 'trackingNumber'],
      properties: { courier: { pattern: '\\S' }, trackingNumber: { pattern: '\\S' } },
    },
  });
export type OrderActionBody = z.infer<typeof OrderActionBody>;

/** `POST /admin/api/orders/:id/collect-remainder`: the pay-on-delivery remainder was collected. */
export const CollectRemainderBody = z.strictObject({ note: note.optional() });

/**
 * `POST /admin/api/orders/:id/refunds` (refund permission): amount in rupees; `requestKey` is a
 * random id the console makes once per refund form, so a repeated request refunds once.
 */
export const RefundFields = z.strictObject({
  /** An amount only (no lines): rupees. */
  amount: z.number().positive('Enter an amount more than 0').max(10_000_000).optional(),
  /** The lines refunded (their index in the order's lines) and how many units of each. */
  lines: z
    .array(
      z.strictObject({
        index: z.number().int().min(0).max(999),
        quantity: z.number().int().min(1, 'Refund at least 1 unit').max(100_000),
      }),
    )
    .max(200)
    .optional(),
  /** Beside the lines: the delivery charge or another amount given back (rupees). */
  other: z.number().min(0).max(10_000_000).optional(),
  /** Whether the refunded units go back to stock. */
  restock: z.boolean().optional(),
  reason: note.min(1, 'Give a reason'),
  requestKey: z.string().min(8).max(64),
});
/** The refund body: by lines (with `other`) or by an amount, not both; restock only with lines. */
export const RefundBody = RefundFields.superRefine((body, ctx) => {
  const byLine = Boolean(body.lines?.length) || (body.other ?? 0) > 0;
  if (body.amount !== undefined && byLine)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Refund by lines or by an amount, not both' });
  if (body.amount === undefined && !byLine)
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: 'Choose the lines to refund or enter an amount',
    });
  if (body.restock && !body.lines?.length)
    ctx.addIssue({ code: 'custom', path: ['restock'], message: 'Restock needs the lines refunded' });
});
export type RefundBody = z.infer<typeof RefundBody>;
