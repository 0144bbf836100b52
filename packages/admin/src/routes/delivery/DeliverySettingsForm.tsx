import { zodResolver } from '@hookform/resolvers/zod';
import { type DeliverySettings, DeliverySettingsBody, PayMethodSchema } from '@skatekit/core/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { Field } from '../../ui/Field';
import { ErrorState, FormError, LoadingState } from '../../ui/states';
import { toNumber, toOptionalNumber, useDeliveryMutations, useDeliverySettings } from './useDelivery';

type Input = z.input<typeof DeliverySettingsBody>;

function SettingsForm({ settings }: { settings: DeliverySettings }) {
  const { saveSettings } = useDeliveryMutations();
  const mayManage = useCan('delivery.manage');
  const form = useForm<Input, unknown, z.output<typeof DeliverySettingsBody>>({
    resolver: zodResolver(DeliverySettingsBody),
    defaultValues: settings,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) => saveSettings.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="card" disabled={!mayManage}>
        <legend>Shipping point</legend>
        <p className="field-hint">Every delivery distance is measured from here.</p>
        <Field label="Address" error={errors.shippingPoint?.address?.message}>
          {(props) => <textarea {...props} {...form.register('shippingPoint.address')} rows={2} />}
        </Field>
        <Field label="Latitude" error={errors.shippingPoint?.latitude?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('shippingPoint.latitude', { setValueAs: toOptionalNumber })}
              inputMode="decimal"
            />
          )}
        </Field>
        <Field label="Longitude" error={errors.shippingPoint?.longitude?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('shippingPoint.longitude', { setValueAs: toOptionalNumber })}
              inputMode="decimal"
            />
          )}
        </Field>
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
        {errors.payMethods?.message ? <p className="field-error">{errors.payMethods.message}</p> : null}
        <Field label="Checkout starts on" error={errors.defaultPayMethod?.message}>
          {(props) => (
            <select {...props} {...form.register('defaultPayMethod')}>
              {PayMethodSchema.options.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Advance for pay on delivery (%)"
          hint="Paid online when the order is placed; the rest is collected on delivery. 0 for none."
          error={errors.advancePercent?.message}
        >
          {(props) => (
            <input
              {...props}
              {...form.register('advancePercent', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="card" disabled={!mayManage}>
        <legend>GST</legend>
        <Field label="GST rate (%)" hint="Included in the prices." error={errors.gstRate?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('gstRate', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <Field
          label="GST number (GSTIN)"
          hint="15 characters, e.g. 27AAPFU0939F1ZV. Leave empty if none."
          error={errors.gstNumber?.message}
        >
          {(props) => <input {...props} {...form.register('gstNumber')} autoComplete="off" />}
        </Field>
      </fieldset>
      <FormError error={saveSettings.error} />
      {saveSettings.isSuccess ? (
        <p role="status">Saved. The checkout uses these from its next order.</p>
      ) : null}
      {mayManage ? (
        <button type="submit" className="button button-primary" disabled={saveSettings.isPending}>
          {saveSettings.isPending ? 'Saving…' : 'Save delivery and payment'}
        </button>
      ) : null}
    </form>
  );
}

/** Shipping point, pay methods, advance and GST (the owner changes them; staff read them). */
export function DeliverySettingsPanel() {
  const settings = useDeliverySettings();
  if (settings.isPending) return <LoadingState label="Loading delivery settings" />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm settings={settings.data} />;
}
