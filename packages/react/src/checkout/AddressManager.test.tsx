import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { address, signedIn } from '../test/fixtures';
import { renderSkate, type StubRoutes } from '../test/harness';
import { AddressManager } from './AddressManager';

const user = signedIn();
const a1 = address();
const a2 = address({
  id: 'a2',
  location_user: 'Office',
  new_address: '5 Hill Street',
  area: '',
  pincode: '400064',
  defaultaddressS: false,
  defaultaddressB: true,
});
const list = `GET /address/${user.user.user_id}`;

function renderManager(extra: StubRoutes = {}) {
  return renderSkate(<AddressManager />, {
    stored: user.stored,
    routes: { ...user.routes, [list]: { user: [a1, a2] }, ...extra },
  });
}
const card = (text: RegExp) => screen.getByText(text).closest('li') as HTMLElement;

describe('AddressManager', () => {
  it('shows the cards with their defaults', async () => {
    renderManager();
    await screen.findByText(/12 Link Road/);
    expect(within(card(/12 Link Road/)).getByText(TEXTS.DEFAULT_SHIPPING)).toBeInTheDocument();
    expect(within(card(/5 Hill Street/)).getByText(TEXTS.DEFAULT_BILLING)).toBeInTheDocument();
  });

  it('with one address shows it as default shipping and billing', async () => {
    renderManager({ [list]: { user: [{ ...a1, defaultaddressS: false }] } });
    await screen.findByText(/12 Link Road/);
    expect(within(card(/12 Link Road/)).getByText(TEXTS.DEFAULT_SHIPPING)).toBeInTheDocument();
    expect(within(card(/12 Link Road/)).getByText(TEXTS.DEFAULT_BILLING)).toBeInTheDocument();
  });

  it('creates an address with type, address, city, area and pincode', async () => {
    const { calls } = renderManager({ 'POST /address': { success: true, data: null } });
    await screen.findByText(/12 Link Road/);
    await userEvent.click(screen.getByRole('button', { name: `+ ${TEXTS.ADD_ADDRESS}` }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.ADD_ADDRESS });
    await userEvent.click(within(dialog).getByRole('radio', { name: TEXTS.ADDRESS_TYPE_OFFICE }));
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SAVE }));
    expect(within(dialog).getAllByText(TEXTS.FIELD_REQUIRED)).toHaveLength(2);
    expect(within(dialog).getByText(TEXTS.PINCODE_INVALID)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(TEXTS.ADDRESS_LINE), '7 Palm Avenue');
    await userEvent.type(within(dialog).getByLabelText(TEXTS.CITY), 'Mumbai');
    await userEvent.type(within(dialog).getByLabelText(TEXTS.AREA), 'Goregaon');
    await userEvent.type(within(dialog).getByLabelText(TEXTS.PINCODE), '400063');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SAVE }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.url === '/address')?.body).toEqual({
      location_user: 'Office',
      new_address: '7 Palm Avenue',
      city: 'Mumbai',
      area: 'Goregaon',
      pincode: '400063',
      user_id: 'u1',
      user_name: 'Asha Rao',
    });
  });

  it('shows "Failed to save address" for a refusal and "Error saving address" when the request fails', async () => {
    renderManager({
      'PUT /address/a1': { success: false, message: 'nope' },
      'PUT /address/a2': new TypeError('fetch failed'),
    });
    await screen.findByText(/12 Link Road/);
    await userEvent.click(within(card(/12 Link Road/)).getByRole('button', { name: TEXTS.EDIT }));
    let dialog = await screen.findByRole('dialog', { name: TEXTS.EDIT_ADDRESS });
    expect(within(dialog).getByLabelText(TEXTS.CITY)).toHaveValue('Mumbai');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SAVE }));
    expect(await screen.findByText(TEXTS.FAILED_SAVE_ADDRESS)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.CANCEL }));
    await userEvent.click(within(card(/5 Hill Street/)).getByRole('button', { name: TEXTS.EDIT }));
    dialog = await screen.findByRole('dialog', { name: TEXTS.EDIT_ADDRESS });
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SAVE }));
    expect(await screen.findByText(TEXTS.ERROR_SAVING_ADDRESS)).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this address?" before deleting', async () => {
    const { calls } = renderManager({ 'DELETE /address/a2': { success: true } });
    await screen.findByText(/5 Hill Street/);
    await userEvent.click(within(card(/5 Hill Street/)).getByRole('button', { name: TEXTS.DELETE }));
    const confirm = await screen.findByRole('alertdialog', { name: TEXTS.DELETE_ADDRESS_CONFIRM });
    // Focus starts on the safe answer.
    expect(within(confirm).getByRole('button', { name: TEXTS.CANCEL })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: TEXTS.CANCEL }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(card(/5 Hill Street/)).getByRole('button', { name: TEXTS.DELETE }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: TEXTS.DELETE }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/address/a2')).toBe(true),
    );
  });

  it.each([
    ['a refusal', { status: 500, body: { message: 'no' } }, TEXTS.FAILED_DELETE_ADDRESS],
    ['a failed request', new TypeError('fetch failed'), TEXTS.ERROR_DELETING],
  ])('shows the delete message for %s', async (_label, reply, message) => {
    renderManager({ 'DELETE /address/a2': reply });
    await screen.findByText(/5 Hill Street/);
    await userEvent.click(within(card(/5 Hill Street/)).getByRole('button', { name: TEXTS.DELETE }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: TEXTS.DELETE }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('sets a default by resetting the current one first, then setting; failures say so', async () => {
    const { calls } = renderManager({
      [`PATCH /address/reset-default/shipping/${user.user.user_id}`]: { success: true },
      'PATCH /address/a2': { success: true },
      [`PATCH /address/reset-default/billing/${user.user.user_id}`]: { status: 500, body: {} },
    });
    await screen.findByText(/5 Hill Street/);
    await userEvent.click(
      within(card(/5 Hill Street/)).getByRole('button', { name: TEXTS.SET_DEFAULT_SHIPPING }),
    );
    await waitFor(() => expect(calls.some((c) => c.url === '/address/a2')).toBe(true));
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.url)).toEqual([
      `/address/reset-default/shipping/${user.user.user_id}`,
      '/address/a2',
    ]);
    expect(patches[1].body).toEqual({ defaultaddressS: true });
    await userEvent.click(
      within(card(/12 Link Road/)).getByRole('button', { name: TEXTS.SET_DEFAULT_BILLING }),
    );
    expect(await screen.findByText(TEXTS.ERROR_SETTING_DEFAULT_ADDRESS)).toBeInTheDocument();
  });
});
