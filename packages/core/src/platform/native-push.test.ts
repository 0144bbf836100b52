import { describe, expect, it, vi } from 'vitest';
import { createNativeBridge, type NativeBridgeTarget } from './native-bridge';
import { createNativePushAdapter, PUSH_TOKEN_REQUEST } from './native-push';
import { registerPush } from './push';

/** A wrapper app: records what the page sends, and posts JSON text back like `evaluateJavascript` would. */
function fakeApp(answer?: (request: { type: string }) => unknown) {
  const listeners = new Set<(event: { data?: unknown; origin?: string }) => void>();
  const sent: Array<{ type: string }> = [];
  const reply = (message: unknown) => {
    for (const listener of [...listeners])
      listener({ data: JSON.stringify(message), origin: 'https://shop.test' });
  };
  const target: NativeBridgeTarget = {
    location: { origin: 'https://shop.test' },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    Android: {
      postMessage: (text: string) => {
        const request = JSON.parse(text);
        // The bridge's handshake is not part of push.
        if (request.type === 'hello') return;
        sent.push(request);
        const response = answer?.(request);
        if (response) queueMicrotask(() => reply(response));
      },
    },
  };
  return { bridge: createNativeBridge(target), sent, reply };
}

describe('native push adapter', () => {
  it("asks the app for its token and registers it with the server as the user's device", async () => {
    const app = fakeApp((request) =>
      request.type === PUSH_TOKEN_REQUEST ? { type: 'pushToken', token: 'fcm-token-ABC123' } : undefined,
    );
    const registerToken = vi.fn(async () => ({ success: true }));
    const result = await registerPush({
      adapter: createNativePushAdapter(app.bridge),
      api: { push: { registerToken } } as never,
      userId: 'user-1',
    });
    expect(result).toEqual({ status: 'registered', token: 'fcm-token-ABC123' });
    expect(registerToken).toHaveBeenCalledWith({ user_id: 'user-1', deviceToken: 'fcm-token-ABC123' });
    expect(app.sent).toEqual([{ type: 'pushTokenRequest', v: 1 }]);
  });

  it('uses a token the app sent before anyone asked, without asking', async () => {
    const app = fakeApp();
    const adapter = createNativePushAdapter(app.bridge);
    app.reply({ type: 'pushToken', token: 'apns-token-XYZ' });
    expect(adapter.permission()).toBe('granted');
    expect(await adapter.getToken()).toBe('apns-token-XYZ');
    expect(app.sent).toEqual([]);
  });

  it('reports a refusal as denied and asks no more', async () => {
    const app = fakeApp(() => ({ type: 'pushToken', token: null, permission: 'denied' }));
    const adapter = createNativePushAdapter(app.bridge);
    expect(await adapter.requestPermission()).toBe('denied');
    expect(await adapter.getToken()).toBeNull();
    expect(app.sent).toHaveLength(1);
  });

  it('gives up after the wait when the app never answers, and ignores malformed answers', async () => {
    vi.useFakeTimers();
    try {
      const app = fakeApp(() => ({ type: 'pushToken', token: 42 }));
      const adapter = createNativePushAdapter(app.bridge, { waitMs: 10_000 });
      const token = adapter.getToken();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await token).toBeNull();
      expect(adapter.permission()).toBe('default');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands foreground notifications from the app to onMessage', () => {
    const app = fakeApp();
    const seen: unknown[] = [];
    const off = createNativePushAdapter(app.bridge).onMessage((message) => seen.push(message));
    app.reply({
      type: 'pushMessage',
      title: 'Order shipped',
      body: 'Your skates are on the way',
      data: { id: '7' },
    });
    off();
    app.reply({ type: 'pushMessage', title: 'After unsubscribing' });
    expect(seen).toEqual([{ title: 'Order shipped', body: 'Your skates are on the way', data: { id: '7' } }]);
  });
});
