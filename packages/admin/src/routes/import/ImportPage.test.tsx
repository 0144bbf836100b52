import { importSkuExists } from '@skatekit/console-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const CSV_TEXT = 'type,sku\nSimple,PAD-1\n';
const csv = new File([CSV_TEXT], 'products.csv', { type: 'text/csv' });
// jsdom's File has no text(): the browser's, for the page's reading of the chosen file.
Object.defineProperty(csv, 'text', { value: async () => CSV_TEXT });

describe('product import: asks before updating the store products', () => {
  it('checks in create mode by default and says which rows would update; "New products and updates" sends update mode', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'POST /products/import': (call) =>
        (call.body as { mode: string }).mode === 'create'
          ? {
              body: {
                applied: false,
                products: 2,
                created: 1,
                updated: 1,
                problems: [
                  { line: 2, sku: 'PAD-1', message: importSkuExists('PAD-1') },
                  { line: 2, sku: 'PAD-1', message: 'price: "x" is not a number' },
                ],
              },
            }
          : { body: { applied: false, products: 2, created: 1, updated: 1, problems: [] } },
    });
    renderConsole('/import', api);
    await user.upload(await screen.findByLabelText('CSV file'), csv);
    expect(screen.getByRole('radio', { name: /^New products only/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByRole('heading', { name: '2 problems in 1 row to fix: nothing was imported' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 row has the sku of a product the store already has/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/products/import')[0].body).toEqual({
      csv: CSV_TEXT,
      apply: false,
      mode: 'create',
    });

    await user.click(screen.getByRole('radio', { name: /^New products and updates/ }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByText(
        /The file is good: 1 new product and 1 update of the store's products would be applied/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    await waitFor(() => expect(api.callsTo('POST', '/products/import')).toHaveLength(3));
    expect(api.callsTo('POST', '/products/import')[2].body).toMatchObject({ apply: true, mode: 'update' });
  });
});
