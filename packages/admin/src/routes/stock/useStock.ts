import type { StockSettings, StockWriteBody } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery, useRecordQuery } from '../../api/queries';

/** Query of the stock list. */
export interface StockListQuery {
  q?: string;
  low?: 'true';
  productId?: string;
  page?: number;
  pageSize?: number;
}

/** One page of stock lines (a product's, the low ones, or all). */
export function useStockList(query: StockListQuery) {
  return useListQuery(keys.stock.list(query), (api) => api.stock.list(query));
}

/** A set (checked against the on-hand seen) or an adjustment; stock and product lists refresh. */
export function useWriteStock() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: z.input<typeof StockWriteBody> }) =>
      api.stock.write(productId, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.stock.all }),
        queryClient.invalidateQueries({ queryKey: keys.products.all }),
      ]);
    },
  });
}

/** The low-stock threshold. */
export function useStockSettings() {
  return useRecordQuery(keys.stock.settings, (api) => api.stock.settings());
}

/** Saves the low-stock threshold. */
export function useSaveStockSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockSettings) => api.stock.updateSettings(body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(keys.stock.settings, answer.data);
      await queryClient.invalidateQueries({ queryKey: keys.stock.all });
    },
  });
}
