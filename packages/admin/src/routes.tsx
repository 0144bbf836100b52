import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HomeRoute, academyRoutes } from './routes/academy/routes';
import { RequirePermission, RequireSession } from './session/session';
import { Shell } from './shell/Shell';

// Every screen is its own chunk: a phone at the front desk loads the shell and the screen it opens.
const SignInPage = lazy(() => import('./routes/sign-in/SignInPage'));
const AcceptInvitePage = lazy(() => import('./routes/accept-invite/AcceptInvitePage'));
const OverviewPage = lazy(() => import('./routes/overview/OverviewPage'));
const OrdersPage = lazy(() => import('./routes/orders/OrdersPage'));
const OrderPage = lazy(() => import('./routes/orders/OrderPage'));
const PrintPage = lazy(() => import('./routes/orders/PrintPage'));
const CreditNotePage = lazy(() => import('./routes/orders/CreditNotePage'));
const AdmissionsPage = lazy(() => import('./routes/admissions/AdmissionsPage'));
const AdmissionPage = lazy(() => import('./routes/admissions/AdmissionPage'));
const InboxPage = lazy(() => import('./routes/inbox/InboxPage'));
const ReviewsPage = lazy(() => import('./routes/reviews/ReviewsPage'));
const CustomersPage = lazy(() => import('./routes/customers/CustomersPage'));
const CustomerPage = lazy(() => import('./routes/customers/CustomerPage'));
const StaffPage = lazy(() => import('./routes/staff/StaffPage'));
const AuditPage = lazy(() => import('./routes/audit/AuditPage'));
const SettingsPage = lazy(() => import('./routes/settings/SettingsPage'));
const NotificationsPage = lazy(() => import('./routes/settings/NotificationsPage'));
const ProductsPage = lazy(() => import('./routes/products/ProductsPage'));
const ProductFormPage = lazy(() => import('./routes/products/ProductFormPage'));
const StockPage = lazy(() => import('./routes/stock/StockPage'));
const CoursesPage = lazy(() => import('./routes/courses/CoursesPage'));
const ImportPage = lazy(() => import('./routes/import/ImportPage'));
const CouponsPage = lazy(() => import('./routes/coupons/CouponsPage'));
const DeliveryPage = lazy(() => import('./routes/delivery/DeliveryPage'));
const ContentPage = lazy(() => import('./routes/content/ContentPage'));
const ExportsPage = lazy(() => import('./routes/exports/ExportsPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** The console's routes, under the router's basename `/admin`. */
export const routes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'accept-invite', element: <AcceptInvitePage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomeRoute overview={<OverviewPage />} /> },
      {
        path: 'orders',
        element: (
          <RequirePermission permission="orders.read">
            <OrdersPage />
          </RequirePermission>
        ),
      },
      {
        path: 'orders/print',
        element: (
          <RequirePermission permission="orders.read">
            <PrintPage />
          </RequirePermission>
        ),
      },
      {
        path: 'orders/:id',
        element: (
          <RequirePermission permission="orders.read">
            <OrderPage />
          </RequirePermission>
        ),
      },
      {
        path: 'orders/:id/credit-notes/:number',
        element: (
          <RequirePermission permission="orders.read">
            <CreditNotePage />
          </RequirePermission>
        ),
      },
      {
        path: 'admissions',
        element: (
          <RequirePermission permission="admissions.read">
            <AdmissionsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'admissions/:id',
        element: (
          <RequirePermission permission="admissions.read">
            <AdmissionPage />
          </RequirePermission>
        ),
      },
      {
        path: 'inbox',
        element: (
          <RequirePermission permission="inbox.read">
            <InboxPage />
          </RequirePermission>
        ),
      },
      {
        path: 'reviews',
        element: (
          <RequirePermission permission="reviews.moderate">
            <ReviewsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'customers',
        element: (
          <RequirePermission permission="customers.read">
            <CustomersPage />
          </RequirePermission>
        ),
      },
      {
        path: 'customers/:id',
        element: (
          <RequirePermission permission="customers.read">
            <CustomerPage />
          </RequirePermission>
        ),
      },
      {
        path: 'staff',
        element: (
          <RequirePermission permission="staff.read">
            <StaffPage />
          </RequirePermission>
        ),
      },
      {
        path: 'audit',
        element: (
          <RequirePermission permission="audit.read">
            <AuditPage />
          </RequirePermission>
        ),
      },
      {
        path: 'settings',
        element: (
          <RequirePermission permission="settings.update">
            <SettingsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'notifications',
        element: (
          <RequirePermission permission="settings.update">
            <NotificationsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'products',
        element: (
          <RequirePermission permission="catalogue.read">
            <ProductsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'products/:id',
        element: (
          <RequirePermission permission="catalogue.read">
            <ProductFormPage />
          </RequirePermission>
        ),
      },
      {
        path: 'stock',
        element: (
          <RequirePermission permission="catalogue.read">
            <StockPage />
          </RequirePermission>
        ),
      },
      {
        path: 'courses',
        element: (
          <RequirePermission permission="catalogue.read">
            <CoursesPage />
          </RequirePermission>
        ),
      },
      {
        path: 'coupons',
        element: (
          <RequirePermission permission="coupons.read">
            <CouponsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'delivery',
        element: (
          <RequirePermission permission="delivery.read">
            <DeliveryPage />
          </RequirePermission>
        ),
      },
      {
        path: 'content',
        element: (
          <RequirePermission permission="content.read">
            <ContentPage />
          </RequirePermission>
        ),
      },
      {
        path: 'import',
        element: (
          <RequirePermission permission="catalogue.write">
            <ImportPage />
          </RequirePermission>
        ),
      },
      {
        path: 'exports',
        element: (
          <RequirePermission permission="exports.read">
            <ExportsPage />
          </RequirePermission>
        ),
      },
      ...academyRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
