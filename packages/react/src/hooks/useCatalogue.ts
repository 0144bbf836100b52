import { type CatalogueKey, type CatalogueResources, productKey } from '@skatekit/core';
import type { ButtonId, PayMode } from '@skatekit/core/rules';
import type { Category, NewArrivalGroup, Offer, Product, Slider } from '@skatekit/core/schemas';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useStorefront } from '../provider/useStorefront';
import { type AsyncState, useAsync } from './useAsync';

/**
 * One catalogue resource through core's catalogue store: every component asking for the same key
 * shares one request and one cached answer.
 */
export function useCatalogueResource<K extends CatalogueKey>(key: K): AsyncState<CatalogueResources[K]> {
  const { catalogue } = useStorefront();
  return useAsync(() => catalogue.load(key), [catalogue, key], catalogue.entry(key).data);
}

/** Every product of the merchant (listings filter and sort them with core's rules). */
export const useProducts = (): AsyncState<Product[]> => useCatalogueResource('products');

/** One product by id, loaded in full; a falsy id stays in 'loading' without calling the server. */
export function useProduct(id: string | null | undefined): AsyncState<Product> {
  const { catalogue } = useStorefront();
  return useAsync(
    () => (id ? catalogue.product(id) : new Promise<Product>(() => {})),
    [catalogue, id],
    id ? catalogue.cache.get<Product>(productKey(id)).data : undefined,
  );
}

/** The New Arrivals groups (one slider each; the Popular block uses only the first). */
export const useNewArrivals = (): AsyncState<NewArrivalGroup[]> => useCatalogueResource('newArrivals');

/** The merchant's categories as the server sends them (core's activeCategories orders them). */
export const useCategories = (): AsyncState<Category[]> => useCatalogueResource('categories');

/** The offers (server order; the strip reverses them). */
export const useOffers = (): AsyncState<Offer[]> => useCatalogueResource('offers');

/** The hero slides (core's activeSliders drops inactive products). */
export const useSliders = (): AsyncState<Slider[]> => useCatalogueResource('sliders');

/** The marquee lines. */
export const useMarquee = () => useCatalogueResource('marquee');

/** Loads the site settings once per storefront (the store de-duplicates concurrent loads). */
export function useEnsureSettings(): void {
  const { settings } = useStorefront();
  useEffect(() => {
    void settings.getState().loadSettings();
  }, [settings]);
}

/** The site's default cart button (getquote, then addtocart, then buynow), loading settings if needed. */
export function useDefaultButton(): ButtonId | null {
  useEnsureSettings();
  return useStore(useStorefront().settings, (s) => s.defaultButton);
}

/** The site's pay mode (paymanual, then paynow, then payondelivery), loading settings if needed. */
export function usePayMode(): { payMode: PayMode | null; loaded: boolean } {
  useEnsureSettings();
  const settings = useStorefront().settings;
  const payMode = useStore(settings, (s) => s.payMode);
  const loaded = useStore(settings, (s) => s.loaded);
  return { payMode, loaded };
}
