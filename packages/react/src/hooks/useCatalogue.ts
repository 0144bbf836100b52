import type { ButtonId, Category, NewArrivalGroup, Offer, PayMode, Product, Slider } from '@skatekit/core';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useStorefront } from '../provider/useStorefront';
import { type AsyncState, useAsync } from './useAsync';

/** Every product of the merchant (listings filter and sort them with core's rules). */
export function useProducts(): AsyncState<Product[]> {
  const { api } = useStorefront();
  return useAsync(() => api.catalogue.products(), [api]);
}

/** One product by id, loaded in full; a falsy id stays in 'loading' without calling the server. */
export function useProduct(id: string | null | undefined): AsyncState<Product> {
  const { api } = useStorefront();
  return useAsync(() => (id ? api.catalogue.product(id) : new Promise<Product>(() => {})), [api, id]);
}

/** The New Arrivals groups (one slider each; the Popular block uses only the first). */
export function useNewArrivals(): AsyncState<NewArrivalGroup[]> {
  const { api } = useStorefront();
  return useAsync(() => api.catalogue.newArrivals(), [api]);
}

/** The merchant's categories as the server sends them (core's activeCategories orders them). */
export function useCategories(): AsyncState<Category[]> {
  const { api } = useStorefront();
  return useAsync(() => api.catalogue.categories(), [api]);
}

/** The offers (server order; the strip reverses them). */
export function useOffers(): AsyncState<Offer[]> {
  const { api } = useStorefront();
  return useAsync(() => api.catalogue.offers(), [api]);
}

/** The hero slides (core's activeSliders drops inactive products). */
export function useSliders(): AsyncState<Slider[]> {
  const { api } = useStorefront();
  return useAsync(() => api.catalogue.sliders(), [api]);
}

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
