import { zodResolver } from '@hookform/resolvers/zod';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { InviteBody, type StaffMember } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import { useCan, useSession } from '../../session/session';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { PlainTable } from '../../ui/PlainTable';
import { EmptyState, ErrorState, FormError, LoadingState } from '../../ui/states';
import { useStaffList, useStaffMutations } from './useStaff';

function InviteDialog() {
  const { invite } = useStaffMutations();
  const form = useForm({
    resolver: zodResolver(InviteBody),
    defaultValues: { email: '', name: '', role: 'staff' as const },
  });
  return (
    <FormDialog
      title="Invite a member of staff"
      description="They get an e-mail with a link to choose their password. The link works once."
      trigger={
        <button type="button" className="button button-primary">
          Invite
        </button>
      }
      mutation={invite}
      onSubmit={(close) =>
        form.handleSubmit((body) =>
          invite.mutate(body, {
            onSuccess: () => {
              close();
              form.reset();
            },
          }),
        )
      }
      submitLabel="Send the invitation"
      pendingLabel="Sending…"
    >
      <Field label="E-mail" error={form.formState.errors.email?.message}>
        {(props) => <input {...props} {...form.register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field label="Name" error={form.formState.errors.name?.message}>
        {(props) => <input {...props} {...form.register('name')} autoComplete="off" />}
      </Field>
      <Field label="Role" hint="Owners may also refund, invite, read the audit log and change settings.">
        {(props) => (
          <select {...props} {...form.register('role')}>
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </select>
        )}
      </Field>
    </FormDialog>
  );
}

function MemberMenu({ member }: { member: StaffMember }) {
  const { update } = useStaffMutations();
  const change = (body: { role?: 'owner' | 'staff'; status?: 'active' | 'disabled' }) =>
    update.mutate({ id: member.id, body });
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className="icon-button"
            aria-label={`Actions for ${member.name || member.email}`}
          >
            <span aria-hidden="true">⋯</span>
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
            {member.role === 'staff' ? (
              <DropdownMenu.Item className="menu-item" onSelect={() => change({ role: 'owner' })}>
                Make owner
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className="menu-item" onSelect={() => change({ role: 'staff' })}>
                Make staff
              </DropdownMenu.Item>
            )}
            {member.status === 'disabled' ? (
              <DropdownMenu.Item className="menu-item" onSelect={() => change({ status: 'active' })}>
                Enable
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                className="menu-item menu-item-danger"
                onSelect={() => change({ status: 'disabled' })}
              >
                Disable
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <FormError error={update.error} />
    </>
  );
}

/** The merchant's staff; the owner invites, changes roles and disables. */
export default function StaffPage() {
  const staff = useStaffList();
  const mayInvite = useCan('staff.invite');
  const me = useSession().staff;
  return (
    <Page title="Staff" actions={mayInvite ? <InviteDialog /> : null}>
      {staff.isPending ? (
        <LoadingState label="Loading staff" />
      ) : staff.isError ? (
        <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.length === 0 ? (
        <EmptyState>No staff yet.</EmptyState>
      ) : (
        <div className="table-wrap">
          <PlainTable
            caption="Staff"
            columns={[
              'Name',
              'E-mail',
              'Role',
              'Status',
              'Last sign-in',
              mayInvite && <span className="visually-hidden">Actions</span>,
            ]}
          >
            {staff.data.map((member) => (
              <tr key={member.id}>
                <td data-label="Name">{member.name || '—'}</td>
                <td data-label="E-mail">{member.email}</td>
                <td data-label="Role">{member.role}</td>
                <td data-label="Status">
                  <span className={`badge badge-${member.status}`}>{member.status}</span>
                </td>
                <td data-label="Last sign-in">{member.lastSignInAt ? time(member.lastSignInAt) : 'Never'}</td>
                {mayInvite ? (
                  <td data-label="Actions">{member.id === me.id ? null : <MemberMenu member={member} />}</td>
                ) : null}
              </tr>
            ))}
          </PlainTable>
        </div>
      )}
    </Page>
  );
}
