import { zodResolver } from '@hookform/resolvers/zod';
import { type DeliverySettings, DeliverySettingsBody, PayMethodSchema } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { FormFields } from '../../ui/FormFields';
import { FormFooter } from '../../ui/FormFooter';
import { QueryView } from '../../ui/QueryView';
import { useDeliveryMutations, useDeliverySettings } from './useDelivery';

type Input = z.input<typeof DeliverySettingsBody>;

function SettingsForm({ settings }: { settings: DeliverySettings }) {
  const { saveSettings } = useDeliveryMutations();
  const mayManage = useCan('delivery.manage');
  const form = useForm<Input, unknown, z.output<typeof DeliverySettingsBody>>({
    resolver: zodResolver(DeliverySettingsBody),
    defaultValues: settings,
  });
  const onSubmit = form.handleSubmit((body) => saveSettings.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="card" disabled={!mayManage}>
        <legend>Shipping point</legend>
        <p className="field-hint">Every delivery distance is measured from here.</p>
        <FormFields
          form={form}
          fields={[
            { name: 'shippingPoint.address', label: 'Address', kind: 'textarea', rows: 2 },
            { name: 'shippingPoint.latitude', label: 'Latitude', kind: 'optional-number' },
            { name: 'shippingPoint.longitude', label: 'Longitude', kind: 'optional-number' },
          ]}
        />
      </fieldset>
      <fieldset className="card" disabled={!mayManage}>
        <legend>Payment</legend>
        <fieldset className="radio-group">
          <legend>Pay methods offered at checkout</legend>
          {PayMethodSchema.options.map((method) => (
            <label key={method} className="check">
              <input type="checkbox" value={method} {...form.register('payMethods')} /> {method}
            </label>
          ))}
        </fieldset>
        {form.formState.errors.payMethods?.message ? (
          <p className="field-error">{form.formState.errors.payMethods.message}</p>
        ) : null}
        <FormFields
          form={form}
          fields={[
            {
              name: 'defaultPayMethod',
              label: 'Checkout starts on',
              kind: 'select',
              options: PayMethodSchema.options,
            },
            {
              name: 'advancePercent',
              label: 'Advance for pay on delivery (%)',
              kind: 'number',
              hint: 'Paid online when the order is placed; the rest is collected on delivery. 0 for none.',
            },
          ]}
        />
      </fieldset>
      <fieldset className="card" disabled={!mayManage}>
        <legend>GST</legend>
        <FormFields
          form={form}
          fields={[
            { name: 'gstRate', label: 'GST rate (%)', kind: 'number', hint: 'Included in the prices.' },
            {
              name: 'gstNumber',
              label: 'GST number (GSTIN)',
              kind: 'text',
              hint: '15 characters, e.g. 27AAPFU0939F1ZV. Leave empty if none.',
            },
          ]}
        />
      </fieldset>
      <FormFooter
        mutation={saveSettings}
        saved="Saved. The checkout uses these from its next order."
        submitLabel="Save delivery and payment"
        mayManage={mayManage}
      />
    </form>
  );
}

/** Shipping point, pay methods, advance and GST (the owner changes them; staff read them). */
export function DeliverySettingsPanel() {
  const settings = useDeliverySettings();
  return (
    <QueryView query={settings} loading="Loading delivery settings">
      {(data) => <SettingsForm settings={data} />}
    </QueryView>
  );
}
