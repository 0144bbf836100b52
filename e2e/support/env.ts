/** Ports of this run's own server and site, away from `pnpm start`'s 4000/5173 so both can run. */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4311);
export const EMBED_PORT = Number(process.env.E2E_EMBED_PORT ?? 4312);
export const API_BASE = `http://127.0.0.1:${API_PORT}`;
export const SITE_BASE = `http://127.0.0.1:${SITE_PORT}`;
/** examples/embed: a merchant's own page with only `<skate-*>` tags and the loader script. */
export const EMBED_BASE = `http://127.0.0.1:${EMBED_PORT}`;
/** The seeded demo merchant. */
export const MERCHANT = 'SKATE01';
