import * as z from 'zod/mini';
import type { NativeBridge } from './native-bridge';
import type { PushAdapter, PushMessage, PushPermission } from './push';

/** Page to app: "send me your push token" (the app may ask the OS for notification permission first). */
export const PUSH_TOKEN_REQUEST = 'pushTokenRequest';
/**
 * App to page: `{ type: 'pushToken', token: '<FCM or APNs token>' }`, in answer to the request or
 * whenever the token changes; `{ type: 'pushToken', token: null, permission: 'denied' }` when the user
 * refused notifications.
 */
export const PUSH_TOKEN_MESSAGE = 'pushToken';
/** App to page: a notification that arrived while the app was in front, `{ type: 'pushMessage', title, body, data }`. */
export const PUSH_MESSAGE = 'pushMessage';
/** How long the page waits for the app's answer to a token request. */
export const NATIVE_PUSH_WAIT_MS = 10_000;

const tokenMessage = z.looseObject({
  token: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)))),
  permission: z.optional(z.enum(['granted', 'denied', 'default'])),
});

const pushMessage = z.looseObject({
  title: z.optional(z.string()),
  body: z.optional(z.string()),
  data: z.optional(z.record(z.string(), z.unknown())),
});

/** Options of `createNativePushAdapter`. */
export interface NativePushOptions {
  /** Milliseconds to wait for the app's `pushToken` answer (default 10 s). */
  waitMs?: number;
}

const adapters = new WeakMap<NativeBridge, PushAdapter>();

/**
 * core's PushAdapter over the wrapper app's own push (FCM on Android, APNs on iOS): Android WebView
 * and WKWebView have no web push, so the app hands its device token to the page through the native
 * bridge, and `registerPush` sends it to `POST /firebase/register-token` like a web token. One
 * adapter per bridge (it keeps the last token the app sent, even before anyone asked).
 * @example registerPush({ adapter: createNativePushAdapter(storefront.bridge), api, userId })
 */
export function createNativePushAdapter(bridge: NativeBridge, options: NativePushOptions = {}): PushAdapter {
  const existing = adapters.get(bridge);
  if (existing) return existing;
  const waitMs = options.waitMs ?? NATIVE_PUSH_WAIT_MS;
  let token: string | null = null;
  let permission: PushPermission = 'default';
  let waiters: Array<() => void> = [];

  bridge.onMessage(
    (message) => {
      const parsed = tokenMessage.safeParse(message);
      if (!parsed.success) return;
      if (parsed.data.token) {
        token = parsed.data.token;
        permission = 'granted';
      } else if (parsed.data.token === null) {
        token = null;
      }
      if (parsed.data.permission) permission = parsed.data.permission;
      const waiting = waiters;
      waiters = [];
      for (const done of waiting) done();
    },
    { requestType: PUSH_TOKEN_MESSAGE, persistent: true },
  );

  /** Asks the app for its token and waits for its answer (or the time limit, or no app to ask). */
  const ask = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(finish, waitMs);
      function finish() {
        clearTimeout(timer);
        waiters = waiters.filter((w) => w !== finish);
        resolve();
      }
      waiters.push(finish);
      if (!bridge.send({ type: PUSH_TOKEN_REQUEST })) finish();
    });

  const adapter: PushAdapter = {
    permission: () => permission,
    async requestPermission() {
      if (permission === 'default') await ask();
      return permission;
    },
    async getToken() {
      if (!token && permission !== 'denied') await ask();
      return token;
    },
    onMessage(callback: (message: PushMessage) => void) {
      return bridge.onMessage(
        (message) => {
          const parsed = pushMessage.safeParse(message);
          if (!parsed.success) return;
          const { title, body, data } = parsed.data;
          callback({ title, body, data });
        },
        { requestType: PUSH_MESSAGE, persistent: true },
      );
    },
  };
  adapters.set(bridge, adapter);
  return adapter;
}
