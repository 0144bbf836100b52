/**
 * The package area (a `@skatekit/react` entry, one chunk) each route's page comes from. Plain data, read
 * by the build (vite.config.ts writes each route's chunks to `skatekit-routes.json`, which the compiled
 * server turns into `<link rel="modulepreload">` on that route's pages) and by start.tsx, which loads the
 * first route's area before the first render so the page never flashes its loading state.
 */
export const AREAS = [
  '@skatekit/react/academy',
  '@skatekit/react/account',
  '@skatekit/react/admission',
  '@skatekit/react/auth',
  '@skatekit/react/cart',
  '@skatekit/react/catalogue',
  '@skatekit/react/checkout',
  '@skatekit/react/content',
  '@skatekit/react/enquiry',
  '@skatekit/react/home',
  '@skatekit/react/product',
] as const;

/** One of AREAS. */
export type Area = (typeof AREAS)[number];

/** Route pattern (as in routes.tsx) -> the area of its page. Routes missing here are loaded on demand. */
export const ROUTE_AREAS: readonly { path: string; area: Area }[] = [
  { path: '/', area: '@skatekit/react/home' },
  { path: '/course', area: '@skatekit/react/admission' },
  { path: '/timetable', area: '@skatekit/react/academy' },
  { path: '/fees/pay', area: '@skatekit/react/academy' },
  { path: '/equipments', area: '@skatekit/react/catalogue' },
  { path: '/product', area: '@skatekit/react/catalogue' },
  { path: '/category-detail/:category', area: '@skatekit/react/catalogue' },
  { path: '/product/:title/:id', area: '@skatekit/react/product' },
  { path: '/cart', area: '@skatekit/react/cart' },
  { path: '/checkout', area: '@skatekit/react/checkout' },
  { path: '/login', area: '@skatekit/react/auth' },
  { path: '/register', area: '@skatekit/react/auth' },
  { path: '/my-account', area: '@skatekit/react/account' },
  { path: '/contact', area: '@skatekit/react/enquiry' },
  { path: '/about', area: '@skatekit/react/content' },
  { path: '/centers', area: '@skatekit/react/content' },
];
