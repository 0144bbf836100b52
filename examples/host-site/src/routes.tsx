import { type ReactNode, Suspense } from 'react';
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
 * Every route of both spec documents. `/invoice` without an id is navigated to by the tracker in
 * the spec but never defined there; here it shows the invoice page, which asks for an order.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  // Catalogue, cart, checkout, payment (first document)
  { path: '/', element: page.home },
  { path: '/course', element: page.courses },
  { path: '/equipments', element: page.equipments },
  { path: '/product', element: page.searchResults },
  { path: '/category-detail/:category', element: page.category },
  { path: '/product/:title/:id', element: page.productDetail },
  { path: '/cart', element: page.cart },
  { path: '/checkout', element: page.checkout, protected: true },
  { path: '/payment-success/:id', element: page.paymentSuccess, protected: true },
  { path: '/payment-failed/:id', element: page.paymentFailed, protected: true },
  // Accounts, admissions, enquiries, content (second document)
  { path: '/payment-successad/:id', element: page.admissionPaymentSuccess, protected: true },
  { path: '/payment-failedad/:id', element: page.admissionPaymentFailed, protected: true },
  { path: '/login', element: page.login },
  { path: '/register', element: page.register },
  { path: '/reset', element: page.reset },
  { path: '/my-account', element: page.myAccount, protected: true },
  { path: '/track/:id', element: page.track, protected: true },
  { path: '/invoice/:id', element: page.invoice, protected: true },
  { path: '/invoice', element: page.invoice, protected: true },
  { path: '/admission-form', element: page.admissionForm },
  { path: '/admission-form-step-2', element: page.admissionStep2 },
  { path: '/contact', element: page.contact },
  { path: '/enquiry-form-form', element: page.enquiry },
  { path: '/enquiry-form', element: page.enquiry },
  { path: '/centers', element: page.offices },
  { path: '/about', element: page.about },
  { path: '/privacy-policy', element: page.privacyPolicy },
  { path: '/refund-policy', element: page.refundPolicy },
  { path: '/rules-and-regulations', element: page.rulesAndRegulations },
  { path: '/shipping-and-delivery', element: page.shippingAndDelivery },
];

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
