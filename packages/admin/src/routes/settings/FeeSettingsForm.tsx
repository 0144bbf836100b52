import { zodResolver } from '@hookform/resolvers/zod';
import { FEE_JOINER_LABELS, type FeeSettings, FeeSettingsBody } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import { useCan } from '../../session/session';
import { FormFields } from '../../ui/FormFields';
import { FormFooter } from '../../ui/FormFooter';
import { QueryView } from '../../ui/QueryView';
import { useFeeSettings, useSaveFeeSettings } from '../academy/useFeePlans';

function Form({ settings }: { settings: FeeSettings }) {
  const save = useSaveFeeSettings();
  const form = useForm<FeeSettings>({ resolver: zodResolver(FeeSettingsBody), defaultValues: settings });
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormFields
        form={form}
        fields={[
          {
            name: 'siblingDiscountPercent',
            label: 'Sibling discount (%)',
            kind: 'number',
            inputMode: 'numeric',
            hint: "Off the fee of a parent's second and later children. 0 for none.",
          },
          {
            name: 'billingDay',
            label: 'Billing day of the month',
            kind: 'number',
            inputMode: 'numeric',
            hint: "The month's fees are issued on this day (1 to 28).",
          },
        ]}
      />
      <fieldset className="radio-group">
        <legend>A student joining mid-month is billed</legend>
        {Object.entries(FEE_JOINER_LABELS).map(([value, label]) => (
          <label key={value} className="check">
            <input type="radio" value={value} {...form.register('joiners')} /> {label}
          </label>
        ))}
      </fieldset>
      <FormFooter mutation={save} saved="Fee settings saved." submitLabel="Save fee settings" mayManage />
    </form>
  );
}

/** The academy's fee settings (issue 38): the sibling discount, the billing day and mid-month joiners. */
export function FeeSettingsForm() {
  const mayManage = useCan('settings.update');
  const settings = useFeeSettings(mayManage);
  if (!mayManage) return null;
  return (
    <section className="card" aria-labelledby="fee-settings-title">
      <h2 id="fee-settings-title">Academy fees</h2>
      <QueryView query={settings} loading="Loading the fee settings">
        {(data) => <Form settings={data} />}
      </QueryView>
    </section>
  );
}
