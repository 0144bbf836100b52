import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** Razorpay's Checkout: its script, the frames it opens and the calls it makes. */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_HOSTS = [
  'https://api.razorpay.com',
  'https://checkout.razorpay.com',
  'https://*.razorpay.com',
];
/** Firebase push (when a storefront turns it on): the worker's SDK and its registration calls. */
const FIREBASE_SCRIPT = 'https://www.gstatic.com';
const FIREBASE_HOSTS = ['https://*.googleapis.com'];
/**
 * Outside production the storefront and the API may sit on any loopback port. (CSP has no syntax for an
 * IPv6 literal such as [::1]: browsers ignore such a source with a console error.)
 */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

/** HSTS for an answer given over TLS: a year, subdomains too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy of every page and answer the server gives (the built site, the API's
 * JSON, /uploads): scripts only from this origin and Razorpay's Checkout (plus Firebase's SDK for the
 * push worker), no inline script, no plugins, nothing may frame it. Styles allow inline (the site's
 * first-paint shell in index.html); images any https host (merchants' images), this origin and data/blob.
 */
export function siteCsp(config: Pick<AppConfig, 'publicUrl' | 'corsOrigin' | 'nodeEnv'>) {
  const api = originOf(config.publicUrl);
  const local = config.nodeEnv === 'production' ? [] : LOOPBACK;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", RAZORPAY_SCRIPT, FIREBASE_SCRIPT],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api, ...local],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...RAZORPAY_HOSTS, ...FIREBASE_HOSTS, ...local],
    // The sandbox checkout (dev helpers) opens in a frame from the API's origin; Razorpay in its own.
    'frame-src': ["'self'", ...api, ...RAZORPAY_HOSTS, ...local],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...RAZORPAY_HOSTS],
    // Storefronts embed the elements as scripts, never the API or the site as a frame.
    'frame-ancestors': ["'none'"],
  };
}

/** Serialises CSP directives (`name value value; ...`). */
export function cspText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Who may frame the sandbox checkout: the storefronts (CORS_ORIGIN), else - the default outside
 * production - any loopback origin; the page opens in a frame of the shop's page by design.
 */
export function sandboxFrameAncestors(config: Pick<AppConfig, 'corsOrigin'>): string[] {
  return ["'self'", ...(config.corsOrigin.length > 0 ? config.corsOrigin : LOOPBACK)];
}

/**
 * The CSP of the sandbox checkout page: its one inline script and style by nonce, nothing else
 * loaded, a form post to the shop's callback address, framed by the storefronts only.
 */
export function sandboxPageCsp(config: Pick<AppConfig, 'corsOrigin'>, nonce: string): string {
  return cspText({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ['http:', 'https:'],
    'frame-ancestors': sandboxFrameAncestors(config),
  });
}

/** Gives a page that is meant to be framed (the sandbox checkout) its own CSP and no X-Frame-Options. */
export function allowFraming(reply: FastifyReply, csp: string): void {
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', csp);
}

/** Whether the request came over TLS: directly, through a trusted proxy (X-Forwarded-Proto), or by PUBLIC_URL. */
function overTls(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl'>): boolean {
  return request.protocol === 'https' || (config.publicUrl?.startsWith('https://') ?? false);
}

/**
 * The CSP of an answer that is not a page (JSON, an image, a script file): it loads nothing and may be
 * framed by no one. A browser applies a CSP only to a document, so this one matters only if such an answer
 * is ever opened as one; then it runs nothing at all.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer carries, page or not. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Storefronts on other origins read the API and its images by design.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** The headers helmet sets with `options`, read once from a stand-in response (names in lower case). */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * Security headers on every answer. Every answer: `X-Content-Type-Options: nosniff`, `X-Frame-Options:
 * DENY`, `Referrer-Policy: strict-origin-when-cross-origin`, a cross-origin Resource-Policy, HSTS when
 * served over TLS, and a CSP. A page (an HTML answer: the site, the console) gets the site's CSP above and
 * helmet's other document headers (a Cross-Origin-Opener-Policy that keeps payment and sign-in popups
 * working, Origin-Agent-Cluster, ...); a route that set a CSP of its own (the sandbox checkout,
 * `allowFraming`) keeps it. A script gets the site's CSP only (a worker runs under its script's CSP).
 * Any other answer (the API's JSON, images) gets API_CSP and no document headers, as OWASP's REST
 * Security Cheat Sheet advises: those act only on a rendered document, and were 1.2 KB on every API
 * answer. Both sets are computed once, at start.
 *
 * helmet itself, not @fastify/helmet (13.2): that plugin calls `helmet(options)` (checking every option,
 * building each header's value) on every request, in onRequest, before the answer's type is known. So it
 * cannot tell a page from a JSON answer or a script (the site and the console each serve all of them
 * from one route), keep HSTS off plain http, or leave the CSP off a 304: these two hooks would stay
 * beside it, and the values would be rebuilt per request.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const page = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: siteCsp(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Sent below only when the answer goes over TLS (an HSTS header over plain http means nothing).
    strictTransportSecurity: false,
  });
  // What a page adds to every answer's headers (a route's own value of a common one, such as the
  // console's Referrer-Policy, stays).
  const { 'content-security-policy': pageCsp, ...pageOnly } = page;
  for (const name of Object.keys(COMMON_HEADERS)) delete pageOnly[name];
  const answer = { ...COMMON_HEADERS, 'content-security-policy': API_CSP };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answer);
    if (overTls(request, config)) reply.header('strict-transport-security', HSTS);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304 names no type, and a browser copies its CSP onto the answer it kept (Chromium updates a
    // cached answer's headers from a 304): the kept answer's own CSP must stay, so a 304 carries none.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string') return done(null, payload);
    const html = type.startsWith('text/html');
    // A script may be a worker's (the site's firebase-messaging-sw.js), which runs under the CSP it was
    // served with: scripts get the site's CSP too.
    if (html || /^(?:text|application)\/javascript/.test(type)) {
      if (html) reply.headers(pageOnly);
      // A route that set a CSP of its own (a page meant to be framed) keeps it.
      if (reply.getHeader('content-security-policy') === API_CSP) {
        reply.header('content-security-policy', pageCsp);
      }
    }
    done(null, payload);
  });
}
