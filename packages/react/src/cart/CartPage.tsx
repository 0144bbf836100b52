import { useSkateStyles } from '../provider/sheets';
import { CART_SHEETS } from '../styles/groups/cart';
import { CartFrame } from './CartFrame';
import { CartLines, watchCartQuote } from './CartLines';

/**
 * /cart: the guest cart (refreshed from the catalogue on load) or the server cart, quantities,
 * remove, the coupon box, the summary and checkout - to /checkout when signed in, to /login
 * (remembering /checkout) otherwise, or the quote form in paymanual mode.
 */
export function CartPage() {
  useSkateStyles(CART_SHEETS);
  return <CartFrame lines={CartLines} watchQuote={watchCartQuote} />;
}
