import type { AdminListQuery } from '@skatekit/console-contract';
import type { z } from 'zod';
import { keys } from '../../api/keys';
import { useListQuery, useRecordQuery } from '../../api/queries';

/** One page of customers. */
export function useCustomersList(query: Partial<z.infer<typeof AdminListQuery>>) {
  return useListQuery(keys.customers.list(query), (api) => api.customers.list(query));
}

/** One customer with their orders and admissions. */
export function useCustomer(id: string) {
  return useRecordQuery(keys.customers.detail(id), (api) => api.customers.get(id));
}
