import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { overviewOf, sessionOf } from '../../test/fixtures';
import { currentPath, renderConsole } from '../../test/render';

const token = 'invite-token-0123456789abcdef';

describe('accept invite', () => {
  it('the invitee sets name and password from the link and is signed in', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ status: 401, body: { message: 'Sign in first' } }),
      'POST /auth/accept-invite': () => ({ body: { status: 'signed-in', session: sessionOf('staff') } }),
      'GET /overview': () => ({ body: overviewOf() }),
    });
    const { router } = renderConsole(`/accept-invite?token=${token}`, api);
    await user.type(await screen.findByLabelText('Your name'), 'Ravi Desk');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
    expect(api.callsTo('POST', '/auth/accept-invite')[0].body).toEqual({
      token,
      name: 'Ravi Desk',
      password: 'short-and-longer',
    });
  });

  it('a link without its token says so', async () => {
    renderConsole('/accept-invite', fakeApi({}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
  });
});
