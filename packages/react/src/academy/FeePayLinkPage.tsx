import { isSkateError } from '@skatekit/core';
import { ACADEMY_SCREEN_TEXTS as T, type Fee, FEE_TEXTS } from '@skatekit/core/academy';
import type { PaymentGateway } from '@skatekit/core/platform';
import { formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { type ReactNode, useRef, useState } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSkateStyles } from '../provider/sheets';
import { useStorefront } from '../provider/useStorefront';
import { ACADEMY_SHEETS } from '../styles/groups/academy';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Spinner';
import { academyOf } from './client';
import { FeeReceipt } from './FeeReceipt';
import { FeeTable, isOpenFee } from './Fees';
import { useFeePayment } from './feePayment';

/** The host site's route of a reminder's pay link (the server's FEE_PAY_URL default). */
export const FEE_PAY_ROUTE = '/fees/pay';

export interface FeePayLinkPageProps {
  /** The link's `token` query value. */
  token: string;
  /** The payment provider's window (tests pass a fake); Razorpay Checkout or the sandbox by default. */
  gateway?: PaymentGateway;
}

/** What a refused link says, by the server's status: expired, paid, not valid, or its fees gone. */
const LINK_REFUSALS: Record<number, string> = {
  410: FEE_TEXTS.LINK_EXPIRED,
  409: FEE_TEXTS.LINK_PAID,
  403: FEE_TEXTS.LINK_INVALID,
  400: FEE_TEXTS.LINK_INVALID,
  404: FEE_TEXTS.NOT_FOUND,
};

const refusal = (error: unknown): string | undefined =>
  isSkateError(error) && error.status ? LINK_REFUSALS[error.status] : undefined;

/**
 * /fees/pay?token=... (issue 38): a fee reminder's signed pay link. It shows the link's fees (student,
 * month, fee, fine, total) and pays the open ones in one payment without signing in, then shows them paid
 * with the receipt. An expired, paid or altered link says so in core's words.
 */
export function FeePayLinkPage({ token, gateway }: FeePayLinkPageProps) {
  useSkateStyles(ACADEMY_SHEETS);
  const storefront = useStorefront();
  const root = useRef<HTMLElement>(null);
  const fees = useAsync(
    async () => (token ? (await academyOf(storefront)).linkFees(token) : []),
    [storefront, token],
  );
  useLogOnError(fees.status, fees.error, 'fee pay link');
  const payment = useFeePayment(gateway, root);
  const [paid, setPaid] = useState<{ fees: Fee[]; paymentId: string } | null>(null);

  let body: ReactNode;
  if (!token) body = <p className="skate-empty">{T.PAY_LINK_NO_TOKEN}</p>;
  else if (paid)
    body = (
      <>
        <p role="status">{T.FEES_PAID}</p>
        <FeeTable fees={paid.fees} />
        <FeeReceipt paymentId={paid.paymentId} token={token} />
      </>
    );
  else if (fees.status === 'loading' && !fees.data) body = <Loading />;
  else if (!fees.data) {
    const words = refusal(fees.error);
    body = (
      <div className="skate-empty" role="alert">
        <p>{words ?? TEXTS.SOMETHING_WENT_WRONG}</p>
        {words ? null : <Button onClick={fees.reload}>{TEXTS.RETRY}</Button>}
      </div>
    );
  } else {
    const open = fees.data.filter(isOpenFee);
    const total = open.reduce((sum, fee) => sum + fee.total, 0);
    let verified: Fee[] = [];
    const pay = async () => {
      const end = await payment.pay(
        open,
        (academy, shownTotal) =>
          academy.payLinkFees({
            token,
            invoice_ids: open.map((fee) => fee.invoice_id),
            shown: { total: shownTotal },
          }),
        async (academy, proof) => {
          verified = (await academy.verifyFeePayment({ ...proof, link_token: token })).data;
        },
      );
      if (end.paymentId) setPaid({ fees: verified, paymentId: end.paymentId });
      else if (end.reload) fees.reload();
    };
    body = (
      <>
        <FeeTable fees={fees.data} />
        <p className="skate-bill-total">
          {T.FEE_SELECTED_TOTAL} <strong>{formatInr(total)}</strong>
        </p>
        {payment.notice ? <p role="status">{payment.notice}</p> : null}
        <Button loading={payment.busy} disabled={open.length === 0} onClick={() => void pay()}>
          {T.PAY_NOW}
        </Button>
      </>
    );
  }

  return (
    <section
      ref={root}
      className="skate-page skate-fee-pay-page"
      part="page"
      aria-labelledby="skate-fee-pay-title"
    >
      <div className="skate-container skate-fees">
        <h1 id="skate-fee-pay-title" className="skate-page-title" part="heading">
          {T.PAY_LINK_TITLE}
        </h1>
        {body}
      </div>
    </section>
  );
}
