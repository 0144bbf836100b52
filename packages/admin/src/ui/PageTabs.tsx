import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** A screen's tabs (Radix Tabs: arrow keys move between them), the chosen one kept by the caller in the address. */
export function PageTabs({
  label,
  value,
  onValueChange,
  tabs,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  tabs: readonly { value: string; label: ReactNode; content: ReactNode }[];
}) {
  return (
    <Tabs.Root value={value} onValueChange={onValueChange}>
      <Tabs.List className="tabs" aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className="tab">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="tab-panel">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
