import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCoupon, CouponBody } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../ui/Field';
import { addOrEdit, FormDialog } from '../../ui/FormDialog';
import { FormFields, toOptionalNumber } from '../../ui/FormFields';
import { useCouponMutations } from './useCoupons';

type Input = z.input<typeof CouponBody>;
type Output = z.output<typeof CouponBody>;

const blankToNull = (value: unknown) => (value === '' || value === null ? null : value);

const EMPTY: Input = {
  code: '',
  kind: 'percentage',
  amount: 10,
  minOrder: 0,
  firstOrderOnly: false,
  onePerCustomer: false,
  maxUses: null,
  startsOn: null,
  endsOn: null,
  active: true,
};

const valuesOf = (coupon: AdminCoupon): Input => ({
  code: coupon.code,
  kind: coupon.kind,
  amount: coupon.amount,
  minOrder: coupon.minOrder,
  firstOrderOnly: coupon.firstOrderOnly,
  onePerCustomer: coupon.onePerCustomer,
  maxUses: coupon.maxUses,
  startsOn: coupon.startsOn,
  endsOn: coupon.endsOn,
  active: coupon.active,
});

/** Create a coupon, or edit one (`coupon` given): the contract's schema checks the form. */
export function CouponDialog({ coupon }: { coupon?: AdminCoupon }) {
  const { save } = useCouponMutations();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(CouponBody),
    defaultValues: coupon ? valuesOf(coupon) : EMPTY,
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  return (
    <FormDialog
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      description="Shoppers type the code in the cart; capitals do not matter."
      trigger={addOrEdit(coupon && `Edit ${coupon.code}`, 'New coupon')}
      mutation={save}
      onOpen={() => form.reset(coupon ? valuesOf(coupon) : EMPTY)}
      onSubmit={(close) =>
        form.handleSubmit((body) =>
          save.mutate(
            { id: coupon?.id, body },
            {
              onSuccess: (answer) => {
                close();
                form.reset(coupon ? valuesOf(answer.data) : EMPTY);
              },
            },
          ),
        )
      }
      submitLabel={coupon ? 'Save coupon' : 'Create coupon'}
    >
      <Field label="Code" error={errors.code?.message}>
        {(props) => <input {...props} {...form.register('code')} autoComplete="off" />}
      </Field>
      <Field label="Discount type">
        {(props) => (
          <select {...props} {...form.register('kind')}>
            <option value="percentage">Percentage off</option>
            <option value="flat">Flat amount off (₹)</option>
          </select>
        )}
      </Field>
      <FormFields
        form={form}
        fields={[
          {
            name: 'amount',
            label: kind === 'flat' ? 'Amount off (₹)' : 'Percentage off',
            kind: 'number',
            inputMode: 'decimal',
            hint: kind === 'flat' ? 'More than 0.' : 'From 1 to 100.',
          },
          {
            name: 'minOrder',
            label: 'Minimum order (₹)',
            kind: 'number',
            inputMode: 'decimal',
            hint: '0 for any order.',
          },
        ]}
      />
      <Field label="Total uses" hint="Leave empty for no limit." error={errors.maxUses?.message}>
        {(props) => (
          <input
            {...props}
            {...form.register('maxUses', { setValueAs: toOptionalNumber })}
            type="number"
            inputMode="numeric"
            step="1"
          />
        )}
      </Field>
      <Field label="Starts on" hint="Leave empty to start now." error={errors.startsOn?.message}>
        {(props) => (
          <input {...props} {...form.register('startsOn', { setValueAs: blankToNull })} type="date" />
        )}
      </Field>
      <Field
        label="Ends on"
        hint="The last day it works. Leave empty for no end."
        error={errors.endsOn?.message}
      >
        {(props) => (
          <input {...props} {...form.register('endsOn', { setValueAs: blankToNull })} type="date" />
        )}
      </Field>
      <FormFields
        form={form}
        fields={[
          { name: 'firstOrderOnly', label: 'First order only', kind: 'checkbox' },
          { name: 'onePerCustomer', label: 'One use per customer', kind: 'checkbox' },
          { name: 'active', label: 'Active', kind: 'checkbox' },
        ]}
      />
    </FormDialog>
  );
}
