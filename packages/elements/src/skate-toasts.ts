import { SkateToasts } from '@skatekit/react';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { decorateShadowTree } from './internal/decorate';
import { defineElement } from './internal/element-registry';
import { adoptStyles, shadowCss } from './internal/styles';

/** Tag name of {@link SkateToastsElement}. */
export const SKATE_TOASTS = 'skate-toasts';

/** The `::part()` names of `<skate-toasts>`. */
export const TOAST_PARTS = { root: '.skate-root', toast: '.Toastify__toast' } as const;

/**
 * `<skate-toasts>` - the page's one notice area ("Added to cart", "Product already in cart", ...),
 * fixed at the top right of the viewport, shared by every `<skate-*>` element. react-toastify keeps a
 * single default container per page, so the elements do not each render one: the first element to
 * mount appends this tag to `<body>` unless the page already has one. Place it yourself to theme it
 * (`skate-toasts { --skate-color-success: teal }`) or to keep it out of a transformed ancestor.
 *
 * @csspart root - The themed root box. @csspart toast - Each notice.
 */
export class SkateToastsElement extends HTMLElement {
  #root?: Root;
  #decorations?: { stop(): void };
  readonly #mount: HTMLElement;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    adoptStyles(shadow, [shadowCss()]);
    this.#mount = this.ownerDocument.createElement('div');
    this.#mount.className = 'skate-element-mount';
    shadow.append(this.#mount);
  }

  connectedCallback(): void {
    this.#decorations ??= decorateShadowTree(this.shadowRoot!, TOAST_PARTS, () => undefined);
    if (this.#root) return;
    this.#root = createRoot(this.#mount);
    this.#root.render(createElement('div', { className: 'skate-root' }, createElement(SkateToasts)));
  }

  disconnectedCallback(): void {
    // A move (disconnect + connect in one task) keeps the notices on screen.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#decorations?.stop();
      this.#decorations = undefined;
      this.#root?.unmount();
      this.#root = undefined;
    });
  }
}

/** Registers `<skate-toasts>` (unless the page already has the tag). */
export function defineSkateToasts(
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  return defineElement(SKATE_TOASTS, SkateToastsElement, registry);
}

/**
 * Makes sure `doc` has a connected `<skate-toasts>`: registers the tag in the document's registry
 * and appends one to `<body>` when there is none (after parsing, if the body is not there yet).
 */
export function ensureToasts(doc: Document): void {
  const registry = doc.defaultView?.customElements;
  if (!registry) return;
  defineSkateToasts(registry);
  const append = () => {
    if (!doc.querySelector(SKATE_TOASTS)) doc.body?.append(doc.createElement(SKATE_TOASTS));
  };
  if (doc.body) append();
  else doc.addEventListener('DOMContentLoaded', append, { once: true });
}
