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
/** /invoice/{order id} (the spec navigates to /invoice without defining it). */
export const invoiceRoute = (orderId: string): string => `${ROUTES.invoice}/${seg(orderId)}`;
/**
 * The payment-result routes, by flow and outcome: the shop order's (`/payment-success/{id}`,
 * `/payment-failed/{id}`) and the admission payment's (`ad` appended). Routers register these
 * patterns; the functions below fill in the id.
 */
export const PAYMENT_RESULT_ROUTES = {
  shop: { success: '/payment-success/:id', failed: '/payment-failed/:id' },
  admission: { success: '/payment-successad/:id', failed: '/payment-failedad/:id' },
} as const;

/** A route pattern (`/track/:id`) with its `:id` filled in. */
const withId = (pattern: string, id: string | number) => pattern.replace(':id', seg(id));

/** /payment-success/{order id} (shop order). */
export const paymentSuccessRoute = (orderId: string | number): string =>
  withId(PAYMENT_RESULT_ROUTES.shop.success, orderId);
/** /payment-failed/{order id} (shop order). */
export const paymentFailedRoute = (orderId: string | number): string =>
  withId(PAYMENT_RESULT_ROUTES.shop.failed, orderId);
/** /payment-successad/{id} (admission payment). */
export const admissionPaymentSuccessRoute = (id: string | number): string =>
  withId(PAYMENT_RESULT_ROUTES.admission.success, id);
/** /payment-failedad/{id} (admission payment). */
export const admissionPaymentFailedRoute = (id: string | number): string =>
  withId(PAYMENT_RESULT_ROUTES.admission.failed, id);

/**
 * The route patterns that need a stored user (the spec's login-required pages, plus the invoice of an
 * order): a guest is sent to /login and comes back afterwards. The host site's router guards these;
 * embedded components ask `isProtectedRoute`.
 */
export const PROTECTED_ROUTES: readonly string[] = [
  ROUTES.checkout,
  ROUTES.myAccount,
  '/track/:id',
  ROUTES.invoice,
  '/invoice/:id',
  PAYMENT_RESULT_ROUTES.shop.success,
  PAYMENT_RESULT_ROUTES.shop.failed,
  PAYMENT_RESULT_ROUTES.admission.success,
  PAYMENT_RESULT_ROUTES.admission.failed,
];

const PROTECTED = PROTECTED_ROUTES.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

/** True when a path (or a route pattern such as `/track/:id`) needs a signed-in user. */
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
