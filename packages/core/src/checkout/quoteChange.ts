import type { ChargedQuote, ShownFigures } from '../api/schemas/orders';
import type { Quote } from '../engine/quote';
import { toPaise } from '../format/money';

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
 * The figures an order is placed for (its `shown`): the charged figures the shopper confirmed in the
 * price-changed notice, else the page's quote - its total and what is paid now.
 */
export function figuresToPlace(
  quote: Pick<Quote, 'total' | 'payNow'>,
  confirmed?: ChargedQuote | null,
): ShownFigures {
  return confirmed
    ? { total: confirmed.total, pay_now: confirmed.pay_now }
    : { total: quote.total, pay_now: quote.payNow };
}
