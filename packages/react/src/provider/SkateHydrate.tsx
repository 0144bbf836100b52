import { type DehydratedStorefront, hydrate } from '@skatekit/core';
import { type ReactNode, useMemo } from 'react';
import { useStorefront } from './useStorefront';

export interface SkateHydrateProps {
  /** What the server loaded: core's `dehydrate(storefront)` after `prefetch`. */
  state: DehydratedStorefront | null | undefined;
  children?: ReactNode;
}

/**
 * Puts the data a server loaded for this page into the provider's storefront before its children
 * render (TanStack Query's `HydrationBoundary`): the products, prices and stock are in the server
 * HTML, and the browser renders the same without fetching them again. Entries the storefront has
 * already are kept.
 * @example <SkateHydrate state={dehydrate(storefront)}><ProductDetailPage productId={id} /></SkateHydrate>
 */
export function SkateHydrate({ state, children }: SkateHydrateProps) {
  const storefront = useStorefront();
  // During render, so the first render (the server's, then the hydrating one) has the data.
  useMemo(() => hydrate(storefront, state), [storefront, state]);
  return children;
}
