import type { Storefront } from '@skatekit/core';
import { createContext } from 'react';

/** What `<SkateProvider>` hands down: the shared storefront and the host's navigation. */
export interface SkateContextValue {
  /** Core's storefront (api client + stores), created once per provider. */
  storefront: Storefront;
  /** Goes to an app route; the host decides how (router, full page load, custom event). */
  navigate: (to: string) => void;
  /**
   * The `href` a link to `to` shows, when the host's address for a route is not the route itself
   * (e.g. under a base URL): a link opened in a new tab then lands where a click would. Default: `to`.
   */
  href?: (to: string) => string;
  /** Base address of the commerce API; relative image paths are loaded from it. */
  apiBase: string;
  /** The merchant's store identifier (`main_id` of cart lines and bodies). */
  merchantCode: string;
}

/** Null outside a provider, so the hooks can fail with a clear message. */
export const SkateContext = createContext<SkateContextValue | null>(null);
