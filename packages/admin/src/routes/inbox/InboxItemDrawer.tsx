import { zodResolver } from '@hookform/resolvers/zod';
import { type InboxItem, InboxUpdateBody, QuoteAnswerBody } from '@skatekit/console-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCan } from '../../session/session';
import { Dialog } from '../../ui/Dialog';
import { FormFields } from '../../ui/FormFields';
import { money, time } from '../../ui/format';
import { FormError } from '../../ui/states';
import { KIND_LABELS } from './kinds';
import { QuoteOffers } from './QuoteOffers';
import { useInboxMutations } from './useInbox';

function HandleForm({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const { update } = useInboxMutations(item.kind, item.id);
  const form = useForm({
    resolver: zodResolver(InboxUpdateBody),
    defaultValues: { handled: item.handled, note: item.note },
  });
  const onSubmit = form.handleSubmit((body) => update.mutate(body, { onSuccess: onDone }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormFields
        form={form}
        fields={[
          { name: 'handled', label: 'Handled', kind: 'checkbox' },
          {
            name: 'note',
            label: 'Internal note',
            kind: 'textarea',
            hint: 'Staff only: never shown to the sender or mailed.',
          },
        ]}
      />
      <FormError error={update.error} />
      <button type="submit" className="button button-primary" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

function QuoteAnswerForm({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const { answer } = useInboxMutations(item.kind, item.id);
  const form = useForm({
    resolver: zodResolver(QuoteAnswerBody),
    defaultValues: { price: undefined as unknown as number, message: '' },
  });
  const onSubmit = form.handleSubmit((body) => answer.mutate(body, { onSuccess: onDone }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <h3>Answer with a price</h3>
      <FormFields
        form={form}
        fields={[
          { name: 'price', label: 'Price (₹)', kind: 'amount' },
          { name: 'message', label: 'Message to the shopper', kind: 'textarea' },
        ]}
      />
      <FormError error={answer.error} />
      <button type="submit" className="button button-primary" disabled={answer.isPending}>
        {answer.isPending ? 'Sending…' : 'Send the quote'}
      </button>
    </form>
  );
}

/** One message of the inbox in a side drawer: what was asked, mark handled with a note, answer a quote. */
export function InboxItemDrawer({
  item,
  onClose,
  opener,
}: {
  item: InboxItem | null;
  onClose: () => void;
  /** The button that opened the drawer: focus goes back to it. */
  opener: HTMLElement | null;
}) {
  const mayHandle = useCan('inbox.handle');
  const [saved, setSaved] = useState('');
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          setSaved('');
          onClose();
        }
      }}
      title={item ? `${KIND_LABELS[item.kind]} from ${item.name || item.email}` : 'Message'}
      variant="drawer"
      returnFocus={opener}
    >
      {item ? (
        <div className="drawer-body">
          <p className="muted">
            {time(item.createdAt)} · <a href={`mailto:${item.email}`}>{item.email}</a>
            {item.mobile ? (
              <>
                {' '}
                · <a href={`tel:${item.mobile}`}>{item.mobile}</a>
              </>
            ) : null}
          </p>
          {item.message ? <p className="message">{item.message}</p> : null}
          {item.quote ? (
            <section>
              <h3>Asked about</h3>
              <ul className="plain-list">
                {item.quote.lines.map((line) => (
                  <li key={line.sku || line.name}>
                    {line.quantity} × {line.name}{' '}
                    {line.sku ? <span className="muted">({line.sku})</span> : null}
                  </li>
                ))}
              </ul>
              {item.quote.answeredAt && item.quote.price !== null ? (
                <p>
                  Answered {time(item.quote.answeredAt)}: {money(item.quote.price)}
                  {item.quote.message ? ` · ${item.quote.message}` : ''}
                </p>
              ) : mayHandle ? (
                <QuoteAnswerForm item={item} onDone={() => setSaved('The quote was sent.')} />
              ) : null}
              <QuoteOffers quoteId={item.id} mayHandle={mayHandle} />
            </section>
          ) : null}
          {mayHandle ? (
            <section>
              <h3>Handling</h3>
              <HandleForm
                key={`${item.id}-${item.handledAt}`}
                item={item}
                onDone={() => setSaved('Saved.')}
              />
            </section>
          ) : null}
          {saved ? <p role="status">{saved}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
