import type { InviteBody, StaffUpdateBody } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useRecordQuery } from '../../api/queries';

/** The merchant's staff. */
export function useStaffList() {
  return useRecordQuery(keys.staff, (api) => api.staff.list());
}

/** Invite, change a role, disable or re-enable (owner). */
export function useStaffMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.staff });
  return {
    invite: useMutation({
      mutationFn: (body: z.input<typeof InviteBody>) => api.staff.invite(body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: z.input<typeof StaffUpdateBody> }) =>
        api.staff.update(id, body),
      onSuccess,
    }),
  };
}
