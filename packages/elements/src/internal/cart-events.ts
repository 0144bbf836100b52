import type { Storefront } from '@skatekit/core';
import { selectCartCount } from '@skatekit/core';
import { emit } from './events';

// One subscription per (document, storefront): the page hears each change once, however many
// elements show the cart.
const watched = new WeakMap<Document, WeakSet<Storefront>>();

const isElementOf = (value: unknown, doc: Document): value is HTMLElement =>
  typeof value === 'object' &&
  value !== null &&
  (value as Node).ownerDocument === doc &&
  'dispatchEvent' in value;

/**
 * Turns the cart store's events into the page's: `skate-cart-change` on `doc` for every change
 * (`change` says which), and `skate-add-to-cart` from the element that made an add.
 */
export function announceCartChanges(doc: Document, storefront: Storefront): void {
  let stores = watched.get(doc);
  if (!stores) {
    stores = new WeakSet();
    watched.set(doc, stores);
  }
  if (stores.has(storefront)) return;
  stores.add(storefront);
  storefront.cart.events.subscribe((event) => {
    if (event.type === 'added' && isElementOf(event.source, doc)) {
      emit(event.source, 'skate-add-to-cart', { item: event.item, outcome: event.outcome });
    }
    emit(doc, 'skate-cart-change', {
      change: event.type,
      count: selectCartCount(event),
      lines: event.lines,
    });
  });
}
