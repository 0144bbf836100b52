import type { InboxItem, QuoteOffer } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { currentPath, renderConsole } from '../../test/render';

const quote: InboxItem = {
  kind: 'quote',
  id: 'q1',
  createdAt: '2026-11-22T06:00:00.000Z',
  name: 'Sunil Traders',
  email: 'sunil@example.test',
  mobile: '9000000002',
  message: 'Price for 20 pairs for our club?',
  handled: false,
  handledAt: null,
  note: '',
  quote: {
    lines: [{ name: 'Quad skates', sku: 'QUAD-1', quantity: 20 }],
    price: null,
    message: '',
    answeredAt: null,
  },
};

function inboxApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  let item = quote;
  return fakeApi({
    ...extra,
    'GET /session': () => ({ body: sessionOf('staff') }),
    'GET /inbox': () => ({
      body: {
        data: [item],
        total: 1,
        page: 1,
        pageSize: 25,
        counts: { unhandled: 1, lead: 0, enquiry: 0, quote: 1 },
      },
    }),
    'PATCH /inbox/:kind/:id': (call) => {
      const body = call.body as { handled: boolean; note: string };
      item = { ...item, handled: body.handled, note: body.note, handledAt: '2026-11-22T08:00:00.000Z' };
      return { body: { data: item } };
    },
    'POST /inbox/quote/:id/answer': (call) => {
      const body = call.body as { price: number; message: string };
      item = {
        ...item,
        quote: {
          ...item.quote!,
          price: body.price,
          message: body.message,
          answeredAt: '2026-11-22T09:00:00.000Z',
        },
      };
      return { body: { data: item } };
    },
  });
}

describe('inbox', () => {
  it('kind tabs and the handled filter go into the URL and the query', async () => {
    const user = userEvent.setup();
    const api = inboxApi();
    const { router } = renderConsole('/inbox', api);
    await user.click(await screen.findByRole('tab', { name: 'Quote requests (1)' }));
    await user.selectOptions(await screen.findByLabelText('Handled'), 'false');
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ kind: 'quote', handled: 'false' }));
    expect(currentPath(router)).toBe('/inbox?kind=quote&handled=false');
  });

  it('a quote request is answered with a price and marked handled with a note, in its drawer', async () => {
    const user = userEvent.setup();
    const api = inboxApi();
    renderConsole('/inbox', api);
    await user.click(await screen.findByRole('button', { name: 'Sunil Traders' }));
    const drawer = await screen.findByRole('dialog', { name: 'Quote request from Sunil Traders' });
    expect(within(drawer).getByText('20 × Quad skates')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Send the quote' }));
    expect(await within(drawer).findByText('Enter a price more than 0')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Price (₹)'), '18500');
    await user.type(within(drawer).getByLabelText('Message to the shopper'), 'Club price, delivery free');
    await user.click(within(drawer).getByRole('button', { name: 'Send the quote' }));
    expect(
      await within(drawer).findByText('Answered 22/11/26 - 14:30: ₹18,500 · Club price, delivery free'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/inbox/quote/q1/answer')[0].body).toEqual({
      price: 18500,
      message: 'Club price, delivery free',
    });

    await user.click(within(drawer).getByRole('checkbox', { name: 'Handled' }));
    await user.type(within(drawer).getByLabelText('Internal note'), 'Sent by phone too');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/inbox/quote/q1')[0]?.body).toEqual({
        handled: true,
        note: 'Sent by phone too',
      }),
    );
    expect(api.callsTo('PATCH', '/inbox/quote/q1')[0].headers['x-csrf-token']).toBe('csrf-staff');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sunil Traders' })).toHaveFocus();
  });
});

const expired: QuoteOffer = {
  id: 'o0',
  quoteId: 'q1',
  lines: [
    {
      productId: 'p-quad',
      sku: 'QUAD-1',
      name: 'Quad skates',
      quantity: 20,
      unitPrice: 1000,
      lineTotal: 20000,
    },
  ],
  delivery: 0,
  total: 20000,
  message: '',
  expiresAt: '2026-11-20T18:30:00.000Z',
  state: 'expired',
  orderId: null,
  createdAt: '2026-11-13T06:00:00.000Z',
  staffEmail: 'staff@skate01.test',
};

function offersApi() {
  let offers: QuoteOffer[] = [expired];
  return inboxApi({
    'GET /inbox/quote/:id/offers': () => ({
      body: {
        data: offers,
        draft: [{ productId: 'p-quad', sku: 'QUAD-1', name: 'Quad skates', quantity: 20, unitPrice: 1099 }],
      },
    }),
    'POST /inbox/quote/:id/offers': (call) => {
      const body = call.body as { lines: { quantity: number; unitPrice: number }[]; delivery: number };
      const made: QuoteOffer = {
        ...expired,
        id: 'o1',
        lines: [{ ...expired.lines[0], quantity: 20, unitPrice: 925, lineTotal: 18500 }],
        delivery: body.delivery,
        total: 18500 + body.delivery,
        expiresAt: '2026-11-29T18:30:00.000Z',
        state: 'sent',
        createdAt: '2026-11-22T08:00:00.000Z',
      };
      offers = [made, ...offers];
      return { body: { data: made } };
    },
  });
}

describe('quote offers in the inbox (issue 39)', () => {
  it('makes an offer from the quote: lines prefilled, a price per line, delivery and the last day; shows each state', async () => {
    const user = userEvent.setup();
    const api = offersApi();
    renderConsole('/inbox', api);
    await user.click(await screen.findByRole('button', { name: 'Sunil Traders' }));
    const drawer = await screen.findByRole('dialog', { name: 'Quote request from Sunil Traders' });
    expect(await within(drawer).findByText('Expired')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const price = within(dialog).getByLabelText('Price per unit of Quad skates (₹)');
    expect(within(dialog).getByLabelText('Quantity of Quad skates')).toHaveValue(20);
    expect(price).toHaveValue(1099);
    expect(within(dialog).getByText('Total ₹21,980')).toBeInTheDocument();

    // A negative price is refused with the contract's words, and nothing is sent.
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('Enter a price of 0 or more')).toBeInTheDocument();
    expect(api.callsTo('POST', '/inbox/quote/q1/offers')).toEqual([]);

    await user.clear(price);
    await user.type(price, '925');
    const delivery = within(dialog).getByLabelText('Delivery (₹)');
    await user.clear(delivery);
    await user.type(delivery, '150');
    expect(within(dialog).getByText('Total ₹18,650')).toBeInTheDocument();
    const last = within(dialog).getByLabelText('Valid until (inclusive)');
    await user.clear(last);
    await user.type(last, '2026-11-29');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    expect(await within(drawer).findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Make an offer' })).toBeNull();
    expect(api.callsTo('POST', '/inbox/quote/q1/offers')[0].body).toEqual({
      lines: [{ productId: 'p-quad', sku: 'QUAD-1', quantity: 20, unitPrice: 925 }],
      delivery: 150,
      validUntil: '2026-11-29',
      message: '',
    });
    expect(within(drawer).getByText(/₹18,650 · 20 × Quad skates at ₹925/)).toBeInTheDocument();
  }, 60_000);
});
