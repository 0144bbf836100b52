import type { FormEventHandler, ReactNode } from 'react';
import type { MutationState } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { FormError } from './states';

/** The form of a dialog: its fields, the save's error, what it answered, and the submit button. */
export function DialogForm({
  onSubmit,
  error,
  pending,
  submitLabel,
  pendingLabel = 'Saving…',
  danger,
  status,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  /** A submit that cannot be taken back (a refund). */
  danger?: boolean;
  /** What the save answered, under its error. */
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <FormError error={error} />
      {status}
      <div className="dialog-buttons">
        <button
          type="submit"
          className={danger ? 'button button-danger' : 'button button-primary'}
          disabled={pending}
        >
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * An add or edit dialog of one form (the console's Radix `Dialog`): it opens from its trigger, calls
 * `onOpen` (to reset the form), clears the save's `mutation` on closing, and `onSubmit(close)` closes it.
 */
export function FormDialog({
  title,
  description,
  trigger,
  mutation,
  onOpen,
  onClose,
  onSubmit,
  ...form
}: {
  title: string;
  description?: string;
  trigger: ReactNode;
  mutation: MutationState;
  onOpen?: () => void;
  onClose?: () => void;
  onSubmit: (close: () => void) => FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel?: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      onOpenChange={(next) => {
        if (next) onOpen?.();
        else {
          mutation.reset();
          onClose?.();
        }
      }}
      title={title}
      description={description}
      trigger={trigger}
    >
      {(close) => (
        <DialogForm
          onSubmit={onSubmit(close)}
          error={mutation.error}
          pending={mutation.isPending}
          {...form}
        />
      )}
    </Dialog>
  );
}

/** The trigger of an add-or-edit dialog: "Edit" named for its row (`editLabel`), else the add button. */
export function addOrEdit(
  editLabel: string | undefined,
  addText: ReactNode,
  addClass = 'button button-primary',
) {
  return editLabel ? (
    <button type="button" className="button" aria-label={editLabel}>
      Edit
    </button>
  ) : (
    <button type="button" className={addClass}>
      {addText}
    </button>
  );
}
