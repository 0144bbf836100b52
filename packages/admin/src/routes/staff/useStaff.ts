import type { InviteBody, StaffUpdateBody } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';

/** The merchant's staff. */
export function useStaffList() {
  const api = useApi();
  return useQuery({ queryKey: keys.staff, queryFn: async () => (await api.staff.list()).data });
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
