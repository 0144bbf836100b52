import { selectUserId } from '@skatekit/core';
import {
  createNativePushAdapter,
  type PushAdapter,
  type PushRegistrationResult,
  registerPush,
} from '@skatekit/core/platform';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../hooks/useStores';
import { useStorefront } from '../provider/useStorefront';
import { notify } from '../ui/toast';
import { createFirebasePushAdapter, type FirebasePushConfig } from './firebasePush';

export interface PushNotificationsOptions {
  /** The merchant's Firebase web settings; without them (and without `adapter`) the hook does nothing. */
  firebaseConfig?: FirebasePushConfig | null;
  /**
   * Another push provider (tests, your own); wins over everything else. Without it, inside a wrapper
   * app whose bridge can answer, the app's own push (its FCM/APNs token over the bridge) is used.
   */
  adapter?: PushAdapter | null;
  /** Ask for notification permission when it is still undecided (default true, the spec's flow). */
  prompt?: boolean;
}

/** Where the push set-up stands. */
export type PushStatus = 'off' | 'idle' | 'working' | PushRegistrationResult['status'];

/**
 * Push notifications for the signed-in user: asks for permission (unless told not to), and when it is
 * granted registers the device token with the server (core's registerPush); foreground messages show
 * as an alert-like notice with their title and body. Inside the wrapper apps the token is the app's
 * own (core's native push adapter). Without a Firebase configuration on a website, in a browser
 * without notifications, or for a guest, nothing is requested and nothing is loaded.
 */
export function usePushNotifications({
  firebaseConfig,
  adapter,
  prompt = true,
}: PushNotificationsOptions = {}): PushStatus {
  const { api, bridge } = useStorefront();
  // Android WebView and WKWebView have no web push: inside the apps the native side's token is used.
  const nativeBridge = bridge?.canSend() ? bridge : undefined;
  const userId = useSession(selectUserId);
  const configKey = firebaseConfig ? JSON.stringify(firebaseConfig) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the config object is compared by content.
  const push = useMemo(
    () =>
      adapter ??
      (nativeBridge ? createNativePushAdapter(nativeBridge) : null) ??
      (firebaseConfig ? createFirebasePushAdapter(firebaseConfig) : null),
    [adapter, nativeBridge, configKey],
  );
  const [status, setStatus] = useState<PushStatus>(push ? 'idle' : 'off');
  const registeredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!push) {
      setStatus('off');
      return;
    }
    if (!userId || registeredFor.current === userId) return;
    let live = true;
    setStatus('working');
    registerPush({ adapter: push, api, userId, prompt }).then((result) => {
      if (!live) return;
      if (result.status === 'registered') registeredFor.current = userId;
      setStatus(result.status);
    });
    return () => {
      live = false;
    };
  }, [push, api, userId, prompt]);

  // Listening loads the provider's SDK, so it waits until this device is actually registered.
  const registered = status === 'registered';
  useEffect(() => {
    if (!push || !registered) return;
    return push.onMessage((message) => {
      const text = [message.title, message.body].filter(Boolean).join('\n');
      if (text) notify.info(text);
    });
  }, [push, registered]);

  return status;
}
