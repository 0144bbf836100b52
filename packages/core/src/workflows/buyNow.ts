import type { CartItem } from '../api/schemas/cart';
import type { Product, Variation } from '../api/schemas/catalogue';
import { isCourse } from '../catalogue/filters';
import { toLineView } from '../engine/lineView';
import { ROUTES } from '../routing/routes';
import type { Storefront } from '../storefront';

/** Which product line: the chosen variation (else the product's own sku), how many, for which store. */
export interface LineChoice {
  variation?: Variation | null;
  quantity?: number;
  /** The store (`main_id`); default the storefront's merchant code. */
  mainId?: string;
}

/** The cart line for a product as the shopper now chose it (core's `toLineView`), for the signed-in user or a guest. */
export function lineFor(storefront: Storefront, product: Product, choice: LineChoice = {}): CartItem {
  return toLineView(product, choice.variation?.sku ?? product.sku, {
    mainId: choice.mainId ?? storefront.config.merchantCode,
    user: storefront.session.getState().user,
    quantity: choice.quantity,
  });
}

/**
 * Buy Now: checkout data holding just this line (a cart coupon does not carry over), and the route to
 * open - /checkout, or the admission form for a course (with the course flag set). The checkout's
 * code loads here when the page had no use for it before (`Storefront.load`).
 * @example navigate(await startBuyNow(storefront, product, { variation, quantity: 2 }));
 */
export async function startBuyNow(
  storefront: Storefront,
  product: Product,
  choice: LineChoice = {},
): Promise<string> {
  const course = isCourse(product);
  const line = lineFor(storefront, product, choice);
  (await storefront.load('checkout')).getState().setBuyNow(line, { course });
  return course ? ROUTES.admissionForm : ROUTES.checkout;
}
