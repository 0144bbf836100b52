import { afterQuoteSent, proceedToCheckout, requestQuote, type Storefront } from '@skatekit/core';
import {
  lineKey,
  linePrices,
  type PayMode,
  productRoute,
  quotedLineOf,
  quoteInsteadOfCheckout,
} from '@skatekit/core/rules';
import type { CartItem } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useState } from 'react';
import { useStore } from 'zustand';
import { checkoutOf } from '../hooks/checkoutStore';
import { useCheckout } from '../hooks/useCheckout';
import { SkateLink } from '../provider/SkateLink';
import { useSkateContext } from '../provider/useStorefront';
import { ActionBar } from '../ui/ActionBar';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { TagIcon, TrashIcon } from '../ui/icons';
import { Price } from '../ui/Price';
import { QuantityStepper } from '../ui/QuantityStepper';
import { SkateImage } from '../ui/SkateImage';
import { notify } from '../ui/toast';
import { CouponModal } from './CouponModal';
import { OrderSummary } from './OrderSummary';
import { QuoteModal } from './QuoteModal';

/** Attribute values of a line, e.g. "Size: 7, Colour: Red". */
const attributesText = (line: CartItem) =>
  Object.entries(line.variation_attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');

/** The cart page's watch of the checkout's quote of the cart, started at once ({@link CartFrameProps}). */
export const watchCartQuote = (storefront: Storefront): (() => void) =>
  checkoutOf(storefront).getState().watchQuote('cart');

/** What {@link CartFrame} hands the cart's lines. */
export interface CartLinesProps {
  /** The cart's lines (never empty). */
  lines: CartItem[];
  /** The store's pay mode (null until the settings are loaded). */
  payMode: PayMode | null;
}

/**
 * The cart's lines with quantities, remove, the coupon box, the summary and checkout (or the quote
 * form): what {@link CartPage} shows once the cart has lines. Every figure is the checkout's quote.
 */
export function CartLines({ lines, payMode }: CartLinesProps) {
  const { storefront, navigate } = useSkateContext();
  // The checkout's quote of the cart, which the cart page watches ({@link watchCartQuote}).
  const quote = useCheckout((state) => (state.subject === 'cart' ? state.quote : null));
  const [couponOpen, setCouponOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const user = useStore(storefront.session, (s) => s.user);

  const remove = async (line: CartItem) => {
    const key = lineKey(line);
    setRemoving(key);
    try {
      const result = await storefront.cart.getState().removeItem(key);
      if (!result.ok) notify.error(result.message);
    } catch {
      notify.error(TEXTS.FAILED_REMOVE_PRODUCT);
    } finally {
      setRemoving(null);
    }
  };

  const applyCoupon = async (code: string) => {
    const result = await checkoutOf(storefront).getState().applyCoupon(code);
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
    return result;
  };

  const checkout = () => {
    const step = proceedToCheckout(storefront, { lines, payMode });
    if (!step.ok) notify.error(step.message);
    else if (step.next === 'quote') setQuoteOpen(true);
    else navigate(step.route);
  };

  const couponCode = quote?.couponCode ?? '';
  const total = quote?.total ?? 0;
  const rows = [
    { label: TEXTS.SUBTOTAL, value: quote?.itemsTotal ?? 0 },
    ...(couponCode
      ? [{ label: `${TEXTS.DISCOUNT} (${couponCode})`, value: quote?.discount ?? 0, deduction: true }]
      : []),
  ];

  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <h1 className="skate-page-title" part="heading">
          {TEXTS.CART_HEADING}
        </h1>
        <div className="skate-cart">
          <ul className="skate-cart-lines" aria-label={TEXTS.CART_HEADING}>
            {lines.map((line) => {
              const key = lineKey(line);
              const attrs = attributesText(line);
              const price = (quote && quotedLineOf(quote, line)) || linePrices(line);
              return (
                <li key={key} className="skate-card skate-cart-line" part="card">
                  <div className="skate-cart-line-media">
                    <SkateImage
                      path={line.product_image}
                      alt={line.product_name}
                      fallbackHeight={84}
                      sizes="84px"
                    />
                  </div>
                  <div className="skate-cart-line-info">
                    <h2 className="skate-cart-line-title">
                      <SkateLink to={productRoute(line.product_name, line.product_id)}>
                        {line.product_name}
                      </SkateLink>
                    </h2>
                    {attrs ? <p className="skate-cart-line-attrs">{attrs}</p> : null}
                    <Price current={price.unitPrice} original={price.regularPrice} />
                  </div>
                  <div className="skate-cart-line-controls">
                    <QuantityStepper
                      value={line.quantity}
                      label={`${TEXTS.QUANTITY}: ${line.product_name}`}
                      max={price.stockLeft}
                      onChange={(quantity) => storefront.cart.getState().setQuantity(key, quantity)}
                    />
                    <IconButton
                      label={`${TEXTS.REMOVE} ${line.product_name}`}
                      disabled={removing === key}
                      onClick={() => void remove(line)}
                    >
                      <TrashIcon />
                    </IconButton>
                  </div>
                </li>
              );
            })}
          </ul>
          <OrderSummary rows={rows} total={{ label: TEXTS.TOTAL, value: total }}>
            {couponCode ? (
              <div className="skate-coupon-applied">
                <span className="skate-badge skate-badge--success" part="badge">
                  {TEXTS.COUPON_APPLIED}: {couponCode}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => checkoutOf(storefront).getState().removeCoupon()}
                >
                  {TEXTS.REMOVE}
                </Button>
              </div>
            ) : (
              <Button variant="outline" block onClick={() => setCouponOpen(true)}>
                <TagIcon /> {TEXTS.APPLY_COUPON}
              </Button>
            )}
            <ActionBar value={total} valueLabel={TEXTS.TOTAL}>
              <Button variant="action" block onClick={checkout}>
                {quoteInsteadOfCheckout(payMode) ? TEXTS.GET_QUOTE : TEXTS.CHECKOUT}
              </Button>
            </ActionBar>
          </OrderSummary>
        </div>
      </div>
      <CouponModal open={couponOpen} onClose={() => setCouponOpen(false)} onApply={applyCoupon} />
      <QuoteModal
        open={quoteOpen}
        onClose={() => setQuoteOpen(false)}
        lines={lines}
        initial={{
          name: user?.full_name || user?.name || '',
          phone: user?.mobile ?? '',
          email: user?.email ?? '',
        }}
        onSubmit={(form, quoteLines) => requestQuote(storefront, form, quoteLines)}
        onSent={() => {
          setQuoteOpen(false);
          // A customer's cart empties and My Account opens; a guest keeps the cart and stays.
          void afterQuoteSent(storefront, { fromCart: true }).then((route) => route && navigate(route));
        }}
      />
    </div>
  );
}
