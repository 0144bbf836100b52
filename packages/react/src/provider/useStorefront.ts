import type { Storefront } from '@skatekit/core';
import { useContext } from 'react';
import { SkateContext, type SkateContextValue } from './context';

/** The provider's context, or a clear error when a component is rendered outside it. */
export function useSkateContext(): SkateContextValue {
  const value = useContext(SkateContext);
  if (!value) throw new Error('useStorefront must be used inside <SkateProvider>');
  return value;
}

/** Core's storefront (api client and stores) of the nearest `<SkateProvider>`. */
export function useStorefront(): Storefront {
  return useSkateContext().storefront;
}

/** The provider's `navigate(to)`; components never import a router. */
export function useSkateNavigate(): (to: string) => void {
  return useSkateContext().navigate;
}
