import { OrdersQuery, PAYMENT_STANDINGS } from '@skatekit/console-contract';

/** The filters of the orders inbox, in the URL so a filtered list can be linked and reloaded. */
export const ORDER_FILTER_KEYS = ['status', 'payMode', 'payment', 'from', 'to', 'q', 'page', 'sort'] as const;

/** The API query of the URL's search params; a value the contract refuses is left out. */
export function ordersQueryFromParams(params: URLSearchParams): Partial<OrdersQuery> {
  const query: Record<string, unknown> = {};
  for (const key of ORDER_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = OrdersQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query as Partial<OrdersQuery>;
}

/** The payment standings as the filters and badges name them (the contract's PAYMENT_STANDINGS). */
export const PAYMENT_LABELS: Record<string, string> = PAYMENT_STANDINGS;
