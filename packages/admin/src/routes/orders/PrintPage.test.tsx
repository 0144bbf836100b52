import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { orderDetail, sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

function printApi() {
  return fakeApi({
    'GET /session': () => ({ body: sessionOf('staff') }),
    'GET /orders/:id': (_call, { id }) => ({
      body: {
        data: orderDetail(
          id === 'o2'
            ? {
                id,
                number: 'SK-1002',
                payMode: 'Pay on delivery',
                figures: { ...orderDetail().figures, paidOnline: 0, remaining: 1349 },
                shippingAddress: {
                  user_name: 'Asha Rao',
                  new_address: '4 Park Street',
                  area: 'Park Circus',
                  city: 'Kolkata',
                  pincode: '700017',
                  number: '9000000002',
                },
              }
            : { id },
        ),
      },
    }),
  });
}

describe('papers of the selected orders', () => {
  it('prints a packing slip per order, one to a page: who it goes to and each line, no prices', async () => {
    const api = printApi();
    renderConsole('/orders/print?doc=slip&ids=o1,o2', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slips' })).toBeInTheDocument();
    const slips = await screen.findAllByRole('article');
    expect(slips.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Packing slip SK-1001',
      'Packing slip SK-1002',
    ]);
    const first = within(slips[0]);
    expect(first.getByRole('heading', { name: 'Packing slip SK-1001' })).toBeInTheDocument();
    expect(first.getByText('Skate Academy')).toBeInTheDocument();
    expect(first.getByText('Koregaon Park, Pune, 411001')).toBeInTheDocument();
    expect(first.getByRole('row', { name: /Street wheels 58 mm/ })).toHaveTextContent(
      'Street wheels 58 mmColour: RedWHEEL-581',
    );
    expect(slips[0]).not.toHaveTextContent('₹');
    expect(within(slips[1]).getByText('Park Circus, Kolkata, 700017')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(api.callsTo('GET', '/orders/o1')).toHaveLength(1);
  });

  it('a shipping label says what the courier collects on a pay-on-delivery order, else Prepaid', async () => {
    renderConsole('/orders/print?doc=label&ids=o1,o2', printApi());
    const labels = await screen.findAllByRole('article');
    expect(within(labels[0]).getByText('Prepaid')).toBeInTheDocument();
    expect(within(labels[1]).getByText('Collect ₹1,349 on delivery')).toBeInTheDocument();
    expect(within(labels[1]).getByText('Order SK-1002')).toBeInTheDocument();
    expect(within(labels[1]).getByText('From Skate Academy')).toBeInTheDocument();
  });

  it("one order's invoice bills its lines at the prices charged with the order's figures", async () => {
    renderConsole('/orders/print?doc=invoice&ids=o1', printApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    const invoice = await screen.findByRole('article', { name: 'Invoice SK-1001' });
    expect(within(invoice).getByRole('row', { name: /Street wheels/ })).toHaveTextContent('1₹1,200₹1,200');
    const total = within(invoice).getByText('Total').parentElement;
    expect(total).toHaveTextContent('Total₹1,349');
    expect(within(invoice).getByText('Delivery').parentElement).toHaveTextContent('Delivery₹149');
  });
});
