import type { StoreApi } from 'zustand/vanilla';
import { type SessionState, selectIsSignedIn } from '../stores/session';
import type { NativeBridge } from '../platform/native-bridge';

interface Connection {
  off: () => void;
  users: number;
}

const connections = new WeakMap<NativeBridge, Connection>();

/**
 * Connects the wrapper app to the page's session and navigation, once per bridge however many roots
 * call it: a notification tap (`openRoute`) opens the route with `navigate`, and a logout on the page
 * tells the app (`logout`, when it handles it) so it signs out of Google and forgets the push token.
 * Returns the disconnect; the last caller's disconnect detaches.
 */
export function connectNativeApp(
  bridge: NativeBridge,
  session: StoreApi<SessionState>,
  navigate: (route: string) => void,
): () => void {
  let connection = connections.get(bridge);
  if (!connection) {
    const offRoute = bridge.onOpenRoute((route) => navigate(route));
    let signedIn = selectIsSignedIn(session.getState());
    const offSession = session.subscribe((state) => {
      const now = selectIsSignedIn(state);
      if (signedIn && !now) bridge.notifyLogout();
      signedIn = now;
    });
    connection = {
      off: () => {
        offRoute();
        offSession();
      },
      users: 0,
    };
    connections.set(bridge, connection);
  }
  connection.users += 1;
  const current = connection;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    current.users -= 1;
    if (current.users === 0) {
      current.off();
      connections.delete(bridge);
    }
  };
}
