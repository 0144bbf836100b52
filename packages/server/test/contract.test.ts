import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../src/platform/json-schema';
import { OPENAPI_FILE } from '../src/openapi/generate';
import { PACKAGE_ROOT } from '../src/paths';
import { SEED_REFS } from '../src/seed';
import { type AdminSession, adminSession } from './admin';
import { startTestServer, TEST_MERCHANT, type TestServer } from './helper';
import { type SignedUpUser, signUp } from './session';
import { homeAndOrder } from './shop';

/*
 * The contract, checked by a tool nobody here wrote: random requests generated from docs/openapi.json
 * (fast-check arbitraries built from the document's own JSON Schemas, not the routes') go through
 * Stoplight Prism's validating proxy (`prism proxy --errors`) to the real server. For every answer:
 *   - no 5xx (Prism answers 500 itself when a response breaks its schema);
 *   - no `sl-violations` header (Prism's verdict: a status the document does not list, a bad header...);
 *   - no error Prism made up (application/problem+json: a request the document forbids, a path it lacks);
 *   - no request the document allows that a route's own schema refuses as malformed (a 400 from
 *     validation, seen by an onError hook on every route).
 * Runs per operation: CONTRACT_RUNS (default 3); CONTRACT_SEED replays a run.
 */

const RUNS = Number(process.env.CONTRACT_RUNS ?? 3);
const SEED = process.env.CONTRACT_SEED ? Number(process.env.CONTRACT_SEED) : Date.now() % 1_000_000;
const ROOT = join(PACKAGE_ROOT, '..', '..');
const CASE_HEADER = 'x-contract-case';

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
};
type Operation = {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
let server: TestServer;
let prism: ChildProcess;
let prismUrl: string;
let prismLog = '';
/** Validation refusals by case id, told by the routes' onError hook. */
const refusedAsMalformed = new Map<string, string>();
let asha: SignedUpUser;
let owner: AdminSession;
let pools: Record<string, string[]>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (onPostgres) return;
  server = await startTestServer(
    {},
    {
      onRoute(route: RouteOptions) {
        const own = route.onError ? [route.onError].flat() : [];
        route.onError = [
          ...own,
          async (request, _reply, error) => {
            const id = request.headers[CASE_HEADER];
            // A rule across fields (a sale price above the price, an end before the start, a default
            // not among the offered choices) is a zod `custom` issue that JSON Schema cannot state: the
            // request is well-formed and refused by the business rule. Only shape errors count here.
            if (
              typeof id === 'string' &&
              hasZodFastifySchemaValidationErrors(error) &&
              error.validation.some((issue) => issue.keyword !== 'custom')
            )
              refusedAsMalformed.set(id, error.message);
          },
        ] as RouteOptions['onError'];
      },
    },
  );
  const port = await freePort();
  prismUrl = `http://127.0.0.1:${port}`;
  prism = spawn(
    join(ROOT, 'node_modules', '.bin', 'prism'),
    // Logs at `error` only: Prism 5.14's log printer throws on a line it cannot name (a request whose
    // body its line splitter mends into another object), killing the proxy mid-run (seed 1 did). Its
    // verdicts reach the test through the sl-violations header, not the log.
    [
      'proxy',
      OPENAPI_FILE,
      server.url,
      '--errors',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-v',
      'error',
    ],
    { cwd: ROOT, env: { ...process.env, SCARF_ANALYTICS: 'false', NO_COLOR: '1' } },
  );
  prism.stdout?.on('data', (chunk) => {
    prismLog = (prismLog + String(chunk)).slice(-20_000);
  });
  prism.stderr?.on('data', (chunk) => {
    prismLog = (prismLog + String(chunk)).slice(-20_000);
  });
  const [user, session] = await Promise.all([signUp(server), adminSession(server, { role: 'owner' })]);
  asha = user;
  owner = session;
  const { home, order } = await homeAndOrder(server, asha);
  const P = SEED_REFS.products;
  pools = {
    store: [TEST_MERCHANT],
    user: [asha.userId],
    id: [order.body.id, home, asha.userId, owner.staffId, P.unlimited],
    product: [P.unlimited, P.variable],
    sku: [P.variableInStockSku],
    email: [asha.email, 'someone@example.com'],
    code: [SEED_REFS.coupons.percentage],
    receipt: [order.body.receipt_id],
    providerOrder: [order.body.order_id],
    address: [home],
    password: [asha.password],
    pincode: [SEED_REFS.pincodes.active],
    mobile: ['9876543210'],
  };
  // Prism is listening once it answers (it parses the document first).
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${prismUrl}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (prism.exitCode !== null || Date.now() - started > 120_000)
      throw new Error(`Prism did not start:\n${prismLog}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 240_000);

afterAll(async () => {
  prism?.kill('SIGTERM');
  await server?.close();
});

// ---- requests from the document's JSON Schemas -------------------------------------------------------

/** Plausible values for a field of this name (so requests reach the handlers), if any. */
function poolFor(name: string): string[] | undefined {
  const n = name.toLowerCase();
  if (['main_id', 'store', 'merchant', 'property', 'property_id'].includes(n)) return pools.store;
  if (n === 'user_id') return pools.user;
  if (n === 'product_id') return pools.product;
  if (n === 'product_sku' || n === 'sku') return pools.sku;
  if (n.includes('email')) return pools.email;
  if (n === 'code' || n === 'coupon_code') return pools.code;
  if (n === 'receipt_id') return pools.receipt;
  if (n === 'razorpay_order_id') return pools.providerOrder;
  if (n.endsWith('_address') && n !== 'new_address') return pools.address;
  if (n.includes('password')) return pools.password;
  if (n === 'pincode') return pools.pincode;
  if (n === 'mobile' || n === 'number') return pools.mobile;
  if (n === 'id' || n.endsWith('_id')) return pools.id;
  return undefined;
}

/** Whether a string satisfies a string schema's own constraints (and its `allOf`'s). */
function fits(schema: JsonSchema, value: string): boolean {
  if (Array.isArray(schema.allOf) && !(schema.allOf as JsonSchema[]).every((part) => fits(part, value)))
    return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  return true;
}

function stringFor(schema: JsonSchema, name: string, urlSafe: boolean): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, min + 40);
  let generated: fc.Arbitrary<string>;
  const pattern = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].find(
    (part) => typeof part.pattern === 'string',
  )?.pattern as string | undefined;
  if (pattern) generated = fc.stringMatching(new RegExp(pattern)).filter((v) => fits(schema, v));
  else if (schema.format === 'email') generated = fc.emailAddress().filter((v) => fits(schema, v));
  else if (urlSafe)
    generated = fc.stringMatching(/^[A-Za-z0-9_-]+$/).filter((v) => v.length >= min && v.length <= max);
  else generated = fc.string({ minLength: min, maxLength: max });
  // A path segment of "." or ".." is resolved away by the URL before it is sent (no request of this path).
  if (urlSafe) generated = generated.filter((v) => v !== '.' && v !== '..');
  const pool = (poolFor(name) ?? []).filter((v) => fits(schema, v));
  return pool.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: generated })
    : generated;
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = typeof schema.minimum === 'number' ? schema.minimum : -1_000;
  let max = typeof schema.maximum === 'number' ? schema.maximum : 1_000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 0.01);
  // Small counts: a valid count of 100,000 synthetic products is work, not a test.
  max = Math.min(max, Math.max(min, 0) + 50);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return integer
    ? whole
    : fc.oneof(
        whole,
        whole.map((n) => (n + 0.5 <= max ? n + 0.5 : n)),
      );
}

/** A value the schema allows. */
function valueFor(
  schema: JsonSchema | undefined,
  name: string,
  depth = 0,
  urlSafe = false,
): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.constantFrom('x', 1, true);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options && options.length > 0)
    return fc.oneof(...options.map((option) => valueFor(option, name, depth + 1, urlSafe)));
  if (Array.isArray(schema.allOf) && schema.type === undefined)
    return valueFor(
      { ...Object.assign({}, ...(schema.allOf as JsonSchema[])), ...schema },
      name,
      depth,
      urlSafe,
    );
  const types = [schema.type].flat().filter(Boolean) as string[];
  const type = types.length > 0 ? types[0] : 'string';
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberFor(schema, type === 'integer');
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, minLength + 3);
      return fc.array(valueFor(schema.items as JsonSchema, name, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return depth > 6 ? fc.constant({}) : objectFor(schema, depth);
    default:
      return stringFor(schema, name, urlSafe);
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, sub]) => [key, valueFor(sub, key, depth + 1)]),
  );
  const required = ((schema.required ?? []) as string[]).filter((key) => key in shape);
  return fc.record(shape, { requiredKeys: required }).filter((value) => meetsCondition(schema, value));
}

/** A schema's `if`/`then` (the console's ship action needs a courier and tracking number). */
function meetsCondition(schema: JsonSchema, value: Record<string, unknown>): boolean {
  const when = schema.if as { properties?: Record<string, { const?: unknown }> } | undefined;
  const then = schema.then as { required?: string[] } | undefined;
  if (!when || !then) return true;
  const applies = Object.entries(when.properties ?? {}).every(([key, sub]) => value[key] === sub.const);
  return !applies || (then.required ?? []).every((key) => /\S/.test(String(value[key] ?? '')));
}

interface ContractRequest {
  id: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

let counter = 0;

function requestFor(path: string, method: string, operation: Operation): fc.Arbitrary<ContractRequest> {
  const parameters = operation.parameters ?? [];
  const pick = (where: Parameter['in']) => parameters.filter((p) => p.in === where);
  // A path param the document renamed (one path item for `/cart/:sku` and `/cart/:user_id`) keeps the
  // route's own name in its description: the pools follow that.
  const nameOf = (p: Parameter) => /^The route's `([^`]+)`/.exec(p.description ?? '')?.[1] ?? p.name;
  const part = (where: Parameter['in']) =>
    fc.record(
      Object.fromEntries(
        pick(where).map((p) => [p.name, valueFor(p.schema, nameOf(p), 0, where === 'path')]),
      ),
      {
        requiredKeys: pick(where)
          .filter((p) => p.required)
          .map((p) => p.name),
      },
    );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      path: part('path'),
      query: part('query'),
      headers: part('header'),
      body: bodySchema ? valueFor(bodySchema, 'body') : fc.constant(undefined),
    })
    .map(({ path: params, query, headers, body }) => {
      const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        encodeURIComponent(String(params[name])),
      );
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const sent: Record<string, string> = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, String(v)]),
      );
      const scheme = operation.security[0] ?? {};
      if ('bearerAuth' in scheme) sent.authorization = `Bearer ${asha.accessToken}`;
      if ('adminSession' in scheme) sent.cookie = owner.cookie;
      if ('csrfToken' in scheme) sent['x-csrf-token'] = owner.csrfToken;
      if (body !== undefined) sent['content-type'] = 'application/json';
      counter += 1;
      return {
        id: `${operation.operationId}-${counter}`,
        method: method.toUpperCase(),
        path: `${url}${search ? `?${search}` : ''}`,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    });
}

/** What is wrong with one exchange through Prism, or null. */
async function exchange(request: ContractRequest, seen: Map<number, number>): Promise<string | null> {
  const response = await fetch(`${prismUrl}${request.path}`, {
    method: request.method,
    // Prism forwards the client's Accept-Encoding and decodes the answer itself; it decodes gzip and
    // deflate, not br (which undici's fetch offers by default), so the streamed CSVs are asked in gzip.
    headers: { ...request.headers, 'accept-encoding': 'gzip, deflate', [CASE_HEADER]: request.id },
    body: request.body,
  });
  const text = await response.text();
  seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
  const shown = `${request.method} ${request.path.slice(0, 160)} ${String(request.body ?? '').slice(0, 300)} -> ${response.status} ${text.slice(0, 400)}`;
  const violations = response.headers.get('sl-violations');
  if (violations) return `Prism: ${violations.slice(0, 600)} in ${shown}`;
  if ((response.headers.get('content-type') ?? '').includes('application/problem+json'))
    return `Prism refused or failed: ${shown}`;
  if (response.status >= 500) return `5xx: ${shown}`;
  const refusal = refusedAsMalformed.get(request.id);
  if (refusal) return `the document allows it, the route's schema refused it (${refusal}): ${shown}`;
  return null;
}

/** Operations in an order that keeps the sessions alive: sign-outs and staff changes last. */
function operations(): { path: string; method: string; operation: Operation }[] {
  const last = (path: string) => /logout|\/staff\/|reset-password|\/user\//.test(path);
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    )
    .sort((a, b) => Number(last(a.path)) - Number(last(b.path)));
}

// The proxy sits in front of the server on PGlite (the CI's first server run); the PostgreSQL run skips it.
describe.skipIf(onPostgres)('the contract through Prism', () => {
  it('random requests from the document: no 5xx, no Prism violation, nothing allowed refused as malformed', async () => {
    const problems: string[] = [];
    const seen = new Map<number, number>();
    for (const { path, method, operation } of operations()) {
      const samples = fc.sample(requestFor(path, method, operation), { numRuns: RUNS, seed: SEED + counter });
      for (const request of samples) {
        const problem = await exchange(request, seen);
        if (problem) problems.push(problem);
      }
    }
    if (process.env.CONTRACT_VERBOSE) console.log(Object.fromEntries(seen));
    expect(problems, `seed ${SEED} (CONTRACT_SEED replays it)`).toEqual([]);
    // The requests reached the handlers: many were answered 2xx, so their answers were checked.
    const sent = [...seen.values()].reduce((sum, n) => sum + n, 0);
    const accepted = [...seen].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(accepted).toBeGreaterThan(sent / 4);
  }, 300_000);

  it('Prism catches what breaks the document: a request it forbids, a path it lacks', async () => {
    const seen = new Map<number, number>();
    const invalid = await exchange(
      {
        id: 'canary-1',
        method: 'POST',
        path: '/leads',
        headers: { 'content-type': 'application/json' },
        body: '{"x":1}',
      },
      seen,
    );
    expect(invalid).toMatch(/^Prism refused or failed: POST \/leads .* -> 422 /);
    const unknown = await exchange(
      { id: 'canary-2', method: 'GET', path: '/no/such/path', headers: {} },
      seen,
    );
    expect(unknown).toMatch(/^Prism refused or failed: GET \/no\/such\/path {2}-> 404 /);
  });
});
