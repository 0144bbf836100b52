import { placeOrder, selectIsSignedIn, signInFirst } from '@skatekit/core';
import { createPaymentGateway, type PaymentGateway } from '@skatekit/core/platform';
import {
  defaultAddresses,
  formatInr,
  PAY_METHOD_ON_DELIVERY,
  type QuoteChange,
  ROUTES,
} from '@skatekit/core/rules';
import { gstLabel, TEXTS } from '@skatekit/core/texts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { EmptyCartPage } from '../cart/EmptyCartPage';
import { OrderSummary, type SummaryRow } from '../cart/OrderSummary';
import { useAsync } from '../hooks/useAsync';
import { useCheckout } from '../hooks/useCheckout';
import { useCart, useSession } from '../hooks/useStores';
import { checkoutOf } from '../hooks/checkoutStore';
import { usePurchaseResult } from '../hooks/usePurchase';
import { appBridge } from '../push/useNativeApp';
import { useSkateContext } from '../provider/useStorefront';
import { ActionBar } from '../ui/ActionBar';
import { Button } from '../ui/Button';
import { SkateImage } from '../ui/SkateImage';
import { Loading } from '../ui/Spinner';
import { AddressChoice } from './AddressChoice';
import { AddressManager } from './AddressManager';
import { ContactInfo } from './ContactInfo';
import { PayMethodChooser } from './PayMethodChooser';
import { PriceChangedNotice } from './PriceChangedNotice';
import { addressId, useAddresses } from './useAddresses';
import { useCheckoutQuote } from './useQuote';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';
import { Page } from '../ui/Page';

export interface CheckoutPageProps {
  /** The payment provider opener (tests pass a fake; default: Razorpay or the server's sandbox). */
  gateway?: PaymentGateway;
}

/**
 * /checkout (login required; a guest is sent to /login with /checkout remembered): addresses,
 * contact info, order summary with the distance-band delivery charge, GST and the pay-on-delivery
 * advance, the pay-method chooser, and Place Order running the payment.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const { storefront, navigate } = useSkateContext();
  const signedIn = useSession(selectIsSignedIn);
  const hydrated = useSession((s) => s.hydrated);

  useEffect(() => {
    if (!hydrated || signedIn) return;
    navigate(signInFirst(storefront, ROUTES.checkout));
  }, [hydrated, signedIn, storefront, navigate]);

  if (!hydrated || !signedIn) return <Loading />;
  return <Checkout {...props} />;
}

function Checkout({ gateway: givenGateway }: CheckoutPageProps) {
  const { storefront, apiBase } = useSkateContext();
  const showResult = usePurchaseResult();
  const user = useStore(storefront.session, (s) => s.user);
  const data = useCheckout((s) => s.data);
  const cartLines = useCart((s) => s.lines);
  const book = useAddresses();
  const account = useAsync(() => storefront.api.users.get(user?.user_id ?? ''), [storefront, user?.user_id]);
  const [placing, setPlacing] = useState(false);
  // The server charges other figures than the page showed: nothing is paid until the shopper confirms.
  const [change, setChange] = useState<QuoteChange | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const gateway = useMemo(
    () => givenGateway ?? createPaymentGateway({ apiBase, bridge: appBridge(storefront) }),
    [givenGateway, apiBase, storefront],
  );

  // Arriving from login (the cart page stored nothing for a guest): build checkout data from the cart.
  useEffect(() => {
    if (!data && cartLines.length > 0) checkoutOf(storefront).getState().setFromCart(cartLines);
  }, [data, cartLines, storefront]);

  const addresses = book.addresses.data ?? [];
  // The address book's first answer: until it comes, no address form (the shopper may have some) and no
  // Place Order (it would ask for an address the shopper has).
  const addressesLoading = book.addresses.data === undefined && book.addresses.status !== 'error';
  const { shipping, billing } = defaultAddresses(addresses);
  const checkout = checkoutOf(storefront).getState;
  useEffect(() => checkout().choose({ shipping, billing }), [checkout, shipping, billing]);
  // Every figure below is the checkout's quote (core's engine); the server charges the same quote.
  const quote = useCheckoutQuote('purchase', { terms: true });
  const noDelivery = quote?.problems.some((p) => p.code === 'no-delivery') ?? false;
  const warning = shipping && noDelivery ? TEXTS.SHIPPING_NOT_AVAILABLE : null;

  const place = async (confirmed?: QuoteChange['charged']) => {
    if (!data || !quote || !user) return;
    setPlacing(true);
    setChange(null);
    try {
      const options = { container: rootRef.current?.closest<HTMLElement>('.skate-root') ?? undefined };
      const result = await placeOrder(storefront, { gateway, options, confirmed });
      if (!result.ok && result.change) setChange(result.change);
      else showResult(result);
    } finally {
      setPlacing(false);
    }
  };

  if (!data || data.products.length === 0) {
    return <EmptyCartPage heading={TEXTS.CHECKOUT} />;
  }

  const rows: SummaryRow[] = quote
    ? [
        { label: TEXTS.SUBTOTAL, value: quote.itemsTotal },
        ...(quote.couponCode
          ? [{ label: `${TEXTS.DISCOUNT} (${quote.couponCode})`, value: quote.discount, deduction: true }]
          : []),
        ...(shipping
          ? [
              {
                label: TEXTS.DELIVERY_CHARGE,
                value: noDelivery ? '—' : quote.delivery === 0 ? TEXTS.FREE : quote.delivery,
              },
            ]
          : []),
        { label: gstLabel(quote.gst.rate), value: quote.gst.tax },
      ]
    : [];
  const splitRows: SummaryRow[] =
    quote && quote.payMethod === PAY_METHOD_ON_DELIVERY
      ? [
          { label: TEXTS.ADVANCE_DUE_NOW, value: quote.payNow },
          { label: TEXTS.REMAINING_AMOUNT, value: quote.remaining },
        ]
      : [];

  return (
    <Page title={TEXTS.CHECKOUT} as="div" ref={rootRef}>
      <div className="skate-checkout">
        <div className="skate-checkout-main">
          <section
            className="skate-card skate-panel"
            part="card"
            aria-label={`${TEXTS.SHIPPING_ADDRESS} / ${TEXTS.BILLING_ADDRESS}`}
          >
            {addressesLoading ? <Loading /> : null}
            <div className="skate-address-select" hidden={addressesLoading}>
              <AddressChoice
                kind="shipping"
                current={shipping}
                addresses={addresses}
                warning={warning}
                onSave={(id) => book.setDefault(id, 'shipping')}
              />
              <AddressChoice
                kind="billing"
                current={billing}
                addresses={addresses}
                sameAsShipping={!!shipping && !!billing && addressId(shipping) === addressId(billing)}
                onSave={(id) => book.setDefault(id, 'billing')}
              />
            </div>
            {addresses.length > 0 ? <AddressManager book={book} addOnly /> : null}
          </section>
          {/* No address yet: the manager's card with its "+ Add New Address"; else the one card above. */}
          {addresses.length === 0 && !addressesLoading ? <AddressManager book={book} /> : null}
          <ContactInfo
            user={account.data}
            onChange={(contact) => checkout().choose(contact)}
            onSave={async (values) => {
              if (!user) return;
              await storefront.api.users.update(user.user_id, {
                mobile: values.mobile,
                user_gstNo: values.gstNo,
              });
              storefront.session.getState().updateUser({ mobile: values.mobile });
            }}
          />
          <PayMethodChooser
            methods={quote?.payMethods ?? []}
            value={quote?.payMethod ?? null}
            onChange={(payMethod) => checkout().choose({ payMethod })}
          />
        </div>
        {quote ? (
          <OrderSummary
            rows={[...rows]}
            total={{ label: TEXTS.TOTAL, value: quote.total }}
            before={
              <ul className="skate-summary-items">
                {quote.lines.map((line) => (
                  <li key={line.sku || line.product_id} className="skate-summary-item">
                    <SkateImage
                      path={line.variation?.imageUrl || line.product.image}
                      alt={line.title}
                      fallbackHeight={48}
                    />
                    <span>
                      {line.title}
                      <span className="skate-summary-item-qty">
                        {line.quantity} × {formatInr(line.unitPrice)}
                      </span>
                    </span>
                    <span>{formatInr(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
            }
          >
            {splitRows.length > 0 ? (
              <dl className="skate-summary-rows">
                {splitRows.map((row) => (
                  <div key={row.label} className="skate-summary-row">
                    <dt>{row.label}</dt>
                    <dd>{formatInr(row.value as number)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className="skate-field-hint">{TEXTS.GST_INCLUDED_NOTE}</p>
            {change ? (
              <PriceChangedNotice
                change={change}
                busy={placing}
                onConfirm={() => void place(change.charged)}
              />
            ) : null}
            <ActionBar value={quote.total} valueLabel={TEXTS.TOTAL}>
              <Button
                variant="action"
                block
                loading={placing || addressesLoading}
                onClick={() => void place()}
              >
                {TEXTS.PLACE_ORDER}
              </Button>
            </ActionBar>
          </OrderSummary>
        ) : null}
      </div>
    </Page>
  );
}
