import {
  bridgePart,
  cataloguePart,
  createStorefrontBase,
  getStorefrontBase,
  merchantProblem,
  returnPagePart,
  settingsPart,
  type Storefront,
  type StorefrontPartFactories,
  storefrontConfigProblem,
} from '@skatekit/core';
import type { NativeBridgeOptions, StorageAdapter } from '@skatekit/core/platform';
import type { TextOverrides } from '@skatekit/core/texts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { tokensSheet as TOKENS_SHEET } from '../styles/tokens';
import { ConfigProblem, isDevelopment } from './ConfigProblem';
import { SkateContext, type SkateContextValue } from './context';
import { createSheetHost, SheetContext } from './sheets';
import { ToastSlot } from './toastSlot';
import { useNativeApp } from '../push/useNativeApp';
import { type SkateTheme, themeToStyle } from './theme';
import { type PurchaseEventHandlers, useStorefrontPurchaseEvents } from './usePurchaseEvents';
import { useTextOverrides } from './useTextOverrides';

/** How a `<SkateProvider>` reaches the merchant's commerce API and the host page. */
export interface SkateConfig {
  /** Base address of the commerce API, e.g. `https://api.example.com`. */
  apiBase: string;
  /** The merchant's fixed store identifier (`main_id`). */
  merchantCode: string;
  /** Base address of the separate enquiry host, when the merchant has one. */
  enquiryBaseUrl?: string;
  /** Where the guest cart, checkout data and session live; core's default is browser storage. */
  storage?: StorageAdapter;
  /** A fetch implementation (tests, SSR, instrumentation). */
  fetch?: typeof fetch;
  /** Route changes; defaults to a full page load with `window.location.assign`. */
  navigate?: (to: string) => void;
  /** `--skate-*` overrides applied on `.skate-root`. */
  theme?: SkateTheme;
  /** The wrapper apps' bridge: `allowedOrigins`, `callbackName` (docs/wrapper-apps.md). */
  bridge?: NativeBridgeOptions;
}

export interface SkateProviderProps extends PurchaseEventHandlers {
  /** Connection and host settings; read once, when the provider mounts. */
  config: SkateConfig;
  /** An existing storefront to share (custom elements on the same page, tests); skips creating one. */
  storefront?: Storefront;
  /**
   * Render the notice area (default true), from the first notice on (react-toastify is loaded only
   * by components that notify). Turn off when several providers share a page and the host renders
   * one `<SkateToasts>` itself: react-toastify keeps a single default container.
   */
  toasts?: boolean;
  /**
   * Put the component CSS in `<style>` elements inside the tree (default true): the design tokens
   * at once, and each component sheet when the first component using it mounts (so an app bundles
   * only the CSS of the components it renders). Turn off when the host already supplies the CSS:
   * `import '@skatekit/react/styles.css'`, or `skateCss` as a shadow root's adopted stylesheet.
   */
  styles?: boolean;
  /**
   * Content-Security-Policy nonce put on the injected `<style>`, for pages whose `style-src` allows
   * only nonced styles (`style-src 'nonce-…'`). Not needed with `styles={false}`.
   */
  nonce?: string;
  /**
   * The merchant's texts, by key of core's `TEXTS` (a language pack such as `@skatekit/core/locales/hi`,
   * and any overrides on top); keys left out stay English. Unknown keys throw in development.
   */
  texts?: TextOverrides;
  children?: ReactNode;
}

/**
 * The parts a provider's storefront has from the start. The checkout, the admission draft and the
 * payment results are provided by the screens that read them (or `storefront.load('checkout')`), so an
 * app that renders none of those screens does not carry their code.
 */
const PROVIDER_PARTS: StorefrontPartFactories = {
  catalogue: cataloguePart,
  settings: settingsPart,
  returnPage: returnPagePart,
  bridge: bridgePart,
};

function defaultNavigate(to: string): void {
  window.location.assign(to);
}

/**
 * Root of every SkateKit React tree: creates core's storefront once, provides it and the host's
 * navigation to the hooks, and scopes the component CSS under `.skate-root` (no global CSS, so the
 * same tree can live in a Shadow DOM).
 * @example <SkateProvider config={{ apiBase: '/api', merchantCode: 'ACADEMY' }}><HomePage /></SkateProvider>
 */
export function SkateProvider({
  config,
  storefront,
  toasts = true,
  styles = true,
  nonce,
  texts,
  onOrderPlaced,
  onPaymentSucceeded,
  children,
}: SkateProviderProps) {
  useTextOverrides(texts);
  // A storefront owns stores and subscriptions: creating it on every render would drop the cart state.
  // getStorefrontBase also shares it with custom elements and other roots of the same merchant on the page;
  // a server (no document) makes one per render, so requests never share a shopper's stores.
  const [store] = useState<Storefront>(
    () =>
      storefront ??
      (typeof document === 'undefined' ? createStorefrontBase : getStorefrontBase)({
        // Missing values (a JavaScript host, an unset env variable) are reported below, not thrown.
        apiBase: config.apiBase ?? '',
        merchantCode: config.merchantCode ?? '',
        enquiryBaseUrl: config.enquiryBaseUrl,
        storage: config.storage,
        fetch: config.fetch,
        bridge: config.bridge,
      }).provide(PROVIDER_PARTS),
  );
  const navigate = config.navigate ?? defaultNavigate;
  useNativeApp(store, navigate);
  // Component sheets arrive as components mount (useSkateStyles); the nonce is read once, like config.
  const [sheetHost] = useState(() => createSheetHost(nonce));
  useEffect(() => {
    // Runs once per storefront however many providers mount: session check, server cart; and the
    // site settings, which also tell whether the API knows the merchant (the notice below).
    void store.start();
    void store.settings.getState().loadSettings();
  }, [store]);
  const { apiBase, merchantCode } = config;
  // An empty or wrong config must not look like an empty shop: tell the developer (console always,
  // on the page too in development).
  const metaError = useStore(store.settings, (state) => state.metaError);
  const problem =
    storefrontConfigProblem({ apiBase, merchantCode }) ??
    merchantProblem(metaError, { apiBase, merchantCode });
  useEffect(() => {
    if (problem) console.error(problem);
  }, [problem]);
  useStorefrontPurchaseEvents(store, { onOrderPlaced, onPaymentSucceeded });
  const value = useMemo<SkateContextValue>(
    () => ({ storefront: store, navigate, apiBase, merchantCode }),
    [store, navigate, apiBase, merchantCode],
  );
  return (
    <SkateContext.Provider value={value}>
      <SheetContext.Provider value={styles ? sheetHost : null}>
        <div
          className="skate-root"
          part="root"
          style={themeToStyle(config.theme)}
          ref={styles ? sheetHost.attach : undefined}
        >
          {styles && (
            <style nonce={nonce} data-skate-sheet={TOKENS_SHEET.id} data-skate-rank={TOKENS_SHEET.rank}>
              {TOKENS_SHEET.css}
            </style>
          )}
          {problem && isDevelopment() ? <ConfigProblem message={problem} /> : null}
          {children}
          {toasts && <ToastSlot />}
        </div>
      </SheetContext.Provider>
    </SkateContext.Provider>
  );
}
