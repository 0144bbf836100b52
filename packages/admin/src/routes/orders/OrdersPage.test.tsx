import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../test/fakeApi';
import { orderDetail, orderSummary, ordersPage, sessionOf } from '../../test/fixtures';
import { currentPath, renderConsole } from '../../test/render';

function ordersApi() {
  return fakeApi({
    'GET /session': () => ({ body: sessionOf('staff') }),
    'GET /orders': (call) =>
      call.query.q === 'nobody'
        ? { body: ordersPage([]) }
        : {
            body: ordersPage(
              [orderSummary(), orderSummary({ id: 'o2', number: 'SK-1002', total: 499.5 })],
              52,
            ),
          },
  });
}

describe('orders inbox', () => {
  it('filters, search, sort and page go into the URL and into the API query', async () => {
    const user = userEvent.setup();
    const api = ordersApi();
    const { router } = renderConsole('/orders', api);

    expect(await screen.findByRole('link', { name: 'SK-1002' })).toHaveAttribute('href', '/admin/orders/o2');
    expect(screen.getByText('52 orders')).toBeInTheDocument();
    expect(screen.getByText('₹499.50')).toBeInTheDocument();
    expect(api.callsTo('GET', '/orders')[0].query).toEqual({});

    await user.selectOptions(screen.getByLabelText('Status'), 'Packed');
    await user.selectOptions(screen.getByLabelText('Pay method'), 'Pay on delivery');
    await user.click(screen.getByRole('button', { name: 'Refund needed (2)' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByRole('searchbox'), 'Meera{Enter}');

    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({
        status: 'Packed',
        payMode: 'Pay on delivery',
        payment: 'refund-needed',
        from: '2026-11-01',
        q: 'Meera',
      }),
    );
    expect(currentPath(router)).toBe(
      '/orders?status=Packed&payMode=Pay+on+delivery&payment=refund-needed&from=2026-11-01&q=Meera',
    );

    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(api.calls.at(-1)?.query.sort).toBe('-total'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.page).toBe('2'));
    expect(currentPath(router)).toContain('sort=-total&page=2');

    // A changed filter starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({
        payMode: 'Pay on delivery',
        payment: 'refund-needed',
        from: '2026-11-01',
        q: 'Meera',
        sort: '-total',
      }),
    );
  });

  it('a filtered address opens with its filters applied; no match says so', async () => {
    const api = ordersApi();
    renderConsole('/orders?payment=cod-due&q=nobody', api);
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/orders')[0].query).toEqual({ payment: 'cod-due', q: 'nobody' });
    expect(screen.getByLabelText('Payment')).toHaveValue('cod-due');
    expect(screen.getByRole('button', { name: 'COD due (4)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an unknown filter value in the URL is left out of the query', async () => {
    const api = ordersApi();
    renderConsole('/orders?status=Lost&page=0', api);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(api.callsTo('GET', '/orders')[0].query).toEqual({});
  });
});

describe('the front desk finds an order by typing and moves several at once', () => {
  it('typing a name filters the list once the typing pauses, without Search: one request, not one per key', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /orders': (call) =>
        call.query.q === 'Asha Rao'
          ? { body: ordersPage([orderSummary({ id: 'o7', number: 'SK-1007', customerName: 'Asha Rao' })]) }
          : { body: ordersPage([orderSummary(), orderSummary({ id: 'o2', number: 'SK-1002' })]) },
    });
    const { router } = renderConsole('/orders', api);
    await screen.findByRole('link', { name: 'SK-1002' });
    await user.type(screen.getByRole('searchbox'), 'Asha Rao');

    // The space after "Asha" is kept while the list follows the typing.
    expect(await screen.findByRole('link', { name: 'SK-1007' })).toHaveAttribute('href', '/admin/orders/o7');
    expect(screen.getByRole('searchbox')).toHaveValue('Asha Rao');
    expect(screen.queryByRole('link', { name: 'SK-1002' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/orders').map((c) => c.query.q)).toEqual([undefined, 'Asha Rao']);
    expect(currentPath(router)).toBe('/orders?q=Asha+Rao');
  });

  it('ships the selected orders in one action, one request each; a refused order is named with its reason', async () => {
    const user = userEvent.setup();
    const orders = [
      orderSummary({ id: 'o1', number: 'SK-1001', customerName: 'Meera Shah' }),
      orderSummary({ id: 'o2', number: 'SK-1002', customerName: 'Asha Rao' }),
      orderSummary({ id: 'o3', number: 'SK-1003', customerName: 'Ravi Iyer', orderStatus: 'Pending' }),
    ];
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /orders': () => ({ body: ordersPage(orders) }),
      'POST /orders/:id/actions': (_call, { id }) =>
        id === 'o3'
          ? { status: 409, body: envelope('An order that is Pending cannot be moved to Shipped') }
          : { body: { data: orderDetail({ id, orderStatus: 'Shipped' }) } },
    });
    renderConsole('/orders', api);
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('3 orders selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Print packing slips' })).toHaveAttribute(
      'href',
      '/admin/orders/print?doc=slip&ids=o1%2Co2%2Co3',
    );

    await user.click(within(bar).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship 3 orders' });
    await user.click(within(dialog).getByRole('button', { name: 'Ship 3 orders' }));
    expect(within(dialog).getByText('Enter the courier')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter the tracking number')).toHaveLength(3);
    expect(api.callsTo('POST', '/orders/o1/actions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Courier'), 'Blue Dart');
    await user.type(within(dialog).getByLabelText('Tracking number of SK-1001 (Meera Shah)'), 'BD1');
    await user.type(within(dialog).getByLabelText('Tracking number of SK-1002 (Asha Rao)'), 'BD2');
    await user.type(within(dialog).getByLabelText('Tracking number of SK-1003 (Ravi Iyer)'), 'BD3');
    await user.click(within(dialog).getByRole('button', { name: 'Ship 3 orders' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/orders/o1/actions', { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD1' }],
      ['/orders/o2/actions', { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD2' }],
      ['/orders/o3/actions', { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD3' }],
    ]);
    const report = within(bar).getByRole('status');
    expect(report).toHaveTextContent('Ship: 2 of 3 orders moved to Shipped.');
    expect(
      within(report).getByText('SK-1003: An order that is Pending cannot be moved to Shipped'),
    ).toBeInTheDocument();
    // The orders stay selected: their labels are printed next.
    expect(within(bar).getByText('3 orders selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select order SK-1001' })).not.toBeChecked();
    expect(within(bar).queryByText('3 orders selected')).not.toBeInTheDocument();
  });

  it('confirms the selected orders with one click', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /orders': () => ({ body: ordersPage([orderSummary({ orderStatus: 'Pending' })]) }),
      'POST /orders/:id/actions': (_call, { id }) => ({ body: { data: orderDetail({ id }) } }),
    });
    renderConsole('/orders', api);
    await user.click(await screen.findByRole('checkbox', { name: 'Select order SK-1001' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    await user.click(within(bar).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(bar).getByRole('status')).toHaveTextContent('Confirm: 1 of 1 order moved to Processing.'),
    );
    expect(api.callsTo('POST', '/orders/o1/actions')[0].body).toEqual({ action: 'confirm' });
  });
});
