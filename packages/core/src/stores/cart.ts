import { createStore, type StoreApi } from 'zustand/vanilla';
import { isSignedIn, userDisplayName } from '../accounts/session';
import type { ApiClient } from '../api/client';
import { serverMessage } from '../api/server-message';
import type { CartItem } from '../api/schemas/cart';
import type { UserSession } from '../api/schemas/users';
import {
  type AddContext,
  addLine,
  addOutcomeNotice,
  cartCount,
  lineKey,
  removeLine,
  setQuantity as setLineQuantity,
} from '../cart/guestCart';
import { cartAddRefusal } from '../cart/serverCart';
import { MAX_LINE_QUANTITY, STORAGE_KEYS } from '../constants';
import { isSkateError } from '../errors';
import type { StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import { type CartEvents, createCartEvents } from './cart-events';
import type { AddItemResult, CartActionResult, MergeResult } from './cart-results';
import { readGuestCart, writeGuestCart } from './guest-cart-storage';
import { createKeyedQueue } from './keyed-queue';
import type { StoreStatus } from './status';

/**
 * The api calls the cart store makes. `setQuantity` (PATCH /cart/{sku}, an extension) may be left out:
 * server-cart quantities then stay on the page, as with a backend that lacks the call.
 */
export interface CartApi {
  cart: Pick<ApiClient['cart'], 'add' | 'list' | 'remove' | 'clear'> &
    Partial<Pick<ApiClient['cart'], 'setQuantity'>>;
  catalogue: Pick<ApiClient['catalogue'], 'product'>;
}

/** What the cart store needs from the session: who is signed in, and when that changes. */
export interface CartSession {
  getState(): { user: UserSession | null };
  subscribe(
    listener: (state: { user: UserSession | null }, previous: { user: UserSession | null }) => void,
  ): () => void;
}

/** State and actions of the cart store (guest cart in storage, server cart when signed in). */
export interface CartState {
  /** The guest cart (browser storage, one line per sku). Kept while signed in: failed merges wait here. */
  guestLines: CartItem[];
  /** The signed-in user's server cart, as last fetched. */
  serverLines: CartItem[];
  /** The lines to show: the server cart when signed in, else the guest cart. */
  lines: CartItem[];
  status: StoreStatus;
  error: string | null;
  /**
   * Adds an item; `context` decides what a duplicate does (listing: refused, detail: quantity up);
   * `source` (who added, e.g. an element) is carried by the `added` event.
   */
  addItem(item: CartItem, options: { context: AddContext; source?: unknown }): Promise<AddItemResult>;
  /** Removes the line with that sku (or product id for a line without sku). */
  removeItem(key: string): Promise<CartActionResult>;
  /** Sets a line's quantity, never below 1 (signed in: shown at once, then stored on the server if it can). */
  setQuantity(key: string, quantity: number): void;
  /** Refreshes each guest line from its product; a line that fails to refresh is kept unchanged. */
  refreshGuestLines(): Promise<void>;
  /** Loads the signed-in user's server cart. */
  fetchServerCart(): Promise<CartActionResult>;
  /** Empties the current cart (server cart when signed in, else the guest cart). */
  clear(): Promise<CartActionResult>;
  /** Pushes guest lines to the server cart one by one after login; failures stay in the guest cart. */
  mergeGuestCartIntoServer(): Promise<MergeResult>;
}

/** The cart store: its state and actions, and the typed events it announces (`added`, `removed`, ...). */
export type CartStore = StoreApi<CartState> & { events: CartEvents };

/** The cart badge count. */
export const selectCartCount = (state: Pick<CartState, 'lines'>): number => cartCount(state.lines);

/** What `createCartStore` needs: the cart api, the storage of the guest cart and the session it follows. */
export interface CartStoreOptions {
  api: CartApi;
  storage: StorageAdapter;
  session: CartSession;
}

/**
 * The cart: a guest cart in storage (shared by tabs) and, once signed in, the server cart. The
 * business rules (duplicates, quantities, refresh, refusal messages) are the pure functions of
 * cart/; this store sequences them with storage and the api.
 */
export function createCartStore({ api, storage, session }: CartStoreOptions): CartStore {
  const events = createCartEvents();
  const currentUser = () => {
    const user = session.getState().user;
    return user && isSignedIn(user) ? user : null;
  };
  const linesFor = (guestLines: CartItem[], serverLines: CartItem[]) =>
    currentUser() ? serverLines : guestLines;

  // Quantities changed on server-cart lines. The spec has no call to store them; the PATCH extension
  // may be missing or still on its way, so they live here too and win over refetches until sign-out.
  const serverQuantities = new Map<string, number>();
  // One PATCH at a time per line: an older answer must never land after a newer quantity.
  const quantitySaves = createKeyedQueue();
  const saveQuantity = (user: UserSession, key: string, quantity: number) =>
    quantitySaves
      .run(key, async () => {
        // Signed out (or in as someone else) while queued: not the new user's change to make.
        if (currentUser()?.user_id === user.user_id) await api.cart.setQuantity?.(key, quantity);
      })
      // A failure (404 from a backend without the extension, the network) keeps the page's
      // quantity, as before the extension: nothing to tell the shopper.
      .catch(() => {});
  const withLocalQuantities = (lines: CartItem[]) =>
    lines.map((line) => {
      const quantity = serverQuantities.get(lineKey(line));
      return quantity === undefined ? line : { ...line, quantity };
    });

  // Announces `synced` when the shown lines differ from `before` (by content: a refetch re-parses them).
  const announceSync = (before: CartItem[]) => {
    const { lines } = store.getState();
    if (lines !== before && JSON.stringify(lines) !== JSON.stringify(before))
      events.emit({ type: 'synced', lines });
  };
  // Loads the signed-in user's server cart without announcing (the action that asked announces).
  const loadServerCart = async (): Promise<CartActionResult> => {
    const { setState } = store;
    const user = currentUser();
    if (!user) {
      setState({ serverLines: [], lines: linesFor(store.getState().guestLines, []) });
      return { ok: true };
    }
    setState({ status: 'loading', error: null });
    try {
      const lines = await api.cart.list(user.user_id);
      // A logout or another sign-in while we waited makes this answer stale.
      if (currentUser()?.user_id !== user.user_id) return { ok: true };
      const serverLines = withLocalQuantities(lines);
      setState({ serverLines, lines: linesFor(store.getState().guestLines, serverLines), status: 'idle' });
      return { ok: true };
    } catch {
      setState({ status: 'error', error: TEXTS.FAILED_FETCH_CART });
      return { ok: false, message: TEXTS.FAILED_FETCH_CART };
    }
  };

  const initialGuestLines = readGuestCart(storage);
  const store = createStore<CartState>()((set, get) => {
    const setGuest = (guestLines: CartItem[]) => {
      writeGuestCart(storage, guestLines);
      set({ guestLines, lines: linesFor(guestLines, get().serverLines) });
    };
    const setServer = (serverLines: CartItem[]) =>
      set({ serverLines, lines: linesFor(get().guestLines, serverLines) });
    // Replaces the lines from elsewhere, announcing `synced` only when the shown lines differ.
    const sync = (change: () => void) => {
      const before = get().lines;
      change();
      announceSync(before);
    };

    /**
     * POSTs one line for `user`; answers the refusal message (null when it went through) and whether
     * the server itself said it, or the failure.
     */
    const postLine = async (
      item: CartItem,
      user: UserSession,
      context: AddContext,
    ): Promise<{ refused: string | null; duplicate?: boolean } | { failed: unknown }> => {
      try {
        await api.cart.add(
          { ...item, user_id: user.user_id, user_name: item.user_name || userDisplayName(user) },
          { context },
        );
        return { refused: null };
      } catch (error) {
        if (isSkateError(error) && error.code !== 'network' && error.code !== 'validation') {
          const said = serverMessage(error.cause) ?? null;
          return { refused: cartAddRefusal(false, { msg: said }), duplicate: error.reason === 'duplicate' };
        }
        return { failed: error };
      }
    };

    return {
      guestLines: initialGuestLines,
      serverLines: [],
      lines: currentUser() ? [] : initialGuestLines,
      // Signed in from a stored session: the server cart is still to come (start() loads it), so the
      // cart is loading, not empty.
      status: currentUser() ? 'loading' : 'idle',
      error: null,

      async addItem(item, { context, source }) {
        const user = currentUser();
        if (!user) {
          const { lines, outcome } = addLine(get().guestLines, item, { context });
          // The server refuses a line of more than MAX_LINE_QUANTITY units: so does the guest cart.
          const changed = lines.find((line) => lineKey(line) === lineKey(item));
          if (changed && changed.quantity > MAX_LINE_QUANTITY) {
            return { outcome: 'refused', notice: { type: 'warning', message: TEXTS.LINE_QUANTITY_MAX } };
          }
          if (outcome !== 'duplicate') {
            setGuest(lines);
            events.emit({ type: 'added', item, outcome, source, lines: get().lines });
          }
          return { outcome, notice: addOutcomeNotice(outcome) };
        }
        const result = await postLine(item, user, context);
        if ('failed' in result) {
          return { outcome: 'error', notice: { type: 'error', message: TEXTS.SOMETHING_WENT_WRONG } };
        }
        if (result.refused !== null) {
          const outcome = result.duplicate ? 'duplicate' : 'refused';
          return { outcome, notice: { type: 'warning', message: result.refused } };
        }
        // The server holds a signed-in shopper's quantities: the cart shows what it answers.
        await loadServerCart();
        events.emit({ type: 'added', item, outcome: 'added', source, lines: get().lines });
        return { outcome: 'added', notice: addOutcomeNotice('added') };
      },

      async removeItem(key) {
        if (!currentUser()) {
          setGuest(removeLine(get().guestLines, key));
          events.emit({ type: 'removed', key, lines: get().lines });
          return { ok: true };
        }
        try {
          await api.cart.remove(key);
        } catch {
          return { ok: false, message: TEXTS.FAILED_REMOVE_PRODUCT };
        }
        serverQuantities.delete(key);
        setServer(removeLine(get().serverLines, key));
        events.emit({ type: 'removed', key, lines: get().lines });
        void get().fetchServerCart();
        return { ok: true };
      },

      setQuantity(key, quantity) {
        // The guest cart's quantities are stored; the server cart's are kept for this page (checkout
        // data takes them from here) and sent with the PATCH /cart/{sku} extension.
        const user = currentUser();
        const announce = () => {
          const changed = get().lines.find((line) => lineKey(line) === key);
          if (changed) events.emit({ type: 'quantity', key, quantity: changed.quantity, lines: get().lines });
        };
        if (!user) {
          setGuest(setLineQuantity(get().guestLines, key, quantity));
          announce();
          return;
        }
        const serverLines = setLineQuantity(get().serverLines, key, quantity);
        const changed = serverLines.find((line) => lineKey(line) === key);
        if (changed) serverQuantities.set(key, changed.quantity);
        setServer(serverLines);
        announce();
        if (changed) saveQuantity(user, key, changed.quantity);
      },

      async refreshGuestLines() {
        const ids = [
          ...new Set(
            get()
              .guestLines.map((line) => line.product_id)
              .filter((id) => id !== ''),
          ),
        ];
        if (ids.length === 0) return;
        // Loaded here, not with the store: a page that only shows the count never refreshes lines.
        const { refreshCartLine } = await import('../cart/refresh');
        const settled = await Promise.allSettled(ids.map((id) => api.catalogue.product(id)));
        const products = new Map<string, Awaited<ReturnType<CartApi['catalogue']['product']>>>();
        settled.forEach((outcome, index) => {
          if (outcome.status === 'fulfilled') products.set(ids[index], outcome.value);
          else console.warn('[skatekit] guest cart line refresh failed', ids[index], outcome.reason);
        });
        // Applied to the lines as they are now: the cart may have changed while we waited.
        const current = get().guestLines;
        const next = current.map((line) => {
          const product = products.get(line.product_id);
          return product ? refreshCartLine(line, product) : line;
        });
        if (JSON.stringify(next) !== JSON.stringify(current)) sync(() => setGuest(next));
      },

      async fetchServerCart() {
        const before = get().lines;
        const result = await loadServerCart();
        announceSync(before);
        return result;
      },

      async clear() {
        const user = currentUser();
        if (!user) {
          setGuest([]);
          events.emit({ type: 'cleared', lines: get().lines });
          return { ok: true };
        }
        try {
          await api.cart.clear(user.user_id);
        } catch {
          return { ok: false, message: TEXTS.SOMETHING_WENT_WRONG };
        }
        serverQuantities.clear();
        setServer([]);
        events.emit({ type: 'cleared', lines: get().lines });
        return { ok: true };
      },

      async mergeGuestCartIntoServer() {
        const user = currentUser();
        const pending = get().guestLines;
        if (!user || pending.length === 0) return { merged: 0, kept: pending.length };
        const mergedKeys = new Set<string>();
        // One by one, as the spec says: the server's duplicate check must see each earlier line.
        for (const line of pending) {
          const result = await postLine(line, user, 'merge');
          // Only the server's duplicate refusal (reason 'duplicate', set where the reply is parsed)
          // proves the line is there: any other refusal (a bare 500) keeps the line.
          const duplicate = 'refused' in result && result.duplicate === true;
          if ('refused' in result && (result.refused === null || duplicate)) {
            mergedKeys.add(lineKey(line));
          }
        }
        // Lines added to the guest cart meanwhile (another tab) are left alone.
        const kept = get().guestLines.filter((line) => !mergedKeys.has(lineKey(line)));
        sync(() => setGuest(kept));
        await get().fetchServerCart();
        return { merged: mergedKeys.size, kept: pending.length - mergedKeys.size };
      },
    };
  });

  // Another tab changed the guest cart.
  storage.subscribe?.(STORAGE_KEYS.guestCart, () => {
    const before = store.getState().lines;
    const guestLines = readGuestCart(storage);
    store.setState({ guestLines, lines: linesFor(guestLines, store.getState().serverLines) });
    announceSync(before);
  });

  // Signing in shows (and loads) the server cart; signing out shows the guest cart again.
  session.subscribe((state, previous) => {
    const id = state.user?.user_id || null;
    if (id === (previous.user?.user_id || null)) return;
    const { guestLines, lines: before } = store.getState();
    serverQuantities.clear();
    store.setState({ serverLines: [], lines: id ? [] : guestLines, status: 'idle', error: null });
    announceSync(before);
    if (id) void store.getState().fetchServerCart();
  });

  return Object.assign(store, { events });
}
