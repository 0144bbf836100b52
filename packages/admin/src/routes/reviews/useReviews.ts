import type { ReviewModerateBody, ReviewsQuery } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery } from '../../api/queries';

/** One page of the store's reviews. */
export function useReviewsList(query: Partial<ReviewsQuery>) {
  return useListQuery(keys.reviews.list(query), (api) => api.reviews.list(query));
}

/** Approve (shown on the product) or hide a review; every reviews list refreshes. */
export function useModerateReview() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReviewModerateBody['status'] }) =>
      api.reviews.moderate(id, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.reviews.all }),
  });
}
