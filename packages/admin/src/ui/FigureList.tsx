import type { ReactNode } from 'react';

/** Labelled figures, a term and its value a row (`dl.figures`): an order's bill, a payment, a record. */
export function FigureList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
