import type { CartEvent, PurchaseEventMap } from '@skatekit/core';
import type { CartItem, CheckoutData } from '@skatekit/core/schemas';

/** `skate-navigate`: an element wants to go to an app route. Cancel it to route yourself. */
export interface SkateNavigateDetail {
  /** The app route (`/cart`, `/product/...`) or address the element asked for. */
  to: string;
}

/** `skate-add-to-cart`: a product went into the cart (a new line, or more of one on a detail page). */
export interface SkateAddToCartDetail {
  /** The cart line as stored or sent to the server. */
  item: CartItem;
  /** `added` for a new line, `increased` when an existing line's quantity grew. */
  outcome: 'added' | 'increased';
}

/** `skate-checkout`: the shopper heads to checkout. Cancel it to run your own checkout. */
export interface SkateCheckoutDetail {
  /** The checkout route the element was about to open. */
  to: string;
  /** Lines, totals and coupon prepared for checkout (`checkout_data`); null when none were prepared. */
  data: CheckoutData | null;
}

/** `skate-login`: the element needs a signed-in shopper. Cancel it to show your own sign-in. */
export interface SkateLoginDetail {
  /** The login route the element was about to open. */
  to: string;
  /** Where the shopper returns after signing in (the saved return page), if any. */
  returnTo: string | null;
}

/** `skate-ready`: an element is configured and rendered for the first time. */
export interface SkateReadyDetail {
  /** The element's tag name. */
  tag: string;
}

/**
 * `skate-cart-change`: the page's cart changed (an add, a quantity, a removal, sign-in or sign-out
 * swapping guest and server carts). Dispatched once per change on `document`, not per element.
 */
export interface SkateCartChangeDetail {
  /** What changed (core's cart event): `added`, `removed`, `quantity`, `cleared` or `synced`. */
  change: CartEvent['type'];
  /** Items in the cart (the cart button's number). */
  count: number;
  /** The cart lines now shown. */
  lines: CartItem[];
}

/**
 * `skate-order-placed`: the server created the shopper's order (from `<skate-checkout>`, once per order).
 * `value` is the order total the checkout showed (INR); `items` are in GA4's ecommerce shape.
 * `awaitingPayment`: an online payment follows (false for pay on delivery with nothing paid now).
 */
export type SkateOrderPlacedDetail = PurchaseEventMap['order-placed'];

/**
 * `skate-payment-succeeded`: the server verified the order's online payment (from `<skate-checkout>`,
 * once per order). The same fields as `skate-order-placed`, and `amountPaid` (the total, or the advance).
 */
export type SkatePaymentSucceededDetail = PurchaseEventMap['payment-succeeded'];

/** Every event the elements announce, by name. */
export interface SkateEventMap {
  'skate-navigate': CustomEvent<SkateNavigateDetail>;
  'skate-add-to-cart': CustomEvent<SkateAddToCartDetail>;
  'skate-checkout': CustomEvent<SkateCheckoutDetail>;
  'skate-login': CustomEvent<SkateLoginDetail>;
  'skate-ready': CustomEvent<SkateReadyDetail>;
  'skate-cart-change': CustomEvent<SkateCartChangeDetail>;
  'skate-order-placed': CustomEvent<SkateOrderPlacedDetail>;
  'skate-payment-succeeded': CustomEvent<SkatePaymentSucceededDetail>;
}

/** Names of the announced events. */
export const SKATE_EVENTS = {
  navigate: 'skate-navigate',
  addToCart: 'skate-add-to-cart',
  checkout: 'skate-checkout',
  login: 'skate-login',
  ready: 'skate-ready',
  cartChange: 'skate-cart-change',
  orderPlaced: 'skate-order-placed',
  paymentSucceeded: 'skate-payment-succeeded',
} as const satisfies Record<string, keyof SkateEventMap>;

declare global {
  // Typed `addEventListener('skate-navigate', ...)` on elements, documents and windows.
  interface GlobalEventHandlersEventMap extends SkateEventMap {}
}

type Detail<K extends keyof SkateEventMap> = SkateEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches a `skate-*` event from the element. They bubble and are composed so a page hears them
 * from outside any shadow root; returns false when a listener cancelled it.
 */
export function emit<K extends keyof SkateEventMap>(
  host: EventTarget,
  name: K,
  detail: Detail<K>,
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
