import { type AddItemResult, lineFor, type Storefront, startBuyNow } from '@skatekit/core';
import type { AddContext } from '@skatekit/core/rules';
import type { Product, Variation } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { notify } from '../ui/toast';

export interface AddProductOptions {
  variation?: Variation | null;
  /** listing: a duplicate is refused with a warning; detail: a duplicate sku adds to the quantity. */
  context: AddContext;
  quantity?: number;
}

/** The cart line for a product (core's `lineFor`) for the signed-in user or a guest. */
export function cartLineFor(
  storefront: Storefront,
  merchantCode: string,
  product: Product,
  variation?: Variation | null,
  quantity?: number,
) {
  return lineFor(storefront, product, { variation, quantity, mainId: merchantCode });
}

/** Adds a product to the cart through core's cart store; the result carries the notice to show. */
export async function addProductToCart(
  storefront: Storefront,
  merchantCode: string,
  product: Product,
  { variation, context, quantity }: AddProductOptions,
): Promise<AddItemResult> {
  const item = cartLineFor(storefront, merchantCode, product, variation, quantity);
  return storefront.cart.getState().addItem(item, { context, source: storefront.eventSource });
}

/** True when the add put something in the cart (a new line or more of one). */
export const addSucceeded = (result: AddItemResult): boolean =>
  result.outcome === 'added' || result.outcome === 'increased';

/**
 * Shows the add's notice: "Added to cart" (with "View cart" when `viewCart` is given), "Product already
 * in cart" (or the server's words), "Something went wrong".
 */
export function showAddOutcome(result: AddItemResult, viewCart?: () => void): void {
  if (result.notice.type === 'success' && viewCart)
    notify.success(result.notice.message, { label: TEXTS.VIEW_CART, run: viewCart });
  else notify[result.notice.type](result.notice.message);
}

/**
 * Buy Now (core's `startBuyNow`): checkout data with just this line, then its route - /checkout or the
 * admission form. When the checkout's code cannot be loaded, "Something went wrong" and no move.
 */
export async function openBuyNow(
  storefront: Storefront,
  merchantCode: string,
  product: Product,
  navigate: (to: string) => void,
  { variation, quantity }: { variation?: Variation | null; quantity?: number } = {},
): Promise<void> {
  let route: string;
  try {
    route = await startBuyNow(storefront, product, { variation, quantity, mainId: merchantCode });
  } catch (error) {
    console.error(error);
    notify.error(TEXTS.SOMETHING_WENT_WRONG);
    return;
  }
  navigate(route);
}
