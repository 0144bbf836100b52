import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readJson, writeJson } from './json-storage';
import {
  type BroadcastChannelLike,
  createBrowserStorage,
  createMemoryStorage,
  createSharedMemoryStorage,
  type StorageEventLike,
} from './storage';

/** A Web Storage double that can be told to throw, as sandboxed iframes do. */
function fakeWebStorage() {
  const data = new Map<string, string>();
  let broken = false;
  const guard = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    break: () => {
      broken = true;
    },
    getItem: (key: string) => {
      guard();
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard();
      data.set(key, value);
    },
    removeItem: (key: string) => {
      guard();
      data.delete(key);
    },
    data,
  };
}

function fakeWindow() {
  const listeners = new Set<(event: StorageEventLike) => void>();
  return {
    addEventListener: (_: 'storage', l: (event: StorageEventLike) => void) => listeners.add(l),
    removeEventListener: (_: 'storage', l: (event: StorageEventLike) => void) => listeners.delete(l),
    fire: (event: StorageEventLike) => {
      for (const l of listeners) l(event);
    },
    count: () => listeners.size,
  };
}

/** Two channel ends that deliver to each other, like two tabs' BroadcastChannels. */
function channelPair(): [BroadcastChannelLike, BroadcastChannelLike] {
  const make = () => {
    const listeners: ((event: { data: unknown }) => void)[] = [];
    return { listeners, end: null as unknown as BroadcastChannelLike };
  };
  const a = make();
  const b = make();
  a.end = {
    postMessage: (data) => {
      for (const l of b.listeners) l({ data });
    },
    addEventListener: (_, l) => a.listeners.push(l),
  };
  b.end = {
    postMessage: (data) => {
      for (const l of a.listeners) l({ data });
    },
    addEventListener: (_, l) => b.listeners.push(l),
  };
  return [a.end, b.end];
}

describe('memory storage', () => {
  it('stores, reads and removes text', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBe('2');
  });

  /** Two tabs of one shared memory storage. */
  const twoTabs = () => {
    const shared = createSharedMemoryStorage();
    return { tabA: shared.open(), tabB: shared.open() };
  };

  it('notifies other tabs of a shared storage, never the writer itself', () => {
    const { tabA, tabB } = twoTabs();
    const heardA = vi.fn();
    const heardB = vi.fn();
    tabA.subscribe!('guest_cart', heardA);
    tabB.subscribe!('guest_cart', heardB);
    tabA.setItem('guest_cart', '[]');
    expect(heardB).toHaveBeenCalledWith('guest_cart');
    expect(heardA).not.toHaveBeenCalled();
    expect(tabB.getItem('guest_cart')).toBe('[]');
  });

  it('stops notifying after unsubscribe', () => {
    const { tabA, tabB } = twoTabs();
    const heard = vi.fn();
    const off = tabB.subscribe!('k', heard);
    off();
    tabA.setItem('k', 'v');
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('browser storage', () => {
  it('relays storage events of its own storage area to subscribers of that key', () => {
    const web = fakeWebStorage();
    const win = fakeWindow();
    const storage = createBrowserStorage(web, win, { channel: null });
    const heard = vi.fn();
    storage.subscribe!('checkout_data', heard);
    win.fire({ key: 'checkout_data', storageArea: web });
    win.fire({ key: 'other', storageArea: web });
    win.fire({ key: 'checkout_data', storageArea: {} /* sessionStorage */ });
    expect(heard).toHaveBeenCalledTimes(1);
    win.fire({ key: null, storageArea: web });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('attaches no window listener until something subscribes', () => {
    const win = fakeWindow();
    const storage = createBrowserStorage(fakeWebStorage(), win, { channel: null });
    expect(win.count()).toBe(0);
    storage.subscribe!('k', () => {});
    expect(win.count()).toBe(1);
  });

  it('keeps two tabs in step over the broadcast channel', () => {
    const shared = fakeWebStorage();
    const [endA, endB] = channelPair();
    const tabA = createBrowserStorage(shared, null, { channel: endA });
    const tabB = createBrowserStorage(shared, null, { channel: endB });
    const heard = vi.fn();
    tabB.subscribe!('guest_cart', heard);
    tabA.setItem('guest_cart', '[1]');
    expect(heard).toHaveBeenCalledWith('guest_cart');
    endA.postMessage({ type: 'noise', key: 5 });
    endA.postMessage(null);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when Web Storage throws', () => {
    const web = fakeWebStorage();
    web.break();
    const storage = createBrowserStorage(web, null, { channel: null });
    expect(storage.getItem('user')).toBeNull();
    storage.setItem('user', '{"user_id":"7"}');
    expect(storage.getItem('user')).toBe('{"user_id":"7"}');
    storage.removeItem('user');
    expect(storage.getItem('user')).toBeNull();
  });
});

describe('readJson', () => {
  const schema = z.array(z.object({ sku: z.string() }));

  it('returns parsed, valid content', () => {
    const storage = createMemoryStorage();
    writeJson(storage, 'guest_cart', [{ sku: 'A' }]);
    expect(readJson(storage, 'guest_cart', schema, [])).toEqual([{ sku: 'A' }]);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{oops'],
    ['wrong shape', '{"sku":"A"}'],
    ['invalid items', '[{"sku":5}]'],
    ['empty text', ''],
  ])('falls back for %s content', (_, text) => {
    const storage = createMemoryStorage(text === undefined ? {} : { guest_cart: text });
    expect(readJson(storage, 'guest_cart', schema, [])).toEqual([]);
  });

  it('falls back when the storage itself throws', () => {
    const storage = createMemoryStorage();
    storage.getItem = () => {
      throw new Error('denied');
    };
    expect(readJson(storage, 'k', schema, [])).toEqual([]);
  });

  it('removes the key when writing null', () => {
    const storage = createMemoryStorage({ k: '1' });
    writeJson(storage, 'k', null);
    expect(storage.getItem('k')).toBeNull();
  });
});
