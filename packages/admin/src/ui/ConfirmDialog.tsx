import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { FormError } from './states';

/**
 * Asks before an action that cannot be taken back (Radix AlertDialog: focus trapped, starting on the
 * safe choice; Escape closes). It stays open while the action runs and shows its error.
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
  pending,
  error,
  children,
  danger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
  children?: ReactNode;
  danger?: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
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
              onClick={onConfirm}
            >
              {pending ? 'Working…' : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
