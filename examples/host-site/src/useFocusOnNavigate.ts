import { useEffect, useRef } from 'react';
import { focusQuietly, watchInputModality } from './inputModality';

/** How long a page may take to show its heading (data loads first) before focus settles on main. */
const WAIT_MS = 3000;

/**
 * After a route change (a link, a redirect after login, the back button), moves keyboard and
 * screen-reader focus to the new page's main heading, so the next Tab starts on the new page and
 * its title is announced. The first page load keeps the browser's own focus.
 */
export function useFocusOnNavigate(pathname: string, mainId: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, by design.
  useEffect(() => {
    watchInputModality();
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    // The old page can stay on screen for a moment (a route's code or data still loading), and a
    // page may draw its heading only after its data: keep watching for a while and move focus to
    // whichever heading is current, unless the user has moved focus elsewhere meanwhile.
    let focused: HTMLElement | null = null;
    // What had focus when the route changed (the link or button that navigated) may be taken from.
    const before = document.activeElement;
    const free = () => {
      const active = document.activeElement;
      return (
        active === null ||
        active === document.body ||
        active === main ||
        active === focused ||
        active === before ||
        !active.isConnected
      );
    };
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || heading === focused || !free()) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // A ring only for keyboard users: a click or a page opened directly gets no box round the title.
      focusQuietly(heading);
      focused = heading;
    };
    focusHeading();
    const observer = new MutationObserver(focusHeading);
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!focused?.isConnected && free()) focusQuietly(main);
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
