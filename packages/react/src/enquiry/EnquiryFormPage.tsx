import { clampMessage, type EnquiryForm, MESSAGE_MAX, validateEnquiry } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { logSilently } from '../shell/errors';
import { TextAreaField, TextField } from '../shell/Field';
import { keepNumber, NumberField } from '../shell/NumberField';
import { useFormFields } from '../shell/useFormFields';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { useSkateStyles } from '../provider/sheets';
import { ENQUIRY_SHEETS } from '../styles/groups/enquiry';
import { FormPage } from '../ui/Page';

const EMPTY: Required<EnquiryForm> = { name: '', mobile: '', email: '', message: '' };

/**
 * /enquiry-form-form (and /enquiry-form), "Enquiry Form": Name, Mobile Number, Email (required) and
 * Message; "Submit" ("Loading..." while sending); "Enquiry Sent" on success. The e-mail is sent as
 * `email` (deviation: the academy's form put it into `school`). A refusal shows nothing, as the spec says.
 */
export function EnquiryFormPage() {
  useSkateStyles(ENQUIRY_SHEETS);
  const { api } = useStorefront();

  // Fetched by the spec's page and unused; errors only logged.
  useEffect(() => {
    api.site.classLevels().catch((error: unknown) => logSilently('class levels', error));
  }, [api]);

  const { busy, bind, onSubmit } = useFormFields(EMPTY, {
    validate: validateEnquiry,
    normalise: { message: clampMessage, mobile: keepNumber('mobile') },
    submit: async (valid, { reset }) => {
      try {
        await api.enquiries.create({
          name: valid.name.trim(),
          mobile: valid.mobile.trim(),
          email: valid.email.trim(),
          remark: valid.message,
        });
        notify.success(TEXTS.ENQUIRY_SENT);
        reset();
      } catch (error) {
        logSilently('enquiry refused', error);
      }
    },
  });

  return (
    <FormPage
      title={TEXTS.ENQUIRY_FORM}
      titleId="skate-enquiry-title"
      className="skate-enquiry"
      containerClassName="skate-container--narrow"
      onSubmit={onSubmit}
    >
      <TextField label={TEXTS.NAME} {...bind('name')} autoComplete="name" required />
      <NumberField
        kind="mobile"
        label={TEXTS.MOBILE_NUMBER}
        {...bind('mobile')}
        autoComplete="tel"
        required
      />
      <TextField label={TEXTS.EMAIL} {...bind('email')} type="email" autoComplete="email" required />
      <TextAreaField label={TEXTS.MESSAGE} {...bind('message')} rows={4} maxLength={MESSAGE_MAX} />
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? TEXTS.LOADING : TEXTS.SUBMIT}
      </Button>
    </FormPage>
  );
}
