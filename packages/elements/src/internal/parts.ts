import {
  cataloguePart,
  checkoutPart,
  returnPagePart,
  type StorefrontPartFactories,
  settingsPart,
} from '@skatekit/core';

/**
 * The storefront parts of the shopping tags (listings, cards, product, cart, search, contact...):
 * catalogue, settings, checkout data and the return page. The tags with sign-in, admission or
 * payment results (account, checkout, admission, payment result) take all of core's `STOREFRONT_PARTS`;
 * the cart button takes none.
 */
export const SHOP_PARTS: StorefrontPartFactories = {
  catalogue: cataloguePart,
  settings: settingsPart,
  checkout: checkoutPart,
  returnPage: returnPagePart,
};
