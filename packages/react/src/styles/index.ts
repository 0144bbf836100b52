import { cartCss } from './cart';
import { catalogueCss } from './catalogue';
import { checkoutCss, sandboxCss } from './checkout';
import { homeCss } from './home';
import { primitivesCss } from './primitives';
import { productCss } from './product';
import { swiperCss } from './swiper';
import { toastCss } from './toast';
import { tokensCss } from './tokens';
// Account, admission, enquiry, content and shell areas keep their CSS beside their components.
import { accountCss } from '../account/account.css';
import { admissionCss } from '../admission/admission.css';
import { authCss } from '../auth/auth.css';
import { contentCss } from '../content/content.css';
import { academyCss } from '../academy/academy.css';
import { enquiryCss } from '../enquiry/enquiry.css';
import { ordersCss } from '../orders/orders.css';
import { shellCss } from '../shell/shell.css';

/**
 * Every stylesheet of the package, each scoped under `.skate-root`. Feature areas add their own
 * `styles/<area>.ts` and list it here (one line each, order = cascade order).
 */
export const skateCssParts: readonly string[] = [
  tokensCss,
  primitivesCss,
  toastCss,
  swiperCss,
  homeCss,
  catalogueCss,
  productCss,
  cartCss,
  checkoutCss,
  sandboxCss,
  shellCss,
  authCss,
  accountCss,
  ordersCss,
  admissionCss,
  enquiryCss,
  contentCss,
  academyCss,
];

/** The combined component CSS, injected once by `<SkateProvider>` (or adopted into a shadow root). */
export const skateCss: string = /* @__PURE__ */ skateCssParts.join('\n');

// Each sheet on its own, so a host that scopes per component (a custom element's shadow root) adopts
// only the sheets its components use: tokens first, then primitives, then the areas.
export {
  tokensCss,
  primitivesCss,
  toastCss,
  swiperCss,
  homeCss,
  catalogueCss,
  productCss,
  cartCss,
  checkoutCss,
  sandboxCss,
  shellCss,
  authCss,
  accountCss,
  ordersCss,
  admissionCss,
  enquiryCss,
  contentCss,
  academyCss,
};

// Looks that are not sheets: the cart icon's drawing and the configuration notice's inline style,
// shared by the React components and the React-free <skate-cart-button> of @skatekit/elements.
export { CART_ICON_SHAPES, type IconShape } from './icon-shapes';
export { CONFIG_PROBLEM_STYLE } from './config-problem';
