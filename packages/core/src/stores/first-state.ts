import type { StoreApi } from 'zustand/vanilla';
import type { StorageAdapter } from '../platform/storage';

/**
 * Hydration-safe start of a store that persists. A server renders a page without the browser's
 * storage, so the store's initial state (zustand's `getInitialState()`, which React's hydrating
 * render reads as `useSyncExternalStore`'s server snapshot) becomes what the server renders: its
 * state with `empty` over the stored fields. The first client render then matches the server's, and
 * the stored cart and session show in the render after; `getState()` answers the stored values.
 * A storage the server reads as well (cookies: `readOnServer`) keeps the stored values as the start.
 */
export function startAsServer<T>(store: StoreApi<T>, storage: StorageAdapter, empty: Partial<T>): void {
  if (storage.readOnServer) return;
  const start = { ...store.getInitialState(), ...empty };
  store.getInitialState = () => start;
}
