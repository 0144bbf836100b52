import { TEXTS } from '@skatekit/core/texts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';
import { useSkateStyles } from '../provider/sheets';
import { UI_SHEETS } from '../styles/groups/ui';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Whether the dialog is shown; closed dialogs render nothing. */
  open: boolean;
  /** Called on Esc, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions row under the body. */
  footer?: ReactNode;
  /** Wider panel for card grids (variation chooser). */
  wide?: boolean;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus first (default: the first focusable element of the body, else the panel). */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in on open, Tab and Shift+Tab
 * stay inside, Esc closes, and focus returns to where it was on close. Rendered in place (no
 * portal) so it stays inside `.skate-root` and inside a shadow root when embedded.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  wide,
  role = 'dialog',
  initialFocus,
}: ModalProps) {
  useSkateStyles(UI_SHEETS);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const root = panel?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = (root?.activeElement ?? null) as HTMLElement | null;
    const body = panel?.querySelector<HTMLElement>('.skate-modal-body');
    const first =
      initialFocus?.current ??
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => {
      // The opener may have been removed meanwhile (a card re-rendered); focusing a detached node is a no-op.
      previous?.focus?.();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const root = panelRef.current.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (event.shiftKey && (active === firstItem || active === panelRef.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    // The backdrop is a mouse convenience; keyboard users close with Esc or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      className="skate-modal-backdrop"
      part="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog itself handles Esc and the Tab trap. */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`skate-modal${wide ? ' skate-modal--wide' : ''}`}
        part="modal"
        onKeyDown={onKeyDown}
      >
        <div className="skate-modal-header">
          <h2 id={titleId} className="skate-modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="skate-icon-btn"
            aria-label={TEXTS.CLOSE}
            title={TEXTS.CLOSE}
            onClick={() => onCloseRef.current()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="skate-modal-body">{children}</div>
        {footer ? <div className="skate-modal-footer">{footer}</div> : null}
      </div>
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. TEXTS.DELETE_ADDRESS_CONFIRM. */
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
}

/** A yes/no question in an `alertdialog`, focus starting on the safe choice (cancel). */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel = TEXTS.CANCEL,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  useSkateStyles(UI_SHEETS);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={message}
      role="alertdialog"
      initialFocus={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="skate-btn skate-btn--outline"
            part="button button-outline"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="skate-btn skate-btn--danger"
            part="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
