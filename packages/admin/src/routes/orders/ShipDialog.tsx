import { zodResolver } from '@hookform/resolvers/zod';
import { OrderActionBody } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { DialogForm } from '../../ui/FormDialog';
import { useOrderMutations } from './useOrders';

function ShipForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { act } = useOrderMutations(orderId);
  // The contract's own schema: `ship` needs a courier and a tracking number.
  const form = useForm({
    resolver: zodResolver(OrderActionBody),
    defaultValues: { action: 'ship' as const, courier: '', trackingNumber: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (act.isPending) return;
    await act.mutateAsync(body).then(onDone, () => undefined);
  });
  const errors = form.formState.errors;
  return (
    <DialogForm onSubmit={onSubmit} error={act.error} pending={act.isPending} submitLabel="Mark shipped">
      <Field label="Courier" error={errors.courier?.message}>
        {(props) => <input {...props} {...form.register('courier')} autoComplete="off" />}
      </Field>
      <Field label="Tracking number" error={errors.trackingNumber?.message}>
        {(props) => <input {...props} {...form.register('trackingNumber')} autoComplete="off" />}
      </Field>
    </DialogForm>
  );
}

/** Ship: the courier and tracking number the shopper will see, then the order is Shipped. */
export function ShipDialog({
  orderId,
  label,
  disabled,
}: {
  orderId: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <Dialog
      title="Ship the order"
      description="The shopper sees the courier and tracking number on their track page and in the mail."
      trigger={
        <button type="button" className="button button-primary" disabled={disabled}>
          {label}
        </button>
      }
    >
      {(close) => <ShipForm orderId={orderId} onDone={close} />}
    </Dialog>
  );
}
