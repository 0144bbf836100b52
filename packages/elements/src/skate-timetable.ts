import { Timetable } from '@skatekit/react/academy';
import { academyCss } from '@skatekit/react/academy';
import { accountCss, admissionCss, authCss, checkoutCss, primitivesCss } from '@skatekit/react/styles';
import { createElement } from 'react';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';
import { SHOP_PARTS } from './internal/parts';

/** Tag name of {@link SkateTimetableElement}. */
export const SKATE_TIMETABLE = 'skate-timetable';

interface TimetableProps {
  courseId?: string;
  centre?: string;
}

/**
 * `<skate-timetable>` - the academy's week by centre, day and time with places left: a signed-in
 * parent picks one of their children and enrols them in a batch (a full batch offers the waiting list
 * and answers the place on it) or books a trial class. A guest is sent to sign in first. Its code is its
 * own chunk: a page without the tag downloads none of it.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site (login, the admission form).
 * @attr course-id - Only the batches of this course (its product id).
 * @attr centre - The centre shown first (default: every centre).
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} courseId - Twin of `course-id`.
 * @prop {string | undefined} centre - Twin of `centre`.
 * @event skate-login - Enrolling needs a sign-in first (cancelable). detail: `{ to, returnTo }`.
 * @event skate-navigate - Links open routes (the admission form) (cancelable). detail: `{ to }`.
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
 * @tagname skate-timetable
 */
export class SkateTimetableElement extends createSkateElement<TimetableProps>({
  stores: SHOP_PARTS,
  view: ({ courseId, centre }) =>
    createElement(Timetable, { key: `${courseId ?? ''}|${centre ?? ''}`, courseId, centre }),
  props: { courseId: 'string', centre: 'string' },
  styles: [primitivesCss, checkoutCss, authCss, accountCss, admissionCss, academyCss],
}) {
  /** Only the batches of this course (`course-id` attribute). */
  declare courseId: string | undefined;
  /** The centre shown first (`centre` attribute). */
  declare centre: string | undefined;
}

/** Registers `<skate-timetable>` unless the page already has it. */
export function defineSkateTimetable(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_TIMETABLE, SkateTimetableElement, registry);
}
