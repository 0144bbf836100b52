import { SHOP_PARTS } from './internal/parts';
import { SearchBox } from '@skatekit/react/shell';
import { createElement } from 'react';
import { primitivesCss, shellCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateSearchElement}. */
export const SKATE_SEARCH = 'skate-search';

/**
 * `<skate-search>` - the search box with product suggestions; searching opens `/product?search=...`.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-navigate - A search or a suggestion opens its route (cancelable: cancel it to show results with `<skate-catalogue search="...">`). detail: `{ to }`.
 * @csspart root
 * @csspart button
 * @csspart input
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-search
 */
export class SkateSearchElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  view: () => createElement(SearchBox),
  props: {},
  styles: [primitivesCss, shellCss],
}) {}

/** Registers `<skate-search>` unless the page already has it. */
export function defineSkateSearch(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_SEARCH, SkateSearchElement, registry);
}
