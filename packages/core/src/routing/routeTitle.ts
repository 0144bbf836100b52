import { storeName } from '../format/storeName';
import { pageTitle, TEXTS } from '../texts';
import { parseProductRoute } from './productRoute';
import { ROUTES } from './routes';

const FIXED: Record<string, string> = {
  [ROUTES.equipments]: TEXTS.NAV_EQUIPMENTS,
  [ROUTES.products]: TEXTS.TITLE_SEARCH,
  [ROUTES.cart]: TEXTS.NAV_CART,
  [ROUTES.checkout]: TEXTS.CHECKOUT,
  [ROUTES.course]: TEXTS.OUR_COURSES,
  [ROUTES.login]: TEXTS.LOGIN,
  [ROUTES.register]: TEXTS.REGISTER,
  [ROUTES.reset]: TEXTS.RESET_PASSWORD,
  [ROUTES.myAccount]: TEXTS.MY_ACCOUNT,
  [ROUTES.admissionForm]: TEXTS.ADMISSION_FORM,
  [ROUTES.admissionStep2]: TEXTS.SELECT_FROM_COURSES,
  [ROUTES.contact]: TEXTS.NAV_CONTACT,
  [ROUTES.enquiry]: TEXTS.ENQUIRY_FORM,
  '/enquiry-form': TEXTS.ENQUIRY_FORM,
  [ROUTES.centers]: TEXTS.OUR_OFFICE_CENTERS,
  [ROUTES.about]: TEXTS.ABOUT_US,
  [ROUTES.privacyPolicy]: TEXTS.PRIVACY_POLICY,
  [ROUTES.refundPolicy]: TEXTS.REFUND_POLICY,
  [ROUTES.rules]: TEXTS.RULES_AND_REGULATIONS,
  [ROUTES.shipping]: TEXTS.SHIPPING_POLICY,
  [ROUTES.invoice]: TEXTS.TAX_INVOICE,
};

const PREFIXED: [RegExp, string][] = [
  [/^\/track\//, TEXTS.TITLE_ORDER_TRACKING],
  [/^\/invoice\//, TEXTS.TAX_INVOICE],
  [/^\/payment-(success|failed)(ad)?\//, TEXTS.TITLE_PAYMENT_RESULT],
];

/**
 * The name of the page at `pathname`, for its document title: a product's title (from its route), a
 * category's name, the page's heading for the rest; '' for home and for paths the shop does not know.
 * @example routePageName('/cart') // "Cart"
 */
export function routePageName(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const product = path.match(/^\/product\/([^/]+)\/([^/]+)$/);
  if (product) return parseProductRoute(product[1], product[2])?.title ?? '';
  const category = path.match(/^\/category-detail\/([^/]+)$/);
  if (category) {
    try {
      return decodeURIComponent(category[1]);
    } catch {
      return category[1];
    }
  }
  if (path in FIXED) return FIXED[path];
  return PREFIXED.find(([pattern]) => pattern.test(path))?.[1] ?? '';
}

/**
 * The document title of a route: "{page} - {store}", the store's name taken from the site title of the
 * settings (core's storeName). Home keeps the whole site title; an unknown path says "Page not found".
 * @example routeTitle('/product/S2lkcw%3D%3D/MQ%3D%3D', 'SkateKit Academy | Mumbai') // "Kids - SkateKit Academy"
 */
export function routeTitle(pathname: string, siteTitle: string | null | undefined, known = true): string {
  const store = storeName(siteTitle);
  if (!known) return pageTitle(TEXTS.TITLE_NOT_FOUND, store);
  const page = routePageName(pathname);
  if (page === '') return (siteTitle ?? '').trim() || store;
  return pageTitle(page, store);
}
