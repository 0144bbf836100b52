import { ROUTES } from '@skatekit/core/rules';
import { useSession } from '@skatekit/react/hooks';
import { useStorefront } from '@skatekit/react/provider';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Guards a login-required page (spec: "a protected route sends a user with no stored user record
 * to /login"). A visitor who arrives signed out has the page remembered in core's return-page
 * store, so login brings them back to it. A user who signs out while on the page (Logout on My
 * Account) is sent to /login without it: their next login should start afresh at /, not reopen
 * the page they just left. While an encrypted session record is still being read nothing is
 * shown, rather than bouncing a signed-in user to /login for a moment.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => !!state.user?.user_id);
  const hydrated = useSession((state) => state.hydrated);
  const storefront = useStorefront();
  const location = useLocation();
  const navigate = useNavigate();
  const wasSignedIn = useRef(signedIn);
  const mustLogin = hydrated && !signedIn;

  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (!mustLogin) return;
    if (!wasSignedIn.current) {
      storefront.returnPage.getState().rememberReturnPage(`${location.pathname}${location.search}`);
    }
    void navigate(ROUTES.login, { replace: true });
  }, [signedIn, mustLogin, storefront, location.pathname, location.search, navigate]);

  return signedIn ? children : null;
}
