import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface DeferredProps {
  children: ReactNode;
  /** Height kept for the content until it mounts (it is below the fold: nothing on screen moves). */
  minHeight?: number;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest a section waits for the browser to be idle before it mounts anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** How far below the viewport a section starts mounting, so a scrolling visitor never sees it empty. */
const VISIBLE_MARGIN = '400px';

/**
 * Mounts its children once the browser is idle or they are about to scroll into view, whichever comes
 * first, so sections below the fold (and the calls they make) wait until the first screen is drawn.
 * Where neither signal exists (tests, old browsers) they mount right after the first paint.
 */
export function Deferred({ children, minHeight = 320 }: DeferredProps) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const view = window as IdleWindow;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: VISIBLE_MARGIN,
          })
        : undefined;
    if (observer && placeholder.current) observer.observe(placeholder.current);
    const idle = view.requestIdleCallback?.(show, { timeout: IDLE_TIMEOUT_MS });
    const timer = idle === undefined ? setTimeout(show, 0) : undefined;
    return () => {
      observer?.disconnect();
      if (idle !== undefined) view.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown]);
  if (shown) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
}
