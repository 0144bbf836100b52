import { createStorefront } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';
import { STORAGE_KEYS } from '@skatekit/core/rules';
import { SkateProvider } from '@skatekit/react/provider';
import { type ReactNode, useState } from 'react';
import { API, type ApiState, fakeFetch, guestCart, MERCHANT, user } from './fake-api';

export interface SkateProps {
  /** What the fake API does for the component's own calls (settings always load). */
  api?: ApiState;
  /** Start signed in as the fixture user (stored session, server cart). */
  signedIn?: boolean;
  /** Start with two lines in the guest cart. */
  withCart?: boolean;
  /** Leave out apiBase and merchantCode (the development notice of a broken config). */
  missingConfig?: boolean;
  children: ReactNode;
}

/**
 * One story's shop: a fresh storefront (memory storage, the fake API) inside a real
 * `<SkateProvider>`, so each story has its own cart and session. Navigation stays in the story.
 */
export function Skate({
  api = 'ok',
  signedIn = false,
  withCart = false,
  missingConfig,
  children,
}: SkateProps) {
  const [storefront] = useState(() => {
    const stored: Record<string, string> = {};
    if (signedIn) {
      stored[STORAGE_KEYS.user] = JSON.stringify(user.stored.user);
      stored[STORAGE_KEYS.tokens] = JSON.stringify(user.stored.tokens);
    }
    if (withCart && !signedIn) stored[STORAGE_KEYS.guestCart] = JSON.stringify(guestCart);
    return createStorefront({
      apiBase: API,
      merchantCode: MERCHANT,
      storage: createMemoryStorage(stored),
      fetch: fakeFetch(api),
    });
  });
  const connection = missingConfig
    ? { apiBase: '', merchantCode: '' }
    : { apiBase: API, merchantCode: MERCHANT };
  return (
    <SkateProvider
      config={{ ...connection, navigate: (to) => console.info('navigate', to) }}
      storefront={storefront}
    >
      {children}
    </SkateProvider>
  );
}

/** The four API states, for stories that show a data-loading component in each. */
export const API_STATES: readonly ApiState[] = ['ok', 'loading', 'empty', 'error'];
