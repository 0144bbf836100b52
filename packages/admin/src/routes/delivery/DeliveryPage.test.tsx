import type { AdminPincode } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const bands = {
  bands: [{ id: 'b1', minKm: 0, maxKm: 5, price: 50, active: true }],
  freeBands: [{ id: 'f1', minKm: 0, maxKm: 10, threshold: 2000, active: false }],
};
const settings = {
  shippingPoint: { address: '12 Linking Road, Bandra', latitude: 19.06, longitude: 72.83 },
  advancePercent: 20,
  payMethods: ['Pay now', 'Pay on delivery'],
  defaultPayMethod: 'Pay now',
  gstRate: 18,
  gstNumber: '',
};
const pincode: AdminPincode = {
  id: 'p1',
  pincode: '400050',
  active: true,
  place: 'Bandra West, Mumbai, Maharashtra 400050, India',
  latitude: 19.06,
  longitude: 72.83,
};
const pincodes = (data: AdminPincode[]) => ({
  body: { data, total: data.length, page: 1, pageSize: 50, counts: { active: 7, inactive: 2 } },
});

describe('delivery', () => {
  it('the owner edits a delivery band (the schema refuses a wrong range) and deletes a free band', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /delivery-bands': () => ({ body: bands }),
      'PUT /delivery-bands/:id': (call) => ({ body: { data: { id: 'b1', ...(call.body as object) } } }),
      'DELETE /free-delivery-bands/:id': () => ({ status: 204 }),
    });
    renderConsole('/delivery?tab=charges', api);
    const charges = await screen.findByRole('table', { name: 'Delivery bands' });
    expect(within(charges).getAllByRole('row')[1]).toHaveTextContent('0 km to 5 km₹50Active');
    const free = screen.getByRole('table', { name: 'Free-delivery bands' });
    expect(within(free).getAllByRole('row')[1]).toHaveTextContent('0 km to 10 km₹2,000 or moreInactive');

    await user.click(screen.getByRole('button', { name: 'Edit band 0 km to 5 km' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit delivery band' });
    expect(within(dialog).getByLabelText('From (km)')).toHaveFocus();
    const to = within(dialog).getByLabelText('To (km)');
    await user.clear(to);
    await user.type(to, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save band' }));
    expect(
      await within(dialog).findByText('The farthest distance must be more than the nearest'),
    ).toBeVisible();
    expect(api.callsTo('PUT', '/delivery-bands/b1')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, '8');
    await user.clear(within(dialog).getByLabelText('Delivery charge (₹)'));
    await user.type(within(dialog).getByLabelText('Delivery charge (₹)'), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Save band' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/delivery-bands/b1')[0]?.body).toEqual({
      minKm: 0,
      maxKm: 8,
      price: 70,
      active: true,
    });

    await user.click(screen.getByRole('button', { name: 'Delete band free 0 km to 10 km' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the band free 0 km to 10 km?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete band' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE', '/free-delivery-bands/f1')).toHaveLength(1);
  });

  it('pincodes: counts on the status chips, search, add one checked by the schema, switch one off', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /pincodes': () => pincodes([pincode]),
      'POST /pincodes': (call) => ({ body: { data: { id: 'p2', ...(call.body as object) } } }),
      'PUT /pincodes/:id': (call) => ({ body: { data: { id: 'p1', ...(call.body as object) } } }),
    });
    renderConsole('/delivery', api);
    const table = await screen.findByRole('table', { name: 'Pincodes' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '400050ActiveBandra West, Mumbai, Maharashtra 400050, India19.06, 72.83',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Active/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: /^Inactive/ }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({ status: 'Inactive', page: '1', pageSize: '50' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search pincodes' }), '4000{Enter}');
    await waitFor(() =>
      expect(api.calls.at(-1)?.query).toEqual({ q: '4000', status: 'Inactive', page: '1', pageSize: '50' }),
    );

    await user.click(screen.getByRole('button', { name: 'Add pincode' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a pincode' });
    await user.type(within(dialog).getByLabelText('Pincode'), '0123');
    await user.type(within(dialog).getByLabelText('Latitude'), '19.1874');
    await user.click(within(dialog).getByRole('button', { name: 'Add pincode' }));
    expect(await within(dialog).findByText('Enter a 6-digit pincode')).toBeVisible();
    expect(within(dialog).getByText('Give both latitude and longitude, or neither')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Pincode'));
    await user.type(within(dialog).getByLabelText('Pincode'), '400104');
    await user.type(within(dialog).getByLabelText('Longitude'), '72.8484');
    await user.click(within(dialog).getByRole('button', { name: 'Add pincode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/pincodes')[0]?.body).toEqual({
      pincode: '400104',
      active: true,
      place: null,
      latitude: 19.1874,
      longitude: 72.8484,
    });

    await user.click(screen.getByRole('button', { name: 'Make 400050 inactive' }));
    await waitFor(() => expect(api.callsTo('PUT', '/pincodes/p1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/pincodes/p1')[0]?.body).toEqual({
      pincode: '400050',
      active: false,
      place: 'Bandra West, Mumbai, Maharashtra 400050, India',
      latitude: 19.06,
      longitude: 72.83,
    });
  });

  it("Find place fills a pincode's place and centre from the maps service, and says when it knows none", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /pincodes': () => pincodes([pincode]),
      'GET /pincodes/lookup/:pincode': (call) =>
        call.path.endsWith('/400067')
          ? {
              body: {
                data: {
                  pincode: '400067',
                  place: 'Kandivali West, Mumbai, Maharashtra 400067, India',
                  latitude: 19.2072,
                  longitude: 72.842,
                },
              },
            }
          : { status: 404, body: { message: 'No place found for pincode 560001' } },
      'POST /pincodes': (call) => ({ body: { data: { id: 'p2', ...(call.body as object) } } }),
    });
    renderConsole('/delivery', api);
    expect(await screen.findByText('Bandra West, Mumbai, Maharashtra 400050, India')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add pincode' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a pincode' });
    await user.type(within(dialog).getByLabelText('Pincode'), '560001');
    await user.click(within(dialog).getByRole('button', { name: 'Find place' }));
    expect(await within(dialog).findByText('No place found for pincode 560001')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Pincode'));
    await user.type(within(dialog).getByLabelText('Pincode'), '400067');
    await user.click(within(dialog).getByRole('button', { name: 'Find place' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Found Kandivali West, Mumbai, Maharashtra 400067, India.',
    );
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue('19.2072');
    await user.click(within(dialog).getByRole('button', { name: 'Add pincode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/pincodes')[0]?.body).toEqual({
      pincode: '400067',
      active: true,
      place: 'Kandivali West, Mumbai, Maharashtra 400067, India',
      latitude: 19.2072,
      longitude: 72.842,
    });
  });

  it('payment and GST: the owner changes the advance and the shipping point (core’s schema names a half point)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /delivery-settings': () => ({ body: { data: settings } }),
      'PUT /delivery-settings': (call) => ({ body: { data: call.body } }),
    });
    renderConsole('/delivery?tab=payment', api);
    const advance = await screen.findByLabelText('Advance for pay on delivery (%)');
    expect(advance).toHaveValue(20);
    expect(screen.getByLabelText('Checkout starts on')).toHaveValue('Pay now');
    await user.clear(screen.getByLabelText('Longitude'));
    await user.click(screen.getByRole('button', { name: 'Save delivery and payment' }));
    expect(await screen.findByText('Give both latitude and longitude, or neither')).toBeVisible();
    await user.clear(screen.getByLabelText('Latitude'));
    await user.clear(advance);
    await user.type(advance, '25');
    await user.click(screen.getByRole('button', { name: 'Save delivery and payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. The checkout uses these from its next order.',
    );
    expect(api.callsTo('PUT', '/delivery-settings')[0]?.body).toEqual({
      ...settings,
      shippingPoint: { address: '12 Linking Road, Bandra', latitude: null, longitude: null },
      advancePercent: 25,
    });
  });

  it('staff read the bands without the buttons to change them', async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /delivery-bands': () => ({ body: { bands: [], freeBands: bands.freeBands } }),
    });
    renderConsole('/delivery?tab=charges', api);
    expect(
      await screen.findByText('No delivery bands: addresses cannot be charged for delivery.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Free-delivery bands' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).toBeNull();
  });
});
