import { BRIDGE_ATTRIBUTES, CONFIG_ATTRIBUTES, notifyConfigChange } from './internal/config';
import { ElementBase } from './internal/dom';
import { defineElement, pageRegistry } from './internal/element-registry';

/** Tag name of {@link SkateConfigElement}. */
export const SKATE_CONFIG = 'skate-config';

/** The texts attributes (see config-texts.ts, loaded only by a page that sets one). */
const TEXT_ATTRIBUTES = ['texts', 'locale'];
const ATTRIBUTES: string[] = [
  ...Object.values(CONFIG_ATTRIBUTES),
  ...Object.values(BRIDGE_ATTRIBUTES),
  ...TEXT_ATTRIBUTES,
];

/**
 * `<skate-config>` - page-wide settings for every `<skate-*>` element that does not set its own:
 * `<skate-config merchant-code="ACAD1" api-base="https://api.example.com"></skate-config>`.
 * It renders nothing; changing it re-renders the elements.
 *
 * @attr merchant-code - The merchant's store code.
 * @attr api-base - Base address of the commerce API.
 * @attr base-url - Where app routes live on this site.
 * @attr enquiry-base-url - Base address of the merchant's enquiry host, if separate.
 * @attr texts - The merchant's texts as JSON, by key of core's `TEXTS` (`{"ADD_TO_CART":"Buy"}`); a child
 *   `<script type="application/json">` may hold them instead. Every tag shows them; unknown keys are named on the console.
 * @attr {'hi'} locale - A language pack to load first: `hi` (Hindi). Keys it leaves out stay English.
 * @attr bridge-allowed-origins - Wrapper apps: more origins whose messages count as the app's.
 * @attr bridge-callback-name - Wrapper apps: install `window[name](json)` for apps that call a function.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} enquiryBaseUrl - Twin of `enquiry-base-url`.
 * @prop {string | undefined} locale - Twin of `locale`.
 * @tagname skate-config
 */
export class SkateConfigElement extends ElementBase {
  // Accessors are defined on the prototype below, one per config attribute.
  declare apiBase: string | undefined;
  declare merchantCode: string | undefined;
  declare baseUrl: string | undefined;
  declare enquiryBaseUrl: string | undefined;
  declare locale: string | undefined;
  declare bridgeAllowedOrigins: string | undefined;
  declare bridgeCallbackName: string | undefined;
  // Whether texts were asked for: a page that never sets them never loads their code.
  #texts = false;

  static get observedAttributes(): string[] {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    // Settings, not content: an empty shadow root renders nothing of whatever the tag holds.
    this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    this.#applyTexts();
    notifyConfigChange();
  }

  disconnectedCallback(): void {
    this.#applyTexts();
    notifyConfigChange();
  }

  attributeChangedCallback(name: string): void {
    if (TEXT_ATTRIBUTES.includes(name)) this.#applyTexts();
    else if (this.isConnected) notifyConfigChange();
  }

  #applyTexts(): void {
    this.#texts ||=
      TEXT_ATTRIBUTES.some((name) => this.hasAttribute(name)) ||
      this.querySelector('script[type="application/json"]') !== null;
    if (this.#texts) void import('./internal/config-texts').then((texts) => texts.applyConfigTexts(this));
  }
}

// Property twins of the attributes (empty attribute or none reads as undefined).
for (const [prop, attribute] of [
  ...Object.entries({ ...CONFIG_ATTRIBUTES, ...BRIDGE_ATTRIBUTES }),
  ['locale', 'locale'],
]) {
  Object.defineProperty(SkateConfigElement.prototype, prop, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return this.getAttribute(attribute) || undefined;
    },
    set(this: HTMLElement, value: string | null | undefined) {
      if (value === null || value === undefined || value === '') this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

/** Registers `<skate-config>` unless the page already has it. */
export function defineSkateConfig(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CONFIG, SkateConfigElement, registry);
}
