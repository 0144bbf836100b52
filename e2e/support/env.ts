/**
 * Ports of this run's own servers, away from `pnpm start`'s 4000/5173 so both can run. The storefront is
 * the production build: ONE compiled Node process serves the built site and the API on SITE_PORT, so the
 * API's address is the site's. PROD_PORT is for a second, production-mode start (tests/start-prod.spec.ts).
 */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4311);
export const PROD_PORT = Number(process.env.E2E_API_PORT ?? 4310);
export const EMBED_PORT = Number(process.env.E2E_EMBED_PORT ?? 4312);
export const SITE_BASE = `http://127.0.0.1:${SITE_PORT}`;
/** The API: the same process and origin as the site. */
export const API_BASE = SITE_BASE;
/** examples/embed: a merchant's own page with only `<skate-*>` tags and the loader script. */
export const EMBED_BASE = `http://127.0.0.1:${EMBED_PORT}`;
/** The seeded demo merchant. */
export const MERCHANT = 'SKATE01';
/** Where the e2e run builds the host site (git-ignored), so the developer's own dist/ is left alone. */
export const SITE_OUT = new URL('../.tmp/site', import.meta.url).pathname;
