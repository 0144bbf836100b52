import { describe, expect, it } from 'vitest';
import { detectPlatform } from './detect-platform';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_WKWEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** detectPlatform in a browser of `userAgent`, with what else the page's window holds. */
const withAgent = (userAgent: string, window: Record<string, unknown> = {}) =>
  detectPlatform({ navigator: { userAgent }, ...window });

describe('detectPlatform', () => {
  it('is WEBSITE for ordinary browsers and without an environment', () => {
    expect(withAgent(ANDROID_CHROME)).toBe('WEBSITE');
    expect(withAgent(IPHONE_SAFARI)).toBe('WEBSITE');
    expect(detectPlatform(undefined)).toBe('WEBSITE');
    expect(detectPlatform({})).toBe('WEBSITE');
  });

  it('does not take a generic in-app web view for our app', () => {
    expect(withAgent(ANDROID_WEBVIEW)).toBe('WEBSITE');
    expect(withAgent(IPHONE_WKWEBVIEW)).toBe('WEBSITE');
    // Chrome on iOS registers its own handlers.
    expect(withAgent(IPHONE_WKWEBVIEW, { webkit: { messageHandlers: { chrome: {} } } })).toBe('WEBSITE');
  });

  it('detects the Android app by its injected interface', () => {
    expect(withAgent(ANDROID_WEBVIEW, { Android: { postMessage() {} } })).toBe('ANDROID_APP');
  });

  it('detects the iOS app by its message handler', () => {
    expect(withAgent(IPHONE_WKWEBVIEW, { webkit: { messageHandlers: { skatekit: {} } } })).toBe('IOS_APP');
  });

  it('uses the user agent to place a React Native web view', () => {
    const rn = { postMessage() {} };
    expect(withAgent(ANDROID_WEBVIEW, { ReactNativeWebView: rn })).toBe('ANDROID_APP');
    expect(withAgent(IPHONE_WKWEBVIEW, { ReactNativeWebView: rn })).toBe('IOS_APP');
  });

  it('honours the app token in the user agent', () => {
    expect(withAgent(`${ANDROID_WEBVIEW} SkateKitApp/1.0`)).toBe('ANDROID_APP');
    expect(withAgent(`${IPHONE_WKWEBVIEW} skatekitapp/1.0`)).toBe('IOS_APP');
  });

  it('reads the global environment when none is given (Node: WEBSITE)', () => {
    expect(detectPlatform()).toBe('WEBSITE');
  });
});
