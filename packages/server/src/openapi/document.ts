import type { RouteOptions } from 'fastify';
import { type JsonSchema, toJsonSchema } from '../platform/json-schema';
import { strictBody } from '../platform/validation';
import { ABUSE_LIMITS } from '../platform/rate-limit';
import { ADMIN_API, ADMIN_COOKIE, CSRF_HEADER } from '../modules/staff/guard';
import { docOfRoute, type OperationDoc } from './doc-tables';
import { sampleOf } from './examples';
import { NOT_API, ROUTE_NOTES, type RouteNote } from './notes';
import OPERATION_DOCS from './operation-docs.json' with { type: 'json' };

/*
 * The OpenAPI 3.1 document of the API, built from Fastify's route table (every route as it is added,
 * collected by an onRoute hook) and each route's own zod schemas, converted by platform/json-schema.ts.
 * What schemas cannot say comes from notes.ts. Served at GET /openapi.json and written to
 * docs/openapi.json by the server build (scripts/write-openapi.ts).
 *
 * Not @fastify/swagger: over the same routes (9.9 with fastify-type-provider-zod's jsonSchemaTransform
 * and jsonSchemaTransformObject) it writes no operationId, summary, tag or security, no refusal nor the
 * error envelope, two path items for one path (`/cart/{user_id}` and `/cart/{sku}`; here one,
 * `/cart/{sku_or_user_id}`), the console's pages
 * and the dev fakes, and by default none of json-schema.ts's input rules (50 bodies differ): Redocly's
 * recommended rules find 326 errors in it (none here). It would take over the walk from schemas to
 * parameters, bodies and answers (about 100 lines here); the rest would move into its transform hooks.
 */

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** The routes of a document: what onRoute saw. */
export type CollectedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'preHandler'>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why each refusal happens, for the document. */
const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed or invalid input (the message names the field), or a request the shop refuses.',
  401: 'Not signed in: no valid access token (or console session).',
  403: 'Signed in, but not allowed: another user, another merchant, a missing permission or CSRF token.',
  404: 'Not found: an unknown merchant code or record.',
  409: 'Conflict: already done, out of stock, or an Idempotency-Key still in use.',
  410: 'Gone: a signed link (a quote offer) past its expiry.',
  422: 'This Idempotency-Key was already used for a different request.',
  429: 'Too many requests: wait for Retry-After seconds.',
  503: 'The database is out of reach for a moment: retry after Retry-After seconds.',
};

const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  422: 'IdempotencyKeyReused',
  429: 'TooManyRequests',
  503: 'Unavailable',
};

/** The API's error envelope (platform/errors.ts's ErrorBody). */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'Every refusal. `message` and `msg` carry the same text (both spellings of the original backend); `reason` names the kind of refusal for programs, when it has one.',
  properties: {
    success: { type: 'boolean', const: false },
    isError: { type: 'boolean', const: true },
    message: { type: 'string' },
    msg: { type: 'string' },
    reason: { type: 'string' },
  },
  required: ['success', 'isError', 'message', 'msg'],
};

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'string', pattern: '^[0-9]+$' },
};

/** `/payment/order/:id` -> `/payment/order/{id}`; a trailing wildcard becomes `{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .join('-')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  return `${method.toLowerCase()}-${words || 'root'}`
    .replace(/-([a-z0-9])/gi, (_m, c: string) => c.toUpperCase())
    .replace(/-/g, '');
}

/** The tag of a path: its area (`admin` for the console's API, `dev` for the development helpers). */
function tagOf(url: string): string {
  if (url.startsWith(ADMIN_API)) return 'console';
  const first = url.split('/')[1] ?? '';
  if (first === 'dev' || first === 'sandbox') return 'development';
  if (['health', 'ready', 'openapi.json'].includes(first)) return 'service';
  if (['loginuser', 'registeruser', 'firebase'].includes(first)) return 'accounts';
  if (['cart', 'coupon'].includes(first)) return 'cart';
  if (['payment', 'admission-pay', 'address'].includes(first)) return 'checkout';
  if (['admission', 'leads', 'inquiry'].includes(first)) return 'enquiries';
  return 'storefront';
}

const TAGS = [
  { name: 'storefront', description: 'Catalogue, merchant settings and delivery, public.' },
  { name: 'accounts', description: "Shoppers' sign-up, sign-in, tokens and profile." },
  { name: 'cart', description: "The signed-in shopper's cart and coupons." },
  { name: 'checkout', description: 'Addresses, quotes, orders and payments.' },
  { name: 'enquiries', description: 'Admissions, leads and enquiries.' },
  { name: 'console', description: "The merchant console's API (`/admin/api`): session cookie + CSRF." },
  {
    name: 'development',
    description:
      'Present only with SKATEKIT_DEV_ROUTES=1 (development and tests; refused in production). Not served by a production server.',
  },
  { name: 'service', description: 'Health, readiness and this document.' },
];

/** Removes what a schema embedded in the document must not carry (`$schema`); keeps the rest. */
function embed(schema: JsonSchema | undefined, defs: Record<string, JsonSchema>): JsonSchema {
  if (!schema) return {};
  const { $schema: _dialect, $defs, ...rest } = schema;
  if (!$defs) return rest;
  // Shared sub-schemas (cycles) move to components.schemas under a name of their own.
  const renames = new Map<string, string>();
  for (const name of Object.keys($defs as object)) {
    let unique = name.replace(/[^A-Za-z0-9._-]/g, '_');
    while (unique in defs) unique = `${unique}_`;
    renames.set(`#/$defs/${name}`, `#/components/schemas/${unique}`);
    defs[unique] = {};
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === '$ref' && typeof inner === 'string' ? (renames.get(inner) ?? inner) : rewrite(inner),
        ]),
      );
    }
    return value;
  };
  for (const [name, def] of Object.entries($defs as Record<string, JsonSchema>)) {
    const target = (renames.get(`#/$defs/${name}`) ?? '').split('/').pop() as string;
    defs[target] = rewrite(def) as JsonSchema;
  }
  return rewrite(rest) as JsonSchema;
}

function partOf(route: CollectedRoute, part: 'params' | 'querystring' | 'body' | 'headers'): unknown {
  return (route.schema as Record<string, unknown> | undefined)?.[part];
}

/** Whether the console's session guard (requireStaff) runs before the handler. */
function isConsoleGuarded(route: CollectedRoute): boolean {
  return [route.preHandler].flat().some((hook) => typeof hook === 'function' && hook.name === 'staffGuard');
}

function isRateLimited(route: CollectedRoute): boolean {
  return (
    Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) || route.url in ABUSE_LIMITS
  );
}

/** The routes of the document, one per method and path: Fastify's automatic HEAD twins of GET left out. */
export function documentedRoutes(
  routes: readonly CollectedRoute[],
): { route: CollectedRoute; method: string }[] {
  const gets = new Set(routes.filter((r) => [r.method].flat().includes('GET')).map((r) => r.url));
  return routes
    .filter((route) => !(route.url in NOT_API))
    .flatMap((route) =>
      [route.method]
        .flat()
        .map(String)
        .filter((method) => !(method === 'HEAD' && gets.has(route.url)))
        .map((method) => ({ route, method })),
    );
}

/** What keeps a route's operation incomplete: no 2xx answer described, or an undescribed path param. */
export function undocumented(route: CollectedRoute, method: string): string | null {
  const note = ROUTE_NOTES[`${method} ${route.url}`];
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  const has2xx = Object.keys(response).some((code) => code.startsWith('2'));
  if (!has2xx && !note?.response && !note?.produces) return 'no response schema';
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const params = toJsonSchema(partOf(route, 'params'));
  const described = Object.keys((params?.properties as object | undefined) ?? {});
  const missing = names.filter((name) => !described.includes(name));
  if (missing.length > 0) return `path params without a schema: ${missing.join(', ')}`;
  return null;
}

function parametersOf(
  route: CollectedRoute,
  note: RouteNote | undefined,
  defs: Record<string, JsonSchema>,
  renames: ReadonlyMap<string, string>,
) {
  const parameters: Record<string, unknown>[] = [];
  const add = (where: 'path' | 'query' | 'header', schema: JsonSchema | undefined) => {
    const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema?.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      const renamed = where === 'path' ? renames.get(name) : undefined;
      const text = renamed
        ? `This call's \`${name}\` (other calls on this path take ${renamed
            .split('_or_')
            .filter((other) => other !== name)
            .map((other) => `a \`${other}\``)
            .join(' or ')} here).${description ? ` ${description}` : ''}`
        : description;
      const embedded = embed(rest, defs);
      const isRequired = where === 'path' || required.has(name);
      parameters.push({
        name: renamed ?? name,
        in: where,
        required: isRequired,
        ...(text ? { description: text } : {}),
        schema: embedded,
        // The call's example: its path params and required query or header params.
        ...(isRequired ? { example: sampleOf(embedded, defs, name) } : {}),
      });
    }
  };
  add('path', toJsonSchema(partOf(route, 'params')));
  add('query', toJsonSchema(partOf(route, 'querystring')));
  add('header', toJsonSchema(partOf(route, 'headers')));
  for (const header of note?.headers ?? []) {
    const schema = embed(toJsonSchema(header.schema), defs);
    parameters.push({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema,
      ...(header.required ? { example: sampleOf(schema, defs, header.name) } : {}),
    });
  }
  return parameters;
}

function errorResponse(status: number) {
  return { $ref: `#/components/responses/${ERROR_NAMES[status]}` };
}

/**
 * The refusals of a route: 400 (any malformed input) and 503 (database away) everywhere but /health;
 * 401/403 with a sign-in; 404 where a merchant or record is looked up; 429 where a limit counts;
 * the note's own.
 */
function errorsOf(route: CollectedRoute, method: string, note: RouteNote | undefined, console: boolean) {
  const errors = new Set<number>([400, 503, ...(note?.errors ?? [])]);
  if (route.url === '/health' || route.url === '/openapi.json') errors.delete(503);
  if (console || note?.auth === 'user') {
    errors.add(401);
    errors.add(403);
  }
  if (console && route.url.includes('/:')) errors.add(404);
  const params = Object.keys((toJsonSchema(partOf(route, 'params'))?.properties as object) ?? {});
  const body = Object.keys((toJsonSchema(partOf(route, 'body'))?.properties as object) ?? {});
  const query = Object.keys((toJsonSchema(partOf(route, 'querystring'))?.properties as object) ?? {});
  if (
    !console &&
    (params.length > 0 ||
      [...body, ...query].some((name) => ['main_id', 'property_id', 'user_id'].includes(name)))
  )
    errors.add(404);
  if (isRateLimited(route)) errors.add(429);
  if (method === 'GET' && route.url === '/ready') errors.delete(503);
  return [...errors].sort();
}

function operationOf(
  route: CollectedRoute,
  method: string,
  defs: Record<string, JsonSchema>,
  renames: ReadonlyMap<string, string>,
) {
  const note = ROUTE_NOTES[`${method} ${route.url}`];
  const console = isConsoleGuarded(route);
  const schema = (route.schema ?? {}) as { response?: Record<string, unknown> };
  const responses: Record<string, unknown> = {};
  for (const [code, responseSchema] of Object.entries(schema.response ?? {})) {
    if (code === '204') {
      responses[code] = { description: 'Done; no content.' };
      continue;
    }
    const embedded = embed(toJsonSchema(responseSchema, 'output'), defs);
    responses[code] = {
      description: code.startsWith('2') ? 'Success.' : (ERROR_TEXT[Number(code)] ?? 'Answer.'),
      content: {
        'application/json': {
          schema: embedded,
          ...(code.startsWith('2') ? { example: sampleOf(embedded, defs) } : {}),
        },
      },
    };
  }
  if (note?.produces) {
    responses['200'] = {
      description: note.produces.description,
      content: { [note.produces.mediaType]: { schema: { type: 'string' } } },
    };
  } else if (note?.response && !responses['200']) {
    const embedded = embed(toJsonSchema(note.response, 'output'), defs);
    responses['200'] = {
      description: 'Success.',
      content: { 'application/json': { schema: embedded, example: sampleOf(embedded, defs) } },
    };
  }
  // The catalogue's reads carry an ETag: a matching If-None-Match is answered 304 with no body.
  if (method === 'GET' && (route.config as { etag?: boolean } | undefined)?.etag)
    responses['304'] = { description: 'Not modified: the ETag sent in If-None-Match still holds.' };
  for (const status of errorsOf(route, method, note, console)) {
    if (!responses[String(status)]) responses[String(status)] = errorResponse(status);
  }

  const body = partOf(route, 'body') ?? note?.body;
  const security = console
    ? [SAFE.has(method) ? { adminSession: [] } : { adminSession: [], csrfToken: [] }]
    : note?.auth === 'user'
      ? [{ bearerAuth: [] }]
      : [];
  const parameters = parametersOf(route, note, defs, renames);
  const bodySchema = body
    ? embed(toJsonSchema(partOf(route, 'body') ? strictBody(body) : body), defs)
    : undefined;
  // The words: the call's row in docs/api.md or docs/admin-api.md (operation-docs.json), and the note's.
  const doc = docOfRoute(OPERATION_DOCS as OperationDoc[], method, route.url);
  const description = [doc?.description, note?.description].filter(Boolean).join('\n\n');
  return {
    operationId: operationId(method, route.url),
    summary: doc?.summary ?? note?.summary ?? `${method} ${openApiPath(route.url)}`,
    ...(description ? { description } : {}),
    tags: [tagOf(route.url)],
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchema, example: sampleOf(bodySchema, defs) } },
          },
        }
      : {}),
    responses,
  };
}

export interface DocumentInfo {
  version: string;
}

/** The OpenAPI 3.1 document of `routes`. */
export function buildOpenApiDocument(routes: readonly CollectedRoute[], info: DocumentInfo): OpenApiDocument {
  const defs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = documentedRoutes(routes).sort((a, b) =>
    a.route.url === b.route.url
      ? METHODS.indexOf(a.method.toLowerCase() as never) - METHODS.indexOf(b.method.toLowerCase() as never)
      : a.route.url.localeCompare(b.route.url),
  );
  // Fastify tells routes apart by method, OpenAPI by path alone: `/cart/:user_id` (GET) and
  // `/cart/:sku` (PATCH, DELETE) are one path item. Where the calls of one path name a param
  // differently, the path names it after all of them (`/cart/{sku_or_user_id}`) and each call's param
  // says which it is; where they agree, the name is theirs.
  const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const shapeOf = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, ':');
  const namesByShape = new Map<string, string[][]>();
  for (const { route } of sorted) {
    const names = namesByShape.get(shapeOf(route.url)) ?? [];
    paramNames(route.url).forEach((name, i) => {
      names[i] ??= [];
      if (!names[i].includes(name)) names[i].push(name);
    });
    namesByShape.set(shapeOf(route.url), names);
  }
  for (const { route, method } of sorted) {
    const names = namesByShape.get(shapeOf(route.url)) ?? [];
    let position = 0;
    const template = route.url.replace(/:[A-Za-z0-9_]+/g, () => `:${names[position++].join('_or_')}`);
    const ours = paramNames(route.url);
    const theirs = paramNames(template);
    const renames = new Map(
      ours.map((name, i) => [name, theirs[i]] as const).filter(([name, other]) => name !== other),
    );
    const path = openApiPath(template);
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operationOf(route, method, defs, renames);
  }
  const responses = Object.fromEntries(
    Object.entries(ERROR_NAMES).map(([status, name]) => [
      name,
      {
        description: ERROR_TEXT[Number(status)],
        ...(['429', '503'].includes(status) ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'SkateKit commerce API',
      version: info.version,
      summary: "The reference server's storefront API and the merchant console's API (/admin/api).",
      description: [
        "Generated from the routes' own zod schemas (packages/server/src/openapi). Every GET also answers HEAD.",
        'Refusals carry the error envelope (`Error`).',
        `Not part of the API: ${Object.entries(NOT_API)
          .map(([path, what]) => `\`${path}\` (${what})`)
          .join(', ')}.`,
      ].join(' '),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Relative: the server that serves the document (GET /openapi.json) is the one it describes.
    servers: [{ url: '/', description: 'The server this document came from' }],
    security: [],
    tags: TAGS.filter((tag) =>
      Object.values(paths).some((item) =>
        Object.values(item).some((op) => (op as { tags: string[] }).tags.includes(tag.name)),
      ),
    ),
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA, ...defs },
      responses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A shopper's access token from /loginuser, signup, google-login or refresh-token.",
        },
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: ADMIN_COOKIE,
          description: "The merchant console's session cookie, set by /admin/api/auth/login.",
        },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: "Every console write: the session's CSRF token (from GET /admin/api/session).",
        },
      },
    },
  };
}
