import { getStorefrontBase, type StorefrontPartFactories } from '@skatekit/core';
import { connectNativeApp } from '@skatekit/core/platform';
import { onFirstNotice, SkateContext, type SkateContextValue } from '@skatekit/react/provider';
import { type ReactNode, useEffect, useMemo } from 'react';
import { announceCartChanges } from './cart-events';
import { resolveBridgeOptions, resolveConfig, type SkateElementConfig } from './config';
import { missingConfigMessage } from './config-problem';
import { emit } from './events';
import { createNavigate, resolveRoute } from './navigation';
import { HostContext } from './host';
import { elementStorefront } from './storefront';
import { ensureToasts } from './toasts';

export interface ElementShellProps {
  /** The custom element the tree renders for; events come from it. */
  host: HTMLElement;
  /** The element's own config attributes / properties (may be partial: the page fills the rest). */
  own: Partial<SkateElementConfig>;
  /** Whether the element's views show notices (then the page gets its one `<skate-toasts>`). */
  toasts?: boolean;
  /** The storefront parts its views read (the cart and session are always there). */
  stores?: StorefrontPartFactories;
  children?: ReactNode;
}

// Elements that announced `skate-ready` (once each).
const announcedReady = new WeakSet<HTMLElement>();

// One console message per element, not one per render, while its config is incomplete.
const warned = new WeakSet<HTMLElement>();

/**
 * Root of every element's React tree: resolves the config (own attributes, `<skate-config>`,
 * `window.SkateKit.config`) and provides the page's shared storefront the way `<SkateProvider>` does
 * (its context and a `.skate-root`), with a `navigate` that announces `skate-*` events from the
 * element. Not `<SkateProvider>` itself: that one carries every screen's CSS and the notice area,
 * which an element gets from its shadow root's sheets and `<skate-toasts>`. Renders nothing until
 * configured.
 */
export function ElementShell({ host, own, toasts = true, stores = {}, children }: ElementShellProps) {
  const config = resolveConfig(host, own);
  if (!config) {
    if (!warned.has(host)) {
      warned.add(host);
      console.error(missingConfigMessage(host.localName));
    }
    return null;
  }
  warned.delete(host);
  // A storefront is per (API, merchant): another pair is another cart, so the tree starts over.
  return (
    <ConfiguredShell
      key={`${config.apiBase}|${config.merchantCode}`}
      host={host}
      config={config}
      toasts={toasts}
      stores={stores}
    >
      {children}
    </ConfiguredShell>
  );
}

function ConfiguredShell({
  host,
  config,
  toasts,
  stores,
  children,
}: {
  host: HTMLElement;
  config: SkateElementConfig;
  toasts: boolean;
  stores: StorefrontPartFactories;
  children?: ReactNode;
}) {
  const { apiBase, merchantCode, enquiryBaseUrl, baseUrl } = config;
  // The key above remounts this for a new (apiBase, merchantCode), so the storefront is fixed here.
  // The bridge options count when the page's storefront is first made (the first element's config).
  const shared = useMemo(
    () =>
      getStorefrontBase({
        apiBase,
        merchantCode,
        enquiryBaseUrl,
        bridge: resolveBridgeOptions(host),
      }).provide(stores),
    [apiBase, merchantCode, enquiryBaseUrl, host, stores],
  );
  const storefront = useMemo(() => elementStorefront(shared, host), [shared, host]);
  const navigate = useMemo(() => createNavigate({ host, storefront, baseUrl }), [host, storefront, baseUrl]);
  const value = useMemo<SkateContextValue>(
    () => ({
      storefront,
      navigate,
      apiBase,
      merchantCode,
      // Links show the base-URL mapped address, so one opened in a new tab lands where a click would.
      href: baseUrl ? (to) => (to.startsWith('/') ? resolveRoute(to, baseUrl) : to) : undefined,
    }),
    [storefront, navigate, apiBase, merchantCode, baseUrl],
  );
  useEffect(() => {
    // Once per storefront however many elements mount: session check, server cart. (The site settings
    // are loaded by the views that show them, so a lone cart button fetches nothing for a guest.)
    void storefront.start();
    announceCartChanges(host.ownerDocument, shared);
  }, [storefront, shared, host]);
  useEffect(() => {
    // Inside the wrapper apps: a notification tap opens its route, a logout tells the app.
    if (!storefront.provides('bridge') || !storefront.bridge) return;
    return connectNativeApp(storefront.bridge, storefront.session, navigate);
  }, [storefront, navigate]);
  useEffect(() => {
    if (announcedReady.has(host)) return;
    announcedReady.add(host);
    emit(host, 'skate-ready', { tag: host.localName });
  }, [host]);
  // One notice area for the whole page (see <skate-toasts>), for elements that notify: added with the
  // first notice, so a page that never shows one never loads react-toastify.
  useEffect(() => {
    if (toasts) return onFirstNotice(() => ensureToasts(host.ownerDocument));
  }, [host, toasts]);
  return (
    <SkateContext.Provider value={value}>
      <div className="skate-root" part="root">
        <HostContext.Provider value={host}>{children}</HostContext.Provider>
      </div>
    </SkateContext.Provider>
  );
}
