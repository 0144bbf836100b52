import type { ReactNode } from 'react';
import { addressLines } from './print-documents';

/** An order's address snapshot, a line a row (see `addressLines`); `none` when it has no line. */
export function AddressLines({
  address,
  none,
}: {
  address: Record<string, unknown> | null;
  none: ReactNode;
}) {
  const lines = addressLines(address);
  return lines.length ? (
    <address>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  ) : (
    none
  );
}
