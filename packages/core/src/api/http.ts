import type * as z from 'zod/mini';
import { SkateError } from '../errors';
import { serverMessage, serverReason } from './server-message';

/** Returns the current access token, or nothing for a guest. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** How to reach the commerce API. */
export interface ApiClientOptions {
  /** Commerce API address, e.g. `https://api.example.com` (paths of the spec are appended). */
  baseUrl: string;
  /** The merchant code: `{store}`, `{merchant}`, `{property}` and `main_id` of the spec. */
  merchantCode: string;
  /** The second host of the enquiry form and class levels; defaults to `baseUrl`. */
  enquiryBaseUrl?: string;
  /** A fetch implementation (tests, SSR, native wrappers); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** The access token sent as `Authorization: Bearer <token>`. */
  getToken?: TokenGetter;
  /** Called on a 401 to a request that carried a token (e.g. to refresh or sign out), before the error is thrown; not on a 403. */
  onUnauthorised?: (error: SkateError) => void;
  /** Abandon a request after this many milliseconds (a `network` error). */
  timeoutMs?: number;
}

/** One call of the spec. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with its segments already encoded (build it with `path`). */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** `enquiry` sends to `enquiryBaseUrl`. */
  host?: 'api' | 'enquiry';
  /** Fetch credentials mode; the spec sends the login call "with credentials". */
  credentials?: RequestCredentials;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** A parsed reply and its HTTP status (some legacy answers are told apart only by status). */
export interface Reply<T> {
  status: number;
  data: T;
}

/** Sends calls and turns every failure into a SkateError. */
export interface Transport {
  /** The merchant code of every call. */
  readonly merchantCode: string;
  /** Sends, checks the status, parses the body with `schema`; answers the status too. */
  send<S extends z.ZodMiniType>(schema: S, spec: RequestSpec): Promise<Reply<z.output<S>>>;
  /** `send` without the status. */
  request<S extends z.ZodMiniType>(schema: S, spec: RequestSpec): Promise<z.output<S>>;
}

/**
 * Tagged template for paths: every interpolated value is one encoded path segment, so an id such as
 * `a/b c` cannot escape its segment (`/cart/a%2Fb%20c`).
 * @example path`/cart/${sku}`
 */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += encodeURIComponent(String(value)) + (strings[index + 1] ?? '');
  });
  return out;
}

// What an error reply says: its own module, so code that only reads error replies (the cart store)
// does not carry the transport.
export { serverMessage, serverReason } from './server-message';

const errorForStatus = (status: number, body: unknown): SkateError => {
  const message = serverMessage(body) ?? `Request failed with status ${status}`;
  const reason = serverReason(body);
  if (status === 404) return new SkateError('not-found', message, { status, cause: body, reason });
  if (status === 401 || status === 403)
    return new SkateError('unauthorised', message, { status, cause: body, reason });
  return new SkateError('http', message, { status, cause: body, reason });
};

const networkError = (error: unknown): SkateError => {
  // fetch's own words ("Failed to fetch", "fetch failed", a timeout) are what a person can read.
  const message = error instanceof Error && error.message ? error.message : 'Network request failed';
  return new SkateError('network', message, { cause: error });
};

/**
 * One query value as the spec's calls write it: encodeURI's set kept readable (`category=Helmets,Pads`),
 * space as `+`, and the characters that would end or split the pair (`+ # & /`, `=` in keys) escaped.
 */
const encodeQuery = (text: string): string =>
  encodeURI(text)
    .replace(/%7C/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/g, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5E/gi, '^')
    .replace(/\//g, '%2F');

/** The address of one call: base and path joined by one slash, then the query (undefined values left out). */
function callUrl(base: string, path: string, query: RequestSpec['query']): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeQuery(key).replace(/=/g, '%3D')}=${encodeQuery(String(value))}`);
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** Plain objects, arrays and primitives other than strings go as JSON; FormData, Blob, text... as they are. */
function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return typeof body === 'number' || typeof body === 'boolean';
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body);
  return (
    proto === Object.prototype ||
    proto === null ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  );
}

// Statuses whose reply has no body by definition.
const NO_BODY = new Set([101, 204, 205, 304]);

/** The reply's body: JSON when it parses (whatever the content type says), else its text. */
async function readBody(response: Response): Promise<unknown> {
  if (NO_BODY.has(response.status)) return undefined;
  const text = await response.text();
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The current token; a token store that fails counts as "no token" so public reads still work. */
async function readToken(getToken: TokenGetter | undefined): Promise<string | undefined> {
  try {
    return (await getToken?.()) || undefined;
  } catch {
    return undefined;
  }
}

/** Builds the transport behind `createApiClient`. */
export function createTransport(options: ApiClientOptions): Transport {
  // Read at call time and called as a plain function, so a detached `window.fetch` never runs with a
  // foreign `this`. No retries: that is the caller's decision (a retried POST /payment could create two
  // orders).
  const fetchImpl = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const bases = { api: options.baseUrl, enquiry: options.enquiryBaseUrl ?? options.baseUrl };

  const send = async <S extends z.ZodMiniType>(schema: S, spec: RequestSpec): Promise<Reply<z.output<S>>> => {
    const token = await readToken(options.getToken);
    const headers: Record<string, string> = { ...spec.headers, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let sent: BodyInit | undefined;
    if (spec.body !== undefined) {
      if (isJsonBody(spec.body)) {
        sent = JSON.stringify(spec.body);
        headers['Content-Type'] ??= 'application/json';
      } else sent = spec.body as BodyInit;
    }
    const init: RequestInit = { method: spec.method, headers, body: sent, credentials: spec.credentials };
    if (options.timeoutMs) init.signal = AbortSignal.timeout(options.timeoutMs);

    let response: Response;
    let payload: unknown;
    try {
      response = await fetchImpl(callUrl(bases[spec.host ?? 'api'], spec.path, spec.query), init);
      payload = await readBody(response);
    } catch (error) {
      throw networkError(error);
    }

    const { status } = response;
    const body = payload;
    if (status < 200 || status > 299) {
      const error = errorForStatus(status, body);
      // Only a 401 says the token is stale; a 403 is a valid token refused (another user's record), and a
      // refresh cannot change that, so it must not disturb the session.
      if (status === 401 && token) options.onUnauthorised?.(error);
      throw error;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new SkateError('validation', `Unexpected response from ${spec.method} ${spec.path}`, {
        status,
        cause: parsed.error,
      });
    }
    return { status, data: parsed.data };
  };

  return {
    merchantCode: options.merchantCode,
    send,
    request: async (schema, spec) => (await send(schema, spec)).data,
  };
}

/** Options of an order creation. */
export interface CreateOptions {
  /**
   * `Idempotency-Key` (extension): repeats of one checkout attempt with the same key place one order and
   * get the same answer. A fresh key is made per call when none is given.
   */
  idempotencyKey?: string;
}
