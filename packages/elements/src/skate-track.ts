import { SHOP_PARTS } from './internal/parts';
import { TrackOrderPage } from '@skatekit/react/account';
import { createElement } from 'react';
import { ordersCss, primitivesCss } from '@skatekit/react/styles';
import { createSkateElement, defineElement, pageRegistry } from './internal/element';

/** Tag name of {@link SkateTrackElement}. */
export const SKATE_TRACK = 'skate-track';

interface TrackProps {
  orderId?: string;
}

const view = ({ orderId }: TrackProps) =>
  orderId ? createElement(TrackOrderPage, { key: orderId, orderId }) : null;

/**
 * `<skate-track>` - one order's tracking (status steps, items and the invoice link), by `order-id`, for the signed-in shopper.
 *
 * @attr merchant-code - The merchant's store code (else `<skate-config>` / `window.SkateKit.config`).
 * @attr api-base - Base address of the commerce API (same fallbacks).
 * @attr base-url - Where app routes live on this site.
 * @attr order-id - The order to track (its `order_id`).
 * @prop {string | undefined} merchantCode - Twin of `merchant-code`.
 * @prop {string | undefined} apiBase - Twin of `api-base`.
 * @prop {string | undefined} baseUrl - Twin of `base-url`.
 * @prop {string | undefined} orderId - Twin of `order-id`.
 * @event skate-login - No one is signed in (cancelable). detail: `{ to, returnTo }`.
 * @event skate-navigate - Links open routes (cancelable). detail: `{ to }`.
 * @csspart root
 * @csspart page
 * @csspart heading
 * @csspart card
 * @csspart button
 * @csspart button-primary
 * @cssproperty --skate-color-primary - Brand colour (any `--skate-*` token works).
 * @event skate-ready - Configured and rendered for the first time (also: `skate-cart-change` on `document`). detail: `{ tag }`.
 * @tagname skate-track
 */
export class SkateTrackElement extends createSkateElement<TrackProps>({
  stores: SHOP_PARTS,
  view,
  props: { orderId: 'string' },
  styles: [primitivesCss, ordersCss],
}) {
  /** The order to track (its `order_id`). (`order-id` attribute). */
  declare orderId: string | undefined;
}

/** Registers `<skate-track>` unless the page already has it. */
export function defineSkateTrack(
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  return defineElement(SKATE_TRACK, SkateTrackElement, registry);
}
