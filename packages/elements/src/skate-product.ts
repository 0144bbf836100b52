import { SHOP_PARTS } from './internal/parts';
import { ProductDetailPage } from '@skatekit/react';
import { createElement } from 'react';
import { primitivesCss, catalogueCss, productCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateProductElement}. */
export const SKATE_PRODUCT = 'skate-product';

interface ProductProps {
  productId?: string;
}

/**
 * `<skate-product>` - one product's detail: gallery, price, attribute selectors, quantity, pincode
 * check, the merchant's default action (Add to Cart, Buy Now or Get Quote) and the tabs.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @attr product-id - The product to show (its `product_id`).
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} productId - Twin of `product-id`.
 * @event skate-add-to-cart - The product went into the cart. detail: `{ item, outcome }`.
 * @event skate-checkout - Buy Now heads to checkout (cancelable). detail: `{ to, data }`.
 * @event skate-navigate - A link or action opens a route (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @csspart button-accent
 * @csspart button-action
 * @csspart button-outline
 * @csspart label
 * @csspart input
 * @csspart badge
 * @csspart modal
 * @csspart modal-backdrop
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @cssproperty --skate-color-accent - Accent colour.
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-product
 */
export class SkateProductElement extends createSkateElement<ProductProps>({
  stores: SHOP_PARTS,
  styles: [primitivesCss, catalogueCss, productCss],
  view: ({ productId }) => createElement(ProductDetailPage, { productId }),
  props: { productId: 'string' },
}) {
  /** The product shown (`product-id` attribute). */
  declare productId: string | undefined;
}

/** Registers `<skate-product>` unless the page already has it. */
export function defineSkateProduct(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_PRODUCT, SkateProductElement, registry);
}
