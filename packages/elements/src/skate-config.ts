import { CONFIG_ATTRIBUTES, notifyConfigChange } from './internal/config';
import { defineElement } from './internal/element-registry';

/** Tag name of {@link SkateConfigElement}. */
export const SKATE_CONFIG = 'skate-config';

const ATTRIBUTES = Object.values(CONFIG_ATTRIBUTES);

/**
 * `<skate-config>` - page-wide settings for every `<skate-*>` element that does not set its own:
 * `<skate-config merchant-code="ACAD1" api-base="https://api.example.com"></skate-config>`.
 * It renders nothing; changing it re-renders the elements.
 *
 * @attr merchant-code - The merchant's store code.
 * @attr api-base - Base address of the commerce API.
 * @attr base-url - Where app routes live on this site.
 * @attr enquiry-base-url - Base address of the merchant's enquiry host, if separate.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} enquiryBaseUrl - Twin of `enquiry-base-url`.
 * @tagname skate-config
 */
export class SkateConfigElement extends HTMLElement {
  // Accessors are defined on the prototype below, one per config attribute.
  declare apiBase: string | undefined;
  declare merchantCode: string | undefined;
  declare baseUrl: string | undefined;
  declare enquiryBaseUrl: string | undefined;

  static get observedAttributes(): string[] {
    return ATTRIBUTES;
  }

  constructor() {
    super();
    // Settings, not content: an empty shadow root renders nothing of whatever the tag holds.
    this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    notifyConfigChange();
  }

  disconnectedCallback(): void {
    notifyConfigChange();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) notifyConfigChange();
  }
}

// Property twins of the attributes (empty attribute or none reads as undefined).
for (const [prop, attribute] of Object.entries(CONFIG_ATTRIBUTES)) {
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
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  return defineElement(SKATE_CONFIG, SkateConfigElement, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'skate-config': SkateConfigElement;
  }
}
