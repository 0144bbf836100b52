import type { MutationState } from './ConfirmDialog';
import { FormError } from './states';

/** The end of a settings form: the save's error, what saving did, and the submit button for those who may save. */
export function FormFooter({
  mutation,
  saved,
  submitLabel,
  mayManage,
}: {
  mutation: MutationState & { isSuccess: boolean };
  /** Said once saved: what the change now does. */
  saved: string;
  submitLabel: string;
  mayManage: boolean;
}) {
  return (
    <>
      <FormError error={mutation.error} />
      {mutation.isSuccess ? <p role="status">{saved}</p> : null}
      {mayManage ? (
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : submitLabel}
        </button>
      ) : null}
    </>
  );
}
