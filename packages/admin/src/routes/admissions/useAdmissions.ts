import type { AdmissionReviewBody, AdmissionsQuery } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery, useRecordQuery } from '../../api/queries';

/** One page of admissions. */
export function useAdmissionsList(query: Partial<z.infer<typeof AdmissionsQuery>>) {
  return useListQuery(keys.admissions.list(query), (api) => api.admissions.list(query));
}

/** One admission. */
export function useAdmission(id: string) {
  return useRecordQuery(keys.admissions.detail(id), (api) => api.admissions.get(id));
}

/** Review: received, confirmed or rejected, with a note; the lists and the overview refresh. */
export function useReviewAdmission(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AdmissionReviewBody>) => api.admissions.review(id, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(keys.admissions.detail(id), answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.admissions.all }),
        queryClient.invalidateQueries({ queryKey: keys.overview }),
      ]);
    },
  });
}
