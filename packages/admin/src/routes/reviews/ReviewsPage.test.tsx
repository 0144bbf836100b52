import { ROLE_PERMISSIONS, type ReviewItem } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { currentPath, navLinks, renderConsole } from '../../test/render';

const pending: ReviewItem = {
  id: 'r1',
  status: 'pending',
  rating: 4,
  comment: 'Smooth and quiet bearings',
  productId: 'sk-bearings-abec7',
  productTitle: 'ABEC-7 bearings',
  shopperName: 'Asha P.',
  shopperEmail: 'asha@example.test',
  createdAt: '2026-11-22T06:00:00.000Z',
  moderatedAt: null,
};

const MODERATED = '2026-11-22T08:00:00.000Z';

function reviewsApi(role: 'staff' | 'coach' = 'staff') {
  let item = pending;
  const staff = sessionOf('staff');
  return fakeApi({
    'GET /session': () => ({
      body: { ...staff, staff: { ...staff.staff, role }, permissions: [...ROLE_PERMISSIONS[role]] },
    }),
    'GET /reviews': (call) => {
      const wanted = (call.query as { status?: string }).status;
      const data = !wanted || wanted === item.status ? [item] : [];
      const counts = { pending: 0, approved: 0, hidden: 0, [item.status]: 1 };
      return { body: { data, total: data.length, page: 1, pageSize: 25, counts } };
    },
    'PATCH /reviews/:id': (call) => {
      item = { ...item, ...(call.body as Pick<ReviewItem, 'status'>), moderatedAt: MODERATED };
      return { body: { data: item } };
    },
  });
}

describe('reviews', () => {
  it('lists pending reviews with product, shopper and rating; Approve is sent and the list refreshes', async () => {
    const user = userEvent.setup();
    const api = reviewsApi();
    renderConsole('/reviews', api);
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const row = within(table).getByRole('row', { name: /ABEC-7 bearings/ });
    expect(within(row).getByText('Asha P.')).toBeInTheDocument();
    expect(within(row).getByText('4 / 5')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/reviews')?.query).toEqual({ status: 'pending' });

    await user.click(
      within(row).getByRole('button', { name: 'Approve the review by Asha P. of ABEC-7 bearings' }),
    );
    await waitFor(() => expect(api.callsTo('PATCH', '/reviews/r1')[0]?.body).toEqual({ status: 'approved' }));
    expect(api.callsTo('PATCH', '/reviews/r1')[0].headers['x-csrf-token']).toBe('csrf-staff');
    // Pending is now empty; the approved filter shows it with Hide only.
    expect(await screen.findByText('No reviews match these filters.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    const approved = await screen.findByRole('row', { name: /ABEC-7 bearings/ });
    expect(within(approved).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(approved).getByRole('button', { name: /Hide/ })).toBeInTheDocument();
  });

  it('keyboard: the status filter and the buttons are reached and used with the keyboard', async () => {
    const user = userEvent.setup();
    const api = reviewsApi();
    const { router } = renderConsole('/reviews', api);
    await screen.findByRole('table', { name: 'Reviews' });
    const approve = screen.getByRole('button', { name: /Approve/ });
    approve.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', '/reviews/r1')).toHaveLength(1));
    screen.getByLabelText('Status').focus();
    await user.selectOptions(screen.getByLabelText('Status'), 'hidden');
    await waitFor(() => expect(currentPath(router)).toBe('/reviews?status=hidden'));
  });

  it('a coach has no Reviews in the menu', async () => {
    renderConsole('/reviews', reviewsApi('coach'));
    await waitFor(() => expect(navLinks().length).toBeGreaterThan(0));
    expect(navLinks()).not.toContain('Reviews');
  });
});
