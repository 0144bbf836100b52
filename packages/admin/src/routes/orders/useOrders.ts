import type {
  CollectRemainderBody,
  OrderActionBody,
  OrdersQuery,
  RefundBody,
} from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery, useRecordQuery } from '../../api/queries';

/** One page of the orders inbox, the previous page kept on screen while the next loads. */
export function useOrdersList(query: Partial<OrdersQuery>) {
  return useListQuery(keys.orders.list(query), (api) => api.orders.list(query));
}

/** One order, everything its page shows. */
export function useOrder(id: string) {
  return useRecordQuery(keys.orders.detail(id), (api) => api.orders.get(id));
}

/**
 * The order page's writes. Each answers the order as it now is (shown at once); then every orders
 * list, the overview and the customer pages refresh.
 */
export function useOrderMutations(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = async (answer: Awaited<ReturnType<typeof api.orders.get>>) => {
    queryClient.setQueryData(keys.orders.detail(id), answer.data);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.orders.all }),
      queryClient.invalidateQueries({ queryKey: keys.overview }),
      queryClient.invalidateQueries({ queryKey: keys.customers.all }),
    ]);
  };
  return {
    act: useMutation({
      mutationFn: (body: z.input<typeof OrderActionBody>) => api.orders.act(id, body),
      onSuccess,
    }),
    collectRemainder: useMutation({
      mutationFn: (body: z.input<typeof CollectRemainderBody>) => api.orders.collectRemainder(id, body),
      onSuccess,
    }),
    refund: useMutation({ mutationFn: (body: RefundBody) => api.orders.refund(id, body), onSuccess }),
  };
}
