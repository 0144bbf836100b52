/** The storefront's routes (both spec documents), so UI, elements and tests link the same way. */
export const ROUTES = {
  home: '/',
  equipments: '/equipments',
  products: '/product',
  cart: '/cart',
  checkout: '/checkout',
  course: '/course',
  login: '/login',
  register: '/register',
  reset: '/reset',
  myAccount: '/my-account',
  admissionForm: '/admission-form',
  admissionStep2: '/admission-form-step-2',
  contact: '/contact',
  enquiry: '/enquiry-form-form',
  centers: '/centers',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  rules: '/rules-and-regulations',
  shipping: '/shipping-and-delivery',
  invoice: '/invoice',
} as const;

const seg = (value: string | number) => encodeURIComponent(String(value));

/** /category-detail/{category} */
export const categoryRoute = (category: string): string => `/category-detail/${seg(category)}`;
/** /product?search={text} (plain /product for an empty search). */
export const searchRoute = (text: string): string =>
  text.trim() === '' ? ROUTES.products : `${ROUTES.products}?search=${encodeURIComponent(text.trim())}`;
/** /track/{order id} */
export const trackRoute = (orderId: string | number): string => `/track/${seg(orderId)}`;
/** /payment-success/{order id} (shop order). */
export const paymentSuccessRoute = (orderId: string | number): string => `/payment-success/${seg(orderId)}`;
/** /payment-failed/{order id} (shop order). */
export const paymentFailedRoute = (orderId: string | number): string => `/payment-failed/${seg(orderId)}`;
/** /payment-successad/{id} (admission payment). */
export const admissionPaymentSuccessRoute = (id: string | number): string => `/payment-successad/${seg(id)}`;
/** /payment-failedad/{id} (admission payment). */
export const admissionPaymentFailedRoute = (id: string | number): string => `/payment-failedad/${seg(id)}`;

/** Routes that need a stored user; anyone else is sent to /login. */
const PROTECTED = [
  /^\/checkout\/?$/,
  /^\/my-account\/?$/,
  /^\/track\/[^/]+\/?$/,
  /^\/payment-(success|failed)(ad)?\/[^/]+\/?$/,
];

/** True when a path needs a signed-in user. */
export function isProtectedRoute(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return PROTECTED.some((pattern) => pattern.test(pathname));
}

/**
 * Where to go after login: the saved return page if it is a path of this site, else /.
 * Anything else ("//evil.example", "https://...") is ignored so the saved value cannot redirect off-site.
 */
export function returnTarget(saved: string | null | undefined): string {
  if (typeof saved !== 'string') return ROUTES.home;
  const path = saved.trim();
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : ROUTES.home;
}
