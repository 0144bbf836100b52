import { selectCartCount } from '@skatekit/core';
import { ROUTES } from '@skatekit/core/rules';
import { itemCount, TEXTS } from '@skatekit/core/texts';
import { useCart } from '../hooks/useStores';
import { SkateLink } from '../provider/SkateLink';
import { CartIcon } from '../ui/icons';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

export interface FloatingCartButtonProps {
  /** The current path: on the cart page itself the button would only cover the summary, so it hides. */
  currentPath?: string;
}

const HIDDEN_ON: readonly string[] = [ROUTES.cart, ROUTES.checkout, ROUTES.myAccount];

/** The floating cart button of small screens: opens /cart, shows the count, hidden while the cart is empty and on /cart. */
export function FloatingCartButton({ currentPath }: FloatingCartButtonProps = {}) {
  useSkateStyles(SHELL_SHEETS);
  const count = useCart(selectCartCount);
  // On the cart and checkout pages it would only cover their summary and action; on My Account it
  // covered the order cards at 390 px (the header's cart link is on every page).
  if (count === 0 || (currentPath !== undefined && HIDDEN_ON.includes(currentPath))) return null;
  return (
    <SkateLink
      to={ROUTES.cart}
      className="skate-floating-cart"
      aria-label={`${TEXTS.NAV_CART}, ${itemCount(count)}`}
    >
      <CartIcon />
      <span className="skate-cart-badge" part="badge" aria-hidden="true">
        {count}
      </span>
    </SkateLink>
  );
}
