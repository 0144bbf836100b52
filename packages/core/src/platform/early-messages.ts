/**
 * Where a page keeps the wrapper app's messages that arrive before its storefront (and so the bridge)
 * exists: `window.__skatekitEarlyMessages`, a list of the messages' JSON texts. A page that starts its
 * storefront late (after its first screen is painted) calls `holdEarlyBridgeMessages()` in its entry;
 * the bridge takes the list when it is made, and reads each as if it had just arrived.
 */
export const EARLY_BRIDGE_MESSAGES = '__skatekitEarlyMessages';

interface EarlyTarget {
  addEventListener?(type: 'message', listener: (event: { data?: unknown; origin?: string }) => void): void;
  removeEventListener?(type: 'message', listener: (event: { data?: unknown; origin?: string }) => void): void;
  document?: Pick<EarlyTarget, 'addEventListener' | 'removeEventListener'>;
  location?: { origin?: string };
}

/**
 * Keeps the app's messages (the page's own origin, or none for react-native-webview: the bridge's own
 * rule) until the bridge takes them; messages of other origins are not kept. Stops listening once
 * the bridge has taken the list.
 */
export function holdEarlyBridgeMessages(target: EarlyTarget = globalThis as EarlyTarget): void {
  const slots = target as Record<string, unknown>;
  if (Array.isArray(slots[EARLY_BRIDGE_MESSAGES])) return;
  const held: string[] = [];
  slots[EARLY_BRIDGE_MESSAGES] = held;
  const own = target.location?.origin;
  const nodes = [target, target.document].filter((node) => typeof node?.addEventListener === 'function');
  const hold = (event: { data?: unknown; origin?: string }) => {
    if (slots[EARLY_BRIDGE_MESSAGES] !== held) {
      for (const node of nodes) node?.removeEventListener?.('message', hold);
      return;
    }
    const origin = typeof event.origin === 'string' ? event.origin : '';
    if (typeof event.data === 'string' && (origin === '' || origin === own)) held.push(event.data);
  };
  for (const node of nodes) node?.addEventListener?.('message', hold);
}

/** The held messages, taken once (the list is removed, so the holder stops). */
export function takeEarlyBridgeMessages(target: object): string[] {
  const slots = target as Record<string, unknown>;
  const held = slots[EARLY_BRIDGE_MESSAGES];
  if (!Array.isArray(held)) return [];
  slots[EARLY_BRIDGE_MESSAGES] = undefined;
  return held.filter((text): text is string => typeof text === 'string');
}
