import * as z from 'zod/mini';
import { GOOGLE_LOGIN_MESSAGE } from '../constants';
import { IOS_MESSAGE_HANDLERS } from './detect-platform';
import { tryParseJson } from './json-storage';

/** A message from the native side: a JSON object whose `type` (or `requestType`) names it. */
export type NativeMessage = { type: string } & Record<string, unknown>;

/** A request to the native side; `type` tells the app what to do. */
export type NativeRequest = { type: string } & Record<string, unknown>;

type PostMessageSink = { postMessage?: (message: string) => void };

/**
 * The parts of `window` the bridge talks through. Every field is optional so the bridge can be
 * created anywhere (SSR, plain website) and simply has nowhere to send.
 */
export interface NativeBridgeTarget {
  ReactNativeWebView?: PostMessageSink;
  Android?: PostMessageSink | unknown;
  webkit?: { messageHandlers?: Record<string, PostMessageSink | undefined> };
  addEventListener?(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
  /** react-native-webview on Android dispatches on `document`, not `window`. */
  document?: Pick<NativeBridgeTarget, 'addEventListener' | 'removeEventListener'>;
  /** The page's own origin: messages the app posts into the page carry it. */
  location?: { origin?: string };
}

/** The parts of a `message` event the bridge reads. */
export interface BridgeMessageEvent {
  data?: unknown;
  origin?: string;
}

/** Options of a native callback: an optional request-type filter, and whether it outlives its first use. */
export interface NativeCallbackOptions {
  /** Only messages whose type equals this reach the callback (others leave it registered). */
  requestType?: string;
  /** Keep the callback after it has run; by default it is dropped after first use. */
  persistent?: boolean;
}

/** Options of `createNativeBridge`, e.g. a global callback name for wrappers that call a function. */
export interface NativeBridgeOptions {
  /**
   * Origins, besides the page's own, whose `message` events count as native. Messages the app
   * injects (`evaluateJavascript`/`evaluateJavaScript` calling `window.postMessage`) carry the page's
   * own origin, and react-native-webview's carry none (''), so this is rarely needed.
   */
  allowedOrigins?: readonly string[];
  /**
   * Also install `target[callbackName] = receive`, for wrappers that call a global function
   * (`window.onNativeMessage('{"type":...}')`) instead of posting a message event.
   */
  callbackName?: string;
}

/** Two-way JSON bridge with the native wrapper app: send requests, receive messages through callbacks. */
export interface NativeBridge {
  /** Sends `request` as JSON text to the native side; false when no native sink exists or it failed. */
  send(request: NativeRequest): boolean;
  /**
   * True when the app injected something to send to (react-native-webview, `window.Android`, a
   * WKWebView handler): a user agent with the app token alone cannot answer, so nothing that needs
   * an answer (the Google button, native push) is offered then.
   */
  canSend(): boolean;
  /** Registers a callback for native messages; returns a function that removes it. */
  onMessage(callback: (message: NativeMessage) => void, options?: NativeCallbackOptions): () => void;
  /** Entry point for JSON text from native; anything that is not a typed JSON object is ignored. */
  receive(text: unknown): void;
  /** Calls `callback` with the ID token of the next `googleLoginToken` message. */
  onGoogleLoginToken(
    callback: (idToken: string) => void,
    options?: Omit<NativeCallbackOptions, 'requestType'>,
  ): () => void;
  /** Asks the wrapper app to start its native Google sign-in. */
  requestGoogleSignIn(): boolean;
  /** Detaches every listener the bridge installed. */
  destroy(): void;
}

/** Type of the request that starts the app's Google sign-in. */
export const GOOGLE_SIGN_IN_REQUEST = 'googleSignIn';

const messageSchema = z.pipe(
  z.looseObject({ type: z.optional(z.string()), requestType: z.optional(z.string()) }),
  z.transform((value: { type?: string; requestType?: string }, ctx) => {
    const type = value.type ?? value.requestType;
    if (!type) {
      ctx.issues.push({ code: 'custom', message: 'untyped native message', input: value });
      return z.NEVER;
    }
    return { ...value, type } as NativeMessage;
  }),
);

const token = () => z.string().check(z.minLength(1));

/** The token field name is not fixed by the wrapper apps we have seen; accept the usual spellings. */
const googleTokenSchema = z.union([
  z.pipe(
    z.looseObject({ idToken: token() }),
    z.transform((m: { idToken: string }) => m.idToken),
  ),
  z.pipe(
    z.looseObject({ id_token: token() }),
    z.transform((m: { id_token: string }) => m.id_token),
  ),
  z.pipe(
    z.looseObject({ token: token() }),
    z.transform((m: { token: string }) => m.token),
  ),
  z.pipe(
    z.looseObject({ data: token() }),
    z.transform((m: { data: string }) => m.data),
  ),
  z.pipe(
    z.looseObject({ data: z.looseObject({ idToken: token() }) }),
    z.transform((m: { data: { idToken: string } }) => m.data.idToken),
  ),
]);

interface Registration {
  callback: (message: NativeMessage) => void;
  requestType?: string;
  persistent: boolean;
}

/**
 * Two-way channel with a native wrapper app. Outgoing requests go to whichever sink the app
 * injected (react-native-webview, an Android JS interface or a WKWebView handler). Incoming JSON
 * text arrives through `message` events (string data only: object messages on `window` come from
 * other frames such as payment widgets, not from native) or through `receive`. Nothing here throws:
 * a native side sending garbage must not break the page.
 */
export function createNativeBridge(
  target: NativeBridgeTarget = {},
  options: NativeBridgeOptions = {},
): NativeBridge {
  const registrations = new Set<Registration>();

  const receive = (text: unknown) => {
    const raw = typeof text === 'string' ? tryParseJson(text) : text;
    const parsed = messageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    for (const registration of [...registrations]) {
      if (registration.requestType !== undefined && registration.requestType !== message.type) continue;
      if (!registration.persistent) registrations.delete(registration);
      try {
        registration.callback(message);
      } catch {
        // A failing callback is the app's bug; it must not stop the others.
      }
    }
  };

  // Another frame (a payment widget, an ad, a page that opened ours) posts with its own origin; only
  // the app's messages - the page's own origin, or none for react-native-webview - are native.
  const ownOrigin = safeRead(() => target.location?.origin);
  const accepted = new Set(['', ...(ownOrigin ? [ownOrigin] : []), ...(options.allowedOrigins ?? [])]);
  const onEvent = (event: BridgeMessageEvent) => {
    if (typeof event?.data !== 'string') return;
    if (!accepted.has(typeof event.origin === 'string' ? event.origin : '')) return;
    receive(event.data);
  };
  const listenOn = [target, target.document].filter(
    (node): node is NonNullable<typeof node> => typeof node?.addEventListener === 'function',
  );
  for (const node of listenOn) safely(() => node.addEventListener!('message', onEvent));
  // Installing a global function is the documented opt-in, hence the write through a loose view of target.
  const globals = target as Record<string, unknown>;
  if (options.callbackName) globals[options.callbackName] = receive;

  const send = (request: NativeRequest): boolean => {
    let text: string;
    try {
      text = JSON.stringify(request);
    } catch {
      return false;
    }
    for (const sink of nativeSinks(target)) {
      if (safely(() => sink.postMessage!(text))) return true;
    }
    return false;
  };

  const onMessage = (callback: (message: NativeMessage) => void, opts: NativeCallbackOptions = {}) => {
    const registration: Registration = {
      callback,
      requestType: opts.requestType,
      persistent: !!opts.persistent,
    };
    registrations.add(registration);
    return () => {
      registrations.delete(registration);
    };
  };

  return {
    send,
    canSend: () => nativeSinks(target).length > 0,
    onMessage,
    receive,
    onGoogleLoginToken(callback, opts = {}) {
      // Registered persistent at the bridge level and removed here once a usable token arrived, so a
      // malformed googleLoginToken message does not use up a one-shot callback.
      let off = () => {};
      off = onMessage(
        (message) => {
          const token = googleTokenSchema.safeParse(message);
          if (!token.success) return;
          if (!opts.persistent) off();
          callback(token.data);
        },
        { requestType: GOOGLE_LOGIN_MESSAGE, persistent: true },
      );
      return off;
    },
    requestGoogleSignIn: () => send({ type: GOOGLE_SIGN_IN_REQUEST }),
    destroy() {
      registrations.clear();
      for (const node of listenOn) safely(() => node.removeEventListener?.('message', onEvent));
      if (options.callbackName && globals[options.callbackName] === receive)
        delete globals[options.callbackName];
    },
  };
}

function nativeSinks(target: NativeBridgeTarget): PostMessageSink[] {
  const sinks: unknown[] = [target.ReactNativeWebView, target.Android];
  const handlers = target.webkit?.messageHandlers;
  if (handlers) for (const name of IOS_MESSAGE_HANDLERS) sinks.push(handlers[name]);
  return sinks.filter(
    (sink): sink is PostMessageSink =>
      typeof sink === 'object' &&
      sink !== null &&
      typeof (sink as PostMessageSink).postMessage === 'function',
  );
}

/** Reads a value that may throw on access (cross-origin or native objects), or undefined. */
function safeRead<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Runs `fn`, reporting whether it completed; native objects can throw on any access. */
function safely(fn: () => void): boolean {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
}
