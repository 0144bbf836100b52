import type { Storefront } from '@skatekit/core';
import { connectNativeApp, type NativeBridge } from '@skatekit/core/platform';
import { useEffect } from 'react';

/** The storefront's wrapper-app bridge, if it has one (a storefront shared with elements may not provide it). */
export function appBridge(storefront: Storefront): NativeBridge | undefined {
  return storefront.provides('bridge') ? storefront.bridge : undefined;
}

/**
 * Prints the page: the browser's print dialog (which also saves as PDF), or inside the wrapper apps, where
 * `window.print()` does nothing, the app's (bridge `print`) when the app handles it.
 */
export function printPage(storefront: Storefront): void {
  if (!appBridge(storefront)?.print(document.title)) window.print();
}

/**
 * Inside the wrapper apps: a notification tap the app reports (`openRoute`) opens that page through
 * the host's navigation, and a logout tells the app (core's connectNativeApp). Nothing on a website.
 */
export function useNativeApp(storefront: Storefront, navigate: (to: string) => void): void {
  useEffect(() => {
    const bridge = appBridge(storefront);
    if (!bridge) return;
    return connectNativeApp(bridge, storefront.session, navigate);
  }, [storefront, navigate]);
}
