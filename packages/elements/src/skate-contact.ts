import { SHOP_PARTS } from './internal/parts';
import { ContactPage } from '@skatekit/react';
import { createElement } from 'react';
import { primitivesCss, enquiryCss, contentCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateContactElement}. */
export const SKATE_CONTACT = 'skate-contact';

/**
 * `<skate-contact>` - the contact page: 'Get In Touch' form (Name, Email, Phone, Message) sent as a
 * lead, the merchant's contact details, map and offices.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-navigate - A link opens a route (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @csspart button-outline
 * @csspart label
 * @csspart input
 * @csspart badge
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-contact
 */
export class SkateContactElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  styles: [primitivesCss, enquiryCss, contentCss],
  view: () => createElement(ContactPage),
  props: {},
}) {}

/** Registers `<skate-contact>` unless the page already has it. */
export function defineSkateContact(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_CONTACT, SkateContactElement, registry);
}
