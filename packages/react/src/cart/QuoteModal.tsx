import { normaliseMobile, type QuoteForm, validateQuote } from '@skatekit/core/rules';
import type { CartItem } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/toast';
import { useSkateStyles } from '../provider/sheets';
import { CART_SHEETS } from '../styles/groups/cart';

export interface QuoteModalProps {
  open: boolean;
  onClose: () => void;
  /** The lines the quote asks about (cart lines, or the product on its page). */
  lines: readonly CartItem[];
  /** Sends the quote (`api.quotes.request` with the storefront's user and merchant). */
  onSubmit: (form: Required<QuoteForm>, lines: readonly CartItem[]) => Promise<void>;
  /** After "Request sent. Our team will contact you shortly.": clear the cart, go to /my-account. */
  onSent: () => void;
  /** Pre-fill from the signed-in user. */
  initial?: Partial<QuoteForm>;
}

type Field = keyof QuoteForm;

/**
 * The guest-details quote form: Full Name and Phone Number required (the phone normalised as
 * typed, 10 digits), Email Address and Description optional.
 */
export function QuoteModal({ open, onClose, lines, onSubmit, onSent, initial }: QuoteModalProps) {
  useSkateStyles(CART_SHEETS);
  const id = useId();
  const [form, setForm] = useState<Required<QuoteForm>>({
    name: initial?.name ?? '',
    phone: normaliseMobile(initial?.phone ?? ''),
    email: initial?.email ?? '',
    description: initial?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'phone' ? normaliseMobile(value) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const found = validateQuote(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      await onSubmit(form, lines);
      notify.success(TEXTS.QUOTE_SENT);
      onSent();
    } catch (error) {
      console.error(error);
      notify.error(error instanceof Error && error.message ? error.message : TEXTS.SOMETHING_WENT_WRONG);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className="skate-field">
      <label htmlFor={`${id}-${name}`} className="skate-label" part="label">
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="skate-field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const describedBy = (name: Field) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <Modal open={open} onClose={onClose} title={TEXTS.GET_QUOTE}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {field(
          'name',
          TEXTS.FULL_NAME,
          <input
            id={`${id}-name`}
            className="skate-input"
            part="input"
            autoComplete="name"
            required
            value={form.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(e) => set('name', e.target.value)}
          />,
        )}
        {field(
          'phone',
          TEXTS.PHONE_NUMBER,
          <input
            id={`${id}-phone`}
            className="skate-input"
            part="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={form.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            onChange={(e) => set('phone', e.target.value)}
          />,
        )}
        {field(
          'email',
          TEXTS.EMAIL_ADDRESS,
          <input
            id={`${id}-email`}
            className="skate-input"
            part="input"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
          />,
        )}
        {field(
          'description',
          TEXTS.DESCRIPTION,
          <textarea
            id={`${id}-description`}
            className="skate-textarea"
            part="input"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />,
        )}
        <Button type="submit" block loading={sending}>
          {sending ? TEXTS.LOADING : TEXTS.SUBMIT}
        </Button>
      </form>
    </Modal>
  );
}
