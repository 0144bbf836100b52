import type { AdminCoupon } from '@skatekit/console-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const coupon: AdminCoupon = {
  id: 'c1',
  code: 'SKATE10',
  kind: 'percentage',
  amount: 10,
  minOrder: 500,
  firstOrderOnly: true,
  onePerCustomer: true,
  maxUses: 50,
  used: 12,
  startsOn: null,
  endsOn: '2026-12-31',
  active: true,
  standing: 'live',
};
const listOf = (data: AdminCoupon[]) => ({ body: { data, total: data.length, page: 1, pageSize: 25 } });

describe('coupons', () => {
  it('lists what each coupon takes off, its uses so far and where it stands; staff cannot change them', async () => {
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /coupons': () => listOf([coupon]),
    });
    renderConsole('/coupons', api);
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('10% off; orders of ₹500 or more, first order only, once per customer');
    expect(row).toHaveTextContent('until 31/12/2026');
    expect(row).toHaveTextContent('12 of 50');
    expect(row).toHaveTextContent('Live');
    expect(screen.queryByRole('button', { name: 'New coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit SKATE10' })).toBeNull();
  });

  it('the owner’s form refuses a percentage over 100 before sending, then sends the contract’s body', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /coupons': () => listOf([]),
      'POST /coupons': (call) => ({
        body: { data: { ...coupon, ...(call.body as object), id: 'c2', used: 0 } },
      }),
    });
    renderConsole('/coupons', api);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'New coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'monsoon-20');
    const amount = within(dialog).getByLabelText('Percentage off');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText('A percentage is from 1 to 100')).toBeInTheDocument();
    expect(api.callsTo('POST', '/coupons')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(within(dialog).getByLabelText('Total uses'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('heading', { level: 1, name: 'Coupons' });
    expect(api.callsTo('POST', '/coupons')[0]?.body).toEqual({
      code: 'MONSOON-20',
      kind: 'percentage',
      amount: 20,
      minOrder: 0,
      firstOrderOnly: false,
      onePerCustomer: false,
      maxUses: 100,
      startsOn: null,
      endsOn: null,
      active: true,
    });
  });
});
