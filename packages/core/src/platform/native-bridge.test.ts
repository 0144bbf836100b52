import { describe, expect, it, vi } from 'vitest';
import { detectPlatform } from './detect-platform';
import { createNativeBridge, GOOGLE_SIGN_IN_REQUEST, type NativeBridgeTarget } from './native-bridge';

function fakeWindow(extra: Partial<NativeBridgeTarget> = {}) {
  const listeners = new Set<(event: { data?: unknown; origin?: string }) => void>();
  const target: NativeBridgeTarget = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    ...extra,
  };
  const post = (data: unknown, origin = '') => {
    for (const listener of [...listeners]) listener({ data, origin });
  };
  return { target, post, listeners };
}

// Compile-time check: a real window fits the target and environment types.
export const acceptsWindow = (w: Window) => [createNativeBridge(w), detectPlatform(w)];

/** A bridge of its own (no window) and a callback to hand it. */
const listening = () => ({ bridge: createNativeBridge(), callback: vi.fn() });

describe('createNativeBridge', () => {
  it('sends requests as JSON text to the injected sink', () => {
    const postMessage = vi.fn();
    const bridge = createNativeBridge({ ReactNativeWebView: { postMessage } });
    expect(bridge.requestGoogleSignIn()).toBe(true);
    expect(postMessage.mock.calls.map((call) => JSON.parse(call[0]))).toEqual([
      {
        type: 'hello',
        v: 1,
        accepts: [
          'capabilities',
          'googleLoginToken',
          'googleSignInFailed',
          'pushToken',
          'pushMessage',
          'openRoute',
        ],
      },
      { type: GOOGLE_SIGN_IN_REQUEST, v: 1 },
    ]);
  });

  it('uses the Android interface or the iOS handler when that is what exists', () => {
    const android = vi.fn();
    createNativeBridge({ Android: { postMessage: android } }).send({ type: 'ping' });
    expect(android).toHaveBeenLastCalledWith('{"type":"ping","v":1}');
    const ios = vi.fn();
    createNativeBridge({ webkit: { messageHandlers: { skatekit: { postMessage: ios } } } }).send({
      type: 'ping',
    });
    expect(ios).toHaveBeenLastCalledWith('{"type":"ping","v":1}');
  });

  it('reports false, without throwing, when there is no native side or it throws', () => {
    expect(createNativeBridge({}).send({ type: 'ping' })).toBe(false);
    const throwing = {
      postMessage: () => {
        throw new Error('bridge gone');
      },
    };
    expect(createNativeBridge({ ReactNativeWebView: throwing }).send({ type: 'ping' })).toBe(false);
  });

  it('can send only when the app injected a sink (an app user agent alone cannot answer)', () => {
    expect(createNativeBridge({}).canSend()).toBe(false);
    expect(
      createNativeBridge({
        navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) SkateKitApp/1.0' },
      } as NativeBridgeTarget).canSend(),
    ).toBe(false);
    expect(createNativeBridge({ Android: { postMessage: vi.fn() } }).canSend()).toBe(true);
    expect(
      createNativeBridge({ webkit: { messageHandlers: { skatekit: { postMessage: vi.fn() } } } }).canSend(),
    ).toBe(true);
    expect(createNativeBridge({ ReactNativeWebView: { postMessage: vi.fn() } }).canSend()).toBe(true);
  });

  it("takes messages of the page's own origin or none, and ignores other frames' origins", () => {
    const { target, post } = fakeWindow({ location: { origin: 'https://shop.example.in' } });
    const bridge = createNativeBridge(target, { allowedOrigins: ['https://app.example.in'] });
    const seen: string[] = [];
    bridge.onMessage((m) => seen.push(`${m.type}:${m.n}`), { persistent: true });
    post(JSON.stringify({ type: 'ping', n: 1 }), 'https://shop.example.in');
    post(JSON.stringify({ type: 'ping', n: 2 }), '');
    post(JSON.stringify({ type: 'ping', n: 3 }), 'https://evil.example.com');
    post(JSON.stringify({ type: 'ping', n: 4 }), 'null');
    post(JSON.stringify({ type: 'ping', n: 5 }), 'https://app.example.in');
    expect(seen).toEqual(['ping:1', 'ping:2', 'ping:5']);
  });

  it('does not sign in with a Google token posted by another origin', () => {
    const { target, post } = fakeWindow({ location: { origin: 'https://shop.example.in' } });
    const tokens: string[] = [];
    createNativeBridge(target).onGoogleLoginToken((token) => tokens.push(token));
    post(JSON.stringify({ type: 'googleLoginToken', idToken: 'attacker-token' }), 'https://evil.example.com');
    expect(tokens).toEqual([]);
    post(JSON.stringify({ type: 'googleLoginToken', idToken: 'app-token' }), 'https://shop.example.in');
    expect(tokens).toEqual(['app-token']);
  });

  it('drops a callback after its first use', () => {
    const { target, post } = fakeWindow();
    const bridge = createNativeBridge(target);
    const callback = vi.fn();
    bridge.onMessage(callback);
    post('{"type":"a"}');
    post('{"type":"b"}');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith({ type: 'a' });
  });

  it('keeps a persistent callback', () => {
    const { bridge, callback } = listening();
    bridge.onMessage(callback, { persistent: true });
    bridge.receive('{"type":"a"}');
    bridge.receive('{"type":"b","n":1}');
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenLastCalledWith({ type: 'b', n: 1 });
  });

  it('filters by request type; a filtered-out message does not use the callback up', () => {
    const { bridge, callback } = listening();
    bridge.onMessage(callback, { requestType: 'googleLoginToken' });
    bridge.receive('{"type":"adEvent"}');
    expect(callback).not.toHaveBeenCalled();
    bridge.receive('{"requestType":"googleLoginToken","idToken":"t"}');
    expect(callback).toHaveBeenCalledWith({
      type: 'googleLoginToken',
      requestType: 'googleLoginToken',
      idToken: 't',
    });
  });

  it('ignores invalid JSON and unexpected shapes without throwing', () => {
    const { target, post } = fakeWindow();
    const bridge = createNativeBridge(target);
    const callback = vi.fn();
    bridge.onMessage(callback, { persistent: true });
    for (const bad of ['{oops', 'null', '42', '"text"', '[]', '{"type":5}', '{}', ''])
      expect(() => post(bad)).not.toThrow();
    // Objects posted on window come from other frames, not from native.
    post({ type: 'googleLoginToken' });
    post(undefined);
    expect(() => bridge.receive(undefined)).not.toThrow();
    expect(callback).not.toHaveBeenCalled();
  });

  it('keeps delivering when one callback throws', () => {
    const bridge = createNativeBridge();
    const later = vi.fn();
    bridge.onMessage(() => {
      throw new Error('app bug');
    });
    bridge.onMessage(later);
    expect(() => bridge.receive('{"type":"a"}')).not.toThrow();
    expect(later).toHaveBeenCalled();
  });

  it('hands the Google ID token to onGoogleLoginToken once', () => {
    const { bridge, callback } = listening();
    bridge.onGoogleLoginToken(callback);
    bridge.receive('{"type":"googleLoginToken"}'); // no token: ignored, callback kept
    bridge.receive('{"type":"googleLoginToken","idToken":"id-1"}');
    bridge.receive('{"type":"googleLoginToken","idToken":"id-2"}');
    expect(callback.mock.calls).toEqual([['id-1']]);
  });

  it('accepts the token under other usual field names', () => {
    const { bridge, callback } = listening();
    bridge.onGoogleLoginToken(callback, { persistent: true });
    bridge.receive('{"type":"googleLoginToken","token":"a"}');
    bridge.receive('{"type":"googleLoginToken","data":{"idToken":"b"}}');
    bridge.receive('{"type":"googleLoginToken","id_token":"c"}');
    expect(callback.mock.calls.flat()).toEqual(['a', 'b', 'c']);
  });

  it('can install a global callback and removes everything on destroy', () => {
    const { target, post, listeners } = fakeWindow();
    const bridge = createNativeBridge(target, { callbackName: 'onNativeMessage' });
    const callback = vi.fn();
    bridge.onMessage(callback, { persistent: true });
    const globals = target as Record<string, unknown>;
    (globals.onNativeMessage as (text: string) => void)('{"type":"a"}');
    expect(callback).toHaveBeenCalledTimes(1);
    bridge.destroy();
    expect(globals.onNativeMessage).toBeUndefined();
    expect(listeners.size).toBe(0);
    post('{"type":"a"}');
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
