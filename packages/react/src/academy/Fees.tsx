import {
  ACADEMY_SCREEN_TEXTS as T,
  type Fee,
  FEE_STATUS_LABELS,
  feeMonthName,
  payFeeLabel,
} from '@skatekit/core/academy';
import type { PaymentGateway } from '@skatekit/core/platform';
import { formatIndiaDate, formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useRef, useState } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSkateStyles } from '../provider/sheets';
import { useStorefront } from '../provider/useStorefront';
import { useRequireUser } from '../shell/useRequireUser';
import { ACADEMY_SHEETS } from '../styles/groups/academy';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Spinner';
import { Autopay } from './Autopay';
import { academyOf } from './client';
import { FeeReceipt } from './FeeReceipt';
import { useFeePayment } from './feePayment';

export interface FeesProps {
  /** The signed-in parent. */
  userId: string;
  /** The payment provider's window (tests pass a fake); Razorpay Checkout or the sandbox by default. */
  gateway?: PaymentGateway;
}

/** Whether a fee can still be paid. */
export const isOpenFee = (fee: Fee) => fee.status === 'due' || fee.status === 'overdue';

export interface FeeTableProps {
  fees: readonly Fee[];
  /** The fees ticked to pay; without it the table has no tick boxes (a pay link pays all its fees). */
  picked?: readonly string[];
  onToggle?: (invoiceId: string) => void;
  /** Opens a paid fee's receipt; without it no Receipt button. */
  onReceipt?: (paymentId: string) => void;
}

/** The fees' table: student, month, fee, fine, total, due date, status, paid date (and tick boxes, receipts). */
export function FeeTable({ fees, picked, onToggle, onReceipt }: FeeTableProps) {
  return (
    <div className="skate-table-scroll">
      <table className="skate-fee-table">
        <thead>
          <tr>
            {picked ? <td /> : null}
            <th scope="col">{T.FEE_STUDENT}</th>
            <th scope="col">{T.FEE_PERIOD}</th>
            <th scope="col">{T.FEE_AMOUNT}</th>
            <th scope="col">{T.FEE_LATE_FINE}</th>
            <th scope="col">{T.FEE_TOTAL}</th>
            <th scope="col">{T.FEE_DUE_DATE}</th>
            <th scope="col">{T.FEE_STATUS}</th>
            <th scope="col">{T.FEE_PAID_ON}</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.invoice_id}>
              {picked ? (
                <td>
                  {isOpenFee(fee) ? (
                    <input
                      type="checkbox"
                      checked={picked.includes(fee.invoice_id)}
                      onChange={() => onToggle?.(fee.invoice_id)}
                      aria-label={payFeeLabel(fee.student_name, fee.period)}
                    />
                  ) : null}
                </td>
              ) : null}
              <th scope="row">{fee.student_name}</th>
              <td>{feeMonthName(fee.period)}</td>
              <td>{formatInr(fee.amount)}</td>
              <td>{formatInr(fee.late_fine)}</td>
              <td>{formatInr(fee.total)}</td>
              <td>{formatIndiaDate(fee.due_date)}</td>
              <td>
                <span className={`skate-badge skate-fee-${fee.status}`}>{FEE_STATUS_LABELS[fee.status]}</span>
              </td>
              <td>
                {fee.paid_at ? formatIndiaDate(fee.paid_at) : ''}
                {fee.payment_id && onReceipt ? (
                  <>
                    {' '}
                    <Button variant="ghost" size="sm" onClick={() => onReceipt(fee.payment_id ?? '')}>
                      {T.VIEW_RECEIPT}
                    </Button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * My Account > Fees (issue 38): each student's due, overdue and paid fees; the parent ticks one or several
 * and pays them once through the payment provider at the total the server prices (a 409 TOTAL_CHANGED
 * shows the server's words and reads the fees again). After paying, and from a paid fee, its receipt.
 */
export function Fees({ userId, gateway }: FeesProps) {
  useSkateStyles(ACADEMY_SHEETS);
  const storefront = useStorefront();
  const root = useRef<HTMLElement>(null);
  const fees = useAsync(async () => (await academyOf(storefront)).getFees(userId), [storefront, userId]);
  useLogOnError(fees.status, fees.error, 'fees');
  const [picked, setPicked] = useState<string[]>([]);
  const [receipt, setReceipt] = useState<string | null>(null);
  const payment = useFeePayment(gateway, root);

  if (fees.status === 'loading' && !fees.data) return <Loading />;
  if (!fees.data)
    return (
      <div className="skate-empty" role="alert">
        <p>{TEXTS.SOMETHING_WENT_WRONG}</p>
        <Button onClick={fees.reload}>{TEXTS.RETRY}</Button>
      </div>
    );
  const list = fees.data;
  if (list.length === 0) return <p className="skate-empty">{T.NO_FEES}</p>;
  const chosen = list.filter((fee) => isOpenFee(fee) && picked.includes(fee.invoice_id));
  const total = chosen.reduce((sum, fee) => sum + fee.total, 0);
  const toggle = (id: string) =>
    setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const pay = async () => {
    const end = await payment.pay(
      chosen,
      (academy, shownTotal) =>
        academy.payFees({
          user_id: userId,
          invoice_ids: chosen.map((fee) => fee.invoice_id),
          shown: { total: shownTotal },
        }),
      (academy, proof) => academy.verifyFeePayment(proof),
    );
    if (end.paymentId) setReceipt(end.paymentId);
    if (end.reload) {
      setPicked([]);
      fees.reload();
    }
  };

  return (
    <section ref={root} className="skate-fees" aria-label={T.TAB_FEES}>
      <FeeTable fees={list} picked={picked} onToggle={toggle} onReceipt={setReceipt} />
      <p className="skate-bill-total">
        {T.FEE_SELECTED_TOTAL} <strong>{formatInr(total)}</strong>
      </p>
      {payment.notice ? <p role="status">{payment.notice}</p> : null}
      <Button loading={payment.busy} disabled={chosen.length === 0} onClick={() => void pay()}>
        {T.PAY_FEES}
      </Button>
      {receipt ? <FeeReceipt key={receipt} paymentId={receipt} /> : null}
      <Autopay userId={userId} fees={list} />
    </section>
  );
}

/** The signed-in parent's Fees (a guest is sent to sign in first): `<skate-fees>` without a pay link. */
export function MyFees({ gateway }: Pick<FeesProps, 'gateway'>) {
  const user = useRequireUser();
  return user ? <Fees userId={user.user_id} gateway={gateway} /> : null;
}
