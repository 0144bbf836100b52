/**
 * Whether the visitor is driving the page with the keyboard: true after a key press (not a shortcut
 * with Ctrl, Alt or Meta), false after a mouse, pen or touch press, false before either. Chromium
 * draws `:focus-visible` on an element focused by script when nothing was pressed yet (a page opened
 * directly), so the heading focus after a navigation needs our own reading of how the visitor moves.
 */
let keyboard = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.ctrlKey && !event.altKey && !event.metaKey) keyboard = true;
    },
    true,
  );
  for (const type of ['pointerdown', 'mousedown', 'touchstart'] as const) {
    document.addEventListener(
      type,
      () => {
        keyboard = false;
      },
      { capture: true, passive: true },
    );
  }
}

/** Starts listening (once); the host calls it when it mounts. */
export function watchInputModality(): void {
  listen();
}

/** True when the last press was a key: a focus moved by script should then show its ring. */
export function keyboardInUse(): boolean {
  listen();
  return keyboard;
}

/** The attribute that hides the ring of a heading focused by script for a pointer (or no) user. */
export const QUIET_FOCUS = 'data-skate-quiet-focus';

/**
 * Focuses `element` for screen readers and the next Tab, with the ring only when the visitor uses
 * the keyboard (`:focus-visible` semantics); the attribute goes when focus leaves.
 */
export function focusQuietly(element: HTMLElement): void {
  if (keyboardInUse()) element.removeAttribute(QUIET_FOCUS);
  else {
    element.setAttribute(QUIET_FOCUS, '');
    element.addEventListener('blur', () => element.removeAttribute(QUIET_FOCUS), { once: true });
  }
  element.focus({ preventScroll: true });
}
