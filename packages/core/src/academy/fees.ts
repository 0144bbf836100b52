/*
 * The academy's monthly fees (issue 38): the due day and the late fine (the policy pages' FEE_DUE_DAY and
 * LATE_FINE_INR as defaults), a fee's status and total as of an India day, and the sibling discount. The
 * server bills and charges with these; the screens show them. Days are India calendar days `YYYY-MM-DD`
 * (Asia/Kolkata), periods are months `YYYY-MM`.
 */
import { FEE_DUE_DAY, LATE_FINE_INR } from '../school-constants';
import { applyCoupon } from '../pricing/coupon-math';
import { fromPaise, toPaise } from '../format/money';

/** A fee invoice's states: `due` until its due day, `overdue` after it, `paid`, or `waived` by the academy. */
export const FEE_STATUSES = ['due', 'overdue', 'paid', 'waived'] as const;
/** One of FEE_STATUSES. */
export type FeeStatus = (typeof FEE_STATUSES)[number];

/** How a student joining after a month's first day is billed for that month: pro rata, or from the next month. */
export const FEE_JOINER_BILLING = ['pro_rata', 'next_month'] as const;
/** One of FEE_JOINER_BILLING. */
export type FeeJoinerBilling = (typeof FEE_JOINER_BILLING)[number];

/** How often a fee plan bills. Monthly only for now: every invoice is one month (`YYYY-MM`). */
export const FEE_FREQUENCIES = ['monthly'] as const;
/** One of FEE_FREQUENCIES. */
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

/** The latest due day and billing day a plan or the merchant may choose: every month has it. */
export const FEE_LAST_DAY = 28;

/**
 * A merchant's fee rules when it set none: due by the policy's day, the policy's fine after it, no sibling
 * discount, billed from the 1st, a mid-month joiner billed from the next month.
 */
export const FEE_DEFAULTS = {
  dueDay: FEE_DUE_DAY,
  lateFine: LATE_FINE_INR,
  siblingDiscountPercent: 0,
  billingDay: 1,
  joiners: 'next_month' as FeeJoinerBilling,
  frequency: 'monthly' as FeeFrequency,
} as const;

/** What the fee rules read of an invoice. */
export interface FeeInvoiceLike {
  /** The fee in rupees after any sibling discount. */
  amount: number;
  /** The last day it may be paid without the fine, `YYYY-MM-DD`. */
  due_date: string;
  /** The fine in rupees once the due day has passed (the plan's; LATE_FINE_INR when absent). */
  fine?: number;
  /** When it was paid (an instant), if it was. */
  paid_at?: string | Date | null;
  /** Whether the academy waived it. */
  waived?: boolean;
}

/** Whether `period` is a month `YYYY-MM`. */
export const isFeePeriod = (period: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(period);

/** The month `YYYY-MM` of an India day `YYYY-MM-DD`. */
export const feePeriodOf = (day: string): string => day.slice(0, 7);

/** The month after `period` (`2026-12` -> `2027-01`). */
export function nextFeePeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  const year = (y ?? 1970) + ((m ?? 1) === 12 ? 1 : 0);
  const month = ((m ?? 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The due date of a period's fee: its due day, or the month's last day when the month is shorter. */
export function feeDueDate(period: string, dueDay: number = FEE_DEFAULTS.dueDay): string {
  const [y, m] = period.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  const day = Math.min(Math.max(1, Math.trunc(dueDay)), lastDay);
  return `${period}-${String(day).padStart(2, '0')}`;
}

/**
 * A month's fee for a student who joined on `joinDate` (an India day `YYYY-MM-DD`): the days left in the
 * month counting the join day, over the month's days, to the paisa. Joined before the month: in full; after
 * it: nothing.
 * @example proRataFee(3000, '2026-11-16', '2026-11') // 1500 (15 of 30 days)
 */
export function proRataFee(amount: number, joinDate: string, period: string): number {
  const joined = feePeriodOf(joinDate);
  if (joined < period) return amount;
  if (joined > period) return 0;
  const days = Number(feeDueDate(period, 31).slice(8));
  const left = days - Number(joinDate.slice(8, 10)) + 1;
  return fromPaise(Math.round((toPaise(amount) * left) / days));
}

/** A fee's due date for a student who joined on `joinDate`: the plan's, or the join day when that is later. */
export const joinerDueDate = (period: string, dueDay: number, joinDate: string): string => {
  const due = feeDueDate(period, dueDay);
  return joinDate > due ? joinDate : due;
};

/** The late fine on `onDate`: nothing up to and including the due day, the invoice's fine after it. */
export function lateFine(invoice: FeeInvoiceLike, onDate: string): number {
  if (invoice.waived || onDate <= invoice.due_date) return 0;
  return invoice.fine ?? FEE_DEFAULTS.lateFine;
}

/** What paying the invoice on `onDate` costs: the fee and its late fine. */
export const feeTotal = (invoice: FeeInvoiceLike, onDate: string): number =>
  invoice.amount + lateFine(invoice, onDate);

/** The invoice's status on `onDate`: paid, waived, overdue after the due day, else due. */
export function feeStatus(invoice: FeeInvoiceLike, onDate: string): FeeStatus {
  if (invoice.paid_at) return 'paid';
  if (invoice.waived) return 'waived';
  return onDate > invoice.due_date ? 'overdue' : 'due';
}

/**
 * The sibling discount in rupees on one student's fee: `position` is the student's place among the parent's
 * students billed for the period (0 the first); the second and later get `percent` off, to the paisa as a
 * coupon's percentage is; the first pays in full.
 * @example siblingDiscount(2500, 1, 10) // 250
 */
export function siblingDiscount(amount: number, position: number, percent: number): number {
  if (position < 1 || percent <= 0) return 0;
  return applyCoupon(amount, { percentage_offer: percent }).discount;
}

/** A fee reminder's steps and their day, counted from the due date: 3 days before, on it, the day after (with the fine). */
export const FEE_REMINDER_STEPS = [
  { step: 'before', offsetDays: -3 },
  { step: 'due', offsetDays: 0 },
  { step: 'overdue', offsetDays: 1 },
] as const;
/** One of FEE_REMINDER_STEPS' steps. */
export type FeeReminderStep = (typeof FEE_REMINDER_STEPS)[number]['step'];

/** How long a reminder's pay link opens its fees, in days from the reminder. */
export const FEE_PAY_LINK_DAYS = 15;

/** The India day `days` calendar days after `day` (`YYYY-MM-DD`). */
export function shiftFeeDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/**
 * The reminder step due on `onDate` for a fee due on `dueDate`: the latest step whose day has come (a
 * missed earlier step is not sent late), or null before the first.
 * @example feeReminderStep('2026-12-10', '2026-12-10') // 'due'
 */
export function feeReminderStep(dueDate: string, onDate: string): FeeReminderStep | null {
  let reached: FeeReminderStep | null = null;
  for (const { step, offsetDays } of FEE_REMINDER_STEPS)
    if (onDate >= shiftFeeDay(dueDate, offsetDays)) reached = step;
  return reached;
}

/** What the fee routes say. */
export const FEE_TEXTS = {
  PAYMENT_CREATED: 'Fee payment created',
  PAID: 'Fees paid',
  ALREADY_PAID: 'This fee is already paid or waived',
  NOT_FOUND: 'Fee not found',
  TOTAL_CHANGED: 'The fees due have changed: please check the new total before paying',
  PAYMENT_NOT_FOUND: 'Fee payment not found',
  PAYMENT_NOT_VERIFIED: 'The payment could not be verified',
  BILLED: 'Fees billed',
  FINE_NOT_RAISED: 'A fine can only be waived or reduced, not raised',
  REMINDED: 'Fee reminders queued',
  LINK_INVALID: 'This pay link is not valid',
  LINK_EXPIRED: 'This pay link has expired: ask the academy for a new one',
  LINK_OTHER_INVOICE: 'This pay link does not open that fee',
  LINK_PAID: 'The fees of this pay link are already paid',
  RECEIPT_NOT_PAID: 'This payment is not complete: there is no receipt yet',
  OVERPAID:
    'Part of this payment was for fees already paid by another payment: the academy will refund that part',
  AUTOPAY_CREATED: 'Auto-pay set up: authorise it with your bank or UPI app to finish',
  AUTOPAY_EXISTS: 'This student already has auto-pay',
  AUTOPAY_NO_FEE: 'Auto-pay can be set up once a monthly fee has been billed for this student',
  AUTOPAY_NOT_FOUND: 'Auto-pay not found',
  AUTOPAY_CANCELLED: 'Auto-pay cancelled',
  AUTOPAY_LIST: 'Auto-pay mandates',
} as const;
