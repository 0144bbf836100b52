import type { StockRow } from '@skatekit/console-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const row: StockRow = {
  productId: 'p1',
  title: 'Quad Skates',
  sku: 'QS',
  variationSku: 'QS-7',
  label: 'Size 7',
  status: 'Active',
  onHand: 4,
  held: 1,
  low: false,
};

/** The console's stock calls: one line, threshold 3 (5 once saved); a write answers the line. */
const stockApi = () =>
  fakeApi({
    'GET /session': () => ({ body: sessionOf('owner') }),
    'GET /stock': () => ({ body: { data: [row], total: 1, page: 1, pageSize: 25 } }),
    'GET /stock-settings': () => ({ body: { data: { lowStockThreshold: 3 } } }),
    'PUT /stock-settings': () => ({ body: { data: { lowStockThreshold: 5 } } }),
    'POST /stock/:id': () => ({ body: { data: row } }),
  });

describe('stock', () => {
  it('sets the units on hand with the figure shown, adjusts by a number, and saves the low-stock threshold', async () => {
    const user = userEvent.setup();
    const api = stockApi();
    renderConsole('/stock', api);
    /** Types `value` over what the box held and presses the button. */
    const replace = async (label: string, value: string, button: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
      await user.click(screen.getByRole('button', { name: button }));
    };
    expect(await screen.findByLabelText('On hand of QS-7')).toHaveValue('4');
    await replace('On hand of QS-7', '9', 'Set stock of QS-7');
    await waitFor(() =>
      expect(api.callsTo('POST', '/stock/p1').at(-1)?.body).toEqual({
        mode: 'set',
        variationSku: 'QS-7',
        onHand: 9,
        expected: 4,
      }),
    );
    expect(screen.getByRole('button', { name: 'Adjust QS-7' })).toBeDisabled();
    await user.type(screen.getByLabelText('Adjust QS-7 by'), '-2');
    expect(screen.getByLabelText('Adjust QS-7 by')).toHaveAttribute('placeholder', '+5 or -2');
    await user.click(screen.getByRole('button', { name: 'Adjust QS-7' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/stock/p1').at(-1)?.body).toEqual({
        mode: 'adjust',
        variationSku: 'QS-7',
        delta: -2,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Adjust QS-7 by')).toHaveValue(''));
    expect(await screen.findByLabelText('Low stock at or below')).toHaveValue('3');
    await replace('Low stock at or below', '5', 'Save threshold');
    await waitFor(() =>
      expect(api.callsTo('PUT', '/stock-settings').at(-1)?.body).toEqual({ lowStockThreshold: 5 }),
    );
  });
});
