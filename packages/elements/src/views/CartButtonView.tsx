import { selectCartCount } from '@skatekit/core';
import { ROUTES } from '@skatekit/core/rules';
import { itemCount, TEXTS } from '@skatekit/core/texts';
import { icons, SkateLink, useCart } from '@skatekit/react';

export interface CartButtonViewProps {
  /**
   * Visible text beside the icon; none by default. The accessible name starts with it (else "Cart")
   * and goes on with the count: "Cart, 2 items".
   */
  label?: string;
}

/** `<skate-cart-button>`: a link to the cart with the live item count of the page's shared cart. */
export function CartButtonView({ label }: CartButtonViewProps) {
  const count = useCart(selectCartCount);
  return (
    <SkateLink
      to={ROUTES.cart}
      className="skate-cart-button"
      part="button"
      aria-label={`${label || TEXTS.NAV_CART}, ${itemCount(count)}`}
    >
      <icons.CartIcon part="icon" />
      {label ? (
        <span className="skate-cart-button-label" part="label">
          {label}
        </span>
      ) : null}
      {/* A space between label and count, so the visible text reads "Cart 2", as the name does (WCAG 2.5.3). */}{' '}
      {count > 0 ? (
        <span className="skate-cart-button-badge" part="badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </SkateLink>
  );
}
