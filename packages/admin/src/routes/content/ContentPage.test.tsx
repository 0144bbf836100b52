import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const line = { id: 'm1', heading: 'Monsoon sale: 10% off', active: true, position: 2 };

describe('content lists', () => {
  it('the owner adds a marquee line (the kind’s schema names an empty text), opens one to edit with its values and deletes one', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /content/marquees': () => ({ body: { data: [line] } }),
      'POST /content/marquees': (call) => ({ body: { data: { id: 'm2', ...(call.body as object) } } }),
      'PUT /content/marquees/:id': (call) => ({ body: { data: { id: 'm1', ...(call.body as object) } } }),
      'DELETE /content/marquees/:id': () => ({ status: 204 }),
    });
    renderConsole('/content?tab=marquees', api);
    const table = await screen.findByRole('table', { name: 'Marquee' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Monsoon sale: 10% offActive2');

    await user.click(screen.getByRole('button', { name: 'Add a marquee line' }));
    const add = screen.getByRole('dialog', { name: 'Add a marquee line' });
    expect(within(add).getByLabelText('Text')).toHaveFocus();
    await user.click(within(add).getByRole('button', { name: 'Save marquee line' }));
    expect(await within(add).findByText('Enter the text')).toBeVisible();
    await user.type(within(add).getByLabelText('Text'), 'Free delivery over ₹2,000');
    await user.click(within(add).getByLabelText('Active (shown on the storefront)'));
    await user.click(within(add).getByRole('button', { name: 'Save marquee line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/content/marquees')[0]?.body).toEqual({
      heading: 'Free delivery over ₹2,000',
      active: false,
      position: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Edit Monsoon sale: 10% off' }));
    const edit = screen.getByRole('dialog', { name: 'Edit marquee line' });
    expect(within(edit).getByLabelText('Position')).toHaveValue(2);
    expect(within(edit).getByLabelText('Text')).toHaveValue('Monsoon sale: 10% off');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Monsoon sale: 10% off' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Delete the marquee line Monsoon sale: 10% off?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE', '/content/marquees/m1')).toHaveLength(1);
  });
});
