import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCoupon, CouponBody } from '@skatekit/console-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { FormError } from '../../ui/states';
import { useCouponMutations } from './useCoupons';

type Input = z.input<typeof CouponBody>;
type Output = z.output<typeof CouponBody>;

const blankToNull = (value: unknown) => (value === '' || value === null ? null : value);
const toNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));
const toCount = (value: unknown) => (value === '' || value === null ? null : Number(value));

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
  const [open, setOpen] = useState(false);
  const { save } = useCouponMutations();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(CouponBody),
    defaultValues: coupon ? valuesOf(coupon) : EMPTY,
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: coupon?.id, body },
      {
        onSuccess: (answer) => {
          setOpen(false);
          form.reset(coupon ? valuesOf(answer.data) : EMPTY);
        },
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(coupon ? valuesOf(coupon) : EMPTY);
        else save.reset();
      }}
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      description="Shoppers type the code in the cart; capitals do not matter."
      trigger={
        coupon ? (
          <button type="button" className="button" aria-label={`Edit ${coupon.code}`}>
            Edit
          </button>
        ) : (
          <button type="button" className="button button-primary">
            New coupon
          </button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate>
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
        <Field
          label={kind === 'flat' ? 'Amount off (₹)' : 'Percentage off'}
          hint={kind === 'flat' ? 'More than 0.' : 'From 1 to 100.'}
          error={errors.amount?.message}
        >
          {(props) => (
            <input
              {...props}
              {...form.register('amount', { setValueAs: toNumber })}
              type="number"
              inputMode="decimal"
              step="any"
            />
          )}
        </Field>
        <Field label="Minimum order (₹)" hint="0 for any order." error={errors.minOrder?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('minOrder', { setValueAs: toNumber })}
              type="number"
              inputMode="decimal"
              step="any"
            />
          )}
        </Field>
        <Field label="Total uses" hint="Leave empty for no limit." error={errors.maxUses?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('maxUses', { setValueAs: toCount })}
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
        <label className="check">
          <input type="checkbox" {...form.register('firstOrderOnly')} /> First order only
        </label>
        <label className="check">
          <input type="checkbox" {...form.register('onePerCustomer')} /> One use per customer
        </label>
        <label className="check">
          <input type="checkbox" {...form.register('active')} /> Active
        </label>
        <FormError error={save.error} />
        <div className="dialog-buttons">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
