import { type AdmissionDraftState, createAdmissionDraftStore } from './stores/admission-draft';
import { createPaymentResultsStore, type PaymentResultsState } from './stores/payment-results';
import type { StoreApi } from 'zustand/vanilla';
import { type ApiClient, createApiClient } from './api/client';
import type { Platform } from './constants';
import { detectPlatform, type PlatformEnv } from './platform/detect-platform';
import type { RecordCodec } from './platform/encrypted-codec';
import { createNativeBridge, type NativeBridge, type NativeBridgeTarget } from './platform/native-bridge';
import {
  createBrowserStorage,
  createMemoryStorage,
  type StorageAdapter,
  type StorageEventSource,
  type WebStorageLike,
} from './platform/storage';
import { type CartStore, createCartStore } from './stores/cart';
import { type CatalogueStore, createCatalogueStore } from './stores/catalogue';
import { type CheckoutState, createCheckoutStore } from './stores/checkout';
import { createReturnPageStore, type ReturnPageState } from './stores/return-page';
import { createSessionStore, type SessionState, selectIsSignedIn } from './stores/session';
import { createSettingsStore, type SettingsState } from './stores/settings';

/** How to build a storefront: where the API is, which merchant, and optional adapters. */
export interface StorefrontConfig {
  /** Commerce API address, e.g. `https://api.example.com`. */
  apiBase: string;
  /** The merchant code (`{store}`, `main_id`). */
  merchantCode: string;
  /** Where carts, checkout data and the session persist; default: localStorage when usable, else memory. */
  storage?: StorageAdapter;
  /** fetch implementation for the api client (SSR, tests, native wrappers). */
  fetch?: typeof globalThis.fetch;
  /** Second host of the enquiry form and class levels. */
  enquiryBaseUrl?: string;
  /** Encrypts the stored user session (see createEncryptedCodec). */
  codec?: RecordCodec;
  /** A ready api client instead of one built from apiBase (tests, custom transports). */
  api?: ApiClient;
  /** The environment to detect the platform and find the native bridge in; default: `globalThis`. */
  env?: PlatformEnv & NativeBridgeTarget;
}

/** One set of stores per (api base, merchant code), shared by every component on the page. */
export interface Storefront {
  readonly config: Readonly<StorefrontConfig>;
  api: ApiClient;
  session: StoreApi<SessionState>;
  /** The cart; `cart.events` announces `added`, `removed`, `quantity`, `cleared` and `synced`. */
  cart: CartStore;
  checkout: StoreApi<CheckoutState>;
  /** The catalogue: each resource fetched once per key and shared by every reader on the page. */
  catalogue: CatalogueStore;
  settings: StoreApi<SettingsState>;
  returnPage: StoreApi<ReturnPageState>;
  /** Which paid orders already cleared the cart (a result page does it once per order). */
  paymentResults: StoreApi<PaymentResultsState>;
  /** The admission form draft (`admission`), kept while a guest signs in. */
  admissionDraft: StoreApi<AdmissionDraftState>;
  platform: Platform;
  /** Who acts through this storefront (an element's host on a page of elements): the `source` of cart adds. */
  eventSource?: unknown;
  /** The native wrapper's bridge; only inside the Android or iOS app. */
  bridge?: NativeBridge;
  /**
   * Start-up work, run once however often it is called: checks the stored user with the server, loads
   * the server cart when signed in, loads the site settings. Never rejects.
   */
  start(): Promise<void>;
}

/**
 * Builds the api client and every store once. The api client reads its token from the session,
 * a sign-in pushes the guest cart to the server before it resolves, and a 401 to a signed-in call
 * tries a token refresh.
 * @example const shop = createStorefront({ apiBase: 'http://localhost:4000', merchantCode: 'skate-academy' });
 */
export function createStorefront(config: StorefrontConfig): Storefront {
  const storage = config.storage ?? defaultStorage();
  const env = config.env ?? (globalThis as PlatformEnv & NativeBridgeTarget);

  // The api client, session and cart refer to each other; these late-bound references close the loop.
  let session: StoreApi<SessionState> | undefined;
  let cart: CartStore | undefined;

  const api =
    config.api ??
    createApiClient({
      baseUrl: config.apiBase,
      merchantCode: config.merchantCode,
      enquiryBaseUrl: config.enquiryBaseUrl,
      fetch: config.fetch,
      getToken: () => session?.getState().getToken(),
      onUnauthorised: () => void session?.getState().refreshTokens(),
    });

  session = createSessionStore({
    api,
    storage,
    codec: config.codec,
    onSignedIn: () => cart?.getState().mergeGuestCartIntoServer(),
  });
  cart = createCartStore({ api, storage, session });
  const checkout = createCheckoutStore({ storage, api });
  const catalogue = createCatalogueStore({ api: api.catalogue });
  const settings = createSettingsStore({ api });
  const returnPage = createReturnPageStore({ storage });
  const paymentResults = createPaymentResultsStore({ storage });
  const admissionDraft = createAdmissionDraftStore({ storage });
  const platform = detectPlatform(env);
  // Only the wrapper apps have a native side; on a website the bridge would only add a listener.
  const bridge = platform === 'WEBSITE' ? undefined : createNativeBridge(env);

  const signedInSession = session;
  const signedInCart = cart;
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (async () => {
      await Promise.allSettled([
        (async () => {
          await signedInSession.getState().hydrate();
          await signedInSession.getState().verifyOnStart();
          if (selectIsSignedIn(signedInSession.getState())) await signedInCart.getState().fetchServerCart();
        })(),
        settings.getState().loadSettings(),
      ]);
    })();
    return started;
  };

  return {
    config: Object.freeze({ ...config }),
    api,
    session,
    cart,
    checkout,
    catalogue,
    settings,
    returnPage,
    paymentResults,
    admissionDraft,
    platform,
    bridge,
    start,
  };
}

// Kept on globalThis under a registered symbol (at call time, never at import) so that two bundles
// of SkateKit on one page - the elements script and a host app - still share one storefront.
const REGISTRY = Symbol.for('skatekit.storefronts');
type Registry = Map<string, Storefront>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

const storefrontKey = (config: Pick<StorefrontConfig, 'apiBase' | 'merchantCode'>) =>
  `${config.apiBase.trim().replace(/\/+$/, '')}|${config.merchantCode.trim()}`;

/**
 * The storefront for (apiBase, merchantCode), created on first use and shared afterwards, so several
 * custom elements and React roots on one page use one cart. Options of later calls are ignored.
 */
export function getStorefront(config: StorefrontConfig): Storefront {
  const key = storefrontKey(config);
  const known = registry().get(key);
  if (known) return known;
  const created = createStorefront(config);
  registry().set(key, created);
  return created;
}

/** Forgets every shared storefront (tests, or a host switching merchants without a reload). */
export function forgetStorefronts(): void {
  registry().clear();
}

/** localStorage with cross-tab events when the page may use it (a sandboxed frame may not), else memory. */
function defaultStorage(): StorageAdapter {
  const g = globalThis as { localStorage?: WebStorageLike } & Partial<StorageEventSource>;
  try {
    const local = g.localStorage;
    if (local) {
      const probe = '__skatekit_probe__';
      local.setItem(probe, '1');
      local.removeItem(probe);
      const events = typeof g.addEventListener === 'function' ? (g as StorageEventSource) : null;
      return createBrowserStorage(local, events);
    }
  } catch {
    // Access denied (sandboxed iframe, blocked third-party storage): fall through.
  }
  return createMemoryStorage();
}
