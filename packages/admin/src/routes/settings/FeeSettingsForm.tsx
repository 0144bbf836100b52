import { zodResolver } from '@hookform/resolvers/zod';
import { FEE_JOINER_LABELS, type FeeSettings, FeeSettingsBody } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import { useCan } from '../../session/session';
import { Field } from '../../ui/Field';
import { QueryView } from '../../ui/QueryView';
import { FormError } from '../../ui/states';
import { useFeeSettings, useSaveFeeSettings } from '../academy/useFeePlans';

function Form({ settings }: { settings: FeeSettings }) {
  const save = useSaveFeeSettings();
  const form = useForm<FeeSettings>({ resolver: zodResolver(FeeSettingsBody), defaultValues: settings });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field
        label="Sibling discount (%)"
        hint="Off the fee of a parent's second and later children. 0 for none."
        error={errors.siblingDiscountPercent?.message}
      >
        {(props) => (
          <input
            {...props}
            {...form.register('siblingDiscountPercent', { valueAsNumber: true })}
            type="number"
            min="0"
            max="100"
          />
        )}
      </Field>
      <Field
        label="Billing day of the month"
        hint="The month's fees are issued on this day (1 to 28)."
        error={errors.billingDay?.message}
      >
        {(props) => (
          <input
            {...props}
            {...form.register('billingDay', { valueAsNumber: true })}
            type="number"
            min="1"
            max="28"
          />
        )}
      </Field>
      <fieldset className="radio-group">
        <legend>A student joining mid-month is billed</legend>
        {Object.entries(FEE_JOINER_LABELS).map(([value, label]) => (
          <label key={value} className="check">
            <input type="radio" value={value} {...form.register('joiners')} /> {label}
          </label>
        ))}
      </fieldset>
      <FormError error={save.error} />
      {save.isSuccess ? <p role="status">Fee settings saved.</p> : null}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save fee settings'}
      </button>
    </form>
  );
}

/** The academy's fee settings (issue 38): the sibling discount, the billing day and mid-month joiners. */
export function FeeSettingsForm() {
  const canSet = useCan('settings.update');
  const settings = useFeeSettings(canSet);
  if (!canSet) return null;
  return (
    <section className="card" aria-labelledby="fee-settings-title">
      <h2 id="fee-settings-title">Academy fees</h2>
      <QueryView query={settings} loading="Loading the fee settings">
        {(data) => <Form settings={data} />}
      </QueryView>
    </section>
  );
}
