import { admissionDraftPart } from './parts/admission-draft';
import { bridgePart } from './parts/bridge';
import { cataloguePart } from './parts/catalogue';
import { checkoutPart } from './parts/checkout';
import { paymentResultsPart } from './parts/payment-results';
import { returnPagePart } from './parts/return-page';
import { settingsPart } from './parts/settings';
import {
  createStorefrontBase,
  getStorefrontBase,
  type Storefront,
  type StorefrontConfig,
  type StorefrontPartFactories,
} from './storefront';

/*
 * The full storefront: every part's factory. Each factory is a module of its own (parts/), so a bundle
 * that builds its storefront with `getStorefrontBase` carries only the stores it provides.
 */

/** Every part of a storefront, created the way `createStorefront` always has. */
export const STOREFRONT_PARTS: Required<StorefrontPartFactories> = {
  checkout: checkoutPart,
  catalogue: cataloguePart,
  settings: settingsPart,
  returnPage: returnPagePart,
  paymentResults: paymentResultsPart,
  admissionDraft: admissionDraftPart,
  bridge: bridgePart,
};

/**
 * Builds the api client and every store once. The api client reads its token from the session,
 * a sign-in pushes the guest cart to the server before it resolves, and a 401 to a signed-in call
 * tries a token refresh.
 * @example const shop = createStorefront({ apiBase: 'http://localhost:4000', merchantCode: 'skate-academy' });
 */
export function createStorefront(config: StorefrontConfig): Storefront {
  return createStorefrontBase(config).provide(STOREFRONT_PARTS);
}

/**
 * The storefront for (apiBase, merchantCode), created on first use and shared afterwards, so several
 * custom elements and React roots on one page use one cart. Options of later calls are ignored.
 */
export function getStorefront(config: StorefrontConfig): Storefront {
  return getStorefrontBase(config).provide(STOREFRONT_PARTS);
}
