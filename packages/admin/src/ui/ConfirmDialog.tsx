import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { FormError } from './states';

/** The part of a TanStack mutation a dialog shows: running, its error, and clearing both on closing. */
export interface MutationState {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * Asks before an action that cannot be taken back (Radix AlertDialog: focus trapped, starting on the
 * safe choice; Escape closes). It stays open while the action runs and shows its error. Given a
 * `mutation`, it opens and closes itself, clears the mutation on closing and `onConfirm(close)` closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Go back',
  onConfirm,
  mutation,
  pending = mutation?.isPending ?? false,
  error = mutation?.error,
  children,
  danger,
}: {
  /** Without `open`, the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: (close: () => void) => void;
  /** The action's mutation: its pending state and error, reset when the dialog closes. */
  mutation?: MutationState;
  pending?: boolean;
  error?: unknown;
  children?: ReactNode;
  danger?: boolean;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const change = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) mutation?.reset();
  };
  return (
    <AlertDialog.Root open={open ?? ownOpen} onOpenChange={change}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{description}</AlertDialog.Description>
          {children}
          <FormError error={error} />
          <div className="dialog-buttons">
            <AlertDialog.Cancel className="button">{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              className={danger ? 'button button-danger' : 'button button-primary'}
              disabled={pending}
              onClick={() => onConfirm(() => setOwnOpen(false))}
            >
              {pending ? 'Working…' : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
