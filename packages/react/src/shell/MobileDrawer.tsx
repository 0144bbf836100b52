import { TEXTS } from '@skatekit/core/texts';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../ui/icons';
import { useSkateStyles } from '../provider/sheets';
import { SHELL_SHEETS } from '../styles/groups/shell';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the drawer (its accessible name). */
  title: string;
  /** The menu button, focused again when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * The mobile menu: a modal side panel. Focus moves into it on open, Tab and Shift+Tab stay inside,
 * Escape or the close button closes it, and focus goes back to the menu button.
 */
export function MobileDrawer({ open, onClose, title, returnFocusTo, children }: MobileDrawerProps) {
  useSkateStyles(SHELL_SHEETS);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const root = panel.current.getRootNode() as Document | ShadowRoot;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is a mouse convenience; Escape closes for keyboards.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div
      className="skate-drawer-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="skate-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="skate-drawer-head">
          <h2 id={titleId} className="skate-drawer-title">
            {title}
          </h2>
          <button type="button" className="skate-icon-btn" aria-label={TEXTS.CLOSE_MENU} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
