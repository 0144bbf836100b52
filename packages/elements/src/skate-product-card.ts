import { SHOP_PARTS } from './internal/parts';
import { ProductCardView, type ProductCardViewProps } from './views/ProductCardView';
import { catalogueCss, primitivesCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateProductCardElement}. */
export const SKATE_PRODUCT_CARD = 'skate-product-card';

/**
 * `<skate-product-card>` - one product's card (image, discount badge, title, price and its actions), by `product-id`.
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
 * @event skate-navigate - The card links to the product page (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart card
 * @csspart product-card
 * @csspart button
 * @csspart button-primary
 * @csspart button-accent
 * @csspart button-action
 * @csspart button-outline
 * @csspart badge
 * @csspart modal
 * @csspart modal-backdrop
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-product-card
 */
export class SkateProductCardElement extends createSkateElement<ProductCardViewProps>({
  view: ProductCardView,
  stores: SHOP_PARTS,
  props: { productId: 'string' },
  styles: [primitivesCss, catalogueCss],
}) {
  /** The product to show (its `product_id`). (`product-id` attribute). */
  declare productId: string | undefined;
}

/** Registers `<skate-product-card>` unless the page already has it. */
export function defineSkateProductCard(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_PRODUCT_CARD, SkateProductCardElement, registry);
}
