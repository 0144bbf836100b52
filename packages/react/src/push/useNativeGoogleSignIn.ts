import type { Storefront } from '@skatekit/core';
import { returnTarget } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useCallback, useEffect } from 'react';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { notify } from '../ui/toast';

/** What the hook offers a sign-in screen. */
export interface NativeGoogleSignIn {
  /**
   * True inside the Android or iOS wrapper app when the app injected its bridge (it can answer). A
   * user agent with the `SkateKitApp` token but nothing injected cannot, so no Google button then.
   */
  available: boolean;
  /** Asks the wrapper to start its Google sign-in; false when there is no wrapper to ask. */
  requestSignIn: () => boolean;
}

interface Listener {
  off: () => void;
  mounts: number;
}

// One listener per storefront however many components use the hook, so one token signs in once.
const listeners = new WeakMap<Storefront, Listener>();

/**
 * Wires core's native bridge to the session (an extension of the spec, documented in docs/api.md):
 * inside the wrapper app, a `googleLoginToken` message signs in through `session.loginWithGoogle`
 * (the server verifies the token), then "Login successful!" and the saved return page or /, like a
 * password login. On a plain website the storefront has no bridge and nothing is attached: taking
 * tokens from `message` events there would let any page that opens ours sign the visitor into an
 * account of its choosing.
 */
export function useNativeGoogleSignIn(): NativeGoogleSignIn {
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  const bridge = storefront.bridge;

  useEffect(() => {
    if (!bridge) return;
    let entry = listeners.get(storefront);
    if (!entry) {
      // The app's sign-in ended without a token: say so (a cancel is the shopper's choice, not an error).
      const offFailed = bridge.onGoogleSignInFailed((failure) => {
        if (failure.reason === 'cancelled') notify.info(TEXTS.GOOGLE_SIGN_IN_CANCELLED);
        else notify.error(TEXTS.GOOGLE_SIGN_IN_FAILED);
      });
      const offToken = bridge.onGoogleLoginToken(
        async (idToken) => {
          const result = await storefront.session.getState().loginWithGoogle(idToken);
          if (!result.ok) {
            notify.error(result.message);
            return;
          }
          notify.success(result.message);
          navigate(returnTarget(storefront.returnPage.getState().takeReturnPage()));
        },
        { persistent: true },
      );
      const off = () => {
        offToken();
        offFailed();
      };
      entry = { off, mounts: 0 };
      listeners.set(storefront, entry);
    }
    entry.mounts += 1;
    const current = entry;
    return () => {
      current.mounts -= 1;
      if (current.mounts === 0) {
        current.off();
        listeners.delete(storefront);
      }
    };
  }, [bridge, storefront, navigate]);

  const requestSignIn = useCallback(() => bridge?.requestGoogleSignIn() ?? false, [bridge]);
  return { available: Boolean(bridge?.canSend()), requestSignIn };
}
