import type { Platform } from '../constants';

/** The parts of `window` that reveal a native wrapper; pass `window` (or a fake in tests). */
export interface PlatformEnv {
  navigator?: { userAgent?: string };
  /** Injected by react-native-webview on both platforms. */
  ReactNativeWebView?: { postMessage?: unknown };
  /** Injected by an Android wrapper through `addJavascriptInterface(obj, 'Android')`. */
  Android?: unknown;
  /** Present in an iOS WKWebView once the app registers script message handlers. */
  webkit?: { messageHandlers?: Record<string, unknown> };
}

/**
 * Names of WKWebView script message handlers that mark our iOS wrapper: the app registers
 * `skatekit`; react-native-webview registers `ReactNativeWebView`.
 */
export const IOS_MESSAGE_HANDLERS = ['skatekit', 'ReactNativeWebView'] as const;

/** User-agent token a wrapper app may append (`SkateKitApp/1.0 (Android)`); matched case-insensitively. */
export const APP_USER_AGENT_TOKEN = 'SkateKitApp';

const ANDROID_UA = /android/i;
// iPadOS 13+ reports itself as "Macintosh"; only an injected handler tells those apart, see below.
const IOS_UA = /iphone|ipad|ipod/i;

/**
 * Detects the platform. What we chose, and why:
 * 1. An injected native interface is the strongest signal, because only our wrapper injects it:
 *    `window.Android` means the Android app; a WKWebView message handler with one of our names
 *    (IOS_MESSAGE_HANDLERS) means the iOS app. Merely having `webkit.messageHandlers` is not enough:
 *    Chrome and Firefox on iOS are WKWebView hosts with handlers of their own. Handlers are looked
 *    up by name because WebKit exposes them as non-enumerable getters.
 * 2. `window.ReactNativeWebView` means a React Native wrapper on either OS; the user agent decides
 *    which (Android marker, else iOS, since RN's web view only exists on those two).
 * 3. Otherwise only an explicit app token in the user agent counts. We deliberately do NOT treat
 *    the generic Android WebView marker (`; wv)`) or a missing "Safari" token as an app: in-app
 *    browsers of Instagram, Facebook or Gmail carry those too, and sending their users down the
 *    native Google sign-in path would break login for them.
 * 4. Everything else, including server-side rendering with no env, is WEBSITE.
 */
export function detectPlatform(env: PlatformEnv | undefined = currentEnv()): Platform {
  if (!env) return 'WEBSITE';
  const ua = typeof env.navigator?.userAgent === 'string' ? env.navigator.userAgent : '';

  if (env.Android !== undefined && env.Android !== null) return 'ANDROID_APP';
  const handlers = env.webkit?.messageHandlers;
  if (handlers && typeof handlers === 'object' && IOS_MESSAGE_HANDLERS.some((name) => handlers[name])) {
    return 'IOS_APP';
  }
  if (env.ReactNativeWebView && typeof env.ReactNativeWebView === 'object') {
    return ANDROID_UA.test(ua) ? 'ANDROID_APP' : 'IOS_APP';
  }
  if (ua.toLowerCase().includes(APP_USER_AGENT_TOKEN.toLowerCase())) {
    if (ANDROID_UA.test(ua)) return 'ANDROID_APP';
    if (IOS_UA.test(ua)) return 'IOS_APP';
  }
  return 'WEBSITE';
}

/** The global object as a PlatformEnv, read at call time (never at import time). */
function currentEnv(): PlatformEnv | undefined {
  return typeof globalThis === 'object' ? (globalThis as unknown as PlatformEnv) : undefined;
}
