import { createNativeBridge } from './platform/native-bridge';
import { createAdmissionDraftStore } from './stores/admission-draft';
import { createCatalogueStore } from './stores/catalogue';
import { createCheckoutStore } from './stores/checkout';
import { createPaymentResultsStore } from './stores/payment-results';
import { createReturnPageStore } from './stores/return-page';
import { createSettingsStore } from './stores/settings';
import {
  createStorefrontBase,
  getStorefrontBase,
  type Storefront,
  type StorefrontConfig,
  type StorefrontPartFactories,
} from './storefront';

/*
 * The full storefront: every part's factory. A module of its own, so a bundle that only builds
 * storefronts with `getStorefrontBase` (a lone cart button) does not carry the other stores' code.
 */

/** Every part of a storefront, created the way `createStorefront` always has. */
export const STOREFRONT_PARTS: Required<StorefrontPartFactories> = {
  checkout: ({ storage, api }) => createCheckoutStore({ storage, api }),
  catalogue: ({ api }) => createCatalogueStore({ api: api.catalogue }),
  settings: ({ api }) => createSettingsStore({ api }),
  returnPage: ({ storage }) => createReturnPageStore({ storage }),
  paymentResults: ({ storage }) => createPaymentResultsStore({ storage }),
  admissionDraft: ({ storage }) => createAdmissionDraftStore({ storage }),
  // Only the wrapper apps have a native side; on a website the bridge would only add a listener.
  bridge: ({ env, platform }) => (platform === 'WEBSITE' ? undefined : createNativeBridge(env)),
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
