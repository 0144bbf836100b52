import { type Numeric, toNumber, toText } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { type GstBreakdown, gstIncluded } from '../pricing/gst';
import { TEXTS } from '../texts';
import { parseCartProducts } from './cartProducts';

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
}

interface LineSource {
  product_name?: unknown;
  product_sku?: unknown;
  product_price?: unknown;
  product_saleprice?: unknown;
  quantity?: unknown;
  variation_attributes?: unknown;
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
    const unitPrice = positive(product.product_saleprice) || positive(product.product_price);
    const quantity = Math.max(1, Math.round(toNumber(product.quantity) || 1));
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
    };
  });
  const itemsTotal = fromPaise(lines.reduce((sum, line) => sum + toPaise(line.amount), 0));
  const total = orderTotal(order);
  const ratePercent = positive(gstRatePercent);
  const remaining = positive(order.remaining_amount);
  const payOnDelivery = toText(order.payment_mode) === TEXTS.PAY_ON_DELIVERY && remaining > 0;
  const collected = payOnDelivery && Boolean(toText(order.remainder_collected_at));
  return {
    lines,
    itemsTotal,
    discount: positive(order.discountprice),
    deliveryCharge: positive(order.deliveryCharge),
    total,
    gst: { ...gstIncluded(total, ratePercent), ratePercent },
    advance: payOnDelivery && !collected ? { paid: orderPaidOnline(order), remaining } : null,
    paidInFull: collected,
    refunded: positive(order.refunded_amount),
  };
}
