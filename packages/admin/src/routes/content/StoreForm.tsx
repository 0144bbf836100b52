import { zodResolver } from '@hookform/resolvers/zod';
import { type StoreContent, StoreContentBody } from '@skatekit/console-contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { Field } from '../../ui/Field';
import { ImageField } from '../../ui/ImageField';
import { FormFooter } from '../../ui/FormFooter';
import { QueryView } from '../../ui/QueryView';
import { useSaveStoreContent, useStoreContent } from './useContent';

type Input = z.input<typeof StoreContentBody>;

/** What each storefront button does, for its label in the form. */
const BUTTON_NAMES: Record<string, string> = {
  getquote: 'Get a quote',
  addtocart: 'Add to cart',
  buynow: 'Buy now',
  paymanual: 'Pay manually (quote instead of checkout)',
  paynow: 'Pay now',
  payondelivery: 'Pay on delivery',
};

function Form({ content }: { content: StoreContent }) {
  const save = useSaveStoreContent();
  const mayManage = useCan('content.manage');
  const form = useForm<Input, unknown, z.output<typeof StoreContentBody>>({
    resolver: zodResolver(StoreContentBody),
    defaultValues: content,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="card" disabled={!mayManage}>
        <legend>The store</legend>
        <Field
          label="Store name"
          hint="Shown in the storefront's header and on mails."
          error={errors.storeName?.message}
        >
          {(props) => <input {...props} {...form.register('storeName')} autoComplete="off" />}
        </Field>
        <Field label="Tag line" error={errors.tagLine?.message}>
          {(props) => <input {...props} {...form.register('tagLine')} autoComplete="off" />}
        </Field>
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <ImageField label="Logo" name={field.name} value={field.value} onChange={field.onChange} />
          )}
        />
      </fieldset>
      <fieldset className="card" disabled={!mayManage}>
        <legend>Help numbers</legend>
        <Field label="WhatsApp number" error={errors.help?.whatsapp?.message}>
          {(props) => <input {...props} {...form.register('help.whatsapp')} inputMode="tel" />}
        </Field>
        <Field label="Call number" error={errors.help?.mobile?.message}>
          {(props) => <input {...props} {...form.register('help.mobile')} inputMode="tel" />}
        </Field>
        <Field label="Contact e-mail" error={errors.help?.email?.message}>
          {(props) => <input {...props} {...form.register('help.email')} type="email" />}
        </Field>
      </fieldset>
      <fieldset className="card" disabled={!mayManage}>
        <legend>Product buttons</legend>
        {content.cartButtons.map((button, index) => (
          <div key={button.id}>
            <Field
              label={`Label of ${BUTTON_NAMES[button.id] ?? button.id}`}
              error={errors.cartButtons?.[index]?.label?.message}
            >
              {(props) => <input {...props} {...form.register(`cartButtons.${index}.label`)} />}
            </Field>
            <label className="check">
              <input type="checkbox" {...form.register(`cartButtons.${index}.active`)} /> Show{' '}
              {BUTTON_NAMES[button.id] ?? button.id}
            </label>
          </div>
        ))}
        {content.cartButtons.length > 0 ? (
          <Field label="Main action of product cards" error={errors.defaultCartButton?.message}>
            {(props) => (
              <select {...props} {...form.register('defaultCartButton')}>
                {content.cartButtons.map((button) => (
                  <option key={button.id} value={button.id}>
                    {BUTTON_NAMES[button.id] ?? button.id}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </fieldset>
      <fieldset className="card" disabled={!mayManage}>
        <legend>Pay buttons</legend>
        <p className="field-hint">Which pay methods are offered is set under Delivery, Payment and GST.</p>
        {content.payButtons.map((button, index) => (
          <Field
            key={button.id}
            label={`Label of ${BUTTON_NAMES[button.id] ?? button.id}`}
            error={errors.payButtons?.[index]?.label?.message}
          >
            {(props) => <input {...props} {...form.register(`payButtons.${index}.label`)} />}
          </Field>
        ))}
      </fieldset>
      <FormFooter
        mutation={save}
        saved="Saved. The storefront shows it on its next page."
        submitLabel="Save the store"
        mayManage={mayManage}
      />
    </form>
  );
}

/** The store's name, tag line, logo, help numbers and buttons. */
export function StoreForm() {
  const content = useStoreContent();
  return (
    <QueryView query={content} loading="Loading the store's settings">
      {(data) => <Form content={data} />}
    </QueryView>
  );
}
