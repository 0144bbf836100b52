import { describe, expect, it } from 'vitest';
import type { ChargedQuote } from '../api/schemas/orders';
import { figuresToPlace, quoteChange } from './quoteChange';

const charged: ChargedQuote = {
  lines: [],
  items_total: 2499,
  discount: 0,
  coupon_code: '',
  delivery: 50,
  tax: 388.83,
  gst_rate: 18,
  total: 2549,
  pay_now: 841,
  remaining: 1708,
};

describe('quoteChange: the one rule comparing what was shown with what is charged', () => {
  it('is null when the total and the amount paid now agree to the paisa', () => {
    expect(quoteChange({ total: 2549, pay_now: 841 }, charged)).toBeNull();
    expect(quoteChange({ total: 2549.004, pay_now: 841 }, charged)).toBeNull();
  });

  it('is a change when either differs', () => {
    expect(quoteChange({ total: 2049, pay_now: 676 }, charged)).toEqual({
      shown: { total: 2049, pay_now: 676 },
      charged,
    });
    expect(quoteChange({ total: 2549, pay_now: 2549 }, charged)?.shown).toEqual({
      total: 2549,
      pay_now: 2549,
    });
  });

  it('places an order for the page figures, or for the ones the shopper confirmed in the notice', () => {
    expect(figuresToPlace({ total: 2049, payNow: 676 })).toEqual({ total: 2049, pay_now: 676 });
    expect(figuresToPlace({ total: 2049, payNow: 676 }, charged)).toEqual({ total: 2549, pay_now: 841 });
  });
});
