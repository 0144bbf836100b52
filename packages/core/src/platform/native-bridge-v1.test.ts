import { describe, expect, it } from 'vitest';
import { createNativeBridge, isExternalAppLink, isSiteRoute, type NativeBridgeTarget } from './native-bridge';

// Bridge protocol v1: the version in every message, the capability handshake, and the messages it added
// (sign-in failed, logout, open-route, open-external).

function fakeApp() {
  const listeners = new Set<(event: { data?: unknown; origin?: string }) => void>();
  const sent: Array<Record<string, unknown>> = [];
  const target: NativeBridgeTarget = {
    location: { origin: 'https://shop.test' },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    Android: { postMessage: (text: string) => void sent.push(JSON.parse(text)) },
  };
  const post = (message: unknown, origin = 'https://shop.test') => {
    for (const listener of [...listeners]) listener({ data: JSON.stringify(message), origin });
  };
  return { bridge: createNativeBridge(target), sent, post };
}

describe('bridge protocol v1', () => {
  it('an app that announced nothing (an older build) gets only the first protocol: sign-in and push', () => {
    const app = fakeApp();
    expect(app.bridge.capabilities()).toBeNull();
    expect(app.bridge.supports('googleSignIn')).toBe(true);
    expect(app.bridge.supports('pushTokenRequest')).toBe(true);
    expect(app.bridge.notifyLogout()).toBe(false);
    expect(app.bridge.openExternal('upi://pay?pa=shop@upi&am=499.00')).toBe(false);
    expect(app.sent.map((m) => m.type)).toEqual(['hello']);
  });

  it('an app announcing protocol 0 with googleSignIn only still signs in, and gets no logout', () => {
    const app = fakeApp();
    app.post({ type: 'capabilities', v: 0, messages: ['googleSignIn'] });
    expect(app.bridge.capabilities()).toEqual({ version: 0, messages: new Set(['googleSignIn']) });
    expect(app.bridge.requestGoogleSignIn()).toBe(true);
    expect(app.bridge.notifyLogout()).toBe(false);
    const tokens: string[] = [];
    app.bridge.onGoogleLoginToken((token) => tokens.push(token));
    app.post({ type: 'googleLoginToken', idToken: 'id-token-1' });
    expect(tokens).toEqual(['id-token-1']);
    expect(app.sent.map((m) => [m.type, m.v])).toEqual([
      ['hello', 1],
      ['googleSignIn', 1],
    ]);
  });

  it('an app of protocol 1 gets logout and the UPI links it handles', () => {
    const app = fakeApp();
    app.post({
      type: 'capabilities',
      v: 1,
      messages: ['googleSignIn', 'pushTokenRequest', 'logout', 'openExternal'],
    });
    expect(app.bridge.notifyLogout()).toBe(true);
    expect(app.bridge.openExternal(' upi://pay?pa=shop@upi&am=499.00&tr=order_1 ')).toBe(true);
    expect(
      app.bridge.openExternal('intent://pay?pa=shop@upi#Intent;scheme=upi;package=com.phonepe.app;end'),
    ).toBe(true);
    // Web addresses are the page's own business.
    expect(app.bridge.openExternal('https://example.com')).toBe(false);
    expect(app.sent.slice(1)).toEqual([
      { type: 'logout', v: 1 },
      { type: 'openExternal', url: 'upi://pay?pa=shop@upi&am=499.00&tr=order_1', v: 1 },
      {
        type: 'openExternal',
        url: 'intent://pay?pa=shop@upi#Intent;scheme=upi;package=com.phonepe.app;end',
        v: 1,
      },
    ]);
  });

  it('an app that announced orderPlaced, paymentSucceeded and print hears the purchase and prints; others do not', () => {
    const order = {
      orderId: 'ord_1',
      value: 399,
      currency: 'INR' as const,
      shipping: 50,
      tax: 61,
      coupon: '',
      payMethod: 'Pay now' as const,
      items: [{ item_id: 'p1', item_name: 'Skate T-Tool', price: 349, quantity: 1 }],
    };
    const older = fakeApp();
    older.post({ type: 'capabilities', v: 1, messages: ['googleSignIn', 'logout'] });
    expect(older.bridge.notifyPurchase({ type: 'order-placed', ...order, awaitingPayment: true })).toBe(
      false,
    );
    expect(older.bridge.print('Invoice #1001')).toBe(false);
    expect(older.sent.map((m) => m.type)).toEqual(['hello']);

    const app = fakeApp();
    app.post({ type: 'capabilities', v: 1, messages: ['orderPlaced', 'paymentSucceeded', 'print'] });
    expect(app.bridge.notifyPurchase({ type: 'order-placed', ...order, awaitingPayment: true })).toBe(true);
    expect(app.bridge.notifyPurchase({ type: 'payment-succeeded', ...order, amountPaid: 399 })).toBe(true);
    expect(app.bridge.print('Invoice #1001')).toBe(true);
    expect(app.sent.slice(1)).toEqual([
      { ...order, awaitingPayment: true, type: 'orderPlaced', v: 1 },
      { ...order, amountPaid: 399, type: 'paymentSucceeded', v: 1 },
      { type: 'print', title: 'Invoice #1001', v: 1 },
    ]);
  });

  it('opens site routes only, from the app only', () => {
    const app = fakeApp();
    const routes: string[] = [];
    app.bridge.onOpenRoute((route) => routes.push(route));
    app.post({ type: 'openRoute', route: '/track/9f1c' });
    app.post({ type: 'openRoute', route: '//evil.example/track' });
    app.post({ type: 'openRoute', route: 'https://evil.example' });
    app.post({ type: 'openRoute', route: 'javascript:alert(1)' });
    app.post({ type: 'openRoute', route: '/\\evil.example' });
    app.post({ type: 'openRoute', route: '/my-account' }, 'https://ads.example');
    app.post({ type: 'openRoute', route: '/my-account', v: 1 });
    expect(routes).toEqual(['/track/9f1c', '/my-account']);
  });

  it('tells a cancelled sign-in from a failed one', () => {
    const app = fakeApp();
    const failures: unknown[] = [];
    app.bridge.onGoogleSignInFailed((failure) => failures.push(failure));
    app.post({ type: 'googleSignInFailed', reason: 'cancelled' });
    app.post({ type: 'googleSignInFailed', reason: 'failed', message: 'DEVELOPER_ERROR 10' });
    app.post({ type: 'googleSignInFailed' });
    expect(failures).toEqual([
      { reason: 'cancelled' },
      { reason: 'failed', message: 'DEVELOPER_ERROR 10' },
      { reason: 'failed' },
    ]);
  });

  it('knows site routes and app links', () => {
    expect(['/', '/track/1', '/my-account?tab=orders'].map(isSiteRoute)).toEqual([true, true, true]);
    expect(['', 'track/1', '//x', '/\\x', '/a b'].map(isSiteRoute)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(
      ['upi://pay', 'UPI://pay', 'intent://x#Intent;end', 'tez://upi/pay', 'http://x'].map(isExternalAppLink),
    ).toEqual([true, true, true, false, false]);
  });
});
