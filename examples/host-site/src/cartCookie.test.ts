import { describe, expect, it } from 'vitest';
import { keepCartCookie } from './cartCookie';

type Line = { product_id: string; product_sku: string; quantity: number };

/** A cart store holding only what the cookie reads (getState, subscribe, as zustand's). */
function cartOf(start: Line[]) {
  let state = { lines: start };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next: { lines: Line[] }) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('the cart cookie of the host site', () => {
  it('follows the cart: written on start and on a change, deleted when the cart empties', () => {
    const cart = cartOf([{ product_id: 'sk-1', product_sku: 'SK-1', quantity: 1 }]);
    const writes: string[] = [];
    const doc = {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return '';
      },
    };
    const stop = keepCartCookie({ cart } as never, doc, true);
    cart.setState({ lines: [{ product_id: 'sk-1', product_sku: 'SK-1', quantity: 2 }] });
    // The same lines again: no write.
    cart.setState({ lines: [{ product_id: 'sk-1', product_sku: 'SK-1', quantity: 2 }] });
    cart.setState({ lines: [] });
    stop();
    cart.setState({ lines: [{ product_id: 'sk-2', product_sku: 'SK-2', quantity: 1 }] });
    expect(writes).toEqual([
      'skate_cart=sk-1:SK-1:1; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
      'skate_cart=sk-1:SK-1:2; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
      'skate_cart=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });
});
