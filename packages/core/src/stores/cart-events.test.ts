import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createSharedMemoryStorage } from '../platform/storage';
import { createCartStore } from './cart';
import type { CartEvent } from './cart-events';
import { ASHA, cartLine, fakeCartApi, fakeSession, signedInCart } from './test-fakes';

/** What the events said, as `type sku-or-key quantity/count` strings. */
function record(cart: ReturnType<typeof createCartStore>) {
  const seen: string[] = [];
  cart.events.subscribe((event: CartEvent) => {
    const count = event.lines.reduce((n, line) => n + line.quantity, 0);
    if (event.type === 'added') seen.push(`added ${event.item.product_sku} ${event.outcome} ${count}`);
    else if (event.type === 'removed') seen.push(`removed ${event.key} ${count}`);
    else if (event.type === 'quantity') seen.push(`quantity ${event.key} ${event.quantity} ${count}`);
    else seen.push(`${event.type} ${count}`);
  });
  return seen;
}

describe('cart store events', () => {
  it('guest: announces added, increased, quantity, removed and cleared with the lines after each; a refused duplicate says nothing', async () => {
    const storage = createSharedMemoryStorage().open();
    const cart = createCartStore({ api: fakeCartApi().api, storage, session: fakeSession() });
    const seen = record(cart);
    const source = { tag: 'skate-product-card' };
    const sources: unknown[] = [];
    cart.events.on('added', (event) => sources.push(event.source));
    await cart.getState().addItem(cartLine(), { context: 'listing', source });
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    await cart.getState().addItem(cartLine(), { context: 'detail' });
    await cart
      .getState()
      .addItem(cartLine({ product_id: 'p2', product_sku: 'SKU-2' }), { context: 'listing' });
    cart.getState().setQuantity('SKU-1', 5);
    await cart.getState().removeItem('SKU-2');
    await cart.getState().clear();
    expect(seen).toEqual([
      'added SKU-1 added 1',
      'added SKU-1 increased 2',
      'added SKU-2 added 3',
      'quantity SKU-1 5 6',
      'removed SKU-2 5',
      'cleared 0',
    ]);
    expect(sources).toEqual([source, undefined, undefined]);
  });

  it('announces synced when another tab changes the guest cart, and only when the lines differ', async () => {
    const shared = createSharedMemoryStorage();
    const here = createCartStore({ api: fakeCartApi().api, storage: shared.open(), session: fakeSession() });
    const there = createCartStore({ api: fakeCartApi().api, storage: shared.open(), session: fakeSession() });
    const seen = record(here);
    await there.getState().addItem(cartLine(), { context: 'listing' });
    expect(seen).toEqual(['synced 1']);
    expect(JSON.parse(shared.open().getItem(STORAGE_KEYS.guestCart) ?? '[]')).toHaveLength(1);
  });

  it('signed in: an add is announced once, after the server cart is loaded; sign-out swaps to the guest cart as synced', async () => {
    const { cart, session } = signedInCart();
    const seen = record(cart);
    await cart.getState().addItem(cartLine({ quantity: 2 }), { context: 'listing' });
    await cart.getState().fetchServerCart();
    expect(seen).toEqual(['added SKU-1 added 2']);
    session.setUser(null);
    expect(seen).toEqual(['added SKU-1 added 2', 'synced 0']);
    session.setUser(ASHA);
    await cart.getState().fetchServerCart();
    expect(seen.at(-1)).toBe('synced 2');
  });
});
