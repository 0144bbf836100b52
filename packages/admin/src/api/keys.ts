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
  products: {
    all: ['products'] as const,
    list: (query: object) => ['products', 'list', query] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    options: ['products', 'options'] as const,
  },
  stock: {
    all: ['stock'] as const,
    list: (query: object) => ['stock', 'list', query] as const,
    settings: ['stock', 'settings'] as const,
  },
  courses: {
    all: ['courses'] as const,
    list: (query: object) => ['courses', 'list', query] as const,
    detail: (id: string) => ['courses', 'detail', id] as const,
  },
  coupons: {
    all: ['coupons'] as const,
    list: (query: object) => ['coupons', 'list', query] as const,
  },
  delivery: {
    all: ['delivery'] as const,
    pincodes: (query: object) => ['delivery', 'pincodes', query] as const,
    bands: ['delivery', 'bands'] as const,
    settings: ['delivery', 'settings'] as const,
  },
  content: {
    all: ['content'] as const,
    list: (kind: string) => ['content', kind] as const,
    store: ['content', 'store'] as const,
  },
};
