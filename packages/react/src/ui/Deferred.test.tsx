import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './Deferred';

// jsdom has no idle callbacks: the tests add them as a browser has them.
const idleWindow = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

afterEach(() => {
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
  vi.useRealTimers();
});

describe('Deferred', () => {
  it('keeps the space and mounts the content once the browser is idle', () => {
    let idle: (() => void) | undefined;
    idleWindow.requestIdleCallback = (callback: () => void) => {
      idle = callback;
      return 7;
    };
    idleWindow.cancelIdleCallback = () => {};
    const { container } = render(
      <Deferred minHeight={240}>
        <p>Popular products</p>
      </Deferred>,
    );
    expect(screen.queryByText('Popular products')).toBeNull();
    expect(container.innerHTML).toBe('<div style="min-height: 240px;" aria-hidden="true"></div>');
    act(() => idle?.());
    expect(screen.getByText('Popular products')).toBeInTheDocument();
  });

  it('without an idle signal, mounts right after the first paint', () => {
    vi.useFakeTimers();
    render(
      <Deferred>
        <p>Counters</p>
      </Deferred>,
    );
    expect(screen.queryByText('Counters')).toBeNull();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Counters')).toBeInTheDocument();
  });
});
