/** Hydration tests: roots hydrated over server HTML, unmounted after each test with the page and storefronts. */
import { forgetStorefronts } from '@skatekit/core';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * Registers the clean-up after each test (unmount the last hydrated root, empty the page, forget the
 * storefronts, then `reset`) and returns the function that hydrates a container.
 */
export function hydrationRoots(reset?: () => void) {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    forgetStorefronts();
    reset?.();
  });
  return (container: Element, children: ReactNode, options?: HydrationOptions): Root => {
    root = hydrateRoot(container, children, options);
    return root;
  };
}
