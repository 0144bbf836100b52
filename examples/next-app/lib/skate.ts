import { createStorefront, dehydrate, type PrefetchPlan, prefetch } from '@skatekit/core';
import { createMemoryStorage } from '@skatekit/core/platform';

/** Where the commerce API is and which merchant, read on the server at request time (not baked into the build). */
export function skateConfig() {
  return {
    apiBase: process.env.SKATE_API_BASE ?? 'http://localhost:4000',
    merchantCode: process.env.SKATE_MERCHANT_CODE ?? 'SKATE01',
  };
}

/**
 * What a page shows, loaded on the server: a storefront of this request only (never shared between
 * shoppers), `prefetch`ed and `dehydrate`d into plain JSON for `<SkateHydrate>`.
 */
export async function loadPage(plan: PrefetchPlan) {
  const storefront = createStorefront({ ...skateConfig(), storage: createMemoryStorage() });
  await prefetch(storefront, plan);
  return dehydrate(storefront);
}
