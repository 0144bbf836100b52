import { describe, expect, it } from 'vitest';
import {
  FEE_DEFAULTS,
  feeDueDate,
  feePeriodOf,
  feeReminderStep,
  feeStatus,
  feeTotal,
  isFeePeriod,
  joinerDueDate,
  lateFine,
  nextFeePeriod,
  proRataFee,
  shiftFeeDay,
  siblingDiscount,
} from './fees';

const invoice = { amount: 2500, due_date: '2026-12-10' };

describe('academy fees', () => {
  it('bills from the 1st and a mid-month joiner from the next month unless the merchant says pro rata', () => {
    expect(FEE_DEFAULTS.billingDay).toBe(1);
    expect(FEE_DEFAULTS.joiners).toBe('next_month');
    expect(FEE_DEFAULTS.frequency).toBe('monthly');
  });

  it('a joiner pays the days left in the month, the join day counted, to the paisa', () => {
    expect(proRataFee(3000, '2026-11-16', '2026-11')).toBe(1500);
    expect(proRataFee(3000, '2026-11-01', '2026-11')).toBe(3000);
    expect(proRataFee(3000, '2026-11-30', '2026-11')).toBe(100);
    // 21 of 31 days of 2500: 1693.548... -> 1693.55.
    expect(proRataFee(2500, '2026-12-11', '2026-12')).toBe(1693.55);
    // February 2027 has 28 days, 2028 has 29: 1 of 28 of 1000 is 35.71, 1 of 29 is 34.48.
    expect(proRataFee(1000, '2027-02-28', '2027-02')).toBe(35.71);
    expect(proRataFee(1000, '2028-02-29', '2028-02')).toBe(34.48);
    expect(proRataFee(3000, '2026-10-20', '2026-11')).toBe(3000);
    expect(proRataFee(3000, '2026-12-01', '2026-11')).toBe(0);
  });

  it("a joiner's fee is due on the plan's day, or on the join day when they join after it", () => {
    expect(joinerDueDate('2026-12', 10, '2026-12-04')).toBe('2026-12-10');
    expect(joinerDueDate('2026-12', 10, '2026-12-18')).toBe('2026-12-18');
    expect(joinerDueDate('2026-12', 10, '2026-11-18')).toBe('2026-12-10');
  });

  it('defaults to due by the 10th with a fine of INR 200', () => {
    expect(FEE_DEFAULTS.dueDay).toBe(10);
    expect(FEE_DEFAULTS.lateFine).toBe(200);
    expect(feeDueDate('2026-12')).toBe('2026-12-10');
    expect(feeDueDate('2027-02', 31)).toBe('2027-02-28');
  });

  it('a fee paid on the 10th has no fine, on the 11th INR 200', () => {
    expect(lateFine(invoice, '2026-12-01')).toBe(0);
    expect(lateFine(invoice, '2026-12-10')).toBe(0);
    expect(lateFine(invoice, '2026-12-11')).toBe(200);
    expect(feeTotal(invoice, '2026-12-10')).toBe(2500);
    expect(feeTotal(invoice, '2026-12-11')).toBe(2700);
    expect(lateFine({ ...invoice, fine: 150 }, '2027-01-02')).toBe(150);
    expect(lateFine({ ...invoice, waived: true }, '2026-12-11')).toBe(0);
  });

  it('a fee is due, overdue after its due day, paid or waived', () => {
    expect(feeStatus(invoice, '2026-12-10')).toBe('due');
    expect(feeStatus(invoice, '2026-12-11')).toBe('overdue');
    expect(feeStatus({ ...invoice, paid_at: '2026-12-12T04:00:00Z' }, '2026-12-20')).toBe('paid');
    expect(feeStatus({ ...invoice, waived: true }, '2026-12-20')).toBe('waived');
  });

  it('a sibling discount applies to the second student only', () => {
    expect(siblingDiscount(2500, 0, 10)).toBe(0);
    expect(siblingDiscount(2500, 1, 10)).toBe(250);
    expect(siblingDiscount(1999, 1, 10)).toBe(199.9);
    expect(siblingDiscount(2500, 1, 0)).toBe(0);
  });

  it('periods are months, the next after December is January', () => {
    expect(feePeriodOf('2026-12-11')).toBe('2026-12');
    expect(nextFeePeriod('2026-12')).toBe('2027-01');
    expect(nextFeePeriod('2027-01')).toBe('2027-02');
    expect(isFeePeriod('2026-12')).toBe(true);
    expect(isFeePeriod('2026-13')).toBe(false);
  });

  it('reminds 3 days before the due day, on it, and the day after, sending only the latest step reached', () => {
    expect(shiftFeeDay('2026-12-10', -3)).toBe('2026-12-07');
    expect(shiftFeeDay('2027-02-28', 1)).toBe('2027-03-01');
    expect(
      ['2026-12-06', '2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11', '2027-01-03'].map((day) =>
        feeReminderStep('2026-12-10', day),
      ),
    ).toEqual([null, 'before', 'before', 'due', 'overdue', 'overdue']);
  });
});
