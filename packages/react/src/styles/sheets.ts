import { accountCss } from '../account/account.css';
import { admissionCss } from '../admission/admission.css';
import { authCss } from '../auth/auth.css';
import { contentCss } from '../content/content.css';
import { enquiryCss } from '../enquiry/enquiry.css';
import { ordersCss } from '../orders/orders.css';
import { shellCss } from '../shell/shell.css';
import { cartCss } from './cart';
import { catalogueCss } from './catalogue';
import { checkoutCss, sandboxCss } from './checkout';
import { homeCss } from './home';
import { primitivesCss } from './primitives';
import { productCss } from './product';
import { swiperCss } from './swiper';
import { toastCss } from './toast';
import { tokensCss } from './tokens';

/**
 * One component stylesheet as `<SkateProvider>` injects it: `rank` is its place in the cascade
 * (the order of `skateCssParts`), so sheets added as components mount still cascade as in
 * `styles.css`, whatever mounted first.
 */
export interface SkateSheet {
  readonly id: string;
  readonly rank: number;
  readonly css: string;
}

export const TOKENS_SHEET: SkateSheet = { id: 'tokens', rank: 0, css: tokensCss };
const primitives: SkateSheet = { id: 'primitives', rank: 1, css: primitivesCss };
const toast: SkateSheet = { id: 'toast', rank: 2, css: toastCss };
const swiper: SkateSheet = { id: 'swiper', rank: 3, css: swiperCss };
const home: SkateSheet = { id: 'home', rank: 4, css: homeCss };
const catalogue: SkateSheet = { id: 'catalogue', rank: 5, css: catalogueCss };
const product: SkateSheet = { id: 'product', rank: 6, css: productCss };
const cart: SkateSheet = { id: 'cart', rank: 7, css: cartCss };
const checkout: SkateSheet = { id: 'checkout', rank: 8, css: checkoutCss };
const sandbox: SkateSheet = { id: 'sandbox', rank: 9, css: sandboxCss };
const shell: SkateSheet = { id: 'shell', rank: 10, css: shellCss };
const auth: SkateSheet = { id: 'auth', rank: 11, css: authCss };
const account: SkateSheet = { id: 'account', rank: 12, css: accountCss };
const orders: SkateSheet = { id: 'orders', rank: 13, css: ordersCss };
const admission: SkateSheet = { id: 'admission', rank: 14, css: admissionCss };
const enquiry: SkateSheet = { id: 'enquiry', rank: 15, css: enquiryCss };
const content: SkateSheet = { id: 'content', rank: 16, css: contentCss };

// The sheets each area's public components ask for (useSkateStyles): generous on purpose - an area's
// screens nest parts of others (a cart line's card, the checkout's sign-in, the quote form) - and
// each list is a module constant, so an app bundles only the lists (and CSS) of what it renders.
export const UI_SHEETS: readonly SkateSheet[] = [primitives];
export const TOAST_SHEETS: readonly SkateSheet[] = [toast];
export const HOME_SHEETS: readonly SkateSheet[] = [primitives, swiper, home, catalogue];
export const CATALOGUE_SHEETS: readonly SkateSheet[] = [primitives, catalogue, product, cart];
export const PRODUCT_SHEETS: readonly SkateSheet[] = [primitives, catalogue, product, cart];
export const CART_SHEETS: readonly SkateSheet[] = [primitives, catalogue, cart, checkout, enquiry];
export const CHECKOUT_SHEETS: readonly SkateSheet[] = [
  primitives,
  cart,
  checkout,
  sandbox,
  auth,
  orders,
  admission,
];
export const AUTH_SHEETS: readonly SkateSheet[] = [primitives, shell, auth, account];
export const ACCOUNT_SHEETS: readonly SkateSheet[] = [
  primitives,
  catalogue,
  cart,
  checkout,
  shell,
  auth,
  account,
  orders,
  admission,
];
export const ADMISSION_SHEETS: readonly SkateSheet[] = [
  primitives,
  catalogue,
  cart,
  checkout,
  sandbox,
  shell,
  auth,
  account,
  orders,
  admission,
];
export const ENQUIRY_SHEETS: readonly SkateSheet[] = [primitives, enquiry, content];
export const CONTENT_SHEETS: readonly SkateSheet[] = [primitives, enquiry, content];
export const SHELL_SHEETS: readonly SkateSheet[] = [primitives, shell];
