/** How an element reaches the merchant's commerce API and the host page's routes. */
export interface SkateElementConfig {
  /** Base address of the commerce API, e.g. `https://api.example.com`. */
  apiBase: string;
  /** The merchant's store identifier (`main_id`). */
  merchantCode: string;
  /** Where app routes live on the host site; `/cart` goes to `{baseUrl}/cart`. Unset: the route as is. */
  baseUrl?: string;
  /** Base address of the separate enquiry host, when the merchant has one. */
  enquiryBaseUrl?: string;
}

/** Page-wide defaults, `window.SkateKit.config`; any field may be left to the elements' attributes. */
export type SkateGlobalConfig = Partial<SkateElementConfig>;

/** The page-level `window.SkateKit` object. */
export interface SkateKitGlobal {
  /** Page-wide configuration; assigning a new value re-renders every element. */
  config?: SkateGlobalConfig;
}

declare global {
  interface Window {
    SkateKit?: SkateKitGlobal;
  }
}

/** The config attributes every element (and `<skate-config>`) reads, with their property names. */
export const CONFIG_ATTRIBUTES = {
  apiBase: 'api-base',
  merchantCode: 'merchant-code',
  baseUrl: 'base-url',
  enquiryBaseUrl: 'enquiry-base-url',
} as const satisfies Record<keyof SkateElementConfig, string>;

type ConfigKey = keyof typeof CONFIG_ATTRIBUTES;
const KEYS = Object.keys(CONFIG_ATTRIBUTES) as ConfigKey[];

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * `<skate-config>`'s settings of the wrapper apps' bridge (page-wide only: one bridge per page), with
 * their property names: more origins whose messages count as the app's (comma- or space-separated),
 * and the name of a global function for apps that call one.
 */
export const BRIDGE_ATTRIBUTES = {
  bridgeAllowedOrigins: 'bridge-allowed-origins',
  bridgeCallbackName: 'bridge-callback-name',
} as const;

/** The bridge options (core's NativeBridgeOptions) the page's `<skate-config>` sets; undefined when none. */
export function resolveBridgeOptions(
  host: Element,
): { allowedOrigins?: string[]; callbackName?: string } | undefined {
  const page = pageConfigElement(host);
  const origins = nonEmpty(page?.getAttribute(BRIDGE_ATTRIBUTES.bridgeAllowedOrigins))
    ?.split(/[\s,]+/)
    .filter(Boolean);
  const callbackName = nonEmpty(page?.getAttribute(BRIDGE_ATTRIBUTES.bridgeCallbackName));
  if (!origins?.length && !callbackName) return undefined;
  return {
    ...(origins?.length ? { allowedOrigins: origins } : {}),
    ...(callbackName ? { callbackName } : {}),
  };
}

/** The `<skate-config>` of the element's own tree (a shadow root of the host app), else of the document. */
function pageConfigElement(host: Element): Element | null {
  const root = host.getRootNode();
  const local = root instanceof ShadowRoot ? root.querySelector('skate-config') : null;
  return local ?? host.ownerDocument.querySelector('skate-config');
}

/**
 * The element's config, field by field: its own attribute or property, then the page's
 * `<skate-config>`, then `window.SkateKit.config`. Null while `apiBase` or `merchantCode` is unknown.
 */
export function resolveConfig(host: Element, own: Partial<SkateElementConfig>): SkateElementConfig | null {
  const page = pageConfigElement(host);
  const global = host.ownerDocument.defaultView?.SkateKit?.config ?? {};
  const resolved: Partial<SkateElementConfig> = {};
  for (const key of KEYS) {
    const value =
      nonEmpty(own[key]) ?? nonEmpty(page?.getAttribute(CONFIG_ATTRIBUTES[key])) ?? nonEmpty(global[key]);
    if (value !== undefined) resolved[key] = value;
  }
  if (!resolved.apiBase || !resolved.merchantCode) return null;
  return resolved as SkateElementConfig;
}

// Listeners live on globalThis so two copies of this module (the loader's chunk and a bundle that
// imports the elements directly) still hear each other's changes.
const LISTENERS = Symbol.for('skatekit.elements.configListeners');
type ListenerHolder = { [LISTENERS]?: Set<() => void> };

function listeners(): Set<() => void> {
  const holder = globalThis as ListenerHolder;
  holder[LISTENERS] ??= new Set();
  return holder[LISTENERS];
}

/** Calls `listener` whenever page-level config changes; returns the unsubscribe. */
export function onConfigChange(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells every element that `<skate-config>` or `window.SkateKit.config` changed. */
export function notifyConfigChange(): void {
  for (const listener of [...listeners()]) listener();
}

/**
 * Makes `window.SkateKit.config` observable: a page that assigns it after the script ran (or
 * replaces it later) re-renders the elements. Keeps whatever the page set before.
 */
export function installGlobalConfig(win: Window = window): SkateKitGlobal {
  const existing: SkateKitGlobal = win.SkateKit ?? {};
  const descriptor = Object.getOwnPropertyDescriptor(existing, 'config');
  if (descriptor?.get) {
    win.SkateKit = existing;
    return existing;
  }
  let config = existing.config;
  Object.defineProperty(existing, 'config', {
    configurable: true,
    enumerable: true,
    get: () => config,
    set: (value: SkateGlobalConfig | undefined) => {
      config = value;
      notifyConfigChange();
    },
  });
  win.SkateKit = existing;
  return existing;
}
