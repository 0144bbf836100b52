import {
  ACADEMY_SCREEN_TEXTS as T,
  FEE_METHOD_LABELS,
  type FeeReceipt as Receipt,
  feeMonthName,
} from '@skatekit/core/academy';
import { formatIndiaDate, formatInr } from '@skatekit/core/rules';
import { gstLabel, TEXTS } from '@skatekit/core/texts';
import { useId } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { printPage } from '../push/useNativeApp';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Spinner';
import { academyOf } from './client';

export interface FeeReceiptProps {
  /** The paid fee payment (a fee's `payment_id`, or the payment just made). */
  paymentId: string;
  /** A reminder's pay link token, in place of signing in. */
  token?: string;
}

/** The receipt sheet: the academy, its GSTIN and rate, the receipt number and date, the fees and the method. */
export function FeeReceiptSheet({ receipt }: { receipt: Receipt }) {
  const id = useId();
  return (
    <article className="skate-card skate-fee-receipt" part="card" aria-labelledby={id}>
      <h2 id={id}>{T.FEE_RECEIPT}</h2>
      <p className="skate-fee-receipt-academy">
        <strong>{receipt.academy.name}</strong>
      </p>
      <dl className="skate-fee-receipt-meta">
        <dt>{T.RECEIPT_GSTIN}</dt>
        <dd>{receipt.academy.gstin}</dd>
        <dt>{T.RECEIPT_NUMBER}</dt>
        <dd>{receipt.receipt_number}</dd>
        <dt>{T.RECEIPT_DATE}</dt>
        <dd>{formatIndiaDate(receipt.paid_at)}</dd>
        <dt>{T.RECEIPT_METHOD}</dt>
        <dd>
          {FEE_METHOD_LABELS[receipt.method] ?? receipt.method}
          {receipt.provider_payment_id ? ` (${receipt.provider_payment_id})` : ''}
        </dd>
      </dl>
      <table className="skate-fee-table">
        <thead>
          <tr>
            <th scope="col">{T.FEE_STUDENT}</th>
            <th scope="col">{T.FEE_PERIOD}</th>
            <th scope="col">{T.FEE_AMOUNT}</th>
            <th scope="col">{T.FEE_LATE_FINE}</th>
            <th scope="col">{T.FEE_TOTAL}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.invoice_id}>
              <th scope="row">{line.student_name}</th>
              <td>{feeMonthName(line.period)}</td>
              <td>{formatInr(line.amount)}</td>
              <td>{formatInr(line.late_fine)}</td>
              <td>{formatInr(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="skate-fee-receipt-totals">
        <dt>{T.RECEIPT_TAXABLE}</dt>
        <dd>{formatInr(receipt.gst.net)}</dd>
        <dt>{`${T.RECEIPT_GST_INCLUDED}: ${gstLabel(receipt.gst.rate)}`}</dt>
        <dd>{formatInr(receipt.gst.tax)}</dd>
        <dt>{T.FEE_TOTAL}</dt>
        <dd>
          <strong>{formatInr(receipt.total)}</strong>
        </dd>
      </dl>
    </article>
  );
}

/**
 * A fee payment's printable receipt (issue 38), read from GET /fees/receipt/{payment_id} (signed in, or with
 * the pay link's token): Print opens the browser's print dialog (or the wrapper app's, as invoices do).
 */
export function FeeReceipt({ paymentId, token }: FeeReceiptProps) {
  const storefront = useStorefront();
  const receipt = useAsync(
    async () => (await academyOf(storefront)).feeReceipt(paymentId, token),
    [storefront, paymentId, token],
  );
  useLogOnError(receipt.status, receipt.error, 'fee receipt');
  if (!receipt.data) {
    if (receipt.status === 'loading') return <Loading />;
    return (
      <div className="skate-empty" role="alert">
        <p>{TEXTS.SOMETHING_WENT_WRONG}</p>
        <Button onClick={receipt.reload}>{TEXTS.RETRY}</Button>
      </div>
    );
  }
  return (
    <div className="skate-fee-receipt-area">
      <div className="skate-invoice-actions">
        <Button onClick={() => printPage(storefront)}>{T.PRINT_RECEIPT}</Button>
      </div>
      <FeeReceiptSheet receipt={receipt.data} />
    </div>
  );
}
