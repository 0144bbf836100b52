import { getStorefrontBase, selectCartCount, type Storefront } from '@skatekit/core';
import { isPlainLeftClick, ROUTES } from '@skatekit/core/rules';
import { itemCount, TEXTS } from '@skatekit/core/texts';
import { CART_ICON_SHAPES, CONFIG_PROBLEM_STYLE } from '@skatekit/react/styles';
import { announceCartChanges } from './internal/cart-events';
import { CONFIG_ATTRIBUTES, onConfigChange, resolveConfig, type SkateElementConfig } from './internal/config';
import { missingConfigMessage, missingConfigProblem } from './internal/config-problem';
import { DEVELOPMENT } from './internal/development';
import { ElementBase } from './internal/dom';
import { defineElement, pageRegistry } from './internal/element-registry';
import { emit } from './internal/events';
import { createNavigate, resolveRoute } from './internal/navigation';
import { elementStorefront } from './internal/storefront';
import { adoptStyles, shadowCss } from './internal/styles';

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

/** The element's properties and their attributes: the config ones and its own `label`. */
const ATTRIBUTES = { ...CONFIG_ATTRIBUTES, label: 'label' } as const;
type Property = keyof typeof ATTRIBUTES;

const SVG = 'http://www.w3.org/2000/svg';
const ICON_ATTRIBUTES = {
  class: 'skate-icon',
  part: 'icon',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
};

function svgElement(doc: Document, tag: string, attributes: Readonly<Record<string, string>>): SVGElement {
  const element = doc.createElementNS(SVG, tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function span(doc: Document, className: string, part: string, text: string): HTMLSpanElement {
  const element = doc.createElement('span');
  element.className = className;
  element.setAttribute('part', part);
  element.textContent = text;
  return element;
}

/**
 * The development notice of a missing setting inside the element (the other tags show @skatekit/react's
 * ConfigProblem), or none when `problem` is null. Only reached in development builds.
 */
function showConfigProblem(
  host: HTMLElement,
  notice: HTMLDivElement | undefined,
  problem: string | null,
): HTMLDivElement | undefined {
  if (!problem) {
    notice?.remove();
    return notice;
  }
  if (!notice) {
    notice = host.ownerDocument.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.setAttribute('data-skate-config-problem', '');
    Object.assign(notice.style, CONFIG_PROBLEM_STYLE);
  }
  notice.textContent = problem;
  host.shadowRoot?.append(notice);
  return notice;
}

/** The shared storefront this element follows, and what it holds while it does. */
interface Following {
  key: string;
  storefront: Storefront;
  stop: () => void;
}

/**
 * `<skate-cart-button>` - a link to the cart with the live number of items. It shares the page's cart
 * with every other element of the same merchant, so adding from `<skate-catalogue>` updates it.
 *
 * Unlike the other tags it is written without React: a page with only a cart button loads the
 * page's cart and no UI runtime (see docs/spec-deviations.md, A4).
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site; the link opens `{base-url}/cart`.
 * @attr enquiry-base-url - Base address of the separate enquiry host (same fallbacks).
 * @attr label - Visible text beside the icon (none by default).
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} enquiryBaseUrl - Twin of `enquiry-base-url`.
 * @prop {string | undefined} label - Twin of `label`.
 * @event skate-navigate - A click opens `/cart` (cancelable: cancel it to open your own cart drawer). detail: `{ to }`.
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @csspart button - The link.
 * @csspart icon - The cart icon.
 * @csspart badge - The count (shown from 1 item).
 * @csspart label - The visible text.
 * @csspart root - The themed root box.
 * @cssproperty --skate-color-primary - Button colour.
 * @cssproperty --skate-color-primary-hover - Button colour under the pointer (derived from the primary colour unless set).
 * @cssproperty --skate-color-on-primary - Its text colour.
 * @cssproperty --skate-color-accent - Badge colour.
 * @cssproperty --skate-color-on-accent - Badge text colour.
 * @cssproperty --skate-radius-pill - Button rounding.
 * @tagname skate-cart-button
 */
export class SkateCartButtonElement extends ElementBase {
  static readonly observedAttributes: string[] = Object.values(ATTRIBUTES);

  /** Twin of `merchant-code`. */
  declare merchantCode: string | undefined;
  /** Twin of `api-base`. */
  declare apiBase: string | undefined;
  /** Twin of `base-url`. */
  declare baseUrl: string | undefined;
  /** Twin of `enquiry-base-url`. */
  declare enquiryBaseUrl: string | undefined;
  /** Visible text beside the icon (`label` attribute). */
  declare label: string | undefined;

  readonly #root: HTMLDivElement;
  readonly #link: HTMLAnchorElement;
  readonly #icon: SVGElement;
  #notice?: HTMLDivElement;
  #following?: Following;
  #navigate?: (to: string) => void;
  #stopConfig?: () => void;
  #warned = false;
  #ready = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    adoptStyles(shadow, shadowCss([cartButtonCss]));
    const doc = this.ownerDocument;
    this.#root = doc.createElement('div');
    this.#root.className = 'skate-root';
    this.#root.setAttribute('part', 'root');
    this.#link = doc.createElement('a');
    this.#link.className = 'skate-cart-button';
    this.#link.setAttribute('part', 'button');
    this.#link.addEventListener('click', (event) => {
      if (event.defaultPrevented || !isPlainLeftClick(event) || !this.#navigate) return;
      event.preventDefault();
      this.#navigate(ROUTES.cart);
    });
    this.#icon = svgElement(doc, 'svg', ICON_ATTRIBUTES);
    for (const [tag, attributes] of CART_ICON_SHAPES) this.#icon.append(svgElement(doc, tag, attributes));
    this.#root.append(this.#link);
  }

  connectedCallback(): void {
    this.#takeEarlyProperties();
    this.#stopConfig ??= onConfigChange(() => this.#update());
    this.#update();
  }

  disconnectedCallback(): void {
    // Moving the element (disconnect + connect in one task) keeps it as it is; only an element still
    // out of the document after the task lets go of the page's cart.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#stopConfig?.();
      this.#stopConfig = undefined;
      this.#unfollow();
    });
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#update();
  }

  /** Resolves the config and follows the (API, merchant) storefront it names. */
  #update(): void {
    const own: Partial<SkateElementConfig> = {};
    for (const key of Object.keys(CONFIG_ATTRIBUTES) as Array<keyof SkateElementConfig>) {
      const value = this[key];
      if (value !== undefined) own[key] = value;
    }
    const config = resolveConfig(this, own);
    if (!config) {
      this.#unfollow();
      this.#root.remove();
      if (!this.#warned) {
        this.#warned = true;
        console.error(missingConfigMessage(this.localName));
      }
      if (DEVELOPMENT) this.#notice = showConfigProblem(this, this.#notice, missingConfigProblem(this, own));
      return;
    }
    this.#warned = false;
    if (DEVELOPMENT) this.#notice = showConfigProblem(this, this.#notice, null);
    const { apiBase, merchantCode, enquiryBaseUrl, baseUrl } = config;
    // A storefront is per (API, merchant): another pair is another cart.
    const key = `${apiBase}|${merchantCode}|${enquiryBaseUrl ?? ''}`;
    if (this.#following?.key !== key) {
      this.#unfollow();
      const shared = getStorefrontBase({ apiBase, merchantCode, enquiryBaseUrl });
      const storefront = elementStorefront(shared, this);
      this.#following = { key, storefront, stop: shared.cart.subscribe(() => this.#render()) };
      // Once per storefront however many elements ask: the session check and a signed-in cart.
      void storefront.start();
      announceCartChanges(this.ownerDocument, shared);
    }
    const { storefront } = this.#following!;
    this.#navigate = createNavigate({ host: this, storefront, baseUrl });
    this.#link.href = baseUrl ? resolveRoute(ROUTES.cart, baseUrl) : ROUTES.cart;
    if (!this.#root.isConnected) this.shadowRoot!.append(this.#root);
    this.#render();
    if (!this.#ready) {
      this.#ready = true;
      emit(this, 'skate-ready', { tag: this.localName });
    }
  }

  #unfollow(): void {
    this.#following?.stop();
    this.#following = undefined;
    this.#navigate = undefined;
  }

  /** The link's name, label and badge for the cart as it is now. */
  #render(): void {
    const storefront = this.#following?.storefront;
    if (!storefront) return;
    const count = selectCartCount(storefront.cart.getState());
    const label = this.label;
    const doc = this.ownerDocument;
    this.#link.setAttribute('aria-label', `${label || TEXTS.NAV_CART}, ${itemCount(count)}`);
    const badge = count > 0 ? span(doc, 'skate-cart-button-badge', 'badge', String(count)) : null;
    badge?.setAttribute('aria-hidden', 'true');
    // A space between label and count, so the visible text reads "Cart 2", as the name does (WCAG 2.5.3).
    this.#link.replaceChildren(
      this.#icon,
      ...(label ? [span(doc, 'skate-cart-button-label', 'label', label)] : []),
      ' ',
      ...(badge ? [badge] : []),
    );
  }

  /** Properties a page set before the tag was defined are own fields shadowing the accessors. */
  #takeEarlyProperties(): void {
    for (const prop of Object.keys(ATTRIBUTES) as Property[]) {
      if (!Object.hasOwn(this, prop)) continue;
      const value = this[prop];
      delete this[prop];
      this[prop] = value;
    }
  }
}

// Each property is its attribute: setting one sets (or, with null or undefined, removes) the other.
for (const [prop, attribute] of Object.entries(ATTRIBUTES)) {
  Object.defineProperty(SkateCartButtonElement.prototype, prop, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return this.getAttribute(attribute) ?? undefined;
    },
    set(this: HTMLElement, value: unknown) {
      if (value === undefined || value === null) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

/** Registers `<skate-cart-button>` unless the page already has it. */
export function defineSkateCartButton(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CART_BUTTON, SkateCartButtonElement, registry);
}
