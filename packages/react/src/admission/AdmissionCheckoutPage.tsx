import { payAdmission, selectUserName } from '@skatekit/core';
import { createPaymentGateway } from '@skatekit/core/platform';
import { formatInr, type QuoteChange, ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useMemo, useRef, useState } from 'react';
import { OrderProducts } from '../account/OrderProducts';
import { useAsync } from '../hooks/useAsync';
import { usePurchaseResult } from '../hooks/usePurchase';
import { PriceChangedNotice } from '../checkout/PriceChangedNotice';
import { useCheckoutQuote } from '../checkout/useQuote';
import { useCheckout } from '../hooks/useCheckout';
import { useSession } from '../hooks/useStores';
import { SkateLink } from '../provider/SkateLink';
import { useSkateContext, useStorefront } from '../provider/useStorefront';
import { appBridge } from '../push/useNativeApp';
import { useRequireUser } from '../shell/useRequireUser';
import { Button } from '../ui/Button';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';

/**
 * Checkout of a course fee (checkout data with the course flag): the course line(s), the amount and
 * "Pay now", which pays through POST /admission-pay and the payment provider, then shows
 * /payment-successad/{id} or /payment-failedad/{id}. Courses need no delivery address, so this
 * replaces the shop checkout when the checkout data is a course.
 */
export function AdmissionCheckoutPage() {
  useSkateStyles(ADMISSION_SHEETS);
  const storefront = useStorefront();
  const { apiBase } = useSkateContext();
  const showResult = usePurchaseResult();
  const user = useRequireUser();
  const name = useSession(selectUserName);
  const data = useCheckout((state) => state.data);
  // The fee is the checkout's quote of the course line(s) (core's engine), as the server charges it.
  const quote = useCheckoutQuote('purchase');
  const [busy, setBusy] = useState(false);
  // The fee the server charges is not the one shown: nothing is paid until the parent confirms it.
  const [change, setChange] = useState<QuoteChange | null>(null);
  const root = useRef<HTMLElement>(null);
  const gateway = useMemo(
    () => createPaymentGateway({ apiBase, bridge: appBridge(storefront) }),
    [apiBase, storefront],
  );
  const userId = user?.user_id ?? '';
  const admission = useAsync(
    () => (userId ? storefront.api.admissions.get(userId) : Promise.resolve(null)),
    [storefront, userId],
  );

  if (!user) return null;
  if (!data || data.products.length === 0) {
    return (
      <section className="skate-page" part="page">
        <div className="skate-container">
          <p className="skate-empty">
            {TEXTS.CART_EMPTY} <SkateLink to={ROUTES.admissionStep2}>{TEXTS.SELECT_FROM_COURSES}</SkateLink>
          </p>
        </div>
      </section>
    );
  }

  const pay = async (confirmed?: QuoteChange['charged']) => {
    setBusy(true);
    setChange(null);
    const result = await payAdmission(storefront, {
      gateway,
      user: { user_id: user.user_id, name, email: user.email, mobile: user.mobile },
      admissionId: admission.data?.id || admission.data?._id,
      options: { container: root.current?.closest<HTMLElement>('.skate-root') ?? null },
      confirmed,
    });
    setBusy(false);
    if (!result.ok && result.change) setChange(result.change);
    else showResult(result);
  };

  return (
    <section
      ref={root}
      className="skate-page skate-admission-checkout"
      part="page"
      aria-labelledby="skate-admission-checkout-title"
    >
      <div className="skate-container skate-container--narrow">
        <div className="skate-card skate-form-card" part="card">
          <h1 id="skate-admission-checkout-title" className="skate-page-title" part="heading">
            {TEXTS.ORDER_SUMMARY}
          </h1>
          <OrderProducts products={data.products} />
          <dl className="skate-bill-lines">
            <div className="skate-bill-total">
              <dt>{TEXTS.TOTAL}</dt>
              <dd>{quote ? formatInr(quote.total) : null}</dd>
            </div>
          </dl>
          {change ? (
            <PriceChangedNotice change={change} busy={busy} onConfirm={() => void pay(change.charged)} />
          ) : null}
          <Button block loading={busy} onClick={() => void pay()}>
            {TEXTS.PAY_NOW}
          </Button>
        </div>
      </div>
    </section>
  );
}
