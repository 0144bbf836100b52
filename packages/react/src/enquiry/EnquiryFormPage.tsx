import {
  clampMessage,
  type EnquiryForm,
  type FieldErrors,
  hasErrors,
  MESSAGE_MAX,
  TEXTS,
  validateEnquiry,
} from '@skatekit/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { logSilently } from '../shell/errors';
import { TextAreaField, TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';

const EMPTY: Required<EnquiryForm> = { name: '', mobile: '', email: '', message: '' };

/**
 * /enquiry-form-form (and /enquiry-form), "Enquiry Form": Name, Mobile Number, Email (required) and
 * Message; "Submit" ("Loading..." while sending); "Enquiry Sent" on success. The e-mail is sent as
 * `email` (deviation: the academy's form put it into `school`). A refusal shows nothing, as the spec says.
 */
export function EnquiryFormPage() {
  const { api } = useStorefront();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof EnquiryForm>>({});
  const [busy, setBusy] = useState(false);

  // Fetched by the spec's page and unused; errors only logged.
  useEffect(() => {
    api.site.classLevels().catch((error: unknown) => logSilently('class levels', error));
  }, [api]);

  const set = (field: keyof EnquiryForm, value: string) => {
    setForm((current) => ({ ...current, [field]: field === 'message' ? clampMessage(value) : value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEnquiry(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await api.enquiries.create({
        name: form.name.trim(),
        mobile: form.mobile.trim(),
        email: form.email.trim(),
        remark: form.message,
      });
      notify.success(TEXTS.ENQUIRY_SENT);
      setForm(EMPTY);
    } catch (error) {
      logSilently('enquiry refused', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="skate-page skate-enquiry" aria-labelledby="skate-enquiry-title">
      <div className="skate-container skate-container--narrow">
        <form className="skate-card skate-form-card" noValidate onSubmit={onSubmit}>
          <h1 id="skate-enquiry-title" className="skate-page-title">
            {TEXTS.ENQUIRY_FORM}
          </h1>
          <TextField
            label={TEXTS.NAME}
            name="name"
            autoComplete="name"
            required
            value={form.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            label={TEXTS.MOBILE_NUMBER}
            name="mobile"
            type="tel"
            autoComplete="tel"
            required
            value={form.mobile}
            error={errors.mobile}
            onChange={(e) => set('mobile', e.target.value)}
          />
          <TextField
            label={TEXTS.EMAIL}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            error={errors.email}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextAreaField
            label={TEXTS.MESSAGE}
            name="message"
            rows={4}
            maxLength={MESSAGE_MAX}
            value={form.message}
            onChange={(e) => set('message', e.target.value)}
          />
          <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
            {busy ? TEXTS.LOADING : TEXTS.SUBMIT}
          </Button>
        </form>
      </div>
    </section>
  );
}
