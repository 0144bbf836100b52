/**
 * Money helpers. Amounts are rupees as numbers on the wire; sums are taken in integer paise so
 * that 0.1 + 0.2 style drift never reaches a total, and results come back as rupees rounded to
 * two decimals.
 */
import { CURRENCY, LOCALE } from '../constants';
import { type Numeric, toNumber } from './coerce';

/** Rupees to whole paise (rounded half away from zero). */
export function toPaise(rupees: Numeric): number {
  const value = toNumber(rupees);
  // 1.005 * 100 is 100.49999999999999 in binary floating point; trimming to 12 significant
  // digits first restores the decimal the merchant typed, so it rounds to 101 as expected.
  const scaled = Number((Math.abs(value) * 100).toPrecision(12));
  return Math.sign(value) * Math.round(scaled);
}

/** Whole paise back to rupees. */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Rupees rounded to two decimals (through paise). */
export function roundMoney(rupees: Numeric): number {
  return fromPaise(toPaise(rupees));
}

/** Sum of rupee amounts, exact to the paisa. */
export function sumMoney(amounts: readonly Numeric[]): number {
  return fromPaise(amounts.reduce<number>((total, amount) => total + toPaise(amount), 0));
}

let paiseFormatter: Intl.NumberFormat | undefined;
let rupeeFormatter: Intl.NumberFormat | undefined;

/**
 * An amount in rupees as Indian currency text: whole rupees as Indian shops write them, paise only
 * when there are some, e.g. 1499 -> "₹1,499", 123456.5 -> "₹1,23,456.50".
 * @example formatInr(1499) // "₹1,499"
 */
export function formatInr(amount: Numeric): string {
  const paise = toPaise(amount);
  // Built on first use, not at import time, so importing core stays side-effect free.
  if (paise % 100 === 0) {
    rupeeFormatter ??= new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      maximumFractionDigits: 0,
    });
    return rupeeFormatter.format(fromPaise(paise));
  }
  paiseFormatter ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
  return paiseFormatter.format(fromPaise(paise));
}
