/*
 * TanStack Query keys, one root per resource: invalidating `keys.orders.all` refreshes every orders
 * list and every order page at once.
 */
/** A resource with lists and records: `all` refreshes both. */
const resource = <Name extends string>(name: Name) => ({
  all: [name] as const,
  list: (query: object) => [name, 'list', query] as const,
  detail: (id: string) => [name, 'detail', id] as const,
});

export const keys = {
  session: ['session'] as const,
  overview: ['overview'] as const,
  orders: resource('orders'),
  admissions: resource('admissions'),
  inbox: {
    all: ['inbox'] as const,
    list: (query: object) => ['inbox', 'list', query] as const,
    offers: (quoteId: string) => ['inbox', 'offers', quoteId] as const,
  },
  customers: resource('customers'),
  reviews: resource('reviews'),
  staff: ['staff'] as const,
  audit: (query: object) => ['audit', query] as const,
  settings: ['settings'] as const,
  notifications: (query: object) => ['notifications', query] as const,
  products: { ...resource('products'), options: ['products', 'options'] as const },
  stock: {
    all: ['stock'] as const,
    list: (query: object) => ['stock', 'list', query] as const,
    settings: ['stock', 'settings'] as const,
  },
  courses: resource('courses'),
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
