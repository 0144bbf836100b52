import type { CheckoutStore, PurchaseEventMap, Storefront } from '@skatekit/core';
import { useEffect, useRef } from 'react';
import { useStorefront } from './useStorefront';

/** Callbacks for the checkout's events (`storefront.checkout.events`), each called once per order. */
export interface PurchaseEventHandlers {
  /** The server created the order: its id, the quote's total (`value`, INR) and the lines as GA4 items. */
  onOrderPlaced?: (detail: PurchaseEventMap['order-placed']) => void;
  /** The server verified the order's online payment: the same fields, and `amountPaid`. */
  onPaymentSucceeded?: (detail: PurchaseEventMap['payment-succeeded']) => void;
}

/** Subscribes the handlers to a storefront's checkout events (the latest handlers are called). */
export function useStorefrontPurchaseEvents(storefront: Storefront, handlers: PurchaseEventHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const wanted = handlers.onOrderPlaced !== undefined || handlers.onPaymentSucceeded !== undefined;
  useEffect(() => {
    if (!wanted) return;
    const listen = (checkout: CheckoutStore) =>
      checkout.events.subscribe(({ type, ...detail }) => {
        if (type === 'order-placed')
          latest.current.onOrderPlaced?.(detail as PurchaseEventMap['order-placed']);
        else latest.current.onPaymentSucceeded?.(detail as PurchaseEventMap['payment-succeeded']);
      });
    if (storefront.provides('checkout')) return listen(storefront.checkout);
    // No screen provided the checkout yet: it loads here (no purchase can happen before it has).
    let stop: (() => void) | undefined;
    let stopped = false;
    storefront.load('checkout').then(
      (checkout) => {
        if (!stopped) stop = listen(checkout);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [storefront, wanted]);
}

/**
 * Calls `onOrderPlaced` and `onPaymentSucceeded` for the purchases made under the nearest
 * `<SkateProvider>` (the provider takes the same two props).
 * @example usePurchaseEvents({ onPaymentSucceeded: (p) => window.dataLayer?.push({ event: 'purchase' }) })
 */
export function usePurchaseEvents(handlers: PurchaseEventHandlers): void {
  useStorefrontPurchaseEvents(useStorefront(), handlers);
}
