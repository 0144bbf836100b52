import { zodResolver } from '@hookform/resolvers/zod';
import {
  QUOTE_OFFER_DAYS,
  type QuoteOffer,
  QuoteOfferBody,
  QuoteOfferLine,
  type QuoteOfferState,
} from '@skatekit/console-contract';
import { formatIndiaDate } from '@skatekit/core/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { Dialog } from '../../ui/Dialog';
import { DialogForm } from '../../ui/FormDialog';
import { Field } from '../../ui/Field';
import { FormFields, toAmount } from '../../ui/FormFields';
import { indiaToday, money, time } from '../../ui/format';

const STATE_LABELS: Record<QuoteOfferState, string> = { sent: 'Sent', paid: 'Paid', expired: 'Expired' };

/** The form's values: the body's, with each line's name to show. */
const OfferForm = QuoteOfferBody.extend({
  lines: z.array(QuoteOfferLine).min(1, 'Add at least one line'),
  delivery: QuoteOfferBody.shape.delivery.unwrap(),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day it can be paid'),
  message: QuoteOfferBody.shape.message.unwrap(),
});
type OfferValues = z.infer<typeof OfferForm>;

/** A total as the server will price it: each line's units at its price, and delivery (to the paisa). */
const totalOf = (values: Pick<OfferValues, 'lines' | 'delivery'>) =>
  (values.lines.reduce(
    (sum, l) => sum + Math.round(toAmount(l.unitPrice) * 100) * (toAmount(l.quantity) || 0),
    0,
  ) +
    Math.round(toAmount(values.delivery) * 100)) /
  100;

function MakeOfferForm({
  quoteId,
  draft,
  onDone,
}: {
  quoteId: string;
  draft: QuoteOfferLine[];
  onDone: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const make = useMutation({
    mutationFn: (body: QuoteOfferBody) => api.inbox.makeOffer(quoteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.inbox.all }),
  });
  const form = useForm<OfferValues>({
    resolver: zodResolver(OfferForm),
    defaultValues: {
      lines: draft,
      delivery: 0,
      validUntil: indiaToday(new Date(), QUOTE_OFFER_DAYS),
      message: '',
    },
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    await make.mutateAsync({
      ...body,
      lines: body.lines.map(({ productId, sku, quantity, unitPrice }) => ({
        productId,
        sku,
        quantity,
        unitPrice,
      })),
    });
    onDone();
  });
  return (
    <DialogForm
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      error={make.error}
      pending={make.isPending}
      submitLabel="Send the offer"
      pendingLabel="Sending…"
    >
      <ul className="plain-list offer-lines">
        {draft.map((line, i) => (
          <li key={`${line.productId}-${line.sku}`} className="offer-line">
            <p className="offer-line-name">
              {line.name} {line.sku ? <span className="muted">({line.sku})</span> : null}
            </p>
            <Field label={`Quantity of ${line.name}`} error={errors.lines?.[i]?.quantity?.message}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  {...form.register(`lines.${i}.quantity`, { setValueAs: (v) => toAmount(v) })}
                />
              )}
            </Field>
            <Field label={`Price per unit of ${line.name} (₹)`} error={errors.lines?.[i]?.unitPrice?.message}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  {...form.register(`lines.${i}.unitPrice`, { setValueAs: (v) => toAmount(v) })}
                />
              )}
            </Field>
          </li>
        ))}
      </ul>
      <FormFields
        form={form}
        fields={[
          { name: 'delivery', label: 'Delivery (₹)', kind: 'amount' },
          { name: 'message', label: 'Message to the shopper', kind: 'textarea' },
        ]}
      />
      <Field
        label="Valid until (inclusive)"
        hint="The last day the shopper can pay it, India time."
        error={errors.validUntil?.message}
      >
        {(props) => <input {...props} type="date" {...form.register('validUntil')} />}
      </Field>
      <p className="offer-total" aria-live="polite">
        Total {money(totalOf(values))}
      </p>
    </DialogForm>
  );
}

function OfferRow({ offer }: { offer: QuoteOffer }) {
  return (
    <li>
      <span className={`badge badge-offer-${offer.state}`}>{STATE_LABELS[offer.state]}</span>{' '}
      {money(offer.total)} ·{' '}
      {offer.lines.map((l) => `${l.quantity} × ${l.name} at ${money(l.unitPrice)}`).join(', ')}
      {offer.delivery > 0 ? ` · delivery ${money(offer.delivery)}` : ''}
      <span className="muted">
        {' '}
        · sent {time(offer.createdAt)} · valid until{' '}
        {formatIndiaDate(new Date(Date.parse(offer.expiresAt) - 1))}
      </span>
    </li>
  );
}

/**
 * A quote request's payable offers (issue 39): each with its state (sent, paid, expired), and "Make an
 * offer": the quote's lines prefilled at today's prices, a price per line, delivery and the last day; the
 * server prices it the same way, mails the shopper a pay link and charges exactly that.
 */
export function QuoteOffers({ quoteId, mayHandle }: { quoteId: string; mayHandle: boolean }) {
  const api = useApi();
  const offers = useQuery({ queryKey: keys.inbox.offers(quoteId), queryFn: () => api.inbox.offers(quoteId) });
  const list = offers.data?.data ?? [];
  const draft = offers.data?.draft ?? [];
  return (
    <section aria-labelledby={`offers-${quoteId}`}>
      <h3 id={`offers-${quoteId}`}>Offers</h3>
      {list.length > 0 ? (
        <ul className="plain-list">
          {list.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : offers.isSuccess ? (
        <p className="muted">No offer yet.</p>
      ) : null}
      {mayHandle && draft.length > 0 ? (
        <Dialog
          title="Make an offer"
          description="The shopper gets a mail with a link to pay exactly this, until the day you choose."
          trigger={
            <button type="button" className="button">
              Make an offer
            </button>
          }
        >
          {(close) => <MakeOfferForm quoteId={quoteId} draft={draft} onDone={close} />}
        </Dialog>
      ) : null}
    </section>
  );
}
