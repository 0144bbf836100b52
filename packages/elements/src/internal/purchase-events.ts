import type { PurchaseEvent, PurchaseEvents } from '@skatekit/core';
import { emit } from './events';

// Each purchase event once per page, however many `<skate-checkout>` elements hear it.
const announced = new WeakSet<PurchaseEvent>();

/**
 * Turns the checkout's events into the page's, dispatched from `host` (a `<skate-checkout>`):
 * `skate-order-placed` and `skate-payment-succeeded`, with the event's fields as `detail`.
 * @returns the unsubscribe
 */
export function announcePurchases(host: HTMLElement, events: PurchaseEvents): () => void {
  return events.subscribe((event) => {
    if (announced.has(event)) return;
    announced.add(event);
    if (event.type === 'order-placed') {
      const { type: _, ...detail } = event;
      emit(host, 'skate-order-placed', detail);
    } else {
      const { type: _, ...detail } = event;
      emit(host, 'skate-payment-succeeded', detail);
    }
  });
}
