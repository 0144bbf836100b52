import { createSkateElement, defineElement } from './internal/element';
import { CartButtonView, type CartButtonViewProps } from './views/CartButtonView';

/** Tag name of {@link SkateCartButtonElement}. */
export const SKATE_CART_BUTTON = 'skate-cart-button';

// Its own look: a pill link with the count badge; colours come from the same tokens as the rest.
const cartButtonCss = /* css */ `
:host { display: inline-block; vertical-align: middle; }
.skate-root .skate-cart-button {
  position: relative; display: inline-flex; align-items: center; gap: var(--skate-space-2);
  min-height: 44px; min-width: 44px; padding: var(--skate-space-2) var(--skate-space-3);
  border-radius: var(--skate-radius-pill); background: var(--skate-color-primary); color: var(--skate-color-on-primary);
  text-decoration: none; font-weight: 700; line-height: 1;
}
.skate-root .skate-cart-button:hover { background: var(--skate-color-primary-hover); }
.skate-root .skate-cart-button .skate-icon { width: 22px; height: 22px; flex: none; }
.skate-root .skate-cart-button-badge {
  position: absolute; top: -6px; right: -6px; min-width: 20px; height: 20px; padding: 0 5px;
  border-radius: var(--skate-radius-pill); background: var(--skate-color-accent); color: var(--skate-color-on-accent);
  font-size: 0.75rem; font-weight: 800; display: flex; align-items: center; justify-content: center;
}
`;

/**
 * `<skate-cart-button>` - a link to the cart with the live number of items. It shares the page's cart
 * with every other element of the same merchant, so adding from `<skate-catalogue>` updates it.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site; the link opens `{base-url}/cart`.
 * @attr label - Visible text beside the icon (none by default).
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} label - Twin of `label`.
 * @event skate-navigate - A click opens `/cart` (cancelable: cancel it to open your own cart drawer). detail: `{ to }`.
 * @csspart button - The link.
 * @csspart icon - The cart icon.
 * @csspart badge - The count (shown from 1 item).
 * @csspart label - The visible text.
 * @csspart root - The themed root box.
 * @cssproperty --skate-color-primary - Button colour.
 * @cssproperty --skate-color-on-primary - Its text colour.
 * @cssproperty --skate-color-accent - Badge colour.
 * @cssproperty --skate-radius-pill - Button rounding.
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-cart-button
 */
export class SkateCartButtonElement extends createSkateElement<CartButtonViewProps>({
  view: CartButtonView,
  stores: {},
  props: { label: 'string' },
  css: cartButtonCss,
  // It shows no notices: a page with only the cart button never loads the notice area.
  toasts: false,
}) {
  /** Visible text beside the icon (`label` attribute). */
  declare label: string | undefined;
}

/** Registers `<skate-cart-button>` unless the page already has it. */
export function defineSkateCartButton(
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  return defineElement(SKATE_CART_BUTTON, SkateCartButtonElement, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'skate-cart-button': SkateCartButtonElement;
  }
}
