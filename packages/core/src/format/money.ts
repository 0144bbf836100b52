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

/** Indian digit grouping of whole digits: the last three, then pairs (12345678 -> "1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * An amount in rupees as Indian currency text: whole rupees as Indian shops write them, paise only
 * when there are some, e.g. 1499 -> "₹1,499", 123456.5 -> "₹1,23,456.50".
 *
 * Written out here rather than with `Intl.NumberFormat('en-IN')`, whose text it matches (a property
 * test holds them equal): the first en-IN currency formatter a page makes loads the locale's data,
 * 40-80 ms of a phone's main thread inside the first render that shows a price. Negative zero is
 * "₹0" (Intl writes "-₹0"); an amount past 2^53 paise still goes through Intl.
 * @example formatInr(1499) // "₹1,499"
 */
export function formatInr(amount: Numeric): string {
  const paise = toPaise(amount);
  if (!Number.isSafeInteger(paise)) {
    const whole = paise % 100 === 0 ? { maximumFractionDigits: 0 } : {};
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, ...whole }).format(
      fromPaise(paise),
    );
  }
  const whole = Math.abs(paise);
  const rest = whole % 100;
  const rupees = groupIndian(String((whole - rest) / 100));
  return `${paise < 0 ? '-' : ''}₹${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
