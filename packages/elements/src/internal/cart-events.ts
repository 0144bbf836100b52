import { type Storefront, selectCartCount } from '@skatekit/core';
import { emit } from './events';

// One subscription per (document, storefront): the page hears each change once, however many
// elements show the cart.
const watched = new WeakMap<Document, WeakSet<Storefront>>();

/** Announces `skate-cart-change` on `doc` whenever the storefront's cart lines change. */
export function announceCartChanges(doc: Document, storefront: Storefront): void {
  let stores = watched.get(doc);
  if (!stores) {
    stores = new WeakSet();
    watched.set(doc, stores);
  }
  if (stores.has(storefront)) return;
  stores.add(storefront);
  storefront.cart.subscribe((state, previous) => {
    if (state.lines === previous.lines) return;
    emit(doc, 'skate-cart-change', { count: selectCartCount(state), lines: state.lines });
  });
}
