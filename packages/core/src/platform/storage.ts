/** Called with the key that changed in another tab (null when the whole storage was cleared). */
export type StorageListener = (key: string | null) => void;

/**
 * The key/value storage the stores persist into. Same shape as the Web Storage API so
 * `window.localStorage` fits, plus an optional `subscribe` for changes made by other tabs.
 */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Listen for changes made elsewhere (other tabs); returns the unsubscribe function. */
  subscribe?(key: string, listener: StorageListener): () => void;
  /**
   * True when the server that renders the page reads the same records (cookies): the stores then
   * start from them. Otherwise they start as a server renders them (a guest, an unknown cart) and
   * read storage right after, so React's hydrating render matches the server's HTML.
   */
  readonly readOnServer?: boolean;
}

/** The options of a store kept in storage and nothing else (the admission draft, the payment results). */
export interface StoredStoreOptions {
  storage: StorageAdapter;
}

/** The subset of `Storage` that `createBrowserStorage` needs. */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The subset of `window` that delivers `storage` events. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/** The fields of a `StorageEvent` that matter here. */
export interface StorageEventLike {
  key: string | null;
  storageArea?: unknown;
}

/** Minimal BroadcastChannel shape, so tests and old browsers can pass their own or none. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

/** Name of the BroadcastChannel every SkateKit tab of one origin shares. */
export const BROADCAST_CHANNEL_NAME = 'skatekit';

/** A small listener registry keyed by storage key; `null` (cleared) reaches everyone. */
function createListenerRegistry() {
  const listeners = new Map<string, Set<StorageListener>>();
  return {
    add(key: string, listener: StorageListener): () => void {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(key: string | null): void {
      const targets = key === null ? [...listeners.values()] : [listeners.get(key)];
      for (const set of targets) {
        // Copy: a listener may unsubscribe while we iterate.
        for (const listener of [...(set ?? [])]) {
          try {
            listener(key);
          } catch {
            // One broken subscriber must not stop the others from hearing about the change.
          }
        }
      }
    },
  };
}

/** In-memory storage for Node, tests and browsers where Web Storage is unavailable. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageAdapter {
  return createSharedMemoryStorage(initial).open();
}

/**
 * A memory storage shared by several "tabs": each `open()` returns an adapter over the same data,
 * and a write through one adapter notifies the subscribers of the others (never its own), the way
 * `storage` events behave in browsers. Useful for tests of cross-tab behaviour and for SSR.
 */
export function createSharedMemoryStorage(initial: Record<string, string> = {}): { open(): StorageAdapter } {
  const data = new Map<string, string>(Object.entries(initial));
  const tabs = new Set<ReturnType<typeof createListenerRegistry>>();
  return {
    open() {
      const own = createListenerRegistry();
      tabs.add(own);
      const notifyOthers = (key: string) => {
        for (const tab of tabs) if (tab !== own) tab.emit(key);
      };
      return {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => {
          const text = String(value);
          if (data.get(key) === text) return;
          data.set(key, text);
          notifyOthers(key);
        },
        removeItem: (key) => {
          if (!data.delete(key)) return;
          notifyOthers(key);
        },
        subscribe: (key, listener) => own.add(key, listener),
      };
    },
  };
}

/** Options of `createBrowserStorage`: the cross-tab channel (BroadcastChannel) to use, or none. */
export interface BrowserStorageOptions {
  /**
   * Channel used in addition to `storage` events. Default: `new BroadcastChannel('skatekit')` when the
   * runtime has one; pass `null` to disable.
   */
  channel?: BroadcastChannelLike | null;
}

/**
 * Wraps `window.localStorage` (or any Web Storage) as a StorageAdapter that tells subscribers about
 * changes from other tabs. Two signals are used because neither is enough alone: `storage` events
 * are the standard one but some embedded web views do not deliver them, and BroadcastChannel is
 * missing in older Safari. Receiving a change twice is harmless (stores re-read idempotently).
 * Every storage access is guarded: in sandboxed iframes or full quotas Web Storage throws, and a
 * storefront must keep working (the value then lives in memory for this tab).
 */
export function createBrowserStorage(
  storage: WebStorageLike,
  events?: StorageEventSource | null,
  options: BrowserStorageOptions = {},
): StorageAdapter {
  const registry = createListenerRegistry();
  const fallback = new Map<string, string | null>();
  // Opened on first use, not at creation, so merely building a storefront opens no channel.
  let channel: BroadcastChannelLike | null | undefined = options.channel;
  const getChannel = () => {
    if (channel === undefined) channel = openDefaultChannel();
    return channel;
  };
  let listening = false;

  const onStorage = (event: StorageEventLike) => {
    // Events from sessionStorage or another area carry a different storageArea; ignore those.
    if (event.storageArea !== undefined && event.storageArea !== null && event.storageArea !== storage)
      return;
    fallback.delete(event.key ?? '');
    registry.emit(event.key);
  };
  const onChannel = (event: { data: unknown }) => {
    const data = event.data as { type?: unknown; key?: unknown } | null;
    if (!data || typeof data !== 'object' || data.type !== 'storage') return;
    if (data.key !== null && typeof data.key !== 'string') return;
    registry.emit(data.key);
  };

  // Listen lazily: nothing is attached to window until a store actually subscribes.
  const startListening = () => {
    if (listening) return;
    listening = true;
    events?.addEventListener('storage', onStorage);
    getChannel()?.addEventListener('message', onChannel);
  };

  const announce = (key: string) => {
    try {
      getChannel()?.postMessage({ type: 'storage', key });
    } catch {
      // A closed channel only costs us the extra signal.
    }
  };

  return {
    getItem(key) {
      if (fallback.has(key)) return fallback.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
        fallback.delete(key);
      } catch {
        fallback.set(key, value);
      }
      announce(key);
    },
    removeItem(key) {
      try {
        storage.removeItem(key);
        fallback.delete(key);
      } catch {
        fallback.set(key, null);
      }
      announce(key);
    },
    subscribe(key, listener) {
      startListening();
      return registry.add(key, listener);
    },
  };
}

function openDefaultChannel(): BroadcastChannelLike | null {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => BroadcastChannelLike })
    .BroadcastChannel;
  if (typeof Channel !== 'function') return null;
  try {
    const opened = new Channel(BROADCAST_CHANNEL_NAME) as BroadcastChannelLike & { unref?: () => void };
    // Node keeps its process alive for an open channel; a storage signal must not do that.
    opened.unref?.();
    return opened;
  } catch {
    return null;
  }
}
