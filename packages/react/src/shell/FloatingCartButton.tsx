import { itemCount, ROUTES, selectCartCount, TEXTS } from '@skatekit/core';
import { useCart } from '../hooks/useStores';
import { SkateLink } from '../provider/SkateLink';
import { CartIcon } from '../ui/icons';

/** The floating cart button of small screens: opens /cart, shows the count, hidden while the cart is empty. */
export function FloatingCartButton() {
  const count = useCart(selectCartCount);
  if (count === 0) return null;
  return (
    <SkateLink
      to={ROUTES.cart}
      className="skate-floating-cart"
      aria-label={`${TEXTS.NAV_CART}, ${itemCount(count)}`}
    >
      <CartIcon />
      <span className="skate-cart-badge" aria-hidden="true">
        {count}
      </span>
    </SkateLink>
  );
}
