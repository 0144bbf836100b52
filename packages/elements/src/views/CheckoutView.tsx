import { selectIsSignedIn } from '@skatekit/core';
import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import {
  Button,
  CheckoutPage,
  CourseAwareCheckout,
  LoginPage,
  type PaymentKind,
  PaymentResultPage,
  RegisterPage,
  ResetPage,
  SkateContext,
  useSession,
  useSkateContext,
} from '@skatekit/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { emit } from '../internal/events';
import { useHost } from '../internal/host';
import { announcePurchases } from '../internal/purchase-events';

export interface CheckoutViewProps {
  /** Deprecated, ignored: the checkout shows the merchant's configured rate (core's engine). */
  gstRate?: number;
}

/** What `<skate-checkout>` shows: the checkout, an auth screen, the page's own sign-in, or a payment result. */
type Screen =
  | { name: 'checkout' }
  | { name: 'login' | 'register' | 'reset' }
  | { name: 'handed-over' }
  | { name: 'result'; orderId: string; outcome: 'success' | 'failed'; kind: PaymentKind };

const AUTH: Record<string, 'login' | 'register' | 'reset'> = {
  [ROUTES.login]: 'login',
  [ROUTES.register]: 'register',
  [ROUTES.reset]: 'reset',
};
const RESULT = /^\/payment-(success|failed)(ad)?\/([^/]+)$/;
const pathOf = (to: string) => to.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/** Hidden by the page: the element or one of its ancestors carries `hidden`. */
const isHidden = (host: HTMLElement) => host.closest('[hidden]') !== null;

/** The screen a route opens inside the element, or null for routes that leave it. */
function inlineScreen(to: string): Screen | null {
  const path = pathOf(to);
  if (path === ROUTES.checkout) return { name: 'checkout' };
  if (AUTH[path]) return { name: AUTH[path] };
  const result = RESULT.exec(path);
  if (!result) return null;
  return {
    name: 'result',
    outcome: result[1] === 'success' ? 'success' : 'failed',
    kind: result[2] ? 'admission' : 'shop',
    orderId: decodeURIComponent(result[3]),
  };
}

/**
 * `<skate-checkout>`: the whole checkout on the merchant's page. A guest signs in (or registers)
 * inside the element, keeping the cart, and comes back to checkout; the payment result shows inside
 * too. `skate-login` is announced first: a page that cancels it signs the shopper in itself (say with
 * `<skate-account>`), and the element waits for the shared session with a Login button, never on
 * "Loading...". Other routes (My Account, links) leave through the element's usual events.
 */
export function CheckoutView(_props: CheckoutViewProps) {
  const host = useHost();
  const context = useSkateContext();
  const signedIn = useSession(selectIsSignedIn);
  const [screen, setScreen] = useState<Screen>({ name: 'checkout' });
  const { storefront } = context;
  useEffect(() => announcePurchases(host, storefront.checkout.events), [host, storefront]);

  // Signed in elsewhere on the page (the page's own sign-in, another element): back to checkout.
  useEffect(() => {
    if (signedIn && (screen.name === 'handed-over' || screen.name === 'login'))
      setScreen({ name: 'checkout' });
  }, [signedIn, screen.name]);

  // A guest's sign-in asked for while the element is hidden (the docs' page keeps it `hidden` until
  // Checkout is pressed): shown inline at once, announced with `skate-login` when the element shows.
  const [unannounced, setUnannounced] = useState<string | null>(null);
  const announceLogin = useCallback(
    (to: string) => {
      const returnTo = context.storefront.returnPage.getState().path;
      if (!emit(host, 'skate-login', { to, returnTo }, { cancelable: true }))
        setScreen({ name: 'handed-over' });
    },
    [context, host],
  );
  useEffect(() => {
    if (unannounced === null) return;
    const announce = () => {
      if (isHidden(host)) return;
      observer.disconnect();
      setUnannounced(null);
      announceLogin(unannounced);
    };
    const observer = new MutationObserver(announce);
    observer.observe(host.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['hidden'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, [unannounced, host, announceLogin]);

  const navigate = useCallback(
    (to: string) => {
      const next = inlineScreen(to);
      // Registration ends on the home route: a shopper now signed in goes on with the checkout.
      if (!next && pathOf(to) === ROUTES.home && signedIn) return setScreen({ name: 'checkout' });
      if (!next) {
        // The result's move on (My Account, the cart) on a page that did not say where routes live
        // (no base-url: a static folder has no /my-account): announced, and the result stays.
        if (screen.name === 'result' && !context.href) {
          emit(host, 'skate-navigate', { to }, { cancelable: true });
          return;
        }
        return context.navigate(to);
      }
      setScreen(next);
      if (next.name !== 'login') return;
      if (isHidden(host)) setUnannounced(to);
      else announceLogin(to);
    },
    [context, host, signedIn, screen.name, announceLogin],
  );
  const value = useMemo(() => ({ ...context, navigate }), [context, navigate]);

  return (
    <SkateContext.Provider value={value}>
      {screen.name === 'checkout' && (
        <CourseAwareCheckout>
          <CheckoutPage />
        </CourseAwareCheckout>
      )}
      {screen.name === 'login' && <LoginPage />}
      {screen.name === 'register' && <RegisterPage />}
      {screen.name === 'reset' && <ResetPage />}
      {screen.name === 'handed-over' && (
        <section className="skate-page skate-checkout-signin" part="page">
          <p>{TEXTS.LOGIN_REQUIRED}</p>
          <Button onClick={() => setScreen({ name: 'login' })}>{TEXTS.LOGIN}</Button>
        </section>
      )}
      {screen.name === 'result' && (
        <PaymentResultPage
          key={screen.orderId}
          orderId={screen.orderId}
          outcome={screen.outcome}
          kind={screen.kind}
        />
      )}
    </SkateContext.Provider>
  );
}
