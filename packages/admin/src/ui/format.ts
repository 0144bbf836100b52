import { formatIndiaTime, formatInr } from '@skatekit/core/rules';

/** Rupees as the console shows them (core's formatInr), e.g. "₹1,349". */
export const money = (amount: number): string => formatInr(amount);

/** A time in India (core's formatIndiaTime), e.g. "06/01/24 - 14:10"; '—' when there is none. */
export const time = (iso: string | null | undefined): string => (iso ? formatIndiaTime(iso) || '—' : '—');

/** "1 order", "3 orders". */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** Today in India, YYYY-MM-DD (a class day; an offer's last day); `plusDays` later. */
export function indiaToday(now = new Date(), plusDays = 0): string {
  return new Date(now.getTime() + 330 * 60_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
}
