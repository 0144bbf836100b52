import { zodResolver } from '@hookform/resolvers/zod';
import { type OrderDetail, RefundFields, type RefundBody } from '@skatekit/console-contract';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '../../ui/Dialog';
import { DialogForm } from '../../ui/FormDialog';
import { FormFields, toAmount } from '../../ui/FormFields';
import { money } from '../../ui/format';
import { useOrderMutations } from './useOrders';

/** Units of each line still to refund: ordered less refunded (or in flight). */
const unitsLeft = (order: OrderDetail) =>
  order.lines.map((l) => Math.max(0, l.quantity - l.refundedQuantity));

/**
 * The refund form: by line (units of each line, a delivery or other amount, and whether the units go
 * back to stock; the server prices the lines) or by an amount alone. The server's rules answer the
 * rest (never more than paid, per line and in all).
 */
function RefundForm({
  order,
  refundable,
  byAmount,
  onDone,
}: {
  order: OrderDetail;
  refundable: number;
  /** Open on the amount (an extra payment is refunded first, by its amount). */
  byAmount: boolean;
  onDone: () => void;
}) {
  const { refund } = useOrderMutations(order.id);
  // One key per opening of the dialog: a double click, or a retry after a timeout, refunds once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const left = useMemo(() => unitsLeft(order), [order]);
  const schema = useMemo(
    () =>
      z
        .object({
          by: z.enum(['lines', 'amount']),
          quantities: z.array(z.number().int('Whole units').min(0, 'At least 0')),
          other: z.number().min(0),
          restock: z.boolean(),
          amount: z.number(),
          reason: RefundFields.shape.reason,
        })
        .superRefine((body, ctx) => {
          if (body.by === 'amount') {
            if (!(body.amount > 0))
              ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount more than 0' });
            else if (Math.round(body.amount * 100) > Math.round(refundable * 100))
              ctx.addIssue({
                code: 'custom',
                path: ['amount'],
                message: `At most ${money(refundable)} can be refunded`,
              });
            return;
          }
          body.quantities.forEach((q, i) => {
            if (q > (left[i] ?? 0))
              ctx.addIssue({
                code: 'custom',
                path: ['quantities', i],
                message: `Only ${left[i] ?? 0} left to refund`,
              });
          });
          if (!body.quantities.some((q) => q > 0) && !(body.other > 0))
            ctx.addIssue({
              code: 'custom',
              path: ['other'],
              message: 'Choose units of a line, or an amount',
            });
        }),
    [refundable, left],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      by: byAmount ? ('amount' as const) : ('lines' as const),
      quantities: left.map(() => 0),
      other: 0,
      restock: true,
      amount: refundable,
      reason: '',
    },
  });
  const by = form.watch('by');
  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    const lines = values.quantities
      .map((quantity, index) => ({ index, quantity }))
      .filter((line) => line.quantity > 0);
    const body: RefundBody =
      values.by === 'amount'
        ? { amount: values.amount, reason: values.reason, requestKey }
        : {
            lines,
            ...(values.other > 0 ? { other: values.other } : {}),
            ...(lines.length ? { restock: values.restock } : {}),
            reason: values.reason,
            requestKey,
          };
    try {
      await refund.mutateAsync(body);
      onDone();
    } catch {
      // Shown below the form; the same key goes with the next try.
    } finally {
      sending.current = false;
    }
  });
  const errors = form.formState.errors;
  return (
    <DialogForm
      onSubmit={onSubmit}
      error={refund.error}
      pending={refund.isPending}
      submitLabel="Refund"
      pendingLabel="Refunding…"
      danger
    >
      <fieldset className="radio-row">
        <legend>Refund by</legend>
        <label className="check">
          <input type="radio" value="lines" {...form.register('by')} /> Lines and units
        </label>
        <label className="check">
          <input type="radio" value="amount" {...form.register('by')} /> An amount
        </label>
      </fieldset>
      {by === 'lines' ? (
        <>
          <ul className="plain-list refund-lines">
            {order.lines.map((line, i) => {
              const id = `refund-line-${i}`;
              const error = errors.quantities?.[i]?.message;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move; the index is the line's id on the wire.
                <li key={i} className="field">
                  <label htmlFor={id}>
                    {line.name} {line.sku ? `(${line.sku})` : ''}: units to refund
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left[i]}
                    disabled={left[i] === 0}
                    aria-describedby={`${id}-hint`}
                    aria-invalid={error ? true : undefined}
                    {...form.register(`quantities.${i}`, { setValueAs: (v) => toAmount(v) })}
                  />
                  <span id={`${id}-hint`} className="muted">
                    {`${left[i]} of ${line.quantity} left to refund · ${money(line.unitPrice)} each`}
                  </span>
                  {error ? <span className="field-error">{error}</span> : null}
                </li>
              );
            })}
          </ul>
          <FormFields
            form={form}
            fields={[
              { name: 'restock', label: 'Put the refunded units back in stock', kind: 'checkbox' },
              {
                name: 'other',
                label: 'Delivery or other amount (₹)',
                kind: 'amount',
                hint: `Beside the lines. Up to ${money(refundable)} paid online can be refunded in all.`,
              },
            ]}
          />
        </>
      ) : (
        <FormFields
          form={form}
          fields={[
            {
              name: 'amount',
              label: 'Amount (₹)',
              kind: 'amount',
              hint: `Up to ${money(refundable)} paid online can be refunded.`,
            },
          ]}
        />
      )}
      <FormFields form={form} fields={[{ name: 'reason', label: 'Reason', kind: 'textarea' }]} />
    </DialogForm>
  );
}

/** Refund by line and units (with restock as a choice) or by an amount, through the payment provider. */
export function RefundDialog({
  order,
  refundable,
  byAmount = false,
}: {
  order: OrderDetail;
  refundable: number;
  byAmount?: boolean;
}) {
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
      {(close) => <RefundForm order={order} refundable={refundable} byAmount={byAmount} onDone={close} />}
    </Dialog>
  );
}
