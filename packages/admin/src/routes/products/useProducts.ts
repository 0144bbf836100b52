import type { ProductBodyInput, ProductsQuery } from '@skatekit/console-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useListQuery } from '../../api/queries';

/** One page of products. */
export function useProductsList(query: Partial<ProductsQuery>) {
  return useListQuery(keys.products.list(query), (api) => api.products.list(query));
}

/** One product (for the form). */
export function useProduct(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: keys.products.detail(id ?? ''),
    queryFn: async () => (await api.products.get(id ?? '')).data,
    enabled: Boolean(id),
  });
}

/** Categories, category types and new-arrival groups the form offers. */
export function useCatalogueOptions() {
  const api = useApi();
  return useQuery({ queryKey: keys.products.options, queryFn: () => api.products.options() });
}

/** Create (no id) or save a product; lists and stock refresh. */
export function useSaveProduct(id: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBodyInput) => (id ? api.products.update(id, body) : api.products.create(body)),
    onSuccess: async (answer) => {
      queryClient.setQueryData(keys.products.detail(answer.data.id), answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.products.all }),
        queryClient.invalidateQueries({ queryKey: keys.stock.all }),
      ]);
    },
  });
}
