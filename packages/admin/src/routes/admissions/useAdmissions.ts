import type { AdmissionReviewBody, AdmissionsQuery } from '@skatekit/console-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';

/** One page of admissions. */
export function useAdmissionsList(query: Partial<z.infer<typeof AdmissionsQuery>>) {
  const api = useApi();
  return useQuery({
    queryKey: keys.admissions.list(query),
    queryFn: () => api.admissions.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One admission. */
export function useAdmission(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.admissions.detail(id),
    queryFn: async () => (await api.admissions.get(id)).data,
  });
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
