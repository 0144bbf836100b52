import { ROUTES } from '@skatekit/core/rules';
import { SkateLink } from '@skatekit/react/provider';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';

/**
 * Each page is its own chunk, fetched when its route is first shown (React.lazy over the package's
 * per-area entries), so the first load carries the shell and the one page it opens.
 */
// biome-ignore lint/suspicious/noExplicitAny: any page component, whatever its props.
type AnyComponent = ComponentType<any>;
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({
    default: (await load())[name] as AnyComponent,
  })) as unknown as LazyExoticComponent<Extract<M[K], AnyComponent>>;
}

const AboutPage = lazyPage(() => import('@skatekit/react/content'), 'AboutPage');
const AdmissionFormPage = lazyPage(() => import('@skatekit/react/admission'), 'AdmissionFormPage');
const AdmissionPaymentFailedPage = lazyPage(
  () => import('@skatekit/react/admission'),
  'AdmissionPaymentFailedPage',
);
const AdmissionPaymentSuccessPage = lazyPage(
  () => import('@skatekit/react/admission'),
  'AdmissionPaymentSuccessPage',
);
const AdmissionStep2Page = lazyPage(() => import('@skatekit/react/admission'), 'AdmissionStep2Page');
const CartPage = lazyPage(() => import('@skatekit/react/cart'), 'CartPage');
const CategoryPage = lazyPage(() => import('@skatekit/react/catalogue'), 'CategoryPage');
const CheckoutPage = lazyPage(() => import('@skatekit/react/checkout'), 'CheckoutPage');
const ContactPage = lazyPage(() => import('@skatekit/react/enquiry'), 'ContactPage');
const CourseAwareCheckout = lazyPage(() => import('@skatekit/react/admission'), 'CourseAwareCheckout');
const CoursesPage = lazyPage(() => import('@skatekit/react/admission'), 'CoursesPage');
const EnquiryFormPage = lazyPage(() => import('@skatekit/react/enquiry'), 'EnquiryFormPage');
const EquipmentsPage = lazyPage(() => import('@skatekit/react/catalogue'), 'EquipmentsPage');
const HomePage = lazyPage(() => import('@skatekit/react/home'), 'HomePage');
const InvoicePage = lazyPage(() => import('@skatekit/react/account'), 'InvoicePage');
const LoginPage = lazyPage(() => import('@skatekit/react/auth'), 'LoginPage');
const MyAccountPage = lazyPage(() => import('@skatekit/react/account'), 'MyAccountPage');
const OfficesPage = lazyPage(() => import('@skatekit/react/content'), 'OfficesPage');
const PaymentFailedPage = lazyPage(() => import('@skatekit/react/checkout'), 'PaymentFailedPage');
const PaymentSuccessPage = lazyPage(() => import('@skatekit/react/checkout'), 'PaymentSuccessPage');
const PolicyPage = lazyPage(() => import('@skatekit/react/content'), 'PolicyPage');
const ProductDetailPage = lazyPage(() => import('@skatekit/react/product'), 'ProductDetailPage');
const RegisterPage = lazyPage(() => import('@skatekit/react/auth'), 'RegisterPage');
const ResetPage = lazyPage(() => import('@skatekit/react/auth'), 'ResetPage');
const SearchResultsPage = lazyPage(() => import('@skatekit/react/catalogue'), 'SearchResultsPage');
const TrackOrderPage = lazyPage(() => import('@skatekit/react/account'), 'TrackOrderPage');

/*
 * Pages take their route values as props (components never import a router), so the small
 * wrappers below read them from react-router and pass them on. react-router hands params over
 * already percent-decoded.
 */

function SearchRoute() {
  const [params] = useSearchParams();
  return <SearchResultsPage search={params.get('search') ?? ''} />;
}

function CategoryRoute() {
  const { category = '' } = useParams();
  // A new category is a new listing: remount so its paging and filters start afresh.
  return <CategoryPage key={category} category={category} />;
}

function ProductRoute() {
  const { title = '', id = '' } = useParams();
  return <ProductDetailPage key={`${title}/${id}`} titleSegment={title} idSegment={id} />;
}

/** The route's `:id`, which every order and payment page is keyed by. */
function useRouteId(): string {
  return useParams().id ?? '';
}

function PaymentSuccessRoute() {
  const id = useRouteId();
  return <PaymentSuccessPage key={id} orderId={id} />;
}

function PaymentFailedRoute() {
  const id = useRouteId();
  return <PaymentFailedPage key={id} orderId={id} />;
}

function AdmissionPaymentSuccessRoute() {
  const id = useRouteId();
  return <AdmissionPaymentSuccessPage key={id} orderId={id} />;
}

function AdmissionPaymentFailedRoute() {
  const id = useRouteId();
  return <AdmissionPaymentFailedPage key={id} orderId={id} />;
}

function TrackRoute() {
  const id = useRouteId();
  return <TrackOrderPage key={id} orderId={id} />;
}

/**
 * /invoice/{id} prints that order; plain /invoice (navigated to in the spec, never defined there)
 * explains where invoices come from instead of showing an empty sheet.
 */
function InvoiceRoute() {
  const id = useRouteId();
  if (id) return <InvoicePage key={id} orderId={id} />;
  return (
    <section className="host-placeholder">
      <h1>Invoices</h1>
      <p>
        Open an order from <SkateLink to={ROUTES.myAccount}>My Account</SkateLink> and choose Track Order: the
        invoice can be downloaded there once the order is out for delivery.
      </p>
    </section>
  );
}

/** What each route renders (see routes.tsx for the paths). */
export const routeElements = {
  home: <HomePage />,
  courses: <CoursesPage />,
  equipments: <EquipmentsPage />,
  searchResults: <SearchRoute />,
  category: <CategoryRoute />,
  productDetail: <ProductRoute />,
  cart: <CartPage />,
  // A course in the checkout data is paid as an admission; anything else is the shop checkout.
  checkout: (
    <CourseAwareCheckout>
      <CheckoutPage />
    </CourseAwareCheckout>
  ),
  paymentSuccess: <PaymentSuccessRoute />,
  paymentFailed: <PaymentFailedRoute />,
  admissionPaymentSuccess: <AdmissionPaymentSuccessRoute />,
  admissionPaymentFailed: <AdmissionPaymentFailedRoute />,
  login: <LoginPage />,
  register: <RegisterPage />,
  reset: <ResetPage />,
  myAccount: <MyAccountPage />,
  track: <TrackRoute />,
  invoice: <InvoiceRoute />,
  admissionForm: <AdmissionFormPage />,
  admissionStep2: <AdmissionStep2Page />,
  contact: <ContactPage />,
  enquiry: <EnquiryFormPage />,
  offices: <OfficesPage />,
  about: <AboutPage />,
  privacyPolicy: <PolicyPage policy="privacy-policy" />,
  refundPolicy: <PolicyPage policy="refund-policy" />,
  rulesAndRegulations: <PolicyPage policy="rules-and-regulations" />,
  shippingAndDelivery: <PolicyPage policy="shipping-and-delivery" />,
};
