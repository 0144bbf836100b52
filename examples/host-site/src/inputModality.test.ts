import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusQuietly, keyboardInUse, QUIET_FOCUS } from './inputModality';

function heading(): HTMLElement {
  const h1 = document.createElement('h1');
  h1.tabIndex = -1;
  document.body.append(h1);
  return h1;
}

describe('focusQuietly (issue 26: no ring round a heading focused for a pointer user)', () => {
  it('marks a heading focused before any key press as quiet, and unmarks it on blur', () => {
    const h1 = heading();
    expect(keyboardInUse()).toBe(false);
    focusQuietly(h1);
    expect(document.activeElement).toBe(h1);
    expect(h1.hasAttribute(QUIET_FOCUS)).toBe(true);
    h1.blur();
    expect(h1.hasAttribute(QUIET_FOCUS)).toBe(false);
  });

  it('leaves the ring to a keyboard user, and takes it away again after a click', () => {
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(keyboardInUse()).toBe(true);
    const h1 = heading();
    focusQuietly(h1);
    expect(h1.hasAttribute(QUIET_FOCUS)).toBe(false);

    fireEvent.pointerDown(document.body);
    expect(keyboardInUse()).toBe(false);
    const next = heading();
    focusQuietly(next);
    expect(next.hasAttribute(QUIET_FOCUS)).toBe(true);
  });

  it('does not count a shortcut (Ctrl+L, Meta+R) as keyboard navigation', () => {
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'l', ctrlKey: true });
    expect(keyboardInUse()).toBe(false);
  });
});
