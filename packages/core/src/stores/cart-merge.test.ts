import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createMemoryStorage } from '../platform/storage';
import { TEXTS } from '../texts';
import { createCartStore } from './cart';
import { ASHA, cartLine, fakeCartApi, fakeSession } from './test-fakes';

const stored = (storage: { getItem(k: string): string | null }) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? '[]');

function guestCart(initial: unknown[] = []) {
  const storage = createMemoryStorage({ [STORAGE_KEYS.guestCart]: JSON.stringify(initial) });
  const fake = fakeCartApi();
  const cart = createCartStore({ api: fake.api, storage, session: fakeSession() });
  return { storage, fake, cart };
}

describe('cart store: merge after login', () => {
  it('pushes guest lines one by one; "Product already in cart" counts as merged; failures stay', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.guestCart]: JSON.stringify([
        cartLine({ product_sku: 'NEW' }),
        cartLine({ product_sku: 'DUP' }),
        cartLine({ product_sku: 'REFUSED' }),
        cartLine({ product_sku: 'OFFLINE' }),
      ]),
    });
    const fake = fakeCartApi();
    fake.carts.set('u1', [cartLine({ product_sku: 'DUP', user_id: 'u1' })]);
    fake.refuse.set('REFUSED', 'Product is inactive');
    fake.unreachable.add('OFFLINE');
    const session = fakeSession(ASHA);
    const cart = createCartStore({ api: fake.api, storage, session });

    expect(await cart.getState().mergeGuestCartIntoServer()).toEqual({ merged: 2, kept: 2 });
    expect(fake.calls.filter((c) => c.startsWith('add'))).toEqual([
      'add NEW',
      'add DUP',
      'add REFUSED',
      'add OFFLINE',
    ]);
    expect(stored(storage).map((l: { product_sku: string }) => l.product_sku)).toEqual([
      'REFUSED',
      'OFFLINE',
    ]);
    expect(cart.getState().lines.map((l) => l.product_sku)).toEqual(['DUP', 'NEW']);
  });

  it('keeps a line whose refusal came without a message (the fallback text is no proof of a duplicate)', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.guestCart]: JSON.stringify([
        cartLine({ product_sku: 'SILENT' }),
        cartLine({ product_sku: 'OK' }),
      ]),
    });
    const fake = fakeCartApi();
    fake.refuse.set('SILENT', ''); // `{ isError: true, msg: '' }`
    const cart = createCartStore({ api: fake.api, storage, session: fakeSession(ASHA) });

    expect(await cart.getState().mergeGuestCartIntoServer()).toEqual({ merged: 1, kept: 1 });
    expect(stored(storage).map((l: { product_sku: string }) => l.product_sku)).toEqual(['SILENT']);
    // Adding it by hand still shows the spec's fallback message.
    expect(
      (await cart.getState().addItem(cartLine({ product_sku: 'SILENT' }), { context: 'listing' })).notice,
    ).toEqual({
      type: 'warning',
      message: TEXTS.PRODUCT_ALREADY_IN_CART,
    });
  });

  it('does nothing for a guest or an empty guest cart', async () => {
    const { cart, fake } = guestCart([cartLine()]);
    expect(await cart.getState().mergeGuestCartIntoServer()).toEqual({ merged: 0, kept: 1 });
    expect(fake.calls).toEqual([]);
  });
});
