/* Which clicks on a link the app routes itself (React's SkateLink, the elements' cart button). */

/** What a click tells of itself (a DOM or a React mouse event on a link). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  currentTarget: { target?: string } | EventTarget | null;
}

/**
 * Plain left clicks without modifiers, on a link that opens in its own tab, stay in the app; every
 * other click (new tab, new window, download) is the browser's job.
 */
export function isPlainLeftClick(event: LinkClick): boolean {
  const target = (event.currentTarget as { target?: string } | null)?.target;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

const EXTERNAL_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Addresses with a scheme or a host (`https://...`, `mailto:...`, `//cdn...`) are not app routes:
 * they leave the app, the browser follows them, and a site's base URL never applies to them.
 */
export const isExternalAddress = (to: string): boolean => EXTERNAL_ADDRESS.test(to);
