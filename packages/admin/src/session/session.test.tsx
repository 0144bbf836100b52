import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../test/fakeApi';
import { orderDetail, orderSummary, ordersPage, overviewOf, sessionOf } from '../test/fixtures';
import { currentPath, navLinks, renderConsole } from '../test/render';

describe('session', () => {
  it('a page opened without a session goes to sign-in and comes back after it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ status: 401, body: envelope('Sign in first') }),
      'POST /auth/login': () => ({ body: { status: 'signed-in', session: sessionOf('staff') } }),
      'GET /orders': () => ({ body: ordersPage([orderSummary()]) }),
    });
    const { router } = renderConsole('/orders?status=Packed', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-in?next=%2Forders%3Fstatus%3DPacked');

    await user.type(screen.getByLabelText('Store code'), 'SKATE01');
    await user.type(screen.getByLabelText('E-mail'), 'desk@skate01.test');
    await user.type(screen.getByLabelText('Password'), 'desk-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/orders?status=Packed');
    // The heading is drawn before the list is asked for: the order shown is the answer to that call.
    expect(await screen.findByRole('link', { name: 'SK-1001' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/orders')[0]?.query).toEqual({ status: 'Packed' });
  });

  it('a 401 from any call (the session ended) sends the user to sign in, keeping the page', async () => {
    const user = userEvent.setup();
    let expired = false;
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /orders': () => ({ body: ordersPage([orderSummary()]) }),
      'GET /orders/:id': () =>
        expired
          ? { status: 401, body: envelope('Your session has ended. Sign in again.') }
          : { body: { data: orderDetail() } },
    });
    const { router } = renderConsole('/orders', api);
    const link = await screen.findByRole('link', { name: 'SK-1001' });
    expired = true;
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-in?next=%2Forders%2Fo1');
  });

  it('navigating moves focus to the new page heading; sign out ends the session', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('owner') }),
      'GET /overview': () => ({ body: overviewOf({ notificationsFailing: 2 }) }),
      'GET /settings': () => ({
        body: { data: { storeName: 'Skate Academy', notifyEmail: 'desk@skate01.test' } },
      }),
      'POST /auth/logout': () => ({ status: 204 }),
    });
    const { router } = renderConsole('/', api);
    await screen.findByRole('link', { name: '2 Notifications failing' });
    expect(navLinks()).toEqual([
      'Overview',
      'Orders',
      'Admissions',
      'Inbox',
      'Customers',
      'Reviews',
      'Attendance',
      'Students',
      'Batches',
      'Timetable',
      'Trials',
      'Levels',
      'Fees',
      'Products',
      'Stock',
      'Courses',
      'Import / export',
      'Coupons',
      'Delivery',
      'Content',
      'Staff',
      'Exports',
      'Audit log',
      'Notifications',
      'Settings',
    ]);
    await user.click(screen.getAllByRole('link', { name: 'Settings' })[0]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByLabelText("Send the store's notifications to")).toHaveValue(
      'desk@skate01.test',
    );

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-in?store=SKATE01');
    expect(api.callsTo('POST', '/auth/logout')[0].headers['x-csrf-token']).toBe('csrf-owner');
  });
});
