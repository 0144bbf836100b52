import {
  useNativeGoogleSignIn,
  usePushNotifications,
  useSessionBootstrap,
  useSiteMeta,
} from '@skatekit/react';
import { useCartCookie } from './cartCookie';
import type { FirebaseSettings } from './config';
import { useRouteTitle } from './useRouteTitle';

/**
 * Start-up effects that render nothing: the merchant's site metadata (title, description,
 * keywords, author, icon), the session bootstrap (stale stored user removed, tokens refreshed,
 * guest cart refreshed), the cart cookie the server draws /cart from, push registration (only with Firebase settings; without them the hook is
 * off) and, inside the Android/iOS wrapper apps, native Google sign-in through the bridge.
 */
export function SiteEffects({ firebase }: { firebase?: FirebaseSettings }) {
  useSiteMeta();
  // After the site metadata, which sets the site title: each route then names itself.
  useRouteTitle();
  useSessionBootstrap();
  usePushNotifications({ firebaseConfig: firebase });
  // Mounted for the whole site, so a googleLoginToken from the app is heard on any page.
  useNativeGoogleSignIn();
  // The cart's first lines in a cookie, for the server's first screen of /cart.
  useCartCookie();
  return null;
}
