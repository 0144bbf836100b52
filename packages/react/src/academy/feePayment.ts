import { createAndPay, selectUserName } from '@skatekit/core';
import { ACADEMY_SCREEN_TEXTS as T, type AcademyApi, type Fee, feeMonthName } from '@skatekit/core/academy';
import { createPaymentGateway, type PaymentGateway } from '@skatekit/core/platform';
import type { OrderCreatedResponse, VerifyBody } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { type RefObject, useMemo, useState } from 'react';
import { useSession } from '../hooks/useStores';
import { useSkateContext, useStorefront } from '../provider/useStorefront';
import { appBridge } from '../push/useNativeApp';
import { academyOf } from './client';

/** How paying fees ended: `paid` with the payment's id (its receipt), else not (the notice says why). */
export interface FeePaymentEnd {
  paid: boolean;
  paymentId: string | null;
  /** Whether the fees should be read again (paid, or refused by the server). */
  reload: boolean;
}

/**
 * Pays some fees once through the payment provider (My Account's Fees and a reminder's pay link): `open`
 * opens the fees' payment on the server (POST /fees/pay or /fees/link/pay) at the total the page shows,
 * `verify` checks the provider's answer. The provider is Razorpay Checkout or the sandbox, as for orders.
 */
export function useFeePayment(givenGateway: PaymentGateway | undefined, root: RefObject<HTMLElement | null>) {
  const storefront = useStorefront();
  const { apiBase } = useSkateContext();
  const name = useSession(selectUserName);
  const gateway = useMemo(
    () => givenGateway ?? createPaymentGateway({ apiBase, bridge: appBridge(storefront) }),
    [givenGateway, apiBase, storefront],
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const pay = async (
    fees: readonly Fee[],
    open: (academy: AcademyApi, total: number) => Promise<OrderCreatedResponse & { id: string }>,
    verify: (academy: AcademyApi, proof: VerifyBody) => Promise<unknown>,
  ): Promise<FeePaymentEnd> => {
    if (fees.length === 0) {
      setNotice(T.CHOOSE_FEE);
      return { paid: false, paymentId: null, reload: false };
    }
    setBusy(true);
    setNotice(null);
    const total = fees.reduce((sum, fee) => sum + fee.total, 0);
    const user = storefront.session.getState().user;
    let paymentId: string | null = null;
    try {
      const academy = await academyOf(storefront);
      const result = await createAndPay({
        api: storefront.api,
        gateway,
        create: async () => {
          const created = await open(academy, total);
          paymentId = created.id;
          return created;
        },
        verify: async (proof) => {
          await verify(academy, proof);
          return { success: true };
        },
        // The provider is never opened for another amount than the page shows.
        shown: { total, pay_now: total },
        description: fees.map((fee) => `${fee.student_name} ${feeMonthName(fee.period)}`).join(', '),
        user: { name, email: user?.email, mobile: user?.mobile },
        options: { container: root.current?.closest<HTMLElement>('.skate-root') ?? null },
      });
      if (!result.ok) setNotice(result.message);
      else if (result.outcome === 'success') setNotice(T.FEES_PAID);
      else if (result.outcome === 'failed') setNotice(T.FEE_PAYMENT_FAILED);
      const paid = result.ok && result.outcome === 'success';
      return { paid, paymentId: paid ? paymentId : null, reload: paid || !result.ok };
    } catch {
      setNotice(TEXTS.SOMETHING_WENT_WRONG);
      return { paid: false, paymentId: null, reload: false };
    } finally {
      setBusy(false);
    }
  };
  return { pay, busy, notice };
}
