import { TEXTS } from '@skatekit/core/texts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from './IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface ScrollRowProps {
  /** Pixels one chevron click scrolls (260 products, 250 offers, 150 categories). */
  step: number;
  /**
   * Wait this long before re-reading the scroll position after a chevron click or a layout change
   * (the categories strip waits 100 ms); 0 re-reads on scroll events only.
   */
  recalcDelayMs?: number;
  /** Accessible name of the row (a list). */
  label: string;
  children: ReactNode;
  className?: string;
}

interface Overflow {
  left: boolean;
  right: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional widths) must not keep a chevron alive at the edge. */
const EDGE = 1;

function readOverflow(el: HTMLElement): Overflow {
  return {
    left: el.scrollLeft > EDGE,
    right: el.scrollLeft + el.clientWidth < el.scrollWidth - EDGE,
  };
}

/**
 * A horizontal row that scrolls by a fixed step, with a chevron on each side shown only while
 * there is more to scroll in that direction. Touch users swipe the row natively.
 */
export function ScrollRow({ step, recalcDelayMs = 0, label, children, className }: ScrollRowProps) {
  useSkateStyles(UI_SHEETS);
  const trackRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const recalc = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const next = readOverflow(el);
    setOverflow((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);

  const scheduleRecalc = useCallback(() => {
    if (recalcDelayMs <= 0) {
      recalc();
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(recalc, recalcDelayMs);
  }, [recalc, recalcDelayMs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: children change the scroll width.
  useEffect(() => {
    scheduleRecalc();
  }, [children, scheduleRecalc]);

  useEffect(() => {
    const el = trackRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => scheduleRecalc());
    observer.observe(el);
    return () => observer.disconnect();
  }, [scheduleRecalc]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const scroll = (direction: -1 | 1) => {
    const el = trackRef.current;
    if (!el) return;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: direction * step, behavior: 'smooth' });
    else el.scrollLeft += direction * step;
    scheduleRecalc();
  };

  return (
    <div className={`skate-row${className ? ` ${className}` : ''}`}>
      {overflow.left ? (
        <IconButton
          label={TEXTS.SCROLL_LEFT}
          className="skate-row-chevron skate-row-chevron--left"
          onClick={() => scroll(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
      ) : null}
      <ul className="skate-row-track" ref={trackRef} aria-label={label} onScroll={scheduleRecalc}>
        {children}
      </ul>
      {overflow.right ? (
        <IconButton
          label={TEXTS.SCROLL_RIGHT}
          className="skate-row-chevron skate-row-chevron--right"
          onClick={() => scroll(1)}
        >
          <ChevronRightIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
