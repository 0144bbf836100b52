import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonSchema } from '../src/platform/json-schema';
import { SEED_REFS } from '../src/seed';
import { type AdminSession, adminSession } from './admin';
import { startTestServer, TEST_MERCHANT, type TestServer } from './helper';
import { paidAdmission } from './console';
import { call, type SignedUpUser, signUp } from './session';
import { homeAndOrder } from './shop';

/*
 * Property-based fuzzing of every route in Fastify's route table (collected with BuildAppOptions.onRoute,
 * not a hand-kept list) with random and malformed params, query strings, bodies and headers. Two
 * properties hold for every request:
 *   1. never a 5xx (nor a stack trace in a 4xx body);
 *   2. a rejected request (4xx) changes no row: every table's row count and checksum are the same after.
 * Inputs mix plausible values (the seed's merchants, products and coupons, real users, orders and
 * addresses - so requests get past validation into the handlers) with hostile ones (wrong types,
 * control characters, lone surrogates, huge strings and numbers, broken JSON, wrong content types,
 * malformed percent-encoding). Runs per route: FUZZ_RUNS (default 4); FUZZ_SEED replays a run.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/**
 * Rejections that change rows by design, per path: what may change and why. Nothing else may.
 */
const BY_DESIGN: Record<string, { tables: string[]; why: string }> = {
  '/registeruser/api/verify-otp': { tables: ['otps'], why: 'a wrong code spends one of its tries' },
  '/registeruser/api/reset-password': { tables: ['otps'], why: 'a wrong `otp` spends one of its tries' },
  '/admin/api/auth/second-factor': {
    tables: ['staff_challenges'],
    why: "a wrong code spends one of the challenge's 5 tries",
  },
  '/registeruser/api/refresh-token': {
    tables: ['refresh_tokens'],
    why: 'a spent token presented again revokes every token of its login (reuse detection)',
  },
};
/**
 * Columns a background job changes at any moment, left out of a table's fingerprint: the notification
 * worker marks outbox rows sent (or retried) whenever it runs. A new outbox row still shows.
 */
const ROW_TEXT: Record<string, string> = {
  outbox: '(x.id, x.main_id, x.template, x.recipient, x.subject, x.text, x.html, x.dedupe_key)::text',
};
/** With an Idempotency-Key a refusal is stored as that key's answer (docs/api.md). */
const IDEMPOTENCY_TABLE = 'idempotency_keys';

let server: TestServer;
const routes: RouteOptions[] = [];
let asha: SignedUpUser;
let ravi: SignedUpUser;
let pools: Record<string, string[]>;
/** Console sessions the admin routes are fuzzed with: SKATE01's owner and staff, ROLLR02's owner. */
let consoleSessions: AdminSession[];
let tables: string[];

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      onRoute: (route) => void routes.push(route),
      beforeListen(app) {
        // Canaries that break both properties, to show the fuzzer catches each (not fuzzed themselves).
        app.post('/__probe/writes-then-refuses', async (_request, reply) => {
          await app.db.execute(
            sql.raw(`update merchants set name = name || '!' where code = '${TEST_MERCHANT}'`),
          );
          return reply.code(400).send({ message: 'refused after writing' });
        });
        app.post('/__probe/crashes', async () => {
          throw new Error('boom');
        });
      },
    },
  );
  [asha, ravi] = await Promise.all([signUp(server), signUp(server)]);
  const { home, order } = await homeAndOrder(server, asha);
  // The console's records: an admission with its fee paid, a lead (the order above is SKATE01's).
  const admission = await paidAdmission(server, ravi);
  await call(server, 'POST', '/leads', {
    body: { name: 'Fuzz Lead', email: 'lead@example.com', mobile: '9876543210', property_id: TEST_MERCHANT },
  });
  const [lead] = rowsOf(
    await server.app.db.execute(sql.raw("select id from leads where email = 'lead@example.com'")),
  );
  consoleSessions = [
    await adminSession(server, { role: 'owner' }),
    await adminSession(server, { role: 'staff' }),
    await adminSession(server, { merchant: SEED_REFS.otherMerchant, role: 'owner' }),
  ];
  const P = SEED_REFS.products;
  pools = {
    store: [TEST_MERCHANT, SEED_REFS.otherMerchant, 'NOPE01', 'skate01'],
    user: [asha.userId, ravi.userId, '00000000-0000-0000-0000-000000000000'],
    id: [
      order.body.id,
      order.body.order_id,
      home,
      P.unlimited,
      P.variable,
      '1',
      admission.admissionId,
      admission.orderId,
      String(lead?.id ?? ''),
      asha.userId,
      ...consoleSessions.map((s) => s.staffId),
    ],
    product: [P.unlimited, P.variable, P.lastUnit, P.outOfStockSimple, P.inactive, P.course, P.otherMerchant],
    sku: [P.variableInStockSku, P.variableOutOfStockSku, 'NO-SUCH-SKU'],
    email: [asha.email, ravi.email, 'someone@example.com'],
    code: [
      SEED_REFS.coupons.percentage,
      SEED_REFS.coupons.fixed,
      SEED_REFS.coupons.expired,
      SEED_REFS.coupons.otherMerchant,
    ],
    receipt: [order.body.receipt_id, 'rcpt_nope'],
    providerOrder: [order.body.order_id],
    address: [home, 'not-an-address'],
    password: [asha.password, 'wrong-password-1'],
    otp: ['123456', '000000', '1'],
    refresh: [asha.refreshToken, 'not-a-refresh-token'],
    idToken: ['e2e-google:fuzz@example.com', 'not-a-google-token'],
    mobile: ['9876543210', '123'],
    pincode: [SEED_REFS.pincodes.active, SEED_REFS.pincodes.inactive, '000000'],
    kind: ['shipping', 'billing', 'lead', 'enquiry', 'quote'],
    paymentMode: ['Pay now', 'Pay on delivery'],
    orderStatus: ['Processing', 'Shipped', 'Delivered', 'Cancelled'],
    context: ['listing', 'detail', 'merge'],
    location: ['Home', 'Office', 'Others'],
  };
  tables = (
    rowsOf(
      await server.app.db.execute(
        sql.raw(
          "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '%drizzle%' order by 1",
        ),
      ),
    ) as { name: string }[]
  ).map((r) => r.name);
}, 120_000);
afterAll(() => server.close());

/** Rows of a raw query, whichever driver answered it. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) ?? [];
}

/** Row count and checksum of every table. */
async function fingerprint(): Promise<Map<string, string>> {
  const query = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::text || ':' || coalesce(md5(string_agg(${ROW_TEXT[t] ?? 'x::text'}, '|' order by ${ROW_TEXT[t] ?? 'x::text'})), '') as h from "${t}" x`,
    )
    .join(' union all ');
  const rows = rowsOf(await server.app.db.execute(sql.raw(query)));
  return new Map(rows.map((r) => [String(r.t), String(r.h)]));
}

// ---- arbitraries ---------------------------------------------------------------------------------

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0007b',
  '\u001b[31mred',
  '\ud800',
  '../../etc/passwd',
  '%00',
  "' OR '1'='1",
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '𝓐𝓑',
  '9'.repeat(40),
  'a'.repeat(300),
  'x'.repeat(20_000),
  'null',
  'undefined',
  '-1',
  '1e309',
  '__proto__',
];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...NASTY),
);

const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -10, max: 1_200 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, 1.5, 1_001, 100_001, 2 ** 53, -(2 ** 31), 1e308, '5', '', null, true),
);

/** Plausible values for a field or param of this name (so requests reach the handlers), if any. */
function poolFor(name: string): string[] | undefined {
  const n = name.toLowerCase();
  if (n === 'main_id' || n === 'store' || n === 'merchant' || n === 'property') return pools.store;
  if (n === 'user_id') return pools.user;
  if (n === 'product_id') return pools.product;
  if (n === 'product_sku' || n === 'sku') return pools.sku;
  if (n.includes('email')) return pools.email;
  if (n === 'code' || n === 'coupon_code') return pools.code;
  if (n === 'receipt_id') return pools.receipt;
  if (n === 'razorpay_order_id' || n === 'orderid') return pools.providerOrder;
  if (n.endsWith('_address') && n !== 'new_address') return pools.address;
  if (n.includes('password')) return pools.password;
  if (n === 'otp') return pools.otp;
  if (n === 'refreshtoken') return pools.refresh;
  if (n === 'idtoken') return pools.idToken;
  if (n === 'mobile' || n === 'number') return pools.mobile;
  if (n === 'pincode') return pools.pincode;
  if (n === 'kind') return pools.kind;
  if (n === 'payment_mode') return pools.paymentMode;
  if (n === 'orderstatus') return pools.orderStatus;
  if (n === 'context') return pools.context;
  if (n === 'location_user') return pools.location;
  if (n === 'id' || n.endsWith('_id')) return pools.id;
  return undefined;
}

/** A string for a field or param: mostly plausible when there is a pool, else hostile. */
function textFor(name: string): fc.Arbitrary<string> {
  const pool = poolFor(name);
  return pool
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 2, arbitrary: nastyString })
    : nastyString;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

/** A value shaped like `schema` (often right, sometimes wrong): field names steer the values. */
function valueFor(schema: JsonSchema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyString, nastyNumber);
  if (!schema || depth > 4) return wrong;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((o) => valueFor(o, name, depth + 1)), wrong);
  if (schema.enum && schema.enum.length > 0)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: wrong },
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let right: fc.Arbitrary<unknown>;
  switch (type) {
    case 'object':
      right = objectFor(schema, depth);
      break;
    case 'array':
      right = fc.array(valueFor(schema.items, name, depth + 1), { maxLength: 4 });
      break;
    case 'string':
      right = textFor(name);
      break;
    case 'number':
    case 'integer':
      // Plausible numbers stay small: a valid count of 100,000 synthetic products is work, not a test.
      right = fc.oneof(fc.integer({ min: 0, max: 1_200 }), nastyNumber);
      break;
    case 'boolean':
      right = fc.oneof(fc.boolean(), wrong);
      break;
    default:
      right = fc.oneof(textFor(name), wrong);
  }
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** An object with the schema's properties (required ones usually present) and now and then an extra key. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, sub]) => [key, valueFor(sub, key, depth + 1)]),
  );
  const record = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) }),
    },
    { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
  );
  return fc
    .tuple(
      record,
      fc.option(
        fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', ''), fc.jsonValue({ maxDepth: 1 })),
        { freq: 5 },
      ),
    )
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}

const PLAIN_TEXT = ['Asha Patil', 'Mumbai', '12 Link Road', 'Please call after 6', 'Malad West'];

/** A value the route most likely accepts: pool values, enum members, small counts, every required key. */
function plausibleFor(schema: JsonSchema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => plausibleFor(o, name, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, sub]) => [key, plausibleFor(sub, key, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
    }
    case 'array':
      return fc.array(plausibleFor(schema.items, name, depth + 1), { minLength: 1, maxLength: 3 });
    case 'string':
      return fc.constantFrom(...(poolFor(name) ?? PLAIN_TEXT));
    case 'number':
    case 'integer':
      return fc.integer({ min: 1, max: 3 });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constantFrom(...(poolFor(name) ?? PLAIN_TEXT));
  }
}

/** A plausible body with, now and then, one field swapped for a hostile value. */
function plausibleBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const body = plausibleFor(schema, 'body');
  if (keys.length === 0) return body;
  return fc
    .tuple(
      body,
      fc.option(fc.tuple(fc.constantFrom(...keys), fc.oneof(nastyString, nastyNumber)), { freq: 2 }),
    )
    .map(([value, swap]) =>
      swap && value && typeof value === 'object' ? { ...(value as object), [swap[0]]: swap[1] } : value,
    );
}

/** The JSON schema of a route's zod schema part, or undefined. */
function jsonSchemaOf(route: RouteOptions, part: 'body' | 'params' | 'querystring'): JsonSchema | undefined {
  return toJsonSchema((route.schema as Record<string, unknown> | undefined)?.[part]) as
    | JsonSchema
    | undefined;
}

/** A path param value, percent-encoded, or a malformed encoding. */
function paramFor(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: textFor(name).map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))),
    },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..%2F..%2Fetc', '%ZZ', ';', '%2e%2e') },
  );
}

function urlFor(route: RouteOptions): fc.Arbitrary<string> {
  const pieces = route.url.split('/').map((segment) => {
    if (segment.startsWith(':')) return paramFor(segment.slice(1));
    if (segment === '*')
      return fc.array(paramFor('path'), { minLength: 0, maxLength: 3 }).map((parts) => parts.join('/'));
    return fc.constant(segment);
  });
  const query = jsonSchemaOf(route, 'querystring');
  const keys = Object.keys(query?.properties ?? {});
  const queryString = fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(
          fc.tuple(
            keys.length > 0
              ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }))
              : fc.string({ maxLength: 8 }),
            fc.oneof(textFor('q'), nastyNumber.map(String)),
          ),
          { maxLength: 5 },
        )
        .map(
          (pairs) =>
            `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))}`).join('&')}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?%',
        '?a=%E0%A4%A',
        '?&&=&',
        '?q[]=1&q[]=2',
        '?page=-1&limit=99999999',
        '?__proto__[x]=1',
        `?q=${'z'.repeat(5_000)}`,
      ),
    },
  );
  return fc.tuple(fc.tuple(...pieces), queryString).map(([parts, q]) => `${parts.join('/') || '/'}${q}`);
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

const AUTH = () =>
  fc.constantFrom(
    undefined,
    `Bearer ${asha.accessToken}`,
    `Bearer ${asha.accessToken}`,
    `Bearer ${ravi.accessToken}`,
    'Bearer not.a.jwt',
    'Basic Zm9vOmJhcg==',
    `Bearer ${'a'.repeat(5_000)}`,
  );

function bodyFor(route: RouteOptions): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = jsonSchemaOf(route, 'body');
  const structured = (schema ? objectFor(schema) : fc.jsonValue({ maxDepth: 3 })).map((value) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  }));
  const randomJson = fc
    .jsonValue({ maxDepth: 3 })
    .map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }));
  const malformed = fc
    .tuple(
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '{"a":1}}',
        'nul',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        `{"a":"${'b'.repeat(150_000)}"}`,
        '',
      ),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/xml',
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
  const plausible = (schema ? plausibleBody(schema) : fc.jsonValue({ maxDepth: 2 })).map((value) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  }));
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 6, arbitrary: structured },
    { weight: 2, arbitrary: randomJson },
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/**
 * Console credentials for `/admin/api` routes: a live session with its CSRF token (most often), one
 * without the token, another merchant's, a made-up cookie, or none.
 */
const CONSOLE = () =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...consoleSessions).map((s) => ({ cookie: s.cookie, csrf: s.csrfToken })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...consoleSessions).map((s) => ({ cookie: s.cookie, csrf: '' })),
    },
    { weight: 1, arbitrary: fc.constant({ cookie: 'skatekit_admin=not-a-session', csrf: 'x' }) },
    { weight: 1, arbitrary: fc.constant(null) },
  );

function requestFor(route: RouteOptions, method: string): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const isConsole = route.url.startsWith('/admin/api');
  return fc
    .record({
      url: urlFor(route),
      auth: AUTH(),
      staff: isConsole ? CONSOLE() : fc.constant(null),
      body: hasBody ? bodyFor(route) : fc.constant({} as { payload?: string; contentType?: string }),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), nastyString), { freq: 6 }),
      origin: fc.option(fc.constantFrom('null', 'https://evil.example', 'http://127.0.0.1:5173'), {
        freq: 4,
      }),
      ip: fc.ipV4(),
    })
    .map(({ url, auth, staff, body, idempotencyKey, origin, ip }) => {
      const headers: Record<string, string> = {};
      if (auth) headers.authorization = auth;
      if (staff) {
        headers.cookie = staff.cookie;
        if (staff.csrf) headers['x-csrf-token'] = staff.csrf;
      }
      if (body.contentType) headers['content-type'] = body.contentType;
      if (idempotencyKey !== null)
        headers['idempotency-key'] = idempotencyKey.replace(/[^\t\x20-\x7e]/g, '?');
      if (origin) headers.origin = origin;
      if (method === 'OPTIONS') headers['access-control-request-method'] = 'POST';
      return { method, url, headers, payload: body.payload, remoteAddress: ip };
    });
}

// ---- the properties ------------------------------------------------------------------------------

/** Every (method, path) pair of the route table (the test's canaries apart). */
function routeTable(): { route: RouteOptions; method: string }[] {
  return routes
    .filter((route) => !route.url.startsWith('/__probe/'))
    .flatMap((route) => [route.method].flat().map((method) => ({ route, method: String(method) })));
}

/** Fuzzes one route: throws (with the request) at the first 5xx or a rejected request that changed a row. */
async function fuzzRoute(route: RouteOptions, method: string, runs: number, seen: Map<number, number>) {
  let before = await fingerprint();
  const outcome = await fc.check(
    fc.asyncProperty(requestFor(route, method), async (request) => {
      const response = await server.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress: request.remoteAddress,
      });
      const after = await fingerprint();
      const status = response.statusCode;
      seen.set(status, (seen.get(status) ?? 0) + 1);
      const shown = `${request.method} ${request.url.slice(0, 200)} (${route.url}) body ${String(request.payload).slice(0, 200)} -> ${status} ${response.body.slice(0, 300)}`;
      if (status >= 500) throw new Error(`5xx: ${shown}`);
      if (status >= 400) {
        if (/\n\s+at |node_modules/.test(response.body))
          throw new Error(`a stack trace in a refusal: ${shown}`);
        const allowed = new Set(BY_DESIGN[route.url]?.tables ?? []);
        if ('idempotency-key' in request.headers) allowed.add(IDEMPOTENCY_TABLE);
        for (const table of tables) {
          if (!allowed.has(table) && before.get(table) !== after.get(table)) {
            throw new Error(`rejected request changed ${table}: ${shown}`);
          }
        }
      }
      before = after;
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  );
  if (outcome.failed) {
    const cause =
      outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
    throw new Error(`${cause}\n(replay: FUZZ_SEED=${outcome.seed})`);
  }
}

describe('fuzzing every route of the server', () => {
  it('the route table comes from Fastify and holds every module', () => {
    const table = routeTable().map(({ route, method }) => `${method} ${route.url}`);
    expect(table.length).toBeGreaterThan(90);
    for (const expected of [
      'POST /loginuser',
      'POST /registeruser/api/logout',
      'POST /cart',
      'PATCH /address/:id',
      'POST /payment',
      'POST /payment/webhook/razorpay',
      'POST /admission',
      'POST /inquiry',
      'GET /grouped-product/search-all-products/:store',
      'GET /pay-razorpay/:store',
      'GET /health',
      'GET /admin/api/orders',
      'POST /admin/api/orders/:id/actions',
      'POST /admin/api/orders/:id/refunds',
      'POST /admin/api/orders/:id/collect-remainder',
      'POST /admin/api/admissions/:id/review',
      'PATCH /admin/api/inbox/:kind/:id',
      'POST /admin/api/inbox/quote/:id/answer',
      'GET /admin/api/customers/:id',
      'GET /admin/api/notifications',
    ]) {
      expect(table).toContain(expected);
    }
  });

  it('random and malformed bodies, params and query strings: never a 5xx, never a changed row on a rejected request', async () => {
    const seen = new Map<number, number>();
    for (const { route, method } of routeTable()) await fuzzRoute(route, method, RUNS_PER_ROUTE, seen);
    if (process.env.FUZZ_VERBOSE) console.log(Object.fromEntries(seen));
    // The mix reached the handlers, not only the validators: calls were accepted too.
    const accepted = [...seen].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    const sent = [...seen.values()].reduce((sum, n) => sum + n, 0);
    expect(accepted).toBeGreaterThan(sent / 20);
  }, 240_000);

  it('the fuzzer catches a route that writes and then refuses, and one that crashes', async () => {
    const probe = (url: string) => routes.find((r) => r.url === url) as RouteOptions;
    const seen = new Map<number, number>();
    await expect(fuzzRoute(probe('/__probe/writes-then-refuses'), 'POST', 20, seen)).rejects.toThrow(
      /rejected request changed (catalogue_state|merchants)/,
    );
    await expect(fuzzRoute(probe('/__probe/crashes'), 'POST', 20, seen)).rejects.toThrow(/5xx/);
  });
});

describe('what the fuzzer found', () => {
  it('synthetic products for a second merchant while another holds them: 409 and nothing changed, not a 500', async () => {
    const scale = (store: string, count: number) =>
      server.app.inject({ method: 'POST', url: `/dev/catalogue/scale/${store}`, payload: { count } });
    // Whatever the fuzzing left: neither merchant holds any.
    for (const store of [TEST_MERCHANT, SEED_REFS.otherMerchant])
      expect((await scale(store, 0)).statusCode).toBe(200);
    expect((await scale(TEST_MERCHANT, 2)).statusCode).toBe(200);
    const before = await fingerprint();
    const second = await scale(SEED_REFS.otherMerchant, 2);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: 'Another merchant holds the synthetic products: remove them there first (count 0)',
    });
    expect(await fingerprint()).toEqual(before);
    expect((await scale(TEST_MERCHANT, 0)).statusCode).toBe(200);
    expect((await scale(SEED_REFS.otherMerchant, 2)).statusCode).toBe(200);
    expect((await scale(SEED_REFS.otherMerchant, 0)).statusCode).toBe(200);
  });
});
