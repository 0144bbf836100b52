import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createMemoryStorage, createSharedMemoryStorage } from '../platform/storage';
import { createReturnPageStore } from './return-page';

describe('return page store', () => {
  it('remembers /checkout and hands it back once', () => {
    const storage = createMemoryStorage();
    const store = createReturnPageStore({ storage });
    store.getState().rememberReturnPage('/checkout');
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe('/checkout');
    expect(store.getState().takeReturnPage()).toBe('/checkout');
    expect(store.getState().takeReturnPage()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  });

  it('reads a page saved before it was created (e.g. before a reload)', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.returnTo]: '/cart' });
    expect(createReturnPageStore({ storage }).getState().takeReturnPage()).toBe('/cart');
  });

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example', ''])(
    'refuses %j as a return page',
    (path) => {
      const storage = createMemoryStorage({ [STORAGE_KEYS.returnTo]: path });
      const store = createReturnPageStore({ storage });
      expect(store.getState().takeReturnPage()).toBeNull();
      store.getState().rememberReturnPage(path);
      expect(store.getState().path).toBeNull();
    },
  );

  it('sees a page remembered in another tab', async () => {
    const shared = createSharedMemoryStorage();
    const tabA = createReturnPageStore({ storage: shared.open() });
    const tabB = createReturnPageStore({ storage: shared.open() });
    tabA.getState().rememberReturnPage('/checkout');
    await vi.waitFor(() => expect(tabB.getState().path).toBe('/checkout'));
  });
});
