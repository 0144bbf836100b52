import { isPayOnDelivery } from '../checkout/payMethods';
import { type Numeric, toNumber, toText } from '../format/coerce';
import { fromPaise, toPaise } from '../format/money';
import { wholeQuantity } from '../format/quantity';
import { type GstBreakdown, gstIncluded } from '../pricing/gst';
import { sellingPrice } from '../pricing/variations';
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
  const total = orderTotal(order);
  const ratePercent = positive(gstRatePercent);
  taxLines(lines, toPaise(positive(order.discountprice)), ratePercent);
  const deliveryCharge = positive(order.deliveryCharge);
  const deliveryTax = gstIncluded(deliveryCharge, ratePercent);
  const remaining = positive(order.remaining_amount);
  const payOnDelivery = isPayOnDelivery(order.payment_mode) && remaining > 0;
  const collected = payOnDelivery && Boolean(toText(order.remainder_collected_at));
  return {
    lines,
    itemsTotal,
    discount: positive(order.discountprice),
    deliveryCharge,
    total,
    gst: { ...gstIncluded(total, ratePercent), ratePercent },
    advance: payOnDelivery && !collected ? { paid: orderPaidOnline(order), remaining } : null,
    paidInFull: collected,
    refunded: positive(order.refunded_amount),
    delivery:
      deliveryCharge > 0 ? { amount: deliveryCharge, taxable: deliveryTax.net, gst: deliveryTax.tax } : null,
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
