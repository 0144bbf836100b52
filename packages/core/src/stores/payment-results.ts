import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants';
import type { StorageAdapter, StoredStoreOptions } from '../platform/storage';
import { startAsServer } from './first-state';

/** How many handled orders are remembered (the oldest are forgotten first). */
const REMEMBERED = 20;

/** State and actions of the payment-results store: which paid orders already cleared the cart. */
export interface PaymentResultsState {
  /** Order ids whose result page already did its once-only work, newest last. */
  handled: readonly string[];
  /**
   * True the first time it is called for an order, false ever after (in this browser), so a result
   * page clears the cart once per order and an old link opened later leaves the current cart alone.
   */
  claim(orderId: string): boolean;
}

function read(storage: StorageAdapter): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.paymentResults) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The handled payment results, kept in storage (`payment_results`) and shared by tabs. */
export function createPaymentResultsStore({ storage }: StoredStoreOptions): StoreApi<PaymentResultsState> {
  const store = createStore<PaymentResultsState>()((set) => ({
    handled: read(storage),
    claim(orderId) {
      const handled = read(storage);
      if (orderId === '' || handled.includes(orderId)) return false;
      const next = [...handled, orderId].slice(-REMEMBERED);
      try {
        storage.setItem(STORAGE_KEYS.paymentResults, JSON.stringify(next));
      } catch {
        // Remembered for this tab only.
      }
      set({ handled: next });
      return true;
    },
  }));
  startAsServer(store, storage, { handled: [] });
  storage.subscribe?.(STORAGE_KEYS.paymentResults, () => store.setState({ handled: read(storage) }));
  return store;
}
