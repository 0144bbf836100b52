import { type KeyboardEvent, useId, useRef } from 'react';

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
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
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
  };
  return (
    <div role="tablist" aria-label={label} className={`skate-tabs${className ? ` ${className}` : ''}`}>
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
          onClick={() => onChange(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}

/** A stable id base for one Tabs instance. */
export function useTabsId(): string {
  return useId().replace(/:/g, '');
}
