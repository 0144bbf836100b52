import type { Storefront } from '../storefront';
import type { CatalogueKey } from './catalogue';
import type { SettingsState } from './settings';

/*
 * Server data loading, the way TanStack Query's `prefetchQuery` / `dehydrate` / `HydrationBoundary`
 * work: a server fetches what a page shows into a storefront of its own, `dehydrate` turns that into
 * plain JSON for the page's HTML, and `hydrate` puts it into the browser's storefront before the
 * first render, so the server HTML holds the products and the client renders the same without
 * asking the API again.
 */

/** The settings a page renders from (the store's loaded values). */
type SettingsValues = Pick<
  SettingsState,
  'buttons' | 'payButtons' | 'meta' | 'storeProfile' | 'help' | 'defaultButton' | 'payMode'
>;

/** What `dehydrate` answers: plain JSON (a Server Component may hand it to a client one). */
export interface DehydratedStorefront {
  /** Catalogue entries that loaded: [cache key, data, when it arrived (ms)]. */
  catalogue: [string, unknown, number][];
  /** The site settings, when they loaded. */
  settings: SettingsValues | null;
}

/** What a page needs: catalogue resources, products by id, the site settings. */
export interface PrefetchPlan {
  catalogue?: readonly CatalogueKey[];
  products?: readonly string[];
  settings?: boolean;
}

/**
 * Loads what a page needs into `storefront` (a server's, made per request). Never rejects: what
 * failed is left out of `dehydrate`, and the browser loads it as it would without a server.
 * @example await prefetch(storefront, { products: [id], settings: true }); const state = dehydrate(storefront);
 */
export async function prefetch(storefront: Storefront, plan: PrefetchPlan): Promise<void> {
  await Promise.allSettled([
    ...(plan.catalogue ?? []).map((key) => storefront.catalogue.load(key)),
    ...(plan.products ?? []).map((id) => storefront.catalogue.product(id)),
    plan.settings ? storefront.settings.getState().loadSettings() : undefined,
  ]);
}

/** The loaded catalogue entries and settings of `storefront`, as JSON-safe data. */
export function dehydrate(storefront: Storefront): DehydratedStorefront {
  const { cache } = storefront.catalogue;
  const settings = storefront.settings.getState();
  return {
    catalogue: cache.keys().map((key) => {
      const entry = cache.get(key);
      return [key, entry.data, entry.updatedAt];
    }),
    settings:
      settings.loaded && settings.metaError === null
        ? {
            buttons: settings.buttons,
            payButtons: settings.payButtons,
            meta: settings.meta,
            storeProfile: settings.storeProfile,
            help: settings.help,
            defaultButton: settings.defaultButton,
            payMode: settings.payMode,
          }
        : null,
  };
}

/**
 * Puts a server's `dehydrate` answer into `storefront`: the catalogue entries it lacks, and the
 * settings unless they loaded already. What the browser already has is kept (it is as new or newer).
 */
export function hydrate(storefront: Storefront, state: DehydratedStorefront | null | undefined): void {
  if (!state) return;
  const { cache } = storefront.catalogue;
  for (const [key, data, updatedAt] of state.catalogue)
    if (cache.get(key).status !== 'success') cache.setData(key, data, updatedAt);
  const settings = storefront.settings;
  if (state.settings && !settings.getState().loaded)
    settings.setState({ ...state.settings, loaded: true, status: 'idle', metaError: null });
}
