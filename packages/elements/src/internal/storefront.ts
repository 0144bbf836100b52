import type { Storefront } from '@skatekit/core';
import { emit } from './events';

type CartStore = Storefront['cart'];
type CartState = ReturnType<CartStore['getState']>;

/**
 * The page's shared storefront as one element sees it: the same stores, except that an add made from
 * this element's tree announces `skate-add-to-cart` from this element. Subscribing to the shared store
 * instead would make every element on the page announce every add.
 */
export function elementStorefront(shared: Storefront, host: HTMLElement): Storefront {
  return { ...shared, cart: announcingCart(shared.cart, host) };
}

function announcingCart(cart: CartStore, host: HTMLElement): CartStore {
  // One wrapped state per store state: React's useSyncExternalStore needs a stable snapshot.
  const wrapped = new WeakMap<CartState, CartState>();
  const wrap = (state: CartState): CartState => {
    let view = wrapped.get(state);
    if (!view) {
      view = {
        ...state,
        async addItem(item, options) {
          const result = await state.addItem(item, options);
          if (result.outcome === 'added' || result.outcome === 'increased') {
            emit(host, 'skate-add-to-cart', { item, outcome: result.outcome });
          }
          return result;
        },
      };
      wrapped.set(state, view);
    }
    return view;
  };
  return {
    getState: () => wrap(cart.getState()),
    getInitialState: () => wrap(cart.getInitialState()),
    setState: cart.setState,
    subscribe: (listener) => cart.subscribe((state, previous) => listener(wrap(state), wrap(previous))),
  };
}
