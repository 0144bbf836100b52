import type { ChargedQuote, ShownFigures } from '../api/schemas/orders';
import type { Quote } from '../engine/quote';
import { toPaise } from '../format/money';

/**
 * The wire form of the engine's quote: the figures an order attempt is charged (lines, items total,
 * discount, delivery, tax, total, paid now, due on delivery), as the server answers them.
 */
export function chargedQuoteOf(quote: Quote): ChargedQuote {
  return {
    lines: quote.lines.map((line) => ({
      product_id: line.product_id,
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
    })),
    items_total: quote.itemsTotal,
    discount: quote.discount,
    coupon_code: quote.couponCode,
    delivery: quote.delivery,
    tax: quote.gst.tax,
    gst_rate: quote.gst.rate,
    total: quote.total,
    pay_now: quote.payNow,
    remaining: quote.remaining,
  };
}

/** What a page shows of a quote, as an order body's `shown`: the total and what is paid now. */
export function shownFiguresOf(quote: Pick<Quote, 'total' | 'payNow'>): ShownFigures {
  return { total: quote.total, pay_now: quote.payNow };
}

/** What was shown and what the server charges instead. */
export interface QuoteChange {
  shown: ShownFigures;
  charged: ChargedQuote;
}

/**
 * The one rule comparing what a shopper was shown with what the server charges: a change when the
 * total or the amount paid now differs by a paisa or more (then no payment is opened until the
 * shopper has seen and confirmed the charged figures); null when they agree.
 * @example quoteChange({ total: 2049, pay_now: 2049 }, charged) // { shown, charged } when charged.total is 2549
 */
export function quoteChange(shown: ShownFigures, charged: ChargedQuote): QuoteChange | null {
  const same =
    toPaise(shown.total) === toPaise(charged.total) && toPaise(shown.pay_now) === toPaise(charged.pay_now);
  return same ? null : { shown, charged };
}

/**
 * The figures an order is placed for: the page's quote, or - when the page still differs from them -
 * the charged figures the shopper confirmed in the price-changed notice.
 */
export function figuresToPlace(
  quote: Pick<Quote, 'total' | 'payNow'>,
  confirmed?: ChargedQuote | null,
): ShownFigures {
  const shown = shownFiguresOf(quote);
  return confirmed && quoteChange(shown, confirmed)
    ? { total: confirmed.total, pay_now: confirmed.pay_now }
    : shown;
}
