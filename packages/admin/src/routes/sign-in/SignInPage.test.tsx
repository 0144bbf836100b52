import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../test/fakeApi';
import { overviewOf, sessionOf } from '../../test/fixtures';
import { currentPath, navLinks, renderConsole } from '../../test/render';

const overview = overviewOf({
  toConfirm: 3,
  toShip: 1,
  refundNeeded: 2,
  codDue: 4,
  inboxUnhandled: 6,
  admissionsReceived: 7,
});

describe('sign-in', () => {
  it('an owner signs in with the password, then the 6-digit code mailed to them, and lands on the overview', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ status: 401, body: envelope('Sign in first') }),
      'POST /auth/login': () => ({
        body: { status: 'second-factor', challengeId: 'ch-1', sentTo: 'o***@skate01.test' },
      }),
      'POST /auth/second-factor': () => ({ body: { status: 'signed-in', session: sessionOf('owner') } }),
      'GET /overview': () => ({ body: overview }),
    });
    const { router } = renderConsole('/?store=SKATE01', api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-in?store=SKATE01');
    expect(screen.getByLabelText('Store code')).toHaveValue('SKATE01');
    await user.type(screen.getByLabelText('E-mail'), 'Owner@Skate01.test');
    await user.type(screen.getByLabelText('Password'), 'skate-owner-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('We sent a code to o***@skate01.test. It works for 10 minutes.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/login')[0].body).toEqual({
      merchant: 'SKATE01',
      email: 'owner@skate01.test',
      password: 'skate-owner-demo',
    });
    expect(localStorage.getItem('skatekit-admin-store')).toBe('SKATE01');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/second-factor')).toHaveLength(0);

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/second-factor')[0].body).toEqual({
      challengeId: 'ch-1',
      code: '123456',
    });
    expect(currentPath(router)).toBe('/');
    expect(await screen.findByRole('link', { name: '3 Orders to confirm' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Pending',
    );
    expect(screen.getByText('Skate Academy')).toBeInTheDocument();
  });

  it('shows the API message of a refused password and of too many attempts (429) as they are', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = fakeApi({
      'GET /session': () => ({ status: 401, body: envelope('Sign in first') }),
      'POST /auth/login': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: envelope('The e-mail or password is not right') }
          : { status: 429, body: envelope('Too many sign-in attempts. Try again in 15 minutes.') };
      },
    });
    localStorage.setItem('skatekit-admin-store', 'ROLLR02');
    renderConsole('/sign-in', api);

    expect(await screen.findByLabelText('Store code')).toHaveValue('ROLLR02');
    await user.type(screen.getByLabelText('E-mail'), 'desk@rollr02.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not right');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many sign-in attempts. Try again in 15 minutes.',
      ),
    );
  });

  it('a member of staff without a second factor signs in at once', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ status: 401, body: envelope('Sign in first') }),
      'POST /auth/login': () => ({ body: { status: 'signed-in', session: sessionOf('staff') } }),
      'GET /overview': () => ({ body: overview }),
    });
    renderConsole('/sign-in?store=SKATE01', api);
    await user.type(await screen.findByLabelText('E-mail'), 'desk@skate01.test');
    await user.type(screen.getByLabelText('Password'), 'desk-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    // Staff neither read the audit log nor change settings: those sections are not offered.
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
      'Coupons',
      'Delivery',
      'Content',
      'Staff',
    ]);
  });
});
