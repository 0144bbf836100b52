import type { StaffMember } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

const desk: StaffMember = {
  id: 'st-desk',
  email: 'desk@skate01.test',
  name: 'Ravi Desk',
  role: 'staff',
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-11-02T04:30:00.000Z',
};

function staffApi(role: 'owner' | 'staff') {
  let members = [sessionOf('owner').staff, desk];
  return fakeApi({
    'GET /session': () => ({ body: sessionOf(role) }),
    'GET /staff': () => ({ body: { data: members } }),
    'POST /staff': (call) => {
      const body = call.body as { email: string };
      if (body.email === 'desk@skate01.test')
        return { status: 409, body: envelope('desk@skate01.test is already on the staff') };
      const invited: StaffMember = { ...desk, id: 'st-new', email: body.email, name: '', status: 'invited' };
      members = [...members, invited];
      return { body: { data: invited } };
    },
    'PATCH /staff/:id': (call, params) => {
      members = members.map((m) => (m.id === params.id ? { ...m, ...(call.body as object) } : m));
      return { body: { data: members.find((m) => m.id === params.id) } };
    },
  });
}

describe('staff', () => {
  it('the owner invites by e-mail (the API refusal shown in the dialog) and disables a member from the row menu', async () => {
    const user = userEvent.setup();
    const api = staffApi('owner');
    renderConsole('/staff', api);
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member of staff' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'desk@skate01.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'desk@skate01.test is already on the staff',
    );

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'Coach@Skate01.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/staff')[1].body).toEqual({
      email: 'coach@skate01.test',
      name: '',
      role: 'staff',
    });
    expect(await screen.findByText('coach@skate01.test')).toBeInTheDocument();

    // The owner's own row has no menu; a member's menu disables them.
    expect(screen.queryByRole('button', { name: 'Actions for Asha Owner' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Ravi Desk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/staff/st-desk')[0]?.body).toEqual({ status: 'disabled' }),
    );
    expect(await screen.findByText('disabled')).toBeInTheDocument();
  });

  it('a member of staff reads the list without invite or row menus', async () => {
    renderConsole('/staff', staffApi('staff'));
    expect(await screen.findByText('desk@skate01.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it("a member of staff opening the audit log's address reads that it is not for their role", async () => {
    const api = staffApi('staff');
    renderConsole('/audit', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/audit')).toHaveLength(0);
  });
});
