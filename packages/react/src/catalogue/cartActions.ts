import {
  type AddItemResult,
  lineFor,
  type Storefront,
  startBuyNow as startBuyNowInCore,
} from '@skatekit/core';
import type { AddContext } from '@skatekit/core/rules';
import type { Product, Variation } from '@skatekit/core/schemas';
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

/** Shows the add's notice: "Added to cart", "Product already in cart" (or the server's words), "Something went wrong". */
export function showAddOutcome(result: AddItemResult): void {
  notify[result.notice.type](result.notice.message);
}

/** Buy Now (core's `startBuyNow`): checkout data with just this line; answers /checkout or the admission form. */
export function startBuyNow(
  storefront: Storefront,
  merchantCode: string,
  product: Product,
  { variation, quantity }: { variation?: Variation | null; quantity?: number } = {},
): string {
  return startBuyNowInCore(storefront, product, { variation, quantity, mainId: merchantCode });
}
