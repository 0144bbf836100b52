import { type ReactNode, Suspense } from 'react';
import { isProtectedRoute, PAYMENT_RESULT_ROUTES } from '@skatekit/core/rules';
import type { RouteObject } from 'react-router';
import type { SiteConfig } from './config';
import { NotFoundPage } from './NotFoundPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout, type RootLayoutProps } from './RootLayout';
import { routeElements as page } from './pages';

/** One route of the site: its path, what it shows, and whether a stored user is needed. */
export interface SiteRoute {
  path: string;
  element: ReactNode;
  /** Login required: without a stored user the visitor goes to /login and comes back afterwards. */
  protected?: boolean;
}

/**
 * Every route of both spec documents, each guarded when core says it needs a user (core's
 * PROTECTED_ROUTES). `/invoice` without an id is navigated to by the tracker in the spec but never
 * defined there; here it shows the invoice page, which asks for an order.
 */
export const SITE_ROUTES: readonly SiteRoute[] = (
  [
    // Catalogue, cart, checkout, payment (first document)
    { path: '/', element: page.home },
    { path: '/course', element: page.courses },
    { path: '/equipments', element: page.equipments },
    { path: '/product', element: page.searchResults },
    { path: '/category-detail/:category', element: page.category },
    { path: '/product/:title/:id', element: page.productDetail },
    { path: '/cart', element: page.cart },
    { path: '/checkout', element: page.checkout },
    { path: PAYMENT_RESULT_ROUTES.shop.success, element: page.paymentSuccess },
    { path: PAYMENT_RESULT_ROUTES.shop.failed, element: page.paymentFailed },
    // Accounts, admissions, enquiries, content (second document)
    { path: PAYMENT_RESULT_ROUTES.admission.success, element: page.admissionPaymentSuccess },
    { path: PAYMENT_RESULT_ROUTES.admission.failed, element: page.admissionPaymentFailed },
    { path: '/login', element: page.login },
    { path: '/register', element: page.register },
    { path: '/reset', element: page.reset },
    { path: '/my-account', element: page.myAccount },
    { path: '/track/:id', element: page.track },
    { path: '/invoice/:id', element: page.invoice },
    { path: '/invoice', element: page.invoice },
    { path: '/admission-form', element: page.admissionForm },
    { path: '/admission-form-step-2', element: page.admissionStep2 },
    // The academy's week of batches (issue 37; @skatekit/react/academy's TIMETABLE_ROUTE).
    { path: '/timetable', element: page.timetable },
    // A fee reminder's signed pay link, paid without signing in (issue 38; the server's FEE_PAY_URL default).
    { path: '/fees/pay', element: page.feePayLink },
    // A merchant's offer on a quote, paid from its mail (issue 39; open to guests, its own lazy chunk).
    { path: '/quote/pay', element: page.quotePay },
    { path: '/contact', element: page.contact },
    { path: '/enquiry-form-form', element: page.enquiry },
    { path: '/enquiry-form', element: page.enquiry },
    { path: '/centers', element: page.offices },
    { path: '/about', element: page.about },
    { path: '/privacy-policy', element: page.privacyPolicy },
    { path: '/refund-policy', element: page.refundPolicy },
    { path: '/rules-and-regulations', element: page.rulesAndRegulations },
    { path: '/shipping-and-delivery', element: page.shippingAndDelivery },
  ] satisfies Omit<SiteRoute, 'protected'>[]
).map((route) => ({ ...route, protected: isProtectedRoute(route.path) }));

/**
 * The router's route objects: one layout route (provider + shell) around every page, protected
 * pages behind `<RequireAuth>`, and a friendly 404 for anything else.
 */
export function createRoutes(
  config: SiteConfig,
  options: Omit<RootLayoutProps, 'config'> = {},
): RouteObject[] {
  return [
    {
      element: <RootLayout config={config} {...options} />,
      children: [
        ...SITE_ROUTES.map((route) => {
          // Pages are lazy chunks: while one loads its space stays reserved (no jump when it lands).
          // The boundary sits inside the guard, so a guard never waits on a chunk.
          const page = (
            <Suspense key={route.path} fallback={<div className="host-page-loading" aria-busy="true" />}>
              {route.element}
            </Suspense>
          );
          return { path: route.path, element: route.protected ? <RequireAuth>{page}</RequireAuth> : page };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
