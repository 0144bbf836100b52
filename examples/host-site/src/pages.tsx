import { ROUTES } from '@skatekit/core/rules';
import { SkateLink } from '@skatekit/react/provider';
import { type ComponentType, lazy, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { Area } from './routeAreas';

/**
 * Each page is its own chunk, fetched when its route is first shown (over the package's per-area
 * entries), so the first load carries the shell and the one page it opens. start.tsx loads the first
 * route's area before the first render (preloadArea): that page then draws at once, with no loading state
 * between the server's first screen and the page.
 */
// biome-ignore lint/suspicious/noExplicitAny: any page component, whatever its props.
type AnyComponent = ComponentType<any>;

const AREA_LOADERS = {
  '@skatekit/react/academy': () => import('@skatekit/react/academy'),
  '@skatekit/react/account': () => import('@skatekit/react/account'),
  '@skatekit/react/admission': () => import('@skatekit/react/admission'),
  '@skatekit/react/auth': () => import('@skatekit/react/auth'),
  '@skatekit/react/cart': () => import('@skatekit/react/cart'),
  '@skatekit/react/catalogue': () => import('@skatekit/react/catalogue'),
  '@skatekit/react/checkout': () => import('@skatekit/react/checkout'),
  '@skatekit/react/content': () => import('@skatekit/react/content'),
  '@skatekit/react/enquiry': () => import('@skatekit/react/enquiry'),
  '@skatekit/react/home': () => import('@skatekit/react/home'),
  '@skatekit/react/product': () => import('@skatekit/react/product'),
} satisfies Record<Area, () => Promise<unknown>>;
type AreaModule<A extends Area> = Awaited<ReturnType<(typeof AREA_LOADERS)[A]>>;

/** Areas already loaded, so a page mounted after its area arrived draws without suspending. */
const loadedAreas = new Map<Area, unknown>();

async function loadArea<A extends Area>(area: A): Promise<AreaModule<A>> {
  const module = (await AREA_LOADERS[area]()) as AreaModule<A>;
  loadedAreas.set(area, module);
  return module;
}

/** Loads an area's chunk ahead of its page (start.tsx, for the route the visitor landed on). */
export async function preloadArea(area: Area): Promise<void> {
  await loadArea(area);
}

function lazyPage<A extends Area, K extends keyof AreaModule<A>>(area: A, name: K) {
  const Lazy = lazy(async () => ({ default: (await loadArea(area))[name] as AnyComponent }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page, at module level (below).
  function Page(props: Record<string, unknown>) {
    // Decided once per mount, so a page never swaps its component (and loses its state) mid-life.
    const [Ready] = useState(
      () => (loadedAreas.get(area) as AreaModule<A> | undefined)?.[name] as AnyComponent | undefined,
    );
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Page as unknown as Extract<AreaModule<A>[K], AnyComponent>;
}

const AboutPage = lazyPage('@skatekit/react/content', 'AboutPage');
const AdmissionFormPage = lazyPage('@skatekit/react/admission', 'AdmissionFormPage');
const AdmissionPaymentFailedPage = lazyPage('@skatekit/react/admission', 'AdmissionPaymentFailedPage');
const AdmissionPaymentSuccessPage = lazyPage('@skatekit/react/admission', 'AdmissionPaymentSuccessPage');
const AdmissionStep2Page = lazyPage('@skatekit/react/admission', 'AdmissionStep2Page');
const CartPage = lazyPage('@skatekit/react/cart', 'CartPage');
const CategoryPage = lazyPage('@skatekit/react/catalogue', 'CategoryPage');
const CheckoutPage = lazyPage('@skatekit/react/checkout', 'CheckoutPage');
const ContactPage = lazyPage('@skatekit/react/enquiry', 'ContactPage');
const CourseAwareCheckout = lazyPage('@skatekit/react/admission', 'CourseAwareCheckout');
const CoursesPage = lazyPage('@skatekit/react/admission', 'CoursesPage');
const EnquiryFormPage = lazyPage('@skatekit/react/enquiry', 'EnquiryFormPage');
const EquipmentsPage = lazyPage('@skatekit/react/catalogue', 'EquipmentsPage');
const HomePage = lazyPage('@skatekit/react/home', 'HomePage');
const InvoicePage = lazyPage('@skatekit/react/account', 'InvoicePage');
const LoginPage = lazyPage('@skatekit/react/auth', 'LoginPage');
const MyAccountPage = lazyPage('@skatekit/react/account', 'MyAccountPage');
const OfficesPage = lazyPage('@skatekit/react/content', 'OfficesPage');
const PaymentFailedPage = lazyPage('@skatekit/react/checkout', 'PaymentFailedPage');
const PaymentSuccessPage = lazyPage('@skatekit/react/checkout', 'PaymentSuccessPage');
const PolicyPage = lazyPage('@skatekit/react/content', 'PolicyPage');
const ProductDetailPage = lazyPage('@skatekit/react/product', 'ProductDetailPage');
const RegisterPage = lazyPage('@skatekit/react/auth', 'RegisterPage');
const ResetPage = lazyPage('@skatekit/react/auth', 'ResetPage');
const SearchResultsPage = lazyPage('@skatekit/react/catalogue', 'SearchResultsPage');
const TrackOrderPage = lazyPage('@skatekit/react/account', 'TrackOrderPage');
const Timetable = lazyPage('@skatekit/react/academy', 'Timetable');
const FeePayLinkPage = lazyPage('@skatekit/react/academy', 'FeePayLinkPage');

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

/** The quote offer's pay page: the host site's own lazy chunk (no package area grows). */
const QuotePayPage = lazy(async () => ({ default: (await import('./QuotePayPage')).QuotePayPage }));

/** /quote/pay?token=...: a merchant's offer on a quote, from its mail (issue 39); a new token is a new page. */
function QuotePayRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <QuotePayPage key={token} token={token} />;
}

/** /fees/pay?token=...: a fee reminder's pay link; a new token is a new link. */
function FeePayLinkRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <FeePayLinkPage key={token} token={token} />;
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
  timetable: <Timetable />,
  feePayLink: <FeePayLinkRoute />,
  quotePay: <QuotePayRoute />,
  contact: <ContactPage />,
  enquiry: <EnquiryFormPage />,
  offices: <OfficesPage />,
  about: <AboutPage />,
  privacyPolicy: <PolicyPage policy="privacy-policy" />,
  refundPolicy: <PolicyPage policy="refund-policy" />,
  rulesAndRegulations: <PolicyPage policy="rules-and-regulations" />,
  shippingAndDelivery: <PolicyPage policy="shipping-and-delivery" />,
};
