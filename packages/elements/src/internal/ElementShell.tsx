import { getStorefront } from '@skatekit/core';
import { SkateProvider } from '@skatekit/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ensureToasts } from '../skate-toasts';
import { resolveConfig, type SkateElementConfig } from './config';
import { createNavigate } from './navigation';
import { HostContext } from './host';
import { elementStorefront } from './storefront';

export interface ElementShellProps {
  /** The custom element the tree renders for; events come from it. */
  host: HTMLElement;
  /** The element's own config attributes / properties (may be partial: the page fills the rest). */
  own: Partial<SkateElementConfig>;
  children?: ReactNode;
}

// One console message per element, not one per render, while its config is incomplete.
const warned = new WeakSet<HTMLElement>();

/**
 * Root of every element's React tree: resolves the config (own attributes, `<skate-config>`,
 * `window.SkateKit.config`) and renders a `<SkateProvider>` over the page's shared storefront, with a
 * `navigate` that announces `skate-*` events from the element. Renders nothing until configured.
 */
export function ElementShell({ host, own, children }: ElementShellProps) {
  const config = resolveConfig(host, own);
  if (!config) {
    if (!warned.has(host)) {
      warned.add(host);
      console.error(
        `<${host.localName}>: set merchant-code and api-base (attributes, <skate-config> or window.SkateKit.config).`,
      );
    }
    return null;
  }
  warned.delete(host);
  // A storefront is per (API, merchant): another pair is another cart, so the tree starts over.
  return (
    <ConfiguredShell key={`${config.apiBase}|${config.merchantCode}`} host={host} config={config}>
      {children}
    </ConfiguredShell>
  );
}

function ConfiguredShell({
  host,
  config,
  children,
}: {
  host: HTMLElement;
  config: SkateElementConfig;
  children?: ReactNode;
}) {
  const { apiBase, merchantCode, enquiryBaseUrl, baseUrl } = config;
  // The key above remounts this for a new (apiBase, merchantCode), so the storefront is fixed here.
  const storefront = useMemo(
    () => elementStorefront(getStorefront({ apiBase, merchantCode, enquiryBaseUrl }), host),
    [host, apiBase, merchantCode, enquiryBaseUrl],
  );
  const navigate = useMemo(() => createNavigate({ host, storefront, baseUrl }), [host, storefront, baseUrl]);
  const providerConfig = useMemo(
    () => ({ apiBase, merchantCode, enquiryBaseUrl, navigate }),
    [apiBase, merchantCode, enquiryBaseUrl, navigate],
  );
  // One notice area for the whole page (see <skate-toasts>); the shadow root already adopts the CSS.
  useEffect(() => ensureToasts(host.ownerDocument), [host]);
  return (
    <SkateProvider config={providerConfig} storefront={storefront} toasts={false} styles={false}>
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </SkateProvider>
  );
}
