import * as z from 'zod/mini';
import { GOOGLE_LOGIN_MESSAGE } from '../constants';
import { IOS_MESSAGE_HANDLERS } from './detect-platform';
import { takeEarlyBridgeMessages } from './early-messages';
import { tryParseJson } from './json-storage';
import type { PurchaseEvent } from '../stores/purchase-events';

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

/** What the app said it understands (its `capabilities` message). */
export interface BridgeCapabilities {
  /** The app's protocol version (`v`); 0 when it sent none. */
  version: number;
  /** The page-to-app message types the app handles. */
  messages: ReadonlySet<string>;
}

/** Two-way JSON bridge with the native wrapper app: send requests, receive messages through callbacks. */
export interface NativeBridge {
  /**
   * Sends `request` as JSON text to the native side, with the protocol version (`v`) added; false
   * when no native sink exists or it failed.
   */
  send(request: NativeRequest): boolean;
  /** What the app announced in its `capabilities` message; null until (or unless) it did. */
  capabilities(): BridgeCapabilities | null;
  /**
   * Whether the app handles a page-to-app message: what it announced, or - an app that announced
   * nothing, an older build - only the messages of the first protocol (`googleSignIn`, `pushTokenRequest`).
   */
  supports(type: string): boolean;
  /** Tells the app the shopper logged out (when the app handles `logout`); answers whether it was sent. */
  notifyLogout(): boolean;
  /**
   * Hands a link the web view cannot open (`upi://`, `intent://`, other app schemes) to the app, when it
   * handles `openExternal`; false otherwise (the caller then opens it in the page).
   */
  openExternal(url: string): boolean;
  /**
   * Tells the app about the checkout's order and payment (`orderPlaced` / `paymentSucceeded`, the
   * event's fields), when it handles them; answers whether it was sent.
   */
  notifyPurchase(event: PurchaseEvent): boolean;
  /**
   * Asks the app to print the page (`print`, with the document's `title`): a web view's
   * `window.print()` does nothing. False when the app does not handle it (then print in the page).
   */
  print(title: string): boolean;
  /** Calls `callback` with the path of every valid `openRoute` message (a notification tap). */
  onOpenRoute(callback: (route: string) => void): () => void;
  /** Calls `callback` when the app's Google sign-in was cancelled or failed (`googleSignInFailed`). */
  onGoogleSignInFailed(callback: (failure: NativeSignInFailure) => void): () => void;
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

/** The bridge protocol's version, sent as `v` in every message of the page. */
export const BRIDGE_PROTOCOL_VERSION = 1;

/**
 * The message types of bridge protocol v1 (docs/wrapper-apps.md). Page to app: `hello` (sent once the
 * bridge exists: the version and the app-to-page messages the page understands), `googleSignIn`,
 * `pushTokenRequest`, `logout`, `openExternal`, `orderPlaced`, `paymentSucceeded`, `print` (each sent
 * only to an app that announced it). App to page: `capabilities` (the version and the
 * page-to-app messages the app handles), `googleLoginToken`, `googleSignInFailed`, `pushToken`,
 * `pushMessage`, `openRoute`.
 */
export const BRIDGE_MESSAGES = {
  hello: 'hello',
  googleSignIn: GOOGLE_SIGN_IN_REQUEST,
  pushTokenRequest: 'pushTokenRequest',
  logout: 'logout',
  openExternal: 'openExternal',
  orderPlaced: 'orderPlaced',
  paymentSucceeded: 'paymentSucceeded',
  print: 'print',
  capabilities: 'capabilities',
  googleLoginToken: GOOGLE_LOGIN_MESSAGE,
  googleSignInFailed: 'googleSignInFailed',
  pushToken: 'pushToken',
  pushMessage: 'pushMessage',
  openRoute: 'openRoute',
} as const;

/** What an app that announced nothing (a build from before protocol v1) handles. */
const FIRST_PROTOCOL_MESSAGES: ReadonlySet<string> = new Set([
  BRIDGE_MESSAGES.googleSignIn,
  BRIDGE_MESSAGES.pushTokenRequest,
]);

/** The app-to-page messages this page understands, told to the app in `hello`. */
const PAGE_ACCEPTS = [
  BRIDGE_MESSAGES.capabilities,
  BRIDGE_MESSAGES.googleLoginToken,
  BRIDGE_MESSAGES.googleSignInFailed,
  BRIDGE_MESSAGES.pushToken,
  BRIDGE_MESSAGES.pushMessage,
  BRIDGE_MESSAGES.openRoute,
];

/** Schemes the page hands to the app (`openExternal`): UPI intents and Android intents. */
export const EXTERNAL_SCHEMES = ['upi:', 'intent:'] as const;

/** Why the app's Google sign-in did not give a token: the shopper closed it, or it failed. */
export interface NativeSignInFailure {
  reason: 'cancelled' | 'failed';
  /** The app's own words, if it sent any (not shown to the shopper). */
  message?: string;
}

const capabilitiesSchema = z.looseObject({
  v: z.optional(z.number()),
  messages: z.array(z.string()),
});

const signInFailureSchema = z.looseObject({
  reason: z.optional(z.string()),
  message: z.optional(z.string()),
});

const routeSchema = z.looseObject({ route: z.string() });

/**
 * A route the app may open: a path of this site (`/track/…`), never another origin (`//evil`, `\\evil`,
 * `https://…`, `javascript:`), at most 2 kB.
 */
export function isSiteRoute(route: string): boolean {
  return /^\/(?![/\\])/.test(route) && route.length <= 2048 && !/[\s\\]/.test(route);
}

/** True for a link the web view cannot open itself and the app should hand to the system. */
export function isExternalAppLink(url: string): boolean {
  const lower = url.trim().toLowerCase();
  return EXTERNAL_SCHEMES.some((scheme) => lower.startsWith(scheme));
}

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

/** A non-empty string, else undefined. */
const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The token field name is not fixed by the wrapper apps we have seen; accept the usual spellings
 * (`idToken`, `id_token`, `token`, `data`, `data.idToken`), first non-empty one wins.
 */
function googleIdToken(message: NativeMessage): string | undefined {
  const data = message.data as { idToken?: unknown } | null | undefined;
  return (
    nonEmpty(message.idToken) ??
    nonEmpty(message.id_token) ??
    nonEmpty(message.token) ??
    nonEmpty(data) ??
    nonEmpty(typeof data === 'object' ? data?.idToken : undefined)
  );
}

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
  // A notification tap the app reported before anyone listened for it (the page was still starting):
  // the first `onOpenRoute` gets it.
  let pendingRoute: NativeMessage | null = null;

  const receive = (text: unknown) => {
    const raw = typeof text === 'string' ? tryParseJson(text) : text;
    const parsed = messageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (
      message.type === BRIDGE_MESSAGES.openRoute &&
      ![...registrations].some((r) => r.requestType === BRIDGE_MESSAGES.openRoute)
    ) {
      pendingRoute = message;
      return;
    }
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
      text = JSON.stringify({ ...request, v: BRIDGE_PROTOCOL_VERSION });
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

  let announced: BridgeCapabilities | null = null;
  onMessage(
    (message) => {
      const parsed = capabilitiesSchema.safeParse(message);
      if (!parsed.success) return;
      announced = { version: parsed.data.v ?? 0, messages: new Set(parsed.data.messages) };
    },
    { requestType: BRIDGE_MESSAGES.capabilities, persistent: true },
  );
  const supports = (type: string) =>
    announced ? announced.messages.has(type) : FIRST_PROTOCOL_MESSAGES.has(type);

  // What the app posted before this bridge was made (holdEarlyBridgeMessages), in order.
  for (const text of takeEarlyBridgeMessages(target)) receive(text);

  // The handshake: the app answers `hello` with `capabilities` (it may also announce them unasked).
  send({ type: BRIDGE_MESSAGES.hello, accepts: PAGE_ACCEPTS });

  return {
    send,
    canSend: () => nativeSinks(target).length > 0,
    capabilities: () => announced,
    supports,
    notifyLogout: () => supports(BRIDGE_MESSAGES.logout) && send({ type: BRIDGE_MESSAGES.logout }),
    openExternal: (url) =>
      isExternalAppLink(url) &&
      supports(BRIDGE_MESSAGES.openExternal) &&
      send({ type: BRIDGE_MESSAGES.openExternal, url: url.trim() }),
    notifyPurchase: ({ type, ...detail }) => {
      const message =
        type === 'order-placed' ? BRIDGE_MESSAGES.orderPlaced : BRIDGE_MESSAGES.paymentSucceeded;
      return supports(message) && send({ ...detail, type: message });
    },
    print: (title) => supports(BRIDGE_MESSAGES.print) && send({ type: BRIDGE_MESSAGES.print, title }),
    onOpenRoute: (callback) => {
      const open = (message: NativeMessage) => {
        const parsed = routeSchema.safeParse(message);
        if (parsed.success && isSiteRoute(parsed.data.route)) callback(parsed.data.route);
      };
      const off = onMessage(open, { requestType: BRIDGE_MESSAGES.openRoute, persistent: true });
      const pending = pendingRoute;
      pendingRoute = null;
      if (pending) open(pending);
      return off;
    },
    onGoogleSignInFailed: (callback) =>
      onMessage(
        (message) => {
          const parsed = signInFailureSchema.safeParse(message);
          if (!parsed.success) return;
          callback({
            reason: parsed.data.reason === 'cancelled' ? 'cancelled' : 'failed',
            ...(parsed.data.message ? { message: parsed.data.message } : {}),
          });
        },
        { requestType: BRIDGE_MESSAGES.googleSignInFailed, persistent: true },
      ),
    onMessage,
    receive,
    onGoogleLoginToken(callback, opts = {}) {
      // Registered persistent at the bridge level and removed here once a usable token arrived, so a
      // malformed googleLoginToken message does not use up a one-shot callback.
      let off = () => {};
      off = onMessage(
        (message) => {
          const token = googleIdToken(message);
          if (token === undefined) return;
          if (!opts.persistent) off();
          callback(token);
        },
        { requestType: GOOGLE_LOGIN_MESSAGE, persistent: true },
      );
      return off;
    },
    requestGoogleSignIn: () => send({ type: GOOGLE_SIGN_IN_REQUEST }),
    destroy() {
      registrations.clear();
      announced = null;
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
