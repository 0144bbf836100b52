import { selectIsSignedIn } from '@skatekit/core';
import { ROUTES } from '@skatekit/core/rules';
import type { UserSession } from '@skatekit/core/schemas';
import { useEffect } from 'react';
import { useSession } from '../hooks/useStores';
import { useSkateNavigate } from '../provider/useStorefront';

/**
 * The signed-in user of a login-only screen (My Account, tracking, payment results), or null.
 * Once the stored session has been read and there is no user, it goes to /login, the same rule the
 * host's route guard applies, so an embedded screen is protected even without a router.
 */
export function useRequireUser(): UserSession | null {
  const user = useSession((state) => state.user);
  const hydrated = useSession((state) => state.hydrated);
  const signedIn = useSession(selectIsSignedIn);
  const navigate = useSkateNavigate();
  useEffect(() => {
    if (hydrated && !signedIn) navigate(ROUTES.login);
  }, [hydrated, signedIn, navigate]);
  return signedIn ? user : null;
}
