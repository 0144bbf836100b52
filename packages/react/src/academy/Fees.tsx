import { createAndPay, selectUserName } from '@skatekit/core';
import {
  ACADEMY_SCREEN_TEXTS as T,
  type Fee,
  FEE_STATUS_LABELS,
  feeMonthName,
  payFeeLabel,
} from '@skatekit/core/academy';
import { createPaymentGateway, type PaymentGateway } from '@skatekit/core/platform';
import { formatIndiaDate, formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useMemo, useRef, useState } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useSession } from '../hooks/useStores';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSkateStyles } from '../provider/sheets';
import { useSkateContext, useStorefront } from '../provider/useStorefront';
import { appBridge } from '../push/useNativeApp';
import { ACADEMY_SHEETS } from '../styles/groups/academy';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Spinner';
import { academyOf } from './client';

export interface FeesProps {
  /** The signed-in parent. */
  userId: string;
  /** The payment provider's window (tests pass a fake); Razorpay Checkout or the sandbox by default. */
  gateway?: PaymentGateway;
}

const open = (fee: Fee) => fee.status === 'due' || fee.status === 'overdue';

function FeeRow({ fee, checked, onToggle }: { fee: Fee; checked: boolean; onToggle: () => void }) {
  return (
    <tr>
      <td>
        {open(fee) ? (
          <input
            type="checkbox"
            checked={checked}
            onChange={onToggle}
            aria-label={payFeeLabel(fee.student_name, fee.period)}
          />
        ) : null}
      </td>
      <th scope="row">{fee.student_name}</th>
      <td>{feeMonthName(fee.period)}</td>
      <td>{formatInr(fee.amount)}</td>
      <td>{formatInr(fee.late_fine)}</td>
      <td>{formatInr(fee.total)}</td>
      <td>{formatIndiaDate(fee.due_date)}</td>
      <td>
        <span className={`skate-badge skate-fee-${fee.status}`}>{FEE_STATUS_LABELS[fee.status]}</span>
      </td>
      <td>{fee.paid_at ? formatIndiaDate(fee.paid_at) : ''}</td>
    </tr>
  );
}

/**
 * My Account > Fees (issue 38): each student's due, overdue and paid fees; the parent ticks one or several
 * and pays them once through the payment provider at the total the server prices (a 409 TOTAL_CHANGED
 * shows the server's words and reads the fees again).
 */
export function Fees({ userId, gateway: givenGateway }: FeesProps) {
  useSkateStyles(ACADEMY_SHEETS);
  const storefront = useStorefront();
  const { apiBase } = useSkateContext();
  const name = useSession(selectUserName);
  const root = useRef<HTMLElement>(null);
  const gateway = useMemo(
    () => givenGateway ?? createPaymentGateway({ apiBase, bridge: appBridge(storefront) }),
    [givenGateway, apiBase, storefront],
  );
  const fees = useAsync(async () => (await academyOf(storefront)).getFees(userId), [storefront, userId]);
  useLogOnError(fees.status, fees.error, 'fees');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

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
  const chosen = list.filter((fee) => open(fee) && picked.includes(fee.invoice_id));
  const total = chosen.reduce((sum, fee) => sum + fee.total, 0);
  const toggle = (id: string) =>
    setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const pay = async () => {
    if (chosen.length === 0) return setNotice(T.CHOOSE_FEE);
    setBusy(true);
    setNotice(null);
    const academy = await academyOf(storefront);
    const user = storefront.session.getState().user;
    try {
      const result = await createAndPay({
        api: storefront.api,
        gateway,
        create: async () => {
          const { quote: _q, ...created } = await academy.payFees({
            user_id: userId,
            invoice_ids: chosen.map((fee) => fee.invoice_id),
            shown: { total },
          });
          return created;
        },
        verify: (proof) => academy.verifyFeePayment(proof),
        description: chosen.map((fee) => `${fee.student_name} ${feeMonthName(fee.period)}`).join(', '),
        user: { name, email: user?.email, mobile: user?.mobile },
        options: { container: root.current?.closest<HTMLElement>('.skate-root') ?? null },
      });
      if (!result.ok) setNotice(result.message);
      else if (result.outcome === 'success') setNotice(T.FEES_PAID);
      else if (result.outcome === 'failed') setNotice(T.FEE_PAYMENT_FAILED);
      if (!result.ok || result.outcome === 'success') {
        setPicked([]);
        fees.reload();
      }
    } catch {
      setNotice(TEXTS.SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section ref={root} className="skate-fees" aria-label={T.TAB_FEES}>
      <div className="skate-table-scroll">
        <table className="skate-fee-table">
          <thead>
            <tr>
              <td />
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
            {list.map((fee) => (
              <FeeRow
                key={fee.invoice_id}
                fee={fee}
                checked={picked.includes(fee.invoice_id)}
                onToggle={() => toggle(fee.invoice_id)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="skate-bill-total">
        {T.FEE_SELECTED_TOTAL} <strong>{formatInr(total)}</strong>
      </p>
      {notice ? <p role="status">{notice}</p> : null}
      <Button loading={busy} disabled={chosen.length === 0} onClick={() => void pay()}>
        {T.PAY_FEES}
      </Button>
    </section>
  );
}
