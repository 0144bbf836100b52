import { zodResolver } from '@hookform/resolvers/zod';
import { RefundBody } from '@skatekit/console-contract';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../ui/Dialog';
import { DialogForm } from '../../ui/FormDialog';
import { FormFields } from '../../ui/FormFields';
import { money } from '../../ui/format';
import { useOrderMutations } from './useOrders';

function RefundForm({
  orderId,
  refundable,
  onDone,
}: {
  orderId: string;
  refundable: number;
  onDone: () => void;
}) {
  const { refund } = useOrderMutations(orderId);
  // One key per opening of the dialog: a double click, or a retry after a timeout, refunds once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const schema = useMemo(
    () =>
      RefundBody.omit({ requestKey: true }).superRefine((body, ctx) => {
        if (Math.round(body.amount * 100) > Math.round(refundable * 100))
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: `At most ${money(refundable)} can be refunded`,
          });
      }),
    [refundable],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { amount: refundable, reason: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await refund.mutateAsync({ ...values, requestKey });
      onDone();
    } catch {
      // Shown below the form; the same key goes with the next try.
    } finally {
      sending.current = false;
    }
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      error={refund.error}
      pending={refund.isPending}
      submitLabel="Refund"
      pendingLabel="Refunding…"
      danger
    >
      <FormFields
        form={form}
        fields={[
          {
            name: 'amount',
            label: 'Amount (₹)',
            kind: 'amount',
            hint: `Up to ${money(refundable)} paid online can be refunded.`,
          },
          { name: 'reason', label: 'Reason', kind: 'textarea' },
        ]}
      />
    </DialogForm>
  );
}

/** Refund in full or in part through the payment provider. */
export function RefundDialog({ orderId, refundable }: { orderId: string; refundable: number }) {
  return (
    <Dialog
      title="Refund"
      description="The money goes back to the shopper's card or account through the payment provider."
      trigger={
        <button type="button" className="button">
          Refund
        </button>
      }
    >
      {(close) => <RefundForm orderId={orderId} refundable={refundable} onDone={close} />}
    </Dialog>
  );
}
