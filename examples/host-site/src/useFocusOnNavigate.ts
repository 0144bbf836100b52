import { useEffect, useRef } from 'react';

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
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    let done = false;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      done = true;
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!done) main.focus({ preventScroll: true });
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
