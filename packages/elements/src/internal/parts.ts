import { cataloguePart, returnPagePart, type StorefrontPartFactories, settingsPart } from '@skatekit/core';

/**
 * The storefront parts of the shopping tags (listings, cards, product, search, contact...): catalogue,
 * settings and the return page. Their Buy Now loads the checkout when pressed (`Storefront.load`), so
 * a listing page does not carry the checkout's code. `<skate-cart>` adds the checkout itself; the
 * tags with sign-in, admission or payment results (account, checkout, admission, payment result) take
 * all of core's `STOREFRONT_PARTS`; the cart button takes none.
 */
export const SHOP_PARTS: StorefrontPartFactories = {
  catalogue: cataloguePart,
  settings: settingsPart,
  returnPage: returnPagePart,
};
