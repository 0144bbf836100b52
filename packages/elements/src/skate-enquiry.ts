import { SHOP_PARTS } from './internal/parts';
import { EnquiryFormPage } from '@skatekit/react';
import { createElement } from 'react';
import { primitivesCss, enquiryCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateEnquiryElement}. */
export const SKATE_ENQUIRY = 'skate-enquiry';

/**
 * `<skate-enquiry>` - the enquiry form (Name, Mobile Number, Email, Message), sent to the merchant's
 * enquiry host (`enquiry-base-url`, else the API).
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr enquiry-base-url - Base address of the merchant's enquiry host, if separate.
 * @attr base-url - Where app routes live on this site.
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} enquiryBaseUrl - Twin of `enquiry-base-url`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-navigate - A link opens a route (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @csspart label
 * @csspart input
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-enquiry
 */
export class SkateEnquiryElement extends createSkateElement<Record<never, never>>({
  stores: SHOP_PARTS,
  styles: [primitivesCss, enquiryCss],
  view: () => createElement(EnquiryFormPage),
  props: {},
}) {}

/** Registers `<skate-enquiry>` unless the page already has it. */
export function defineSkateEnquiry(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_ENQUIRY, SkateEnquiryElement, registry);
}
