import { STOREFRONT_PARTS } from '@skatekit/core';
import { AdmissionFormPage } from '@skatekit/react';
import { createElement } from 'react';
import { primitivesCss, checkoutCss, sandboxCss, authCss, admissionCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateAdmissionElement}. */
export const SKATE_ADMISSION = 'skate-admission';

/**
 * `<skate-admission>` - the academy's admission form (student, parents, school, centre, rules),
 * saved for the signed-in shopper; it then goes on to the course choice or the course checkout.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site (login, course choice, checkout).
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @event skate-login - Saving needs a sign-in first (cancelable). detail: `{ to, returnTo }`.
 * @event skate-checkout - A course chosen with Buy Now heads to checkout (cancelable). detail: `{ to, data }`.
 * @event skate-navigate - The next step opens a route (cancelable). detail: `{ to }`.
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
 * @tagname skate-admission
 */
export class SkateAdmissionElement extends createSkateElement<Record<never, never>>({
  stores: STOREFRONT_PARTS,
  styles: [primitivesCss, checkoutCss, sandboxCss, authCss, admissionCss],
  view: () => createElement(AdmissionFormPage),
  props: {},
}) {}

/** Registers `<skate-admission>` unless the page already has it. */
export function defineSkateAdmission(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_ADMISSION, SkateAdmissionElement, registry);
}
