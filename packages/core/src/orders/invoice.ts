import { isPayOnDelivery } from '../checkout/payMethods';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { wholeQuantity } from '../format/quantity';
import { type GstBreakdown, gstIncluded } from '../pricing/gst';
import { sellingPrice } from '../pricing/variations';
import { parseCartProducts } from './cartProducts';
import type { OrderStatus } from './lifecycle';
import { PAYMENT_STATUS } from './paymentStatus';

/** The order fields an invoice reads (a shop order or an admission payment record). */
export interface InvoiceOrderLike {
  payment_mode?: string | null;
  amountbeforediscount?: Numeric;
  amountafterdiscount?: Numeric;
  discountprice?: Numeric;
  deliveryCharge?: Numeric;
  totalAmountbeforePay?: Numeric;
  remaining_amount?: Numeric;
  /** The lines ordered: a list or its JSON text. */
  cart_products?: unknown;
  /** Pay on delivery: when the merchant collected the remainder (then nothing is due). */
  remainder_collected_at?: unknown;
  /** Rupees refunded so far. */
  refunded_amount?: Numeric;
  /** Payment status (PAYMENT_STATUS): what was paid online counts once Success. */
  status?: string | null;
  /** Fulfilment status: nothing is due on a Cancelled order. */
  orderStatus?: string | null;
  /** Set when money that came in is owed back: it was paid online all the same. */
  refund_needed_at?: unknown;
  /** The GST rate the order was priced at (percent). */
  gst_rate?: Numeric;
}

/**
 * The money of an order, all in rupees, from its stored quote and payments: every export, invoice,
 * console figure and mail reads these.
 */
export interface OrderFigures {
  /** Items at the price charged (sale price, else price), before the coupon. */
  items: number;
  discount: number;
  delivery: number;
  /** items - discount + delivery. */
  total: number;
  /** GST inside the total at the rate (prices include GST): the rate, taxable value and tax. */
  gstRate: number;
  taxable: number;
  tax: number;
  /** Paid online: the total, or the advance of a pay-on-delivery order; 0 until paid. */
  advance: number;
  /** The pay-on-delivery remainder, once collected. */
  collected: number;
  /** Refunded of the order's own payment. */
  refunded: number;
  /** Still to collect on delivery (0 once collected or cancelled). */
  balance: number;
  /** What the merchant holds: advance + collected - refunded. */
  received: number;
}

/**
 * The figures of an order (see OrderFigures) from what was stored when it was priced: the items
 * charged are `amountafterdiscount + discountprice` (never the MRP sum `amountbeforediscount`), the
 * GST is taken at `gstRatePercent` (default: the order's own rate). Sums in paise.
 * @example orderFigures({ amountafterdiscount: 1498, deliveryCharge: 50, totalAmountbeforePay: 1548, status: 'Success' }).advance // 1548
 */
export function orderFigures(
  order: InvoiceOrderLike,
  gstRatePercent: Numeric = order.gst_rate,
): OrderFigures {
  const p = (value: unknown) => toPaise(positive(value));
  const total = p(orderTotal(order));
  const discount = p(order.discountprice);
  const remaining = Math.min(total, p(order.remaining_amount));
  const paid = toText(order.status) === PAYMENT_STATUS.success || Boolean(order.refund_needed_at);
  const collected = remaining > 0 && order.remainder_collected_at ? remaining : 0;
  const open = toText(order.orderStatus) !== ('Cancelled' satisfies OrderStatus);
  const advance = paid ? total - remaining : 0;
  const refunded = p(order.refunded_amount);
  const gstRate = positive(gstRatePercent);
  const gst = gstIncluded(fromPaise(total), gstRate);
  return {
    items: fromPaise(p(order.amountafterdiscount) + discount),
    discount: fromPaise(discount),
    delivery: fromPaise(p(order.deliveryCharge)),
    total: fromPaise(total),
    gstRate,
    taxable: gst.net,
    tax: gst.tax,
    advance: fromPaise(advance),
    collected: fromPaise(collected),
    refunded: fromPaise(refunded),
    balance: fromPaise(open && !collected ? remaining : 0),
    received: fromPaise(advance + collected - refunded),
  };
}

/** One printed line of an invoice. */
export interface InvoiceLine {
  name: string;
  sku: string;
  /** Variation attributes as "Name: value" texts. */
  attributes: string[];
  quantity: number;
  /** Unit price paid (the sale price, else the price), rupees. */
  unitPrice: number;
  /** unitPrice x quantity, rupees. */
  amount: number;
  /** HSN/SAC code the merchant set on the product ('' when none). */
  hsn: string;
  /** Value the GST is charged on: the amount less its share of the coupon discount, without GST. */
  taxable: number;
  /** GST contained in the amount less its share of the discount (core's gstIncluded, per line). */
  gst: number;
}

/** The delivery charge as a taxed line of the invoice. */
export interface InvoiceDeliveryLine {
  amount: number;
  taxable: number;
  gst: number;
}

/** The figures of an invoice, all in rupees. */
export interface Invoice {
  lines: InvoiceLine[];
  /** Sum of the line amounts. */
  itemsTotal: number;
  discount: number;
  deliveryCharge: number;
  /** What the order costs in all, as the server priced it. */
  total: number;
  /** GST included in the total at the merchant's rate (prices include GST). */
  gst: GstBreakdown & { ratePercent: number };
  /** Pay on delivery: paid online in advance, and still due; null for other orders and once collected. */
  advance: { paid: number; remaining: number } | null;
  /** A pay-on-delivery order whose remainder was collected: paid in full. */
  paidInFull: boolean;
  /** Rupees refunded to the customer (0 when none). */
  refunded: number;
  /** The delivery charge with its taxable value and GST; null when delivery was free. */
  delivery: InvoiceDeliveryLine | null;
}

interface LineSource {
  product_name?: unknown;
  product_sku?: unknown;
  product_price?: unknown;
  product_saleprice?: unknown;
  quantity?: unknown;
  variation_attributes?: unknown;
  hsn?: unknown;
}

const positive = (value: unknown): number => Math.max(0, toNumber(value));

/**
 * The total of an order as the server priced it: `totalAmountbeforePay` (after discount, with
 * delivery) when set, else `amountafterdiscount`.
 */
export function orderTotal(
  order: Pick<InvoiceOrderLike, 'totalAmountbeforePay' | 'amountafterdiscount'>,
): number {
  return positive(order.totalAmountbeforePay) || positive(order.amountafterdiscount);
}

/**
 * What an order asks to be paid online: its total less what stays due on delivery (the advance of a
 * pay-on-delivery order, else the total).
 */
export function orderPaidOnline(
  order: Pick<InvoiceOrderLike, 'totalAmountbeforePay' | 'amountafterdiscount' | 'remaining_amount'>,
): number {
  return fromPaise(Math.max(0, toPaise(orderTotal(order)) - toPaise(positive(order.remaining_amount))));
}

/**
 * The invoice of an order: its lines (unit price = sale price, else price; quantity at least 1),
 * the discount and delivery charge as recorded, the server's total, the GST included in that total
 * at `gstRatePercent` (tax = total - total / (1 + rate/100), the merchant's rate rather than the
 * spec's fixed 200), for a pay-on-delivery order the advance paid and the remainder due (or, once
 * the merchant collected it, paid in full), and what was refunded.
 * Sums are taken in paise so no rounding drift reaches a printed figure.
 */
export function buildInvoice(order: InvoiceOrderLike, gstRatePercent: Numeric): Invoice {
  const lines = parseCartProducts<LineSource>(order.cart_products).map((product): InvoiceLine => {
    const unitPrice = sellingPrice(product.product_price, product.product_saleprice);
    const quantity = wholeQuantity(product.quantity);
    const attributes =
      product.variation_attributes && typeof product.variation_attributes === 'object'
        ? Object.entries(product.variation_attributes as Record<string, unknown>)
            .filter(([, value]) => toText(value) !== '')
            .map(([name, value]) => `${name}: ${toText(value)}`)
        : [];
    return {
      name: toText(product.product_name),
      sku: toText(product.product_sku),
      attributes,
      quantity,
      unitPrice,
      amount: fromPaise(toPaise(unitPrice) * quantity),
      hsn: toText(product.hsn).trim(),
      taxable: 0,
      gst: 0,
    };
  });
  const itemsTotal = fromPaise(lines.reduce((sum, line) => sum + toPaise(line.amount), 0));
  const figures = orderFigures(order, gstRatePercent);
  taxLines(lines, toPaise(figures.discount), figures.gstRate);
  const deliveryTax = gstIncluded(figures.delivery, figures.gstRate);
  const remaining = positive(order.remaining_amount);
  const payOnDelivery = isPayOnDelivery(order.payment_mode) && remaining > 0;
  const collected = payOnDelivery && figures.collected > 0;
  return {
    lines,
    itemsTotal,
    discount: figures.discount,
    deliveryCharge: figures.delivery,
    total: figures.total,
    gst: { tax: figures.tax, net: figures.taxable, ratePercent: figures.gstRate },
    advance: payOnDelivery && !collected ? { paid: orderPaidOnline(order), remaining } : null,
    paidInFull: collected,
    refunded: figures.refunded,
    delivery:
      figures.delivery > 0
        ? { amount: figures.delivery, taxable: deliveryTax.net, gst: deliveryTax.tax }
        : null,
  };
}

/**
 * Fills each line's taxable value and GST: the coupon discount is shared over the lines in
 * proportion to their amounts (in paise, the last line taking what rounding leaves), and the GST
 * inside what each line then costs is core's gstIncluded at the order's rate.
 */
function taxLines(lines: InvoiceLine[], discountPaise: number, ratePercent: number): void {
  const itemsPaise = lines.reduce((sum, line) => sum + toPaise(line.amount), 0);
  const discount = Math.min(discountPaise, itemsPaise);
  let shared = 0;
  lines.forEach((line, index) => {
    const amount = toPaise(line.amount);
    const share =
      index === lines.length - 1
        ? discount - shared
        : itemsPaise > 0
          ? Math.floor((discount * amount) / itemsPaise)
          : 0;
    shared += share;
    const tax = gstIncluded(fromPaise(amount - share), ratePercent);
    line.taxable = tax.net;
    line.gst = tax.tax;
  });
}
