import { SERVICE_WORKER_WAIT_MS } from '../timings';
import type { PushAdapter, PushMessage, PushPermission } from '@skatekit/core/platform';

import type { FirebaseOptions } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';

/** Path the host serves the messaging service worker at (Firebase's conventional name). */
export const FIREBASE_SW_PATH = '/firebase-messaging-sw.js';

/** The merchant's Firebase web app settings plus the push-specific ones. */
export interface FirebasePushConfig extends FirebaseOptions {
  /** Public VAPID key of the Firebase project's web push certificate (Chrome requires one). */
  vapidKey?: string;
  /** Where the host serves {@link firebaseMessagingServiceWorker}; default `/firebase-messaging-sw.js`. */
  serviceWorkerPath?: string;
}

/** The browser globals the adapter reads, read at call time (never at import time). */
interface PushEnv {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  navigator?: { serviceWorker?: ServiceWorkerContainer };
}

const env = (): PushEnv => globalThis as unknown as PushEnv;

/** 'denied' where the browser has no notifications at all (in-app web views, old Safari). */
function readPermission(): PushPermission {
  const notification = env().Notification;
  if (!notification) return 'denied';
  const value = notification.permission;
  return value === 'granted' || value === 'denied' ? value : 'default';
}

/** Resolves `promise`, or undefined after `ms`; a stuck service worker must not hang start-up. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/**
 * core's PushAdapter over Firebase Cloud Messaging. The Firebase SDK is imported dynamically on the
 * first token or message request, so a page that never asks (or has no config) downloads nothing.
 * Token refresh (every 7 days) is the SDK's own behaviour.
 * @example registerPush({ adapter: createFirebasePushAdapter(config), api, userId })
 */
export function createFirebasePushAdapter(config: FirebasePushConfig): PushAdapter {
  const { vapidKey, serviceWorkerPath = FIREBASE_SW_PATH, ...firebaseOptions } = config;
  let messagingPromise: Promise<Messaging | null> | undefined;

  const loadMessaging = () => {
    messagingPromise ??= (async () => {
      const [{ initializeApp, getApps }, messaging] = await Promise.all([
        import('firebase/app'),
        import('firebase/messaging'),
      ]);
      // No service workers or Push API (e.g. iOS outside a home-screen app): push cannot work here.
      if (!(await messaging.isSupported())) return null;
      const name = `skatekit-${firebaseOptions.projectId ?? 'push'}`;
      const app = getApps().find((a) => a.name === name) ?? initializeApp(firebaseOptions, name);
      return messaging.getMessaging(app);
    })().catch(() => null);
    return messagingPromise;
  };

  return {
    permission: readPermission,

    async requestPermission() {
      const notification = env().Notification;
      if (!notification) return 'denied';
      try {
        const result = await notification.requestPermission();
        return result === 'granted' || result === 'denied' ? result : 'default';
      } catch {
        return readPermission();
      }
    },

    async getToken() {
      if (readPermission() !== 'granted') return null;
      const container = env().navigator?.serviceWorker;
      if (!container) return null;
      const messaging = await loadMessaging();
      if (!messaging) return null;
      const { getToken } = await import('firebase/messaging');
      await container.register(serviceWorkerPath).catch(() => undefined);
      // The token subscription needs an active worker; wait at most 10 s for it.
      const registration = await withTimeout(container.ready, SERVICE_WORKER_WAIT_MS);
      if (!registration) return null;
      const token = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
      return token || null;
    },

    onMessage(callback: (message: PushMessage) => void) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      void (async () => {
        const messaging = await loadMessaging();
        if (!messaging || cancelled) return;
        const { onMessage } = await import('firebase/messaging');
        if (cancelled) return;
        unsubscribe = onMessage(messaging, (payload) =>
          callback({
            title: payload.notification?.title,
            body: payload.notification?.body,
            data: payload.data,
          }),
        );
      })();
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
  };
}

export interface ServiceWorkerOptions {
  /** Firebase JS SDK version of the compat scripts the worker loads from gstatic. */
  sdkVersion?: string;
}

/** SDK version used by the worker's compat scripts (kept in step with the package's firebase dependency). */
export const FIREBASE_SW_SDK_VERSION = '12.19.0';

/**
 * The text of `firebase-messaging-sw.js` for the host to serve at {@link FIREBASE_SW_PATH}: it shows
 * background pushes as system notifications. A worker cannot import the app's bundle, so it loads the
 * SDK's compat build; only the public web-app settings are written into it (no VAPID key, no secret).
 * @example app.get('/firebase-messaging-sw.js', (req, res) => res.type('js').send(firebaseMessagingServiceWorker(cfg)))
 */
export function firebaseMessagingServiceWorker(
  config: FirebasePushConfig,
  options: ServiceWorkerOptions = {},
): string {
  const { vapidKey: _vapid, serviceWorkerPath: _path, ...firebaseOptions } = config;
  const version = (options.sdkVersion ?? FIREBASE_SW_SDK_VERSION).replace(/[^0-9.]/g, '');
  const base = `https://www.gstatic.com/firebasejs/${version}`;
  return `/* Generated by @skatekit/react: Firebase Cloud Messaging service worker. */
// A tap opens the page the push names (data.route, a path of this site: /track/{order id}). Added
// before Firebase's own handler, which would otherwise take the click and open nothing without a link.
self.addEventListener('notificationclick', (event) => {
  const data = (event.notification && event.notification.data) || {};
  const fcm = data.FCM_MSG || {};
  const route = (fcm.data && fcm.data.route) || data.route;
  if (typeof route !== 'string' || !/^\\/(?![\\/\\\\])/.test(route)) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(self.clients.openWindow(new URL(route, self.location.origin).href));
});
importScripts('${base}/firebase-app-compat.js');
importScripts('${base}/firebase-messaging-compat.js');

firebase.initializeApp(${JSON.stringify(firebaseOptions)});

const messaging = firebase.messaging();
messaging.onBackgroundMessage((payload) => {
  const notification = payload.notification || {};
  const title = notification.title || '';
  if (!title && !notification.body) return;
  self.registration.showNotification(title, { body: notification.body || '', icon: notification.image || undefined, data: payload.data || {} });
});
`;
}
