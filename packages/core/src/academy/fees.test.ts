import { describe, expect, it } from 'vitest';
import {
  FEE_DEFAULTS,
  feeDueDate,
  feePeriodOf,
  feeReminderStep,
  feeStatus,
  feeTotal,
  isFeePeriod,
  lateFine,
  nextFeePeriod,
  shiftFeeDay,
  siblingDiscount,
} from './fees';

const invoice = { amount: 2500, due_date: '2026-12-10' };

describe('academy fees', () => {
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
