import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '../../test/fakeApi';
import { orderDetail, ordersPage, sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const headingName = 'Order SK-1001';

describe('order page', () => {
  it('offers exactly the actions the API allows, labelled by the order flow', async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({ body: { data: orderDetail({ actions: ['ship', 'cancel'] }) } }),
    });
    renderConsole('/orders/o1', api);
    expect(await screen.findByRole('heading', { level: 1, name: headingName })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    for (const absent of [
      'Confirm',
      'Mark packed',
      'Out for delivery',
      'Mark delivered',
      'Mark remainder collected',
    ])
      expect(screen.queryByRole('button', { name: absent })).toBeNull();
    // Figures and the timeline in India time.
    // (The console's menu also has a Delivery section: the figures are read inside the page.)
    const page = within(screen.getByRole('main'));
    expect(page.getByText('Items').nextElementSibling).toHaveTextContent('₹1,200');
    expect(page.getByText('Delivery').nextElementSibling).toHaveTextContent('₹149');
    expect(page.getByText('Total').nextElementSibling).toHaveTextContent('₹1,349');
    expect(screen.getByRole('heading', { name: 'Shipping address' }).nextElementSibling).toHaveTextContent(
      'Meera Shah12 MG RoadKoregaon Park, Pune, 411001',
    );
    expect(screen.getByText('Packed', { selector: '.timeline span' }).nextElementSibling).toHaveTextContent(
      '21/11/26 - 10:30',
    );
  });

  it("draws the timeline: each date the order reached, oldest first, in the console's words", async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({
        body: {
          data: orderDetail({
            courier: 'Delhivery',
            trackingNumber: 'DL123',
            dates: {
              placed: '2026-11-20T06:00:00.000Z',
              confirmed: '2026-11-20T07:00:00.000Z',
              packed: '2026-11-21T05:00:00.000Z',
              shipped: '2026-11-21T06:00:00.000Z',
              outForDelivery: '2026-11-22T04:00:00.000Z',
              delivered: '2026-11-22T09:00:00.000Z',
              cancelled: null,
              remainderCollected: '2026-11-22T09:01:00.000Z',
              refundNeeded: null,
            },
          }),
        },
      }),
    });
    renderConsole('/orders/o1', api);
    expect(await screen.findByRole('heading', { level: 1, name: headingName })).toBeInTheDocument();
    const timeline = within(screen.getByRole('heading', { name: 'Timeline' }).parentElement as HTMLElement);
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Placed 20/11/26 - 11:30',
      'Paid 20/11/26 - 11:31',
      'Confirmed 20/11/26 - 12:30',
      'Packed 21/11/26 - 10:30',
      'Shipped with Delhivery, tracking DL123 21/11/26 - 11:30',
      'Out for delivery 22/11/26 - 09:30',
      'Delivered 22/11/26 - 14:30',
      'Remainder collected 22/11/26 - 14:31',
    ]);
  });

  it('shows each extra payment (a second payment of the paid order) in the figures, refunded or to refund, and offers the one to refund first', async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({
        body: {
          data: orderDetail({
            payment: 'refund-needed',
            figures: { ...orderDetail().figures, refundable: 2698 },
            extraPayments: [
              {
                paymentId: 'pay_X1',
                at: '2026-11-20T06:05:00.000Z',
                amount: 1349,
                refundedAmount: 1349,
                refunded: true,
              },
              {
                paymentId: 'pay_X2',
                at: '2026-11-20T06:09:00.000Z',
                amount: 1349,
                refundedAmount: 0,
                refunded: false,
              },
            ],
          }),
        },
      }),
    });
    renderConsole('/orders/o1', api);
    expect(await screen.findByRole('heading', { level: 1, name: headingName })).toBeInTheDocument();
    expect(screen.getByText('Extra payment pay_X1').nextElementSibling).toHaveTextContent(
      '₹1,349 · refunded',
    );
    expect(screen.getByText('Extra payment pay_X2').nextElementSibling).toHaveTextContent(
      '₹1,349 · to refund',
    );
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('₹0');
    // The refund dialog offers the extra payment still to refund first.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(1349);
  });

  it('a member of staff sees no refund; a delivered pay-on-delivery order offers only the remainder', async () => {
    let order = orderDetail({
      orderStatus: 'Delivered',
      payment: 'cod-due',
      actions: [],
      canCollectRemainder: true,
      figures: { ...orderDetail().figures, paidOnline: 200, remaining: 1149, refundable: 200 },
    });
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /orders/:id': () => ({ body: { data: order } }),
      'POST /orders/:id/collect-remainder': () => {
        order = { ...order, payment: 'paid', canCollectRemainder: false };
        return { body: { data: order } };
      },
    });
    const user = userEvent.setup();
    renderConsole('/orders/o1', api);
    await user.click(await screen.findByRole('button', { name: 'Mark remainder collected' }));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Remainder collected?' });
    expect(dialog).toHaveTextContent('₹1,149 was collected on delivery.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark remainder collected' })).toBeNull(),
    );
    expect(api.callsTo('POST', '/orders/o1/collect-remainder')[0].headers['x-csrf-token']).toBe('csrf-staff');
  });

  it('ship asks for the courier and the tracking number (core schema), then sends them and refreshes the lists', async () => {
    const user = userEvent.setup();
    let order = orderDetail();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({ body: { data: order } }),
      'POST /orders/:id/actions': () => {
        order = orderDetail({
          orderStatus: 'Shipped',
          courier: 'Delhivery',
          trackingNumber: 'DL123',
          actions: ['out-for-delivery'],
          dates: { ...orderDetail().dates, shipped: '2026-11-22T09:15:00.000Z' },
        });
        return { body: { data: order } };
      },
    });
    const { queryClient } = renderConsole('/orders/o1', api);
    // An orders list seen earlier is refreshed after the action.
    await act(() =>
      queryClient.prefetchQuery({ queryKey: ['orders', 'list', {}], queryFn: () => ordersPage([]) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship the order' });
    await waitFor(() => expect(within(dialog).getByLabelText('Courier')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Enter the courier')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the tracking number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Courier')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/orders/o1/actions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Courier'), ' Delhivery ');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'DL123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = api.callsTo('POST', '/orders/o1/actions')[0];
    expect(call.body).toEqual({ action: 'ship', courier: 'Delhivery', trackingNumber: 'DL123' });
    expect(call.headers['x-csrf-token']).toBe('csrf-owner');
    expect(call.credentials).toBe('same-origin');
    expect(await screen.findByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(screen.getByText('Shipped with Delhivery, tracking DL123')).toBeInTheDocument();
    // The list seen earlier is marked stale: it reloads when shown again.
    expect(queryClient.getQueryState(['orders', 'list', {}])?.isInvalidated).toBe(true);
  });

  it('a refused action shows the API message and changes nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({
        body: { data: orderDetail({ orderStatus: 'Processing', actions: ['pack', 'cancel'] }) },
      }),
      'POST /orders/:id/actions': () => ({
        status: 409,
        body: envelope('An order that is Cancelled cannot be moved to Packed'),
      }),
    });
    renderConsole('/orders/o1', api);
    await user.click(await screen.findByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An order that is Cancelled cannot be moved to Packed',
    );
    expect(screen.getByRole('button', { name: 'Mark packed' })).toBeEnabled();
  });

  it('internal notes: the list with author and time, a note added, an empty one refused', async () => {
    const user = userEvent.setup();
    let notes = [
      {
        id: 'n1',
        note: 'Wants it after 6 pm',
        staffEmail: 'desk@skate01.test',
        createdAt: '2026-12-01T06:30:00.000Z',
      },
    ];
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({ body: { data: orderDetail() } }),
      'GET /orders/:id/notes': () => ({ body: { data: notes } }),
      'POST /orders/:id/notes': (call) => {
        notes = [
          ...notes,
          {
            id: 'n2',
            note: (call.body as { note: string }).note,
            staffEmail: 'owner@skate01.test',
            createdAt: '2026-12-01T07:00:00.000Z',
          },
        ];
        return { body: { data: notes } };
      },
    });
    renderConsole('/orders/o1', api);
    const card = (await screen.findByRole('heading', { name: 'Internal notes' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(card).findByText('Wants it after 6 pm')).toBeInTheDocument();
    expect(within(card).getByText(/desk@skate01\.test/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('Write the note')).toBeInTheDocument();
    expect(api.callsTo('POST', '/orders/o1/notes')).toHaveLength(0);
    await user.type(within(card).getByLabelText('Add an internal note'), 'Called, will collect');
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('Called, will collect')).toBeInTheDocument();
    expect(api.callsTo('POST', '/orders/o1/notes')[0].body).toEqual({ note: 'Called, will collect' });
    expect(within(card).getByLabelText('Add an internal note')).toHaveValue('');
  });

  it('a credit note is reachable from the order and printable, with its GST figures', async () => {
    const user = userEvent.setup();
    const note = {
      id: 'cn1',
      number: 'CN-0001',
      refundId: 'r1',
      orderId: 'o1',
      orderNumber: 'AB12CD34',
      createdAt: '2026-12-01T06:30:00.000Z',
      amount: 1200,
      taxable: 1016.95,
      tax: 183.05,
      gstRate: 18,
      reason: 'Returned',
      lines: [
        {
          name: 'Street wheels 58 mm',
          sku: 'WHEEL-58',
          quantity: 1,
          amount: 1200,
          taxable: 1016.95,
          gst: 183.05,
        },
      ],
    };
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({ body: { data: orderDetail({ creditNotes: [note] }) } }),
    });
    renderConsole('/orders/o1', api);
    await user.click(await screen.findByRole('link', { name: 'CN-0001' }));
    const paper = await screen.findByRole('article', { name: 'Credit note CN-0001' });
    expect(within(paper).getByText('Taxable value', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹1,016.95',
    );
    expect(within(paper).getByText('GST (18%)', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹183.05',
    );
    expect(within(paper).getByText('Credited').nextElementSibling).toHaveTextContent('₹1,200');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('refund by line: units of each line, restock as a choice, and a delivery amount', async () => {
    const user = userEvent.setup();
    const order = orderDetail({
      lines: [
        { ...orderDetail().lines[0], quantity: 3, refundedQuantity: 1 },
        { ...orderDetail().lines[0], sku: 'PADS', name: 'Elbow pads', quantity: 1, refundedQuantity: 1 },
      ],
    });
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({ body: { data: order } }),
      'POST /orders/:id/refunds': () => ({ body: { data: order } }),
    });
    renderConsole('/orders/o1', api);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByRole('radio', { name: 'Lines and units' })).toBeChecked();
    const wheels = within(dialog).getByLabelText('Street wheels 58 mm (WHEEL-58): units to refund');
    expect(wheels).toHaveAccessibleDescription('2 of 3 left to refund · ₹1,200 each');
    // A line refunded in full already cannot be chosen.
    expect(within(dialog).getByLabelText('Elbow pads (PADS): units to refund')).toBeDisabled();
    await user.clear(wheels);
    await user.type(wheels, '3');
    await user.type(within(dialog).getByLabelText('Reason'), 'Returned');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Only 2 left to refund')).toBeInTheDocument();
    expect(api.callsTo('POST', '/orders/o1/refunds')).toHaveLength(0);

    await user.clear(wheels);
    await user.type(wheels, '2');
    await user.click(within(dialog).getByLabelText('Put the refunded units back in stock'));
    const other = within(dialog).getByLabelText('Delivery or other amount (₹)');
    await user.clear(other);
    await user.type(other, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/orders/o1/refunds')[0].body).toEqual({
      lines: [{ index: 0, quantity: 2 }],
      other: 50,
      restock: false,
      reason: 'Returned',
      requestKey: expect.any(String),
    });
  });

  it('refund: prefilled with what is refundable, one requestKey per opening however often it is sent', async () => {
    const user = userEvent.setup();
    let answer: 'fail' | 'ok' = 'fail';
    let order = orderDetail();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders/:id': () => ({ body: { data: order } }),
      'POST /orders/:id/refunds': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (answer === 'fail')
          return { status: 502, body: envelope('The payment provider did not answer. Try again.') };
        order = orderDetail({ figures: { ...orderDetail().figures, refunded: 300, refundable: 1049 } });
        return { body: { data: order } };
      },
    });
    renderConsole('/orders/o1', api);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue(1349);

    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most ₹1,349 can be refunded')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(dialog).getByLabelText('Reason'), 'One wheel was missing');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider did not answer. Try again.',
    );
    expect(api.callsTo('POST', '/orders/o1/refunds')).toHaveLength(1);

    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry] = api.callsTo('POST', '/orders/o1/refunds');
    expect(first.body).toEqual({
      amount: 300,
      reason: 'One wheel was missing',
      requestKey: expect.any(String),
    });
    expect((first.body as { requestKey: string }).requestKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((retry.body as { requestKey: string }).requestKey).toBe(
      (first.body as { requestKey: string }).requestKey,
    );

    // A new opening is a new refund: a new key, the amount what is left.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: 'Refund' });
    await user.click(within(again).getByRole('radio', { name: 'An amount' }));
    expect(within(again).getByLabelText('Amount (₹)')).toHaveValue(1049);
    await user.type(within(again).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(again).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST', '/orders/o1/refunds')).toHaveLength(3));
    const third = api.callsTo('POST', '/orders/o1/refunds')[2].body as { requestKey: string };
    expect(third.requestKey).not.toBe((first.body as { requestKey: string }).requestKey);
  });
});
