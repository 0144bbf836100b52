import type { NativeBridge, NativeBridgeOptions, NativeBridgeTarget } from './platform/native-bridge';
import type { AdmissionDraftState } from './stores/admission-draft';
import type { CatalogueStore } from './stores/catalogue';
import type { CheckoutStore } from './stores/checkout';
import type { PaymentResultsState } from './stores/payment-results';
import type { ReturnPageState } from './stores/return-page';
import type { SettingsState } from './stores/settings';
import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from './api/client';
import { createLazyApiClient } from './api/lazy-client';
import type { Platform } from './constants';
import { detectPlatform, type PlatformEnv } from './platform/detect-platform';
import type { RecordCodec } from './platform/encrypted-codec';
import {
  createBrowserStorage,
  createMemoryStorage,
  type StorageAdapter,
  type StorageEventSource,
  type WebStorageLike,
} from './platform/storage';
import { type CartStore, createCartStore } from './stores/cart';
import { createSessionStore, type SessionState, selectIsSignedIn } from './stores/session';

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
  /** Options of the wrapper app's bridge (`allowedOrigins`, `callbackName`); read when the bridge is made. */
  bridge?: NativeBridgeOptions;
}

/** The stores every page needs: the session and the cart (with the api client they use). */
export interface StorefrontBase {
  readonly config: Readonly<StorefrontConfig>;
  api: ApiClient;
  session: StoreApi<SessionState>;
  /** The cart; `cart.events` announces `added`, `removed`, `quantity`, `cleared` and `synced`. */
  cart: CartStore;
  platform: Platform;
  /** Who acts through this storefront (an element's host on a page of elements): the `source` of cart adds. */
  eventSource?: unknown;
  /**
   * Start-up work, run once however often it is called: checks the stored user with the server and
   * loads the server cart when signed in. Never rejects. The site settings are not part of it: the
   * components that show them load them (`settings.loadSettings()`), so a page with only a cart badge
   * fetches nothing for a guest.
   */
  start(): Promise<void>;
}

/** The stores only some screens use, each created on first use (see {@link StorefrontPartFactories}). */
export interface StorefrontParts {
  /** Checkout data and coupon; `checkout.events` announces `order-placed` and `payment-succeeded`. */
  checkout: CheckoutStore;
  /** The catalogue: each resource fetched once per key and shared by every reader on the page. */
  catalogue: CatalogueStore;
  settings: StoreApi<SettingsState>;
  returnPage: StoreApi<ReturnPageState>;
  /** Which paid orders already cleared the cart (a result page does it once per order). */
  paymentResults: StoreApi<PaymentResultsState>;
  /** The admission form draft (`admission`), kept while a guest signs in. */
  admissionDraft: StoreApi<AdmissionDraftState>;
  /** The native wrapper's bridge; only inside the Android or iOS app. */
  bridge: NativeBridge | undefined;
}

/** What a part's factory gets: the storefront's api, storage, environment, platform and cart. */
export interface StorefrontPartContext {
  api: ApiClient;
  storage: StorageAdapter;
  /** The storefront's cart (the checkout quotes its lines). */
  cart: CartStore;
  /** Another part when it was provided, else undefined (created on this call if it was not yet). */
  provided<K extends keyof StorefrontParts>(name: K): StorefrontParts[K] | undefined;
  env: PlatformEnv & NativeBridgeTarget;
  platform: Platform;
  /** The storefront config's bridge options. */
  bridgeOptions?: NativeBridgeOptions;
}

/** How to create each part; a storefront creates a part the first time it is read. */
export type StorefrontPartFactories = {
  [K in keyof StorefrontParts]?: (context: StorefrontPartContext) => StorefrontParts[K];
};

/** One set of stores per (api base, merchant code), shared by every component on the page. */
export interface Storefront extends StorefrontBase, StorefrontParts {
  /**
   * Adds the factories of parts this storefront does not have yet (the first factory of a part wins)
   * and answers the storefront. `createStorefront` / `getStorefront` (storefront-parts.ts) provide every part; a page that
   * builds with `getStorefrontBase` provides only what its components read, so its bundle carries
   * only their code (the drop-in elements do this per tag).
   */
  provide(factories: StorefrontPartFactories): Storefront;
  /** Whether a part can be read (its factory was provided). */
  provides(part: keyof StorefrontParts): boolean;
  /**
   * The part, its code loaded first when nobody provided it (the checkout: a page whose components
   * only start a Buy Now does not carry the checkout's code until a shopper asks for one).
   */
  load<K extends keyof StorefrontParts>(part: K): Promise<StorefrontParts[K]>;
}

/** Parts whose factory a storefront can load itself (`Storefront.load`) when none was provided. */
const LOADERS: StorefrontPartLoaders = {
  checkout: () => import('./parts/checkout').then((module) => module.checkoutPart),
};

type StorefrontPartLoaders = {
  [K in keyof StorefrontParts]?: () => Promise<NonNullable<StorefrontPartFactories[K]>>;
};

// Every part's name (`satisfies`: a part added to StorefrontParts and not here fails to compile).
const PART_NAMES = Object.keys({
  checkout: 1,
  catalogue: 1,
  settings: 1,
  returnPage: 1,
  paymentResults: 1,
  admissionDraft: 1,
  bridge: 1,
} satisfies Record<keyof StorefrontParts, 1>) as (keyof StorefrontParts)[];

/**
 * A storefront with the session and the cart only; each other part is created when first read, from
 * the factories given to `provide` (reading a part nobody provided throws, naming it).
 */
export function createStorefrontBase(config: StorefrontConfig): Storefront {
  const storage = config.storage ?? defaultStorage();
  const env = config.env ?? (globalThis as PlatformEnv & NativeBridgeTarget);

  // The api client, session and cart refer to each other; these late-bound references close the loop.
  let session: StoreApi<SessionState> | undefined;
  let cart: CartStore | undefined;

  const api =
    config.api ??
    createLazyApiClient({
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
  // The guest-line refresh reads products through the catalogue cache when the page has one, so the
  // cart and the checkout's quote share each product request.
  const cartApi = {
    cart: api.cart,
    catalogue: {
      product: (id: string) => (factories.catalogue ? part('catalogue') : api.catalogue).product(id),
    },
  };
  cart = createCartStore({ api: cartApi, storage, session });
  const platform = detectPlatform(env);

  const signedInSession = session;
  const signedInCart = cart;
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (async () => {
      try {
        await signedInSession.getState().hydrate();
        await signedInSession.getState().verifyOnStart();
        if (selectIsSignedIn(signedInSession.getState())) await signedInCart.getState().fetchServerCart();
      } catch {
        // Each step keeps what it had on a failure (offline keeps the stored user); nothing to add here.
      }
    })();
    return started;
  };

  const factories: StorefrontPartFactories = {};
  const made: Partial<StorefrontParts> = {};
  const context: StorefrontPartContext = {
    api,
    storage,
    cart: signedInCart,
    provided: (name) => (factories[name] ? part(name) : undefined),
    env,
    platform,
    bridgeOptions: config.bridge,
  };
  const part = <K extends keyof StorefrontParts>(name: K): StorefrontParts[K] => {
    if (!(name in made)) {
      const factory = factories[name];
      if (!factory)
        throw new Error(`SkateKit: storefront.${name} was not provided (see Storefront.provide).`);
      made[name] = factory(context);
    }
    return made[name] as StorefrontParts[K];
  };

  const storefront = {
    config: Object.freeze({ ...config }),
    api,
    session,
    cart,
    platform,
    start,
    provide(more: StorefrontPartFactories) {
      for (const name of PART_NAMES)
        if (!factories[name] && more[name]) Object.assign(factories, { [name]: more[name] });
      return storefront;
    },
    provides: (name: keyof StorefrontParts) => factories[name] !== undefined,
    async load<K extends keyof StorefrontParts>(name: K) {
      const loader = LOADERS[name];
      if (!factories[name] && loader)
        storefront.provide({ [name]: await loader() } as StorefrontPartFactories);
      return part(name);
    },
  } as Storefront;
  // Getters that never read `this`, so an object derived from this one (an element's view of it) reads the same parts.
  for (const name of PART_NAMES)
    Object.defineProperty(storefront, name, { get: () => part(name), enumerable: true, configurable: true });
  return storefront;
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
 * `getStorefront` without providing any part: the page's shared storefront, whose caller provides the
 * parts its components read (see `Storefront.provide`).
 */
export function getStorefrontBase(config: StorefrontConfig): Storefront {
  const key = storefrontKey(config);
  const known = registry().get(key);
  if (known) return known;
  const created = createStorefrontBase(config);
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
