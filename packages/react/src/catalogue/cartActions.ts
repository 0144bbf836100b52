import type { AddItemResult, Storefront } from '@skatekit/core';
import { type AddContext, isCourse, ROUTES, toLineView } from '@skatekit/core/rules';
import type { Product, Variation } from '@skatekit/core/schemas';
import { notify } from '../ui/toast';

export interface AddProductOptions {
  variation?: Variation | null;
  /** listing: a duplicate is refused with a warning; detail: a duplicate sku adds to the quantity. */
  context: AddContext;
  quantity?: number;
}

/** The cart line for a product (core's toLineView) for the signed-in user or a guest. */
export function cartLineFor(
  storefront: Storefront,
  merchantCode: string,
  product: Product,
  variation?: Variation | null,
  quantity?: number,
) {
  return toLineView(product, variation?.sku ?? product.sku, {
    mainId: merchantCode,
    user: storefront.session.getState().user,
    quantity,
  });
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

/**
 * Buy Now: checkout data with just this line, then the route to go to - /checkout, or the
 * admission form for a course (with the course buy-now flag set).
 */
export function startBuyNow(
  storefront: Storefront,
  merchantCode: string,
  product: Product,
  { variation, quantity }: { variation?: Variation | null; quantity?: number } = {},
): string {
  const line = cartLineFor(storefront, merchantCode, product, variation, quantity);
  const course = isCourse(product);
  storefront.checkout.getState().setBuyNow(line, { course });
  return course ? ROUTES.admissionForm : ROUTES.checkout;
}
