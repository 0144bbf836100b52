import { normaliseMobile, validateMobile } from '@skatekit/core/rules';
import type { User } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { useSkateStyles } from '../provider/sheets';
import { CHECKOUT_SHEETS } from '../styles/groups/checkout';

export interface ContactValues {
  mobile: string;
  gstNo: string;
}

export interface ContactInfoProps {
  /** The user record (mobile, user_gstNo), when loaded. */
  user: User | null | undefined;
  /** Saves the values (PUT /registeruser/api/user/{id}). */
  onSave: (values: ContactValues) => Promise<void>;
  /** Reports the current values so the order can carry the GST number. */
  onChange?: (values: ContactValues) => void;
}

/**
 * Contact info at checkout: the mobile number normalised as it is typed (+91, 91, a leading 0,
 * spaces and dashes go), "Please enter a valid 10-digit mobile number." until it has 10 digits,
 * Save disabled until then; the GST number is optional and not validated.
 */
export function ContactInfo({ user, onSave, onChange }: ContactInfoProps) {
  useSkateStyles(CHECKOUT_SHEETS);
  const id = useId();
  const [values, setValues] = useState<ContactValues>({ mobile: '', gstNo: '' });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  // A notification, not an input: a new callback must not reset the fields.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    // Only a newly loaded user resets the fields.
    if (!user) return;
    const next = { mobile: normaliseMobile(user.mobile), gstNo: user.user_gstNo ?? '' };
    setValues(next);
    onChangeRef.current?.(next);
  }, [user]);

  const update = (patch: Partial<ContactValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange?.(next);
  };
  const mobile = validateMobile(values.mobile);
  const showError = (touched || values.mobile !== '') && !mobile.ok;

  return (
    <section className="skate-card skate-panel" part="card" aria-labelledby={`${id}-title`}>
      <div className="skate-panel-head">
        <h2 id={`${id}-title`} className="skate-panel-title">
          {TEXTS.CONTACT_INFO}
        </h2>
      </div>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!mobile.ok) return;
          setSaving(true);
          try {
            await onSave({ mobile: mobile.value, gstNo: values.gstNo.trim() });
            notify.success(TEXTS.CONTACT_SAVED);
          } catch (error) {
            console.error(error);
            notify.error(
              error instanceof Error && error.message ? error.message : TEXTS.SOMETHING_WENT_WRONG,
            );
          } finally {
            setSaving(false);
          }
        }}
      >
        <div className="skate-form-row skate-form-row--2">
          <TextField
            id={`${id}-mobile`}
            label={TEXTS.MOBILE_NUMBER}
            error={showError && !mobile.ok ? mobile.message : undefined}
            alertError={false}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.mobile}
            onBlur={() => setTouched(true)}
            onChange={(event) => update({ mobile: normaliseMobile(event.target.value) })}
          />
          <TextField
            id={`${id}-gst`}
            label={TEXTS.GST_NUMBER_FIELD}
            autoCapitalize="characters"
            value={values.gstNo}
            onChange={(event) => update({ gstNo: event.target.value })}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={!mobile.ok} loading={saving}>
          {TEXTS.SAVE}
        </Button>
      </form>
    </section>
  );
}
