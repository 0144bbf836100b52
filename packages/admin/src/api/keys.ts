/*
 * TanStack Query keys, one root per resource: invalidating `keys.orders.all` refreshes every orders
 * list and every order page at once.
 */
export const keys = {
  session: ['session'] as const,
  overview: ['overview'] as const,
  orders: {
    all: ['orders'] as const,
    list: (query: object) => ['orders', 'list', query] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
  },
  admissions: {
    all: ['admissions'] as const,
    list: (query: object) => ['admissions', 'list', query] as const,
    detail: (id: string) => ['admissions', 'detail', id] as const,
  },
  inbox: {
    all: ['inbox'] as const,
    list: (query: object) => ['inbox', 'list', query] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: (query: object) => ['customers', 'list', query] as const,
    detail: (id: string) => ['customers', 'detail', id] as const,
  },
  staff: ['staff'] as const,
  audit: (query: object) => ['audit', query] as const,
  settings: ['settings'] as const,
  notifications: (query: object) => ['notifications', query] as const,
};
