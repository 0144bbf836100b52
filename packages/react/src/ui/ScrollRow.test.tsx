import { SCROLL_STEP_CATEGORIES } from '../timings';

import { TEXTS } from '@skatekit/core/texts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSkate } from '../test/harness';
import { fakeRowLayout } from '../test/scroll';
import { ScrollRow } from './ScrollRow';

let layout: ReturnType<typeof fakeRowLayout> | undefined;
afterEach(() => {
  layout?.restore();
  layout = undefined;
  vi.useRealTimers();
});

const items = (
  <>
    <li>a</li>
    <li>b</li>
  </>
);

describe('ScrollRow', () => {
  it('shows each chevron only while there is more to scroll that way and scrolls by its step', async () => {
    layout = fakeRowLayout({ clientWidth: 300, scrollWidth: 700 });
    renderSkate(
      <ScrollRow step={260} label="Row">
        {items}
      </ScrollRow>,
    );
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.SCROLL_RIGHT }));
    expect(layout.scrollBys).toEqual([260]);
    expect(screen.getByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.SCROLL_RIGHT }));
    // At the end (400 of 400): no right chevron.
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_RIGHT })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.SCROLL_LEFT }));
    expect(layout.scrollBys).toEqual([260, 260, -260]);
  });

  it('shows no chevron when everything fits', () => {
    layout = fakeRowLayout({ clientWidth: 700, scrollWidth: 700 });
    renderSkate(
      <ScrollRow step={260} label="Row">
        {items}
      </ScrollRow>,
    );
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_RIGHT })).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeNull();
  });

  it('with a recalculation delay re-reads the scroll state only after that delay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    layout = fakeRowLayout({ clientWidth: 300, scrollWidth: 700 });
    renderSkate(
      <ScrollRow step={SCROLL_STEP_CATEGORIES} recalcDelayMs={100} label="Row">
        {items}
      </ScrollRow>,
    );
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_RIGHT })).toBeNull();
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_RIGHT })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => screen.getByRole('button', { name: TEXTS.SCROLL_RIGHT }).click());
    expect(layout.scrollBys).toEqual([150]);
    expect(screen.queryByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: TEXTS.SCROLL_LEFT })).toBeInTheDocument();
  });
});
