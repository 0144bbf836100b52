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
import { STORAGE_KEYS } from '../constants';
import { isSkateError } from '../errors';
import type { StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import { type CartEvents, createCartEvents } from './cart-events';
import type { AddItemResult, CartActionResult, MergeResult } from './cart-results';
import { readGuestCart, writeGuestCart } from './guest-cart-storage';
import { createKeyedQueue } from './keyed-queue';
import { startAsServer } from './first-state';
import type { StoreStatus } from './status';

/** What a cart write answers: the add's outcome and the cart after it (extensions; may be absent). */
type CartWriteReply = { outcome?: string; cart?: CartItem[] } | undefined;

/**
 * The api calls the cart store makes. `setQuantity` (PATCH /cart/{sku}, an extension) may be left out:
 * server-cart quantities then stay on the page, as with a backend that lacks the call.
 */
export interface CartApi {
  cart: Pick<ApiClient['cart'], 'list' | 'clear'> & {
    add(...args: Parameters<ApiClient['cart']['add']>): Promise<CartWriteReply>;
    remove(sku: string): Promise<CartWriteReply>;
    setQuantity?(sku: string, quantity: number): Promise<CartWriteReply>;
  };
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

  // Writes to the server cart under way, and the freshest cart one of them answered. A write's answer
  // (the extension's `cart`) is shown once no other write is pending; a read started before a write
  // (or answering while one is pending) is dropped: the write's answer is newer.
  let pendingWrites = 0;
  let writeSeq = 0;
  let answered: CartItem[] | undefined;
  const beginWrite = () => {
    pendingWrites++;
    writeSeq++;
  };
  /** Ends a write; true when its answer (or an earlier write's) was shown. */
  const endWrite = (user: UserSession, cart: CartItem[] | undefined): boolean => {
    pendingWrites--;
    if (cart) answered = cart;
    if (pendingWrites > 0 || !answered) return false;
    const latest = answered;
    answered = undefined;
    // Signed out (or in as someone else) meanwhile: not this cart to show.
    if (currentUser()?.user_id !== user.user_id) return false;
    store.setState({
      serverLines: latest,
      lines: linesFor(store.getState().guestLines, latest),
      status: 'idle',
    });
    return true;
  };
  // One PATCH at a time per line: an older answer must never land after a newer quantity.
  const quantitySaves = createKeyedQueue();
  const saveQuantity = (user: UserSession, key: string, quantity: number) => {
    beginWrite();
    let cart: CartItem[] | undefined;
    return (
      quantitySaves
        .run(key, async () => {
          // Signed out (or in as someone else) while queued: not the new user's change to make.
          if (currentUser()?.user_id === user.user_id)
            cart = (await api.cart.setQuantity?.(key, quantity))?.cart;
        })
        // A failure (404 from a backend without the extension, the network) keeps the page's
        // quantity until the cart is read again: nothing to tell the shopper.
        .catch(() => {})
        .finally(() => {
          const before = store.getState().lines;
          if (endWrite(user, cart)) announceSync(before);
        })
    );
  };

  // Announces `synced` when the shown lines differ from `before` (by content: a refetch re-parses them).
  const announceSync = (before: CartItem[]) => {
    const { lines } = store.getState();
    if (lines !== before && JSON.stringify(lines) !== JSON.stringify(before))
      events.emit({ type: 'synced', lines });
  };
  // Loads the signed-in user's server cart without announcing (the action that asked announces).
  // Callers asking while a read for the same user is on its way share it (sign-in asks once).
  let reading: { userId: string; result: Promise<CartActionResult> } | null = null;
  const loadServerCart = (): Promise<CartActionResult> => {
    const { setState } = store;
    const user = currentUser();
    if (!user) {
      setState({ serverLines: [], lines: linesFor(store.getState().guestLines, []) });
      return Promise.resolve({ ok: true });
    }
    if (reading?.userId === user.user_id) return reading.result;
    setState({ status: 'loading', error: null });
    const seq = writeSeq;
    const current: { result?: Promise<CartActionResult> } = {};
    const result = (async (): Promise<CartActionResult> => {
      try {
        const serverLines = await api.cart.list(user.user_id);
        // A logout or another sign-in while we waited makes this answer stale; so does a write
        // begun meanwhile (its answer is the newer cart).
        if (currentUser()?.user_id !== user.user_id) return { ok: true };
        if (writeSeq !== seq || pendingWrites > 0) {
          setState({ status: 'idle' });
          return { ok: true };
        }
        setState({ serverLines, lines: linesFor(store.getState().guestLines, serverLines), status: 'idle' });
        return { ok: true };
      } catch {
        setState({ status: 'error', error: TEXTS.FAILED_FETCH_CART });
        return { ok: false, message: TEXTS.FAILED_FETCH_CART };
      } finally {
        if (reading?.result === current.result) reading = null;
      }
    })();
    current.result = result;
    reading = { userId: user.user_id, result };
    return result;
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
     * POSTs one line's reference for `user` (the server prices it from the catalogue); answers the
     * refusal message (null when it went through), whether the server said it, the add's outcome and
     * the cart it answered (the extension; absent from a backend without it), or the failure.
     */
    const postLine = async (
      item: CartItem,
      user: UserSession,
      context: AddContext,
    ): Promise<
      | { refused: null; increased: boolean; cart?: CartItem[] }
      | { refused: string; duplicate: boolean; cart?: CartItem[] }
      | { failed: unknown }
    > => {
      try {
        const reply = await api.cart.add(
          {
            product_id: item.product_id,
            product_sku: item.product_sku,
            product_name: item.product_name,
            quantity: item.quantity,
            // The one place the shopper is stamped on a line (the token names them to the server).
            user_id: user.user_id,
            user_name: item.user_name || userDisplayName(user),
            main_id: item.main_id,
          },
          { context },
        );
        return { refused: null, increased: reply?.outcome === 'increased', cart: reply?.cart };
      } catch (error) {
        if (isSkateError(error) && error.code !== 'network' && error.code !== 'validation') {
          const said = serverMessage(error.cause) ?? null;
          const refused = cartAddRefusal(false, { msg: said }) ?? TEXTS.PRODUCT_ALREADY_IN_CART;
          const cart = (error.cause as { cart?: unknown } | undefined)?.cart;
          return {
            refused,
            duplicate: error.reason === 'duplicate',
            cart: Array.isArray(cart) ? (cart as CartItem[]) : undefined,
          };
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
          const added = addLine(get().guestLines, item, { context });
          // Core's caps (units on hand, MAX_LINE_QUANTITY), as the server cart applies them.
          if (added.outcome === 'refused') {
            return { outcome: 'refused', notice: { type: 'warning', message: added.refusal.message } };
          }
          const { lines, outcome } = added;
          if (outcome !== 'duplicate') {
            setGuest(lines);
            events.emit({ type: 'added', item, outcome, source, lines: get().lines });
          }
          return { outcome, notice: addOutcomeNotice(outcome) };
        }
        beginWrite();
        const result = await postLine(item, user, context);
        const shown = endWrite(user, 'failed' in result ? undefined : result.cart);
        if ('failed' in result) {
          return { outcome: 'error', notice: { type: 'error', message: TEXTS.SOMETHING_WENT_WRONG } };
        }
        if (result.refused !== null) {
          const outcome = result.duplicate ? 'duplicate' : 'refused';
          return { outcome, notice: { type: 'warning', message: result.refused } };
        }
        // The server holds a signed-in shopper's quantities: the cart shows what it answers (one round
        // trip; a backend that answers no cart is read again). The outcome is core's addLine's on the
        // server, as for a guest: a second add is `increased`.
        if (!shown && !result.cart) await loadServerCart();
        const outcome = result.increased ? 'increased' : 'added';
        events.emit({ type: 'added', item, outcome, source, lines: get().lines });
        return { outcome, notice: addOutcomeNotice(outcome) };
      },

      async removeItem(key) {
        if (!currentUser()) {
          setGuest(removeLine(get().guestLines, key));
          events.emit({ type: 'removed', key, lines: get().lines });
          return { ok: true };
        }
        const user = currentUser() as UserSession;
        beginWrite();
        let cart: CartItem[] | undefined;
        try {
          cart = (await api.cart.remove(key))?.cart;
        } catch {
          endWrite(user, undefined);
          return { ok: false, message: TEXTS.FAILED_REMOVE_PRODUCT };
        }
        if (!endWrite(user, cart)) setServer(removeLine(get().serverLines, key));
        events.emit({ type: 'removed', key, lines: get().lines });
        // A backend that answers no cart is read again.
        if (!cart) void get().fetchServerCart();
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
        setServer(serverLines);
        announce();
        if (changed) void saveQuantity(user, key, changed.quantity);
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
        setServer([]);
        events.emit({ type: 'cleared', lines: get().lines });
        return { ok: true };
      },

      async mergeGuestCartIntoServer() {
        const user = currentUser();
        const pending = get().guestLines;
        if (!user || pending.length === 0) return { merged: 0, kept: pending.length };
        const mergedKeys = new Set<string>();
        let answeredCart = false;
        // One by one, as the spec says: the server's duplicate check must see each earlier line.
        for (const line of pending) {
          beginWrite();
          const result = await postLine(line, user, 'merge');
          const cart = 'failed' in result ? undefined : result.cart;
          answeredCart ||= cart !== undefined;
          endWrite(user, cart);
          // Only the server's duplicate refusal (reason 'duplicate', set where the reply is parsed)
          // proves the line is there: any other refusal (a bare 500) keeps the line.
          const duplicate = 'duplicate' in result && result.duplicate;
          if ('refused' in result && (result.refused === null || duplicate)) {
            mergedKeys.add(lineKey(line));
          }
        }
        // Lines added to the guest cart meanwhile (another tab) are left alone.
        const kept = get().guestLines.filter((line) => !mergedKeys.has(lineKey(line)));
        sync(() => setGuest(kept));
        // The last answer is the cart (shown as it came); a backend that answers none is read again.
        if (!answeredCart) await get().fetchServerCart();
        return { merged: mergedKeys.size, kept: pending.length - mergedKeys.size };
      },
    };
  });

  // Before storage is read the cart is not known: loading, not empty.
  startAsServer(store, storage, { guestLines: [], lines: [], status: 'loading' });

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
    store.setState({ serverLines: [], lines: id ? [] : guestLines, status: 'idle', error: null });
    announceSync(before);
    if (id) void store.getState().fetchServerCart();
  });

  return Object.assign(store, { events });
}
