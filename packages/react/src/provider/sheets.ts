import { createContext, useContext, useInsertionEffect } from 'react';
import type { SkateSheet } from '../styles/sheet';

/**
 * Where a `<SkateProvider>` puts the component CSS: a `<style>` per sheet, inside its `.skate-root`,
 * each added once, the first time a component that uses it mounts, in cascade (rank) order and with
 * the provider's CSP nonce. Only the sheets of rendered components reach the page (and the bundle).
 */
export interface SheetHost {
  add(sheets: readonly SkateSheet[]): void;
  /** The provider's `.skate-root`, once mounted (a ref callback); sheets asked for earlier wait. */
  attach(root: HTMLElement | null): void;
}

/** Null outside a provider and with `styles={false}`: then the host brings the CSS itself. */
export const SheetContext = createContext<SheetHost | null>(null);

const SHEET_ATTR = 'data-skate-sheet';

export function createSheetHost(nonce?: string): SheetHost {
  let root: HTMLElement | null = null;
  const pending = new Map<string, SkateSheet>();
  const insert = (target: HTMLElement, sheet: SkateSheet) => {
    const present = [...target.children].filter(
      (child): child is HTMLStyleElement =>
        child instanceof HTMLStyleElement && child.hasAttribute(SHEET_ATTR),
    );
    if (present.some((style) => style.getAttribute(SHEET_ATTR) === sheet.id)) return;
    const style = target.ownerDocument.createElement('style');
    style.setAttribute(SHEET_ATTR, sheet.id);
    style.dataset.skateRank = String(sheet.rank);
    if (nonce) style.setAttribute('nonce', nonce);
    style.textContent = sheet.css;
    // Before the first sheet that comes later in the cascade, else after the last one (else first).
    const later = present.find((other) => Number(other.dataset.skateRank) > sheet.rank);
    const last = present.at(-1);
    target.insertBefore(style, later ?? (last ? last.nextSibling : target.firstChild));
  };
  return {
    add(sheets) {
      for (const sheet of sheets) {
        if (root) insert(root, sheet);
        else pending.set(sheet.id, sheet);
      }
    },
    attach(element) {
      root = element;
      if (!element) return;
      for (const sheet of pending.values()) insert(element, sheet);
      pending.clear();
    },
  };
}

/**
 * Asks the nearest `<SkateProvider>` for the component sheets a component uses (an area's list
 * from styles/sheets.ts); a no-op without a provider sheet host (custom elements adopt their sheets,
 * `styles={false}` hosts link styles.css).
 */
export function useSkateStyles(sheets: readonly SkateSheet[]): void {
  const host = useContext(SheetContext);
  useInsertionEffect(() => {
    host?.add(sheets);
  }, [host, sheets]);
}
