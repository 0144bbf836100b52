import type { Story } from '@ladle/react';
import type { ComponentType, ReactNode } from 'react';
import type { ApiState } from './fake-api';
import { Skate, type SkateProps } from './Skate';

/** A story of `children` in its own shop (`<Skate>`: the fake API's records, signed out, no cart, unless told). */
export function inShop(children: ReactNode, shop: Omit<SkateProps, 'children'> = {}): Story {
  return () => <Skate {...shop}>{children}</Skate>;
}

/**
 * The stories of a component that loads data: with records, loading, empty, failing, and with
 * records for phone width (the story file sets `X.meta = { width: 375 }`: Ladle reads meta
 * statically). `signedIn` starts each as the fixture user.
 */
export function apiStories(View: ComponentType, options: { signedIn?: boolean; withCart?: boolean } = {}) {
  const make = (api: ApiState) => inShop(<View />, { ...options, api });
  return {
    Default: make('ok'),
    Loading: make('loading'),
    Empty: make('empty'),
    Error: make('error'),
    Mobile: make('ok'),
  };
}
