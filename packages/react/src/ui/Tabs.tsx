import { textLabel } from '@skatekit/core/texts';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

export interface TabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Class of each tab button (`skate-tab` pills by default). */
  tabClassName?: string;
  className?: string;
}

/** Id of the panel a tab controls, so the panel can carry `aria-labelledby`/`id`. */
export const tabPanelId = (base: string, tab: string) => `${base}-panel-${tab.replace(/\W+/g, '-')}`;
export const tabId = (base: string, tab: string) => `${base}-tab-${tab.replace(/\W+/g, '-')}`;

/**
 * A WAI-ARIA tab list: one tab in the Tab order, arrow keys, Home and End move between tabs.
 * Render the panel yourself with `id={tabPanelId(idBase, value)}` and `role="tabpanel"`.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  tabClassName = 'skate-tab',
  className,
  idBase,
}: TabsProps<T> & { idBase: string }) {
  useSkateStyles(UI_SHEETS);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const more = useOverflowCue();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]);
    refs.current[next]?.focus();
    refs.current[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <div
      ref={more.ref}
      role="tablist"
      aria-label={label}
      className={`skate-tabs${className ? ` ${className}` : ''}${more.left ? ' skate-tabs--more-left' : ''}${more.right ? ' skate-tabs--more-right' : ''}`}
      onScroll={more.update}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab)}
          aria-selected={tab === value}
          aria-controls={tabPanelId(idBase, tab)}
          tabIndex={tab === value ? 0 : -1}
          className={tabClassName}
          onClick={(event) => {
            onChange(tab);
            // A tab half out of a narrow bar comes fully into view when chosen.
            event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {textLabel(tab)}
        </button>
      ))}
    </div>
  );
}

/**
 * Whether a scrolling bar has more to either side, for the fade that tells a narrow screen's user
 * there are more tabs than fit.
 */
function useOverflowCue() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = {
      left: el.scrollLeft > 1,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    };
    setState((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);
  useEffect(() => {
    update();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);
  return { ref, update, ...state };
}

/** A stable id base for one Tabs instance. */
export function useTabsId(): string {
  return useId().replace(/:/g, '');
}
