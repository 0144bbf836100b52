import { useCallback } from 'react';
import { useSkateContext } from '../provider/useStorefront';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Address of an image: full addresses as given, relative paths under the API host (spec section 7). */
export function resolveImageUrl(apiBase: string, path: string | null | undefined): string | undefined {
  const value = path?.trim();
  if (!value) return undefined;
  if (ABSOLUTE.test(value)) return value;
  return `${apiBase.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/** `resolveImageUrl` bound to the provider's API base. */
export function useImageUrl(): (path: string | null | undefined) => string | undefined {
  const { apiBase } = useSkateContext();
  return useCallback((path) => resolveImageUrl(apiBase, path), [apiBase]);
}
