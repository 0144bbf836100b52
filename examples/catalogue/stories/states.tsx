import type { Story } from '@ladle/react';
import type { ComponentType } from 'react';
import type { ApiState } from './fake-api';
import { Skate } from './Skate';

/**
 * The stories of a component that loads data: with records, loading, empty, failing, and with
 * records for phone width (the story file sets `X.meta = { width: 375 }`: Ladle reads meta
 * statically). `signedIn` starts each as the fixture user.
 */
export function apiStories(View: ComponentType, options: { signedIn?: boolean; withCart?: boolean } = {}) {
  const make =
    (api: ApiState): Story =>
    () => (
      <Skate api={api} signedIn={options.signedIn} withCart={options.withCart}>
        <View />
      </Skate>
    );
  return {
    Default: make('ok'),
    Loading: make('loading'),
    Empty: make('empty'),
    Error: make('error'),
    Mobile: make('ok'),
  };
}
