import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { AppConfig } from '../config';

/** http(s) origins on this machine: localhost, 127.0.0.0/8, [::1], any port. */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether a browser origin may call the API with credentials: one of CORS_ORIGIN's list, or - when the
 * list is empty (allowed outside production only) - a loopback origin. `null` (sandboxed frames, file
 * pages) and anything else get no CORS headers, so the browser refuses them.
 * @example isAllowedOrigin(['https://shop.example'], 'https://shop.example') // true
 */
export function isAllowedOrigin(allowed: AppConfig['corsOrigin'], origin: string): boolean {
  if (allowed.length > 0) return allowed.includes(origin);
  return LOOPBACK_ORIGIN.test(origin);
}

/** The `origin` option of @fastify/cors for a config. */
export function corsOrigin(config: AppConfig) {
  return (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void) => {
    // No Origin header: not a cross-origin browser call (curl, server to server); CORS does not apply.
    if (origin === undefined) return callback(null, true);
    callback(null, isAllowedOrigin(config.corsOrigin, origin));
  };
}

/** The merchant console's paths: served from the server's own origin, never to another with CORS. */
const CONSOLE_PATH = /^\/admin(?:[/?#]|$)/;

/**
 * @fastify/cors's options per request: the storefront's API answers the allowed origins with
 * credentials; no answer under `/admin` carries a CORS header, preflights included (those get a 404),
 * whatever the origin, so no other page can read a console answer or send it a credentialed write.
 */
export function corsDelegator(config: AppConfig): FastifyCorsOptionsDelegateCallback {
  const storefront: FastifyCorsOptions = {
    origin: corsOrigin(config),
    credentials: true,
    // Browsers preflight the address, cart, user and admission calls: every verb the API uses.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  };
  const none: FastifyCorsOptions = { origin: false };
  return (request, callback) => callback(null, CONSOLE_PATH.test(request.url) ? none : storefront);
}
