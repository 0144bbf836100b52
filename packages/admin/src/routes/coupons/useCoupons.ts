import type { CouponBody, CouponsQuery } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery } from '../../api/queries';

/** A page of the store's coupons. */
export function useCoupons(query: Partial<CouponsQuery>) {
  return useListQuery(keys.coupons.list(query), (api) => api.coupons.list(query));
}

/** Create, edit and end coupons (owner); each refreshes every coupon list. */
export function useCouponMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.coupons.all });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: z.input<typeof CouponBody> }) =>
        id ? api.coupons.update(id, body) : api.coupons.create(body),
      onSuccess,
    }),
    end: useMutation({ mutationFn: (id: string) => api.coupons.end(id), onSuccess }),
  };
}
