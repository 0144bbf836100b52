import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { orderSummary, ordersPage, sessionOf } from '../../test/fixtures';
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
