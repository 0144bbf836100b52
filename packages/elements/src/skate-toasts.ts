import { SkateToasts } from '@skatekit/react/ui';
import { toastCss } from '@skatekit/react/styles';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ElementBase } from './internal/dom';
import { defineElement, pageRegistry } from './internal/element-registry';
import { adoptStyles, shadowCss } from './internal/styles';
import { SKATE_TOASTS } from './internal/toasts';

export { ensureToasts } from './internal/toasts';
/** Tag name of {@link SkateToastsElement}. */
export { SKATE_TOASTS };

/**
 * `<skate-toasts>` - the page's one notice area ("Added to cart", "Product already in cart", ...),
 * fixed at the top right of the viewport, shared by every `<skate-*>` element. react-toastify keeps a
 * single default container per page, so the elements do not each render one: the first element to
 * mount appends this tag to `<body>` unless the page already has one. Place it yourself to theme it
 * (`skate-toasts { --skate-color-success: teal }`) or to keep it out of a transformed ancestor.
 *
 * @csspart root - The themed root box.
 * @csspart toast - Each notice.
 * @tagname skate-toasts
 */
export class SkateToastsElement extends ElementBase {
  #root?: Root;
  readonly #mount: HTMLElement;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    adoptStyles(shadow, shadowCss([toastCss]));
    this.#mount = this.ownerDocument.createElement('div');
    this.#mount.className = 'skate-element-mount';
    shadow.append(this.#mount);
  }

  connectedCallback(): void {
    if (this.#root) return;
    this.#root = createRoot(this.#mount);
    this.#root.render(
      createElement('div', { className: 'skate-root', part: 'root' }, createElement(SkateToasts)),
    );
  }

  disconnectedCallback(): void {
    // A move (disconnect + connect in one task) keeps the notices on screen.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#root?.unmount();
      this.#root = undefined;
    });
  }
}

/** Registers `<skate-toasts>` (unless the page already has the tag). */
export function defineSkateToasts(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_TOASTS, SkateToastsElement, registry);
}
