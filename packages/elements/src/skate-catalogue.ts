import { SHOP_PARTS } from './internal/parts';
import { primitivesCss, catalogueCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';
import { CatalogueView, type CatalogueViewProps } from './views/CatalogueView';

/** Tag name of {@link SkateCatalogueElement}. */
export const SKATE_CATALOGUE = 'skate-catalogue';

/**
 * `<skate-catalogue>` - the merchant's products: equipment listing, search results or one category,
 * with the sort dropdown, product cards, variation chooser and package modal.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site; `/cart` opens `{base-url}/cart`.
 * @attr enquiry-base-url - Base address of the merchant's enquiry host, if separate.
 * @attr category - Only this category's products (cards show price ranges).
 * @attr search - Only products whose title contains this text (ignored with `category`).
 * @attr {'recommended' | 'newest' | 'popular' | 'price-desc' | 'price-asc'} sort - First sort: `recommended` (default), `newest`, `popular`, `price-desc`, `price-asc`.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} enquiryBaseUrl - Twin of `enquiry-base-url`.
 * @prop {string | undefined} category - Twin of `category`.
 * @prop {string | undefined} search - Twin of `search`.
 * @prop {string | undefined} sort - Twin of `sort`.
 * @event skate-add-to-cart - A product went into the cart. detail: `{ item, outcome }`.
 * @event skate-checkout - Buy Now heads to checkout (cancelable). detail: `{ to, data }`.
 * @event skate-navigate - A card or link opens a route (cancelable). detail: `{ to }`.
 * @csspart root - The element's themed root box.
 * @csspart page - The listing section.
 * @csspart heading - Its heading.
 * @csspart card - Every card.
 * @csspart product-card - The product cards.
 * @csspart button - Every button.
 * @csspart button-primary - Primary buttons.
 * @csspart button-accent - Accent buttons.
 * @csspart button-action - Buying actions (Add to Cart, Buy Now, Checkout, Place Order).
 * @csspart button-outline - Outline buttons (View).
 * @csspart label - Field labels.
 * @csspart input - The sort dropdown and fields.
 * @csspart badge - Discount badges.
 * @csspart modal - Dialogs.
 * @csspart modal-backdrop - Their backdrop.
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token of @skatekit/react works).
 * @cssproperty --skate-color-accent - Accent colour (Add to Cart, badges).
 * @cssproperty --skate-font-family - Font of the element.
 * @cssproperty --skate-radius - Corner radius of cards.
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-catalogue
 */
export class SkateCatalogueElement extends createSkateElement<CatalogueViewProps>({
  stores: SHOP_PARTS,
  styles: [primitivesCss, catalogueCss],
  view: CatalogueView,
  props: { category: 'string', search: 'string', sort: 'string' },
}) {
  /** Only this category's products (`category` attribute). */
  declare category: string | undefined;
  /** Only products whose title contains this text (`search` attribute). */
  declare search: string | undefined;
  /** The sort the listing starts with (`sort` attribute). */
  declare sort: string | undefined;
}

/** Registers `<skate-catalogue>` unless the page already has it. */
export function defineSkateCatalogue(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CATALOGUE, SkateCatalogueElement, registry);
}
