import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../constants';
import type { StorageAdapter, StoredStoreOptions } from '../platform/storage';
import { startAsServer } from './first-state';

/** An admission form as typed so far: field name to text (the rules box as "true"/"false"). */
export type AdmissionDraft = Readonly<Record<string, string>>;

/** State and actions of the admission-draft store (the spec's `admission` storage key). */
export interface AdmissionDraftState {
  /** The kept draft, or null. */
  draft: AdmissionDraft | null;
  /** Keeps the form as typed, e.g. before a guest is sent to sign in. */
  saveDraft(draft: AdmissionDraft): void;
  /** Forgets the draft (after the admission was saved). */
  clearDraft(): void;
}

/** Field names are short words; anything else in storage is not ours and is dropped. */
const FIELD = /^[A-Za-z]{1,32}$/;

function read(storage: StorageAdapter): AdmissionDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.admission) ?? 'null');
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const draft: Record<string, string> = {};
    for (const [key, text] of Object.entries(value)) {
      if (FIELD.test(key) && typeof text === 'string') draft[key] = text.slice(0, 1000);
      else if (FIELD.test(key) && typeof text === 'boolean') draft[key] = String(text);
    }
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The admission form draft, kept in storage under `admission` so that a guest sent to sign in comes
 * back to the form as they left it (also across a reload or another tab).
 */
export function createAdmissionDraftStore({ storage }: StoredStoreOptions): StoreApi<AdmissionDraftState> {
  const store = createStore<AdmissionDraftState>()((set) => ({
    draft: read(storage),
    saveDraft(draft) {
      try {
        storage.setItem(STORAGE_KEYS.admission, JSON.stringify(draft));
      } catch {
        // Kept in memory for this tab only.
      }
      set({ draft: { ...draft } });
    },
    clearDraft() {
      try {
        storage.removeItem(STORAGE_KEYS.admission);
      } catch {
        // Nothing stored to remove.
      }
      set({ draft: null });
    },
  }));
  startAsServer(store, storage, { draft: null });
  storage.subscribe?.(STORAGE_KEYS.admission, () => store.setState({ draft: read(storage) }));
  return store;
}
