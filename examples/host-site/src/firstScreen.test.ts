import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FILES_ID, FIRST_SCREEN_WAIT_MS, startAfterFirstScreen } from './firstScreen';

/** A page as the compiled server sends one with a first screen: its chunk links held in a template. */
function withHeldLinks() {
  const template = document.createElement('template');
  template.id = BOOT_FILES_ID;
  template.innerHTML =
    '<link rel="modulepreload" crossorigin href="/assets/start-1.js" /><link rel="modulepreload" crossorigin href="/assets/product-1.js" />';
  document.body.append(template);
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('startAfterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    // A loaded page in a tab on screen (jsdom's own document is neither).
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts at once on a page without a first screen of its own', () => {
    const start = vi.fn();
    startAfterFirstScreen(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it('starts once the next frame is painted, after adding the held chunk links to the head', () => {
    withHeldLinks();
    const start = vi.fn();
    startAfterFirstScreen(start);
    expect(start).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(['/assets/start-1.js', '/assets/product-1.js']);
    // The time limit passing later starts nothing twice.
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(['/assets/start-1.js', '/assets/product-1.js']);
  });

  it('waits for the page to load (its first screen images) before it waits for a frame', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    withHeldLinks();
    const start = vi.fn();
    startAfterFirstScreen(start);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after FIRST_SCREEN_WAIT_MS when no frame is painted', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    withHeldLinks();
    const start = vi.fn();
    startAfterFirstScreen(start);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
