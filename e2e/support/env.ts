/** Ports of this run's own server and site, away from `pnpm start`'s 4000/5173 so both can run. */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4311);
export const EMBED_PORT = Number(process.env.E2E_EMBED_PORT ?? 4312);
export const SITE_BASE = `http://127.0.0.1:${SITE_PORT}`;
/**
 * `E2E_BUILD=prod` (set by playwright.prod.config.ts): the production build, ONE compiled Node process
 * serving the built site and the API on SITE_PORT, so the API's address is the site's.
 */
export const PROD_BUILD = process.env.E2E_BUILD === 'prod';
export const API_BASE = PROD_BUILD ? SITE_BASE : `http://127.0.0.1:${API_PORT}`;
/** In the production-build run: a second, production-mode `start:prod` (tests/start-prod.spec.ts). */
export const PROD_PORT = API_PORT;
/** Where the production-build run builds the host site (git-ignored; the developer's dist/ is left alone). */
export const PROD_SITE_OUT = new URL('../.tmp/prod-site', import.meta.url).pathname;
/** examples/embed: a merchant's own page with only `<skate-*>` tags and the loader script. */
export const EMBED_BASE = `http://127.0.0.1:${EMBED_PORT}`;
/** The seeded demo merchant. */
export const MERCHANT = 'SKATE01';
