import { formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import type { ReactNode } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { CART_SHEETS } from '../styles/groups/cart';

/** One line of a summary: an amount in rupees or ready text ("Free"). */
export interface SummaryRow {
  label: string;
  value: number | string;
  /** A deduction, shown with a minus sign and in the success colour. */
  deduction?: boolean;
  /** Stable key when labels repeat. */
  id?: string;
}

export interface OrderSummaryProps {
  rows: readonly SummaryRow[];
  total: SummaryRow;
  title?: string;
  /** Extra content under the totals (coupon box, actions). */
  children?: ReactNode;
  /** Content above the totals (the items being bought). */
  before?: ReactNode;
}

const show = (row: SummaryRow) =>
  typeof row.value === 'number' ? `${row.deduction ? '− ' : ''}${formatInr(row.value)}` : row.value;

/** The order summary card of cart and checkout; every amount comes computed from core. */
export function OrderSummary({
  rows,
  total,
  title = TEXTS.ORDER_SUMMARY,
  children,
  before,
}: OrderSummaryProps) {
  useSkateStyles(CART_SHEETS);
  return (
    <section className="skate-card skate-summary" part="card" aria-label={title}>
      <h2 className="skate-summary-title">{title}</h2>
      {before}
      <dl className="skate-summary-rows">
        {rows.map((row) => (
          <div
            key={row.id ?? row.label}
            className={`skate-summary-row${row.deduction ? ' skate-summary-row--discount' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd>{show(row)}</dd>
          </div>
        ))}
        <div className="skate-summary-row skate-summary-row--total">
          <dt>{total.label}</dt>
          <dd>{show(total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
