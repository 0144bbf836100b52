import { describe, expect, it } from 'vitest';
import { EARLY_BRIDGE_MESSAGES, holdEarlyBridgeMessages } from './early-messages';
import { createNativeBridge, type NativeBridgeTarget } from './native-bridge';

/** A page's window: message listeners, the page's origin, and an Android sink that records. */
function page() {
  const listeners = new Set<(event: { data?: unknown; origin?: string }) => void>();
  const sent: string[] = [];
  const target: NativeBridgeTarget & Record<string, unknown> = {
    location: { origin: 'https://shop.test' },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    Android: { postMessage: (text: string) => void sent.push(JSON.parse(text).type) },
  };
  const post = (message: unknown, origin = 'https://shop.test') => {
    for (const listener of [...listeners]) listener({ data: JSON.stringify(message), origin });
  };
  return { target, post, listeners, sent };
}

describe('the app posts before the storefront has started', () => {
  it("a notification tap posted once the page loaded opens its route when the storefront's bridge is made", () => {
    const window = page();
    holdEarlyBridgeMessages(window.target);
    window.post({ type: 'capabilities', v: 1, messages: ['googleSignIn', 'logout'] });
    window.post({ type: 'openRoute', v: 1, route: '/track/order-7' });
    // Another frame's message is not kept.
    window.post({ type: 'openRoute', v: 1, route: '/track/forged' }, 'https://ads.example');

    const bridge = createNativeBridge(window.target);
    expect(bridge.capabilities()).toEqual({ version: 1, messages: new Set(['googleSignIn', 'logout']) });
    // The route waits for the page's navigation to listen (a React effect, later still).
    const opened: string[] = [];
    bridge.onOpenRoute((route) => opened.push(route));
    expect(opened).toEqual(['/track/order-7']);
    expect(window.target[EARLY_BRIDGE_MESSAGES]).toBeUndefined();

    // After that, messages reach the bridge once, not the holder as well.
    window.post({ type: 'openRoute', v: 1, route: '/my-account' });
    expect(opened).toEqual(['/track/order-7', '/my-account']);
    expect(window.listeners.size).toBe(1);
  });

  it('a bridge made with nothing held and no listener yet still hands a later tap to the first listener', () => {
    const window = page();
    const bridge = createNativeBridge(window.target);
    window.post({ type: 'openRoute', v: 1, route: '/track/order-8' });
    const opened: string[] = [];
    bridge.onOpenRoute((route) => opened.push(route));
    bridge.onOpenRoute((route) => opened.push(`second ${route}`));
    expect(opened).toEqual(['/track/order-8']);
    expect(window.sent).toEqual(['hello']);
  });
});
