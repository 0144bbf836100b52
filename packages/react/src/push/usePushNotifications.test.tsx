import type { PushAdapter, PushMessage } from '@skatekit/core/platform';
import { STORAGE_KEYS } from '@skatekit/core/rules';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { createFirebasePushAdapter, firebaseMessagingServiceWorker } from './firebasePush';
import { type PushNotificationsOptions, type PushStatus, usePushNotifications } from './usePushNotifications';

// Counts imports of the Firebase SDK: without config or permission it must never load.
const { firebaseImported } = vi.hoisted(() => ({ firebaseImported: vi.fn() }));
vi.mock('firebase/app', async (original) => {
  firebaseImported();
  return original();
});

let status: PushStatus | undefined;
function PushProbe(props: PushNotificationsOptions) {
  status = usePushNotifications(props);
  return null;
}

function fakeAdapter(permission: 'granted' | 'denied' | 'default', token: string | null = 'device-token-1') {
  let listener: ((m: PushMessage) => void) | undefined;
  const adapter: PushAdapter = {
    permission: vi.fn(() => permission),
    requestPermission: vi.fn(async () => permission),
    getToken: vi.fn(async () => token),
    onMessage: vi.fn((callback) => {
      listener = callback;
      return () => {
        listener = undefined;
      };
    }),
  };
  return { adapter, push: (message: PushMessage) => listener?.(message) };
}

const signedIn = {
  stored: { [STORAGE_KEYS.user]: STORED_USER },
  routes: {
    ...settingsRoutes(),
    ...signedInRoutes(),
    'POST /firebase/register-token': { success: true, message: 'ok' },
  },
};

describe('usePushNotifications', { timeout: 30_000 }, () => {
  it('does nothing without a Firebase configuration', async () => {
    const { calls } = renderSkate(<PushProbe />, signedIn);
    // Start-up has run (the stored user was checked), and still nothing was asked or loaded.
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/registeruser/single/${STORED_USER.user_id}`)).toBe(true),
    );
    expect(status).toBe('off');
    expect(calls.some((c) => c.url === '/firebase/register-token')).toBe(false);
    expect(firebaseImported).not.toHaveBeenCalled();
  });

  it('asks for no token and registers nothing when permission is denied', async () => {
    const { adapter } = fakeAdapter('denied');
    const { calls } = renderSkate(<PushProbe adapter={adapter} />, signedIn);
    await waitFor(() => expect(status).toBe('permission-denied'));
    expect(adapter.getToken).not.toHaveBeenCalled();
    expect(adapter.onMessage).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url === '/firebase/register-token')).toBe(false);
  });

  it('does nothing for a guest', async () => {
    const { adapter } = fakeAdapter('granted');
    renderSkate(<PushProbe adapter={adapter} />, { routes: settingsRoutes() });
    await act(async () => {});
    expect(adapter.permission).not.toHaveBeenCalled();
    expect(status).toBe('idle');
  });

  it('registers the device token and shows a foreground push with its title and body', async () => {
    const { adapter, push } = fakeAdapter('granted');
    const { calls } = renderSkate(<PushProbe adapter={adapter} />, signedIn);
    await waitFor(() => expect(status).toBe('registered'));
    expect(calls.find((c) => c.url === '/firebase/register-token')?.body).toEqual({
      user_id: STORED_USER.user_id,
      deviceToken: 'device-token-1',
    });
    await waitFor(() => expect(adapter.onMessage).toHaveBeenCalled());
    act(() => push({ title: 'Class moved', body: 'Saturday batch starts at 8 am' }));
    expect(await screen.findByText(/Class moved/)).toHaveTextContent('Saturday batch starts at 8 am');
  });
});

/** The public Firebase settings of the tests' project. */
const FIREBASE = { apiKey: 'k', projectId: 'p', appId: 'a', messagingSenderId: 's' };

describe('createFirebasePushAdapter', () => {
  it('in a browser without notifications reports denied and loads nothing', async () => {
    const adapter = createFirebasePushAdapter(FIREBASE);
    expect(await adapter.permission()).toBe('denied');
    expect(await adapter.requestPermission()).toBe('denied');
    expect(await adapter.getToken()).toBeNull();
    expect(firebaseImported).not.toHaveBeenCalled();
  });

  it('generates the messaging service worker with the public settings only', () => {
    const text = firebaseMessagingServiceWorker({ ...FIREBASE, vapidKey: 'VAPID-SECRETISH' });
    expect(text).toContain("importScripts('https://www.gstatic.com/firebasejs/");
    expect(text).toContain('"projectId":"p"');
    expect(text).toContain('onBackgroundMessage');
    expect(text).not.toContain('VAPID-SECRETISH');
  });

  it("the service worker opens the push's route when the notification is tapped", () => {
    const text = firebaseMessagingServiceWorker(FIREBASE);
    const listeners: Array<(event: unknown) => void> = [];
    const opened: string[] = [];
    const self = {
      location: { origin: 'https://shop.test' },
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      clients: { openWindow: (url: string) => opened.push(url) },
      registration: { showNotification() {} },
    };
    const firebase = { initializeApp() {}, messaging: () => ({ onBackgroundMessage() {} }) };
    new Function('self', 'importScripts', 'firebase', text)(self, () => {}, firebase);
    const tap = (data: unknown) =>
      listeners[0]({
        notification: { data, close() {} },
        stopImmediatePropagation() {},
        waitUntil() {},
      });
    tap({ FCM_MSG: { data: { route: '/track/9f1c', kind: 'order' } } });
    tap({ route: '/my-account' });
    tap({ FCM_MSG: { data: { route: '//evil.example/x' } } });
    tap({ route: 'https://evil.example' });
    expect(opened).toEqual(['https://shop.test/track/9f1c', 'https://shop.test/my-account']);
  });
});
