/**
 * India time. Dates are shown in Asia/Kolkata through Intl (deviation from the spec's "+5.5 hours",
 * which double-shifts on a machine already in India time). India has no daylight saving, so a
 * calendar day there is always 24 hours long.
 */
import type { DateInput } from '../shapes';
import { INDIA_TIME_ZONE, LOCALE } from '../constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Date from a record's date (ISO text, epoch ms or Date); null when it does not read as one. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Built on first use so that importing core has no side effects.
let timeParts: Intl.DateTimeFormat | undefined;
let dateText: Intl.DateTimeFormat | undefined;

/**
 * Payment-page time stamp, `dd/mm/yy - HH:mm` in India time, e.g. "06/01/24 - 02:10".
 * 24-hour clock: the spec's pattern has no am/pm marker, and a 12-hour "02:10" would be ambiguous.
 * Unreadable input gives ''.
 */
export function formatIndiaTime(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (date === null) return '';
  timeParts ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: INDIA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    timeParts!.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} - ${part('hour')}:${part('minute')}`;
}

/** A calendar date in India time for delivery lines, e.g. "6 Jan 2024"; unreadable input gives ''. */
export function formatIndiaDate(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (date === null) return '';
  dateText ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return dateText.format(date);
}

/**
 * `days` calendar days after `value` in India time. Without daylight saving there, that is exactly
 * days x 24 hours, whatever time zone the code runs in. Fractions are rounded to whole days.
 */
export function addDays(value: DateInput, days: number): Date {
  const date = toDate(value) ?? new Date(Number.NaN);
  return new Date(date.getTime() + Math.round(days) * DAY_MS);
}
