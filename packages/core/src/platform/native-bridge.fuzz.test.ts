import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOOGLE_LOGIN_MESSAGE } from '../constants';
import { type BridgeMessageEvent, createNativeBridge, type NativeBridgeTarget } from './native-bridge';
import { createNativePushAdapter, PUSH_MESSAGE, PUSH_TOKEN_MESSAGE } from './native-push';

/*
 * Whatever the native side (or another frame, or a script calling the global callback) throws at the
 * bridge, the page goes on: no throw out of the bridge, and the callbacks only ever see what their
 * contracts promise (a non-empty string token, a push message of strings, a token string or null).
 */

const TYPES = [
  GOOGLE_LOGIN_MESSAGE,
  PUSH_TOKEN_MESSAGE,
  PUSH_MESSAGE,
  'unknown',
  '',
  '__proto__',
  'constructor',
];

/** A field value of any kind, hostile ones included. */
const anyValue = fc.oneof(
  fc.anything({ maxDepth: 2, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '\u0000', 'x'.repeat(100_000), Number.NaN, Number.POSITIVE_INFINITY, -0),
);

/** Messages shaped like the bridge's own, with random fields. */
const typedMessage = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES), anyValue),
    requestType: fc.oneof(fc.constantFrom(...TYPES), anyValue),
    idToken: anyValue,
    id_token: anyValue,
    token: anyValue,
    data: fc.oneof(anyValue, fc.record({ idToken: anyValue }, { requiredKeys: [] })),
    permission: fc.oneof(fc.constantFrom('granted', 'denied', 'default'), anyValue),
    title: anyValue,
    body: anyValue,
  },
  { requiredKeys: [] },
);

/** What arrives: JSON text (well-formed or not), or a raw value passed to `receive`. */
const incoming = fc.oneof(
  typedMessage.map((m) => safeStringify(m)),
  typedMessage,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{',
    '{"type":',
    'null',
    '[]',
    '"googleLoginToken"',
    '{"__proto__":{"type":"x"}}',
    `{"type":"${'t'.repeat(50_000)}"}`,
  ),
  anyValue,
);

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '{}';
  }
}

/** A fake window: records the message listeners the bridge installs, and a native sink that may throw. */
function fakeWindow(sinkThrows: boolean) {
  const listeners: ((event: BridgeMessageEvent) => void)[] = [];
  const sent: string[] = [];
  const target: NativeBridgeTarget = {
    ReactNativeWebView: {
      postMessage(message: string) {
        if (sinkThrows) throw new Error('bridge gone');
        sent.push(message);
      },
    },
    addEventListener: (_type, listener) => void listeners.push(listener),
    removeEventListener: () => {},
    location: { origin: 'https://shop.example' },
  };
  return { target, listeners, sent };
}

describe('random native-bridge messages never crash the page', () => {
  it('receive, message events and the global callback take anything; callbacks see only valid values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            via: fc.constantFrom('receive', 'event', 'global'),
            origin: fc.oneof(
              fc.constantFrom('', 'https://shop.example', 'https://evil.example', 'null'),
              anyValue,
            ),
            message: incoming,
          }),
          { maxLength: 12 },
        ),
        fc.boolean(),
        async (messages, sinkThrows) => {
          const window = fakeWindow(sinkThrows);
          const bridge = createNativeBridge(window.target, { callbackName: 'onNativeMessage' });
          const tokens: unknown[] = [];
          const pushes: unknown[] = [];
          bridge.onGoogleLoginToken((token) => tokens.push(token), { persistent: true });
          bridge.onMessage(() => {
            throw new Error('a broken app callback');
          });
          const push = createNativePushAdapter(bridge, { waitMs: 5 });
          push.onMessage((message) => pushes.push(message));
          const globalCallback = (window.target as Record<string, unknown>).onNativeMessage as (
            t: unknown,
          ) => void;

          for (const { via, origin, message } of messages) {
            if (via === 'receive') bridge.receive(message);
            else if (via === 'global') globalCallback(message);
            else
              for (const listener of window.listeners) listener({ data: message, origin: origin as string });
          }
          // After all that, a well-formed message still gets through.
          bridge.receive(JSON.stringify({ type: GOOGLE_LOGIN_MESSAGE, idToken: 'good-token' }));
          expect(tokens.at(-1)).toBe('good-token');
          expect(typeof bridge.requestGoogleSignIn()).toBe('boolean');
          const token = await push.getToken();
          expect(token === null || (typeof token === 'string' && token.length > 0)).toBe(true);
          expect(['granted', 'denied', 'default']).toContain(push.permission());
          for (const t of tokens) expect(typeof t === 'string' && t.length > 0).toBe(true);
          for (const p of pushes as Record<string, unknown>[]) {
            expect(p.title === undefined || typeof p.title === 'string').toBe(true);
            expect(p.body === undefined || typeof p.body === 'string').toBe(true);
            expect(p.data === undefined || (typeof p.data === 'object' && p.data !== null)).toBe(true);
          }
          bridge.destroy();
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('send never throws, whatever it is asked to send', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 6 }), anyValue, { maxKeys: 4 }),
        fc.boolean(),
        (fields, sinkThrows) => {
          const cyclic: Record<string, unknown> = { type: 'x', ...fields };
          if (sinkThrows) cyclic.self = cyclic;
          const bridge = createNativeBridge(fakeWindow(sinkThrows).target);
          expect(typeof bridge.send(cyclic as { type: string })).toBe('boolean');
          bridge.destroy();
        },
      ),
      { numRuns: 300 },
    );
  });
});
