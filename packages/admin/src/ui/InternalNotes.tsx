import { zodResolver } from '@hookform/resolvers/zod';
import { InternalNoteBody, type NoteEntity } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../api/context';
import { time } from './format';
import { FormError } from './states';

/**
 * The internal notes of an order, an admission or a customer: staff only (never shown to the shopper
 * or mailed), each with its author and time; a note added is in the audit log.
 */
export function InternalNotes({ entity, id }: { entity: NoteEntity; id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['notes', entity, id];
  const notes = useQuery({ queryKey, queryFn: async () => (await api.notes.list(entity, id)).data });
  const add = useMutation({
    mutationFn: (body: InternalNoteBody) => api.notes.add(entity, id, body),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.data),
  });
  const form = useForm({ resolver: zodResolver(InternalNoteBody), defaultValues: { note: '' } });
  const fieldId = useId();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
    } catch {
      // Shown below the form.
    }
  });
  const error = form.formState.errors.note?.message;
  return (
    <section className="card" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>Internal notes</h2>
      <p className="muted">Staff only: never shown to the shopper or mailed.</p>
      {notes.data?.length ? (
        <ul className="plain-list">
          {notes.data.map((note) => (
            <li key={note.id}>
              {note.note}
              <span className="block muted">
                {note.staffEmail} · {time(note.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : notes.isSuccess ? (
        <p className="muted">No notes yet.</p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="field">
        <label htmlFor={fieldId}>Add an internal note</label>
        <textarea
          id={fieldId}
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('note')}
        />
        {error ? (
          <span id={`${fieldId}-error`} className="field-error">
            {error}
          </span>
        ) : null}
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add note'}
        </button>
        <FormError error={add.error} />
      </form>
    </section>
  );
}
