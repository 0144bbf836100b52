import { selectIsSignedIn } from '@skatekit/core';
import { useEffect } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { logSilently } from './errors';

/**
 * Start-up work of the storefront: core's `start()` (checks the stored user with the server - a user
 * the server reports as not found is removed, a found one refreshed, offline keeps it - loads the
 * server cart when signed in), then for a guest refreshes the guest cart
 * lines from the catalogue (a line that fails keeps its old values). Runs once per storefront.
 */
export function useSessionBootstrap(): void {
  const storefront = useStorefront();
  useEffect(() => {
    const run = async () => {
      await storefront.start();
      if (!selectIsSignedIn(storefront.session.getState()))
        await storefront.cart.getState().refreshGuestLines();
    };
    run().catch((error: unknown) => logSilently('start-up', error));
  }, [storefront]);
}
