import type { FieldErrors } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField, TextField } from './Field';
import { type FormFieldsOptions, useFormFields } from './useFormFields';

type Form = { name: string; note: string };
const EMPTY: Form = { name: '', note: '' };
const requireName = (form: Form): FieldErrors<keyof Form> =>
  form.name.trim() ? {} : { name: TEXTS.FIELD_REQUIRED };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function Demo({ submit }: { submit: FormFieldsOptions<Form>['submit'] }) {
  const { busy, bind, onSubmit } = useFormFields(EMPTY, {
    validate: requireName,
    submit,
    normalise: { note: (value) => value.slice(0, 3) },
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Name" {...bind('name')} required />
      <TextAreaField label="Note" {...bind('note')} />
      <button type="submit" disabled={busy}>
        {busy ? 'busy' : 'send'}
      </button>
    </form>
  );
}

describe('useFormFields', () => {
  it('shows the errors instead of submitting, and clears a field error once it is edited', () => {
    const submit = vi.fn(async () => {});
    render(<Demo submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(submit).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Name', { exact: false });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('name', 'name');
    expect(screen.getByText(TEXTS.FIELD_REQUIRED)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Asha' } });
    expect(screen.queryByText(TEXTS.FIELD_REQUIRED)).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the normalised value, is busy while sending and can reset the fields', async () => {
    const sent = deferred();
    const submit = vi.fn(async (_form: Form, { reset }: { reset: () => void }) => {
      await sent.promise;
      reset();
    });
    render(<Demo submit={submit} />);
    const note = screen.getByLabelText('Note');
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Asha' } });
    fireEvent.change(note, { target: { value: 'abcdef' } });
    expect(note).toHaveValue('abc');
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(submit).toHaveBeenCalledWith({ name: 'Asha', note: 'abc' }, expect.anything());
    expect(screen.getByRole('button', { name: 'busy' })).toBeDisabled();
    await act(async () => sent.resolve());
    expect(screen.getByRole('button', { name: 'send' })).toBeEnabled();
    expect(note).toHaveValue('');
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('');
  });

  it('is no longer busy when the submit throws', async () => {
    const failure = new Error('down');
    const { result } = renderHook(() =>
      useFormFields({ name: 'Asha' }, { validate: () => ({}), submit: () => Promise.reject(failure) }),
    );
    const event = { preventDefault: vi.fn() } as unknown as FormEvent;
    await act(async () => {
      await expect(result.current.onSubmit(event)).rejects.toBe(failure);
    });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
