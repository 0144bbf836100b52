import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants';
import { returnTarget } from '../routing/routes';
import type { StorageAdapter } from '../platform/storage';
import { startAsServer } from './first-state';

/** State and actions of the return-page store (where to go after login). */
export interface ReturnPageState {
  /** The page to go back to after login, or null. */
  path: string | null;
  /** Remembers where to go after login (e.g. '/checkout' when a guest checks out). */
  rememberReturnPage(path: string): void;
  /** Returns the remembered page and forgets it (login goes there, or to '/' when null). */
  takeReturnPage(): string | null;
}

/**
 * Only same-site absolute paths are accepted. The value lives in storage that any script of the
 * origin can write, so taking it as-is would turn login into an open redirect ('//evil.example',
 * 'https://...', 'javascript:').
 */
export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && path !== '' && returnTarget(path) === path;
}

function readPath(storage: StorageAdapter): string | null {
  try {
    const value = storage.getItem(STORAGE_KEYS.returnTo);
    return isSafeReturnPath(value) ? value : null;
  } catch {
    return null;
  }
}

/** The saved return page (`redirect_after_login`), kept as plain text in storage and shared by tabs. */
export function createReturnPageStore({ storage }: { storage: StorageAdapter }): StoreApi<ReturnPageState> {
  const store = createStore<ReturnPageState>()((set, get) => ({
    path: readPath(storage),
    rememberReturnPage(path) {
      if (!isSafeReturnPath(path)) return;
      try {
        storage.setItem(STORAGE_KEYS.returnTo, path);
      } catch {
        // Kept in memory for this tab only.
      }
      set({ path });
    },
    takeReturnPage() {
      const path = get().path ?? readPath(storage);
      try {
        storage.removeItem(STORAGE_KEYS.returnTo);
      } catch {
        // Nothing stored to remove.
      }
      set({ path: null });
      return path;
    },
  }));
  startAsServer(store, storage, { path: null });
  storage.subscribe?.(STORAGE_KEYS.returnTo, () => store.setState({ path: readPath(storage) }));
  return store;
}
