import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/client';
import type { StoreProfile } from '../api/schemas/catalogue';
import type { ButtonConfig, Help, Meta, PayButtonConfig } from '../api/schemas/site';
import { defaultButton } from '../catalogue/buttons';
import { type ButtonId, type PayMode, STORAGE_KEYS } from '../constants';
import type { StorageAdapter } from '../platform/storage';
import { payMode } from '../checkout/payMode';
import type { StoreStatus } from './status';

/** The api calls the settings store makes. */
export interface SettingsApi {
  site: Pick<ApiClient['site'], 'buttons' | 'payButtons' | 'meta' | 'help'>;
  catalogue: Pick<ApiClient['catalogue'], 'storeProfile'>;
}

/** State of the settings store: site buttons, pay buttons, meta, store profile, help, and what they decide. */
export interface SettingsState {
  buttons: ButtonConfig[];
  payButtons: PayButtonConfig[];
  meta: Meta | null;
  /**
   * The store's title: the metadata's once it loads, else the one kept from the last visit, so a
   * failing API does not take the store's name from the header (issue 39); '' before either.
   */
  storeTitle: string;
  storeProfile: StoreProfile | null;
  help: Help | null;
  /** The site's default card action (getquote, then addtocart, then buynow), or null. */
  defaultButton: ButtonId | null;
  /** The site's pay mode (paymanual, then paynow, then payondelivery), or null. */
  payMode: PayMode | null;
  status: StoreStatus;
  /** True once a load has finished (whatever its outcome). */
  loaded: boolean;
  /**
   * Why the last load's merchant metadata call failed, or null. A 404 there means the API does not
   * know the merchant code (see `merchantProblem`), which the provider reports to the developer.
   */
  metaError: unknown;
  /** Loads every setting at once; a failed part is logged and keeps its previous value. */
  loadSettings(options?: { force?: boolean }): Promise<void>;
}

/**
 * Per-merchant site settings: cart buttons, pay buttons, metadata, store profile and help numbers.
 * The spec only logs failures of these display-data calls, so one failing call never hides the rest.
 */
export function createSettingsStore({
  api,
  storage,
}: {
  api: SettingsApi;
  storage?: StorageAdapter;
}): StoreApi<SettingsState> {
  let inFlight: Promise<void> | null = null;
  let kept: unknown = '';
  try {
    kept = JSON.parse(storage?.getItem(STORAGE_KEYS.storeTitle) ?? '""');
  } catch {}

  return createStore<SettingsState>()((set, get) => ({
    buttons: [],
    payButtons: [],
    meta: null,
    storeTitle: typeof kept === 'string' ? kept : '',
    storeProfile: null,
    help: null,
    defaultButton: null,
    payMode: null,
    status: 'idle',
    loaded: false,
    metaError: null,

    loadSettings({ force = false } = {}) {
      if (inFlight) return inFlight;
      if (get().loaded && !force) return Promise.resolve();
      set({ status: 'loading' });
      inFlight = (async () => {
        const [buttons, payButtons, meta, storeProfile, help] = await Promise.allSettled([
          api.site.buttons(),
          api.site.payButtons(),
          api.site.meta(),
          api.catalogue.storeProfile(),
          api.site.help(),
        ]);
        const next: Partial<SettingsState> = {};
        if (buttons.status === 'fulfilled') next.buttons = buttons.value;
        if (payButtons.status === 'fulfilled') next.payButtons = payButtons.value;
        if (meta.status === 'fulfilled') {
          next.meta = meta.value;
          if (meta.value?.title) {
            next.storeTitle = meta.value.title;
            try {
              storage?.setItem(STORAGE_KEYS.storeTitle, JSON.stringify(meta.value.title));
            } catch {}
          }
        }
        if (storeProfile.status === 'fulfilled') next.storeProfile = storeProfile.value;
        if (help.status === 'fulfilled') next.help = help.value;
        const failures = [buttons, payButtons, meta, storeProfile, help].filter(
          (r) => r.status === 'rejected',
        );
        for (const failure of failures) console.warn('[skatekit] settings call failed', failure.reason);
        const merged = { ...get(), ...next };
        set({
          ...next,
          defaultButton: defaultButton(merged.buttons),
          payMode: payMode(merged.payButtons),
          status: failures.length === 5 ? 'error' : 'idle',
          loaded: true,
          metaError: meta.status === 'rejected' ? meta.reason : null,
        });
      })().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  }));
}
