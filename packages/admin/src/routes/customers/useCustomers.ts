import type { AdminListQuery } from '@skatekit/console-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';

/** One page of customers. */
export function useCustomersList(query: Partial<z.infer<typeof AdminListQuery>>) {
  const api = useApi();
  return useQuery({
    queryKey: keys.customers.list(query),
    queryFn: () => api.customers.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One customer with their orders and admissions. */
export function useCustomer(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.customers.detail(id),
    queryFn: async () => (await api.customers.get(id)).data,
  });
}
