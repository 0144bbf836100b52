/** The test page: markup in, shadow roots and what they show out, waiting for it, every tag defined. */
import { afterEach, beforeAll, vi } from 'vitest';
import { defineSkateElements } from '../define-all';

/** Puts markup into the page and returns its first element matching `selector`. */
export function mount<E extends Element = HTMLElement>(html: string, selector?: string): E {
  document.body.innerHTML = html;
  const found = selector ? document.body.querySelector(selector) : document.body.firstElementChild;
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found as E;
}

/** Empties the page and lets the elements unmount (they unmount a microtask after leaving). */
export async function clearPage(): Promise<void> {
  document.body.innerHTML = '';
  for (const node of document.querySelectorAll('skate-config')) node.remove();
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets one task pass (React commits, the elements' microtask unmounts). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The element's shadow root (the elements' roots are open). */
export function shadow(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`<${host.localName}> has no shadow root`);
  return host.shadowRoot;
}

/** The first button (or link) in `root` whose text is `text`. */
export function byText(root: ParentNode, text: string, selector = 'button, a'): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((node) => node.textContent?.trim() === text);
}

/** Waits (up to 10 s, the machine is shared) until `check` stops throwing. */
export function eventually<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 20 });
}

/** Waits until `selector` matches inside the element's shadow root, and returns the match. */
export function findIn<E extends Element = HTMLElement>(host: Element, selector: string): Promise<E> {
  return eventually(() => {
    const found = shadow(host).querySelector<E>(selector);
    if (!found) throw new Error(`<${host.localName}> has no ${selector} yet`);
    return found;
  });
}

/** Texts of the notices shown in any element's shadow root (react-toastify renders in one of them). */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('skate-') && element.shadowRoot)
    .flatMap((element) => [...element.shadowRoot!.querySelectorAll('.Toastify__toast')])
    .map((toast) => toast.textContent ?? '');
}

/**
 * Defines every tag before the file's tests; after each test empties the page (the elements
 * unmount) and then runs `reset`.
 */
export function withDefinedTags(reset?: () => void): void {
  beforeAll(() => defineSkateElements());
  afterEach(async () => {
    await clearPage();
    reset?.();
  });
}
