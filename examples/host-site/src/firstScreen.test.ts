import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FILES_ID, FIRST_SCREEN_WAIT_MS, LINKS_PER_TASK, startAfterFirstScreen } from './firstScreen';

/** A page as the compiled server sends one with a first screen: its chunk links held in a template. */
function withHeldLinks(files = ['/assets/start-1.js', '/assets/product-1.js']) {
  const template = document.createElement('template');
  template.id = BOOT_FILES_ID;
  template.innerHTML = files
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
    .join('');
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

  it('adds a page of 9 held links 4 per task, starting with the first 4 (no long task of its own)', () => {
    expect(LINKS_PER_TASK).toBe(4);
    const files = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    withHeldLinks(files);
    const start = vi.fn();
    startAfterFirstScreen(start);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(start).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(files.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(files.slice(0, 8));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(files);
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
