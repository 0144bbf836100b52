import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callsOfCell, operationDocsOf } from '../src/openapi/doc-tables';
import { documentedRoutes, undocumented } from '../src/openapi/document';
import { OPENAPI_FILE, openApiText } from '../src/openapi/generate';
import { PACKAGE_ROOT } from '../src/paths';
import { startTestServer, TEST_MERCHANT, type TestServer } from './helper';

/*
 * The OpenAPI document (src/openapi): complete (every route of Fastify's table, routes added later too),
 * served at GET /openapi.json, the same as the committed docs/openapi.json, and valid by Redocly's
 * recommended rules (a tool nobody here wrote). test/contract.test.ts sends traffic through Prism.
 */

const ROOT = join(PACKAGE_ROOT, '..', '..');
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; description?: string; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> };
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { schema: unknown; example?: unknown }> }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let server: TestServer;
const routes: RouteOptions[] = [];
let served: Document;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (onPostgres) return;
  server = await startTestServer(
    {},
    {
      onRoute: (route) => void routes.push(route),
      beforeListen(app) {
        // Routes added after every module: one described, one not (the completeness check must name it).
        app.get(
          '/__probe/described/:id',
          {
            schema: {
              params: z.object({ id: z.string().max(10) }),
              querystring: z.object({ q: z.string().optional() }),
              response: { 200: z.object({ ok: z.boolean() }) },
            },
          },
          async () => ({ ok: true }),
        );
        app.post('/__probe/undescribed', async () => ({ ok: true }));
      },
    },
  );
  const response = await fetch(`${server.url}/openapi.json`);
  expect(response.status).toBe(200);
  served = (await response.json()) as Document;
}, 120_000);
afterAll(() => server?.close());

const probeless = (doc: Document): Document => ({
  ...doc,
  paths: Object.fromEntries(Object.entries(doc.paths).filter(([path]) => !path.startsWith('/__probe/'))),
});

// The document is made from the route table, the same on both engines: the PostgreSQL run skips it
// (and its Redocly lint, which takes a while).
describe.skipIf(onPostgres)('the OpenAPI document', () => {
  it('describes every route of the route table: a route without schemas is named', () => {
    const missing = documentedRoutes(routes)
      .map(({ route, method }) => ({ route: `${method} ${route.url}`, why: undocumented(route, method) }))
      .filter((entry) => entry.why !== null);
    expect(missing).toEqual([{ route: 'POST /__probe/undescribed', why: 'no response schema' }]);
  });

  it('is OpenAPI 3.1 with every route, storefront and console, and routes added later', () => {
    expect(served.openapi).toBe('3.1.0');
    const operations = Object.entries(served.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBe(documentedRoutes(routes).length);
    for (const expected of [
      'POST /payment',
      'GET /grouped-product/search-all-products/{store}',
      'PATCH /cart/{sku_or_user_id}',
      'GET /cart/{sku_or_user_id}',
      'POST /admin/api/orders/{id}/actions',
      'GET /admin/api/orders',
      'GET /openapi.json',
      'GET /__probe/described/{id}',
    ])
      expect(operations).toContain(expected);
    const probe = served.paths['/__probe/described/{id}'].get;
    expect(probe.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'string', maxLength: 10 },
        example: 'example',
      },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ]);
  });

  it('says how to call: bearer, console cookie + CSRF on writes, Idempotency-Key, the error envelope', () => {
    const op = (path: string, method: string) => served.paths[path][method];
    expect(op('/payment', 'post').security).toEqual([{ bearerAuth: [] }]);
    expect(op('/payment', 'post').parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(op('/admin/api/orders', 'get').security).toEqual([{ adminSession: [] }]);
    expect(op('/admin/api/orders/{id}/actions', 'post').security).toEqual([
      { adminSession: [], csrfToken: [] },
    ]);
    expect(op('/meta/{merchant}', 'get').security).toEqual([]);
    expect(Object.keys(op('/loginuser', 'post').responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '429',
      '503',
    ]);
    expect(op('/admin/api/orders/{id}', 'get').responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    // Bodies are strict, as the server applies them: an unknown field is a 400.
    const body = op('/leads', 'post').requestBody?.content['application/json'].schema;
    expect(body?.additionalProperties).toBe(false);
  });

  it('declares 304 exactly on the reads that send an ETag, and those answer 304 to it', async () => {
    const with304 = Object.entries(served.paths)
      .filter(([, ops]) => ops.get?.responses['304'])
      .map(([path]) => path)
      .sort();
    expect(with304).toEqual([
      '/category/getdata/category/{store}',
      '/grouped-product/search-all-products/{store}',
      '/grouped-product/single/{id}',
      '/grouped-product/suggestions/{store}',
      '/marquee/all/{store}',
      '/newarrival/all/{store}',
      '/offer/all/{store}',
      '/register/single/{store}',
      '/slider/all/{store}',
    ]);
    const first = await fetch(`${server.url}/offer/all/${TEST_MERCHANT}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${server.url}/offer/all/${TEST_MERCHANT}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    // A read outside the list sends no ETag.
    const delivery = await fetch(`${server.url}/meta/${TEST_MERCHANT}`);
    expect(delivery.headers.get('etag')).toBeNull();
  });

  it("every operation has a summary and description from the docs' route tables, and an example", () => {
    const operations = Object.entries(probeless(served).paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
    );
    const lacking = operations
      .filter(({ call, op }) => {
        const json = (content?: Record<string, { example?: unknown }>) => content?.['application/json'];
        const answers = Object.entries(op.responses).filter(([code]) => code.startsWith('2'));
        const jsonAnswers = answers.map(([, answer]) => json(answer.content)).filter(Boolean);
        const body = json(op.requestBody?.content);
        return (
          !op.summary ||
          op.summary === call ||
          !op.description ||
          (body && body.example === undefined) ||
          jsonAnswers.some((answer) => answer?.example === undefined) ||
          (op.parameters ?? []).some((p) => p.required && p.example === undefined) ||
          // Something to show: a parameter, a body or an answer.
          !(op.parameters?.length || body || jsonAnswers.length || answers.length)
        );
      })
      .map(({ call }) => call);
    expect(lacking).toEqual([]);
    const cart = served.paths['/cart/{sku_or_user_id}'].get;
    expect(cart.summary).toBe('Cart (signed in): { data: CartItem[], isError: false }');
    expect(cart.description).toMatch(
      /^\*\*Response:\*\* `\{ data: CartItem\[\], isError: false \}` - names, prices/,
    );
    expect(served.paths['/admin/api/orders'].get.summary).toBe('Console: OrdersResponse');
    // An example fits the call: the sign-in body has the spec's fields.
    expect(served.paths['/loginuser'].post.requestBody?.content['application/json'].example).toMatchObject({
      main_id: 'SKATE01',
    });
  });

  it("path params match the path: one name per path, each call's param says what it carries", () => {
    const mismatched = Object.entries(probeless(served).paths).flatMap(([path, item]) => {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      return Object.entries(item)
        .filter(([, op]) => {
          const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
          return JSON.stringify(inPath.sort()) !== JSON.stringify(names);
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`);
    });
    expect(mismatched).toEqual([]);
    // GET /cart/:user_id and PATCH/DELETE /cart/:sku share one path: named after both.
    expect(Object.keys(served.paths['/cart/{sku_or_user_id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(served.paths['/cart/{sku}']).toBeUndefined();
    expect(served.paths['/cart/{sku_or_user_id}'].get.parameters?.[0]).toMatchObject({
      name: 'sku_or_user_id',
      in: 'path',
      description: "This call's `user_id` (other calls on this path take a `sku` here).",
    });
    expect(served.paths['/cart/{sku_or_user_id}'].patch.parameters?.[0].description).toBe(
      "This call's `sku` (other calls on this path take a `user_id` here).",
    );
    // Where the calls of a path agree, the name is theirs.
    expect(served.paths['/cart/deleteall/{user_id}'].delete.parameters?.[0].name).toBe('user_id');
  });

  it('reads a table row that names several calls', () => {
    expect(callsOfCell('`POST /admin/api/delivery-bands`, `PUT`/`DELETE .../:id`', '/admin/api')).toEqual([
      'POST /admin/api/delivery-bands',
      'PUT /admin/api/delivery-bands/{id}',
      'DELETE /admin/api/delivery-bands/{id}',
    ]);
    expect(callsOfCell('`POST /admin/api/courses`, `PUT /courses/:id`', '/admin/api')).toEqual([
      'POST /admin/api/courses',
      'PUT /admin/api/courses/{id}',
    ]);
    expect(callsOfCell('GET `/grouped-product/search-all-products/{store}?page={n}&limit={m}`', '')).toEqual([
      'GET /grouped-product/search-all-products/{store}',
    ]);
  });

  it('src/openapi/operation-docs.json is what the docs hold (run `pnpm --filter @skatekit/server openapi` when not)', () => {
    const committed = readFileSync(join(PACKAGE_ROOT, 'src/openapi/operation-docs.json'), 'utf8');
    const fromDocs = operationDocsOf(
      readFileSync(join(ROOT, 'docs/api.md'), 'utf8'),
      readFileSync(join(ROOT, 'docs/admin-api.md'), 'utf8'),
    );
    expect(committed).toBe(`${JSON.stringify(fromDocs, null, 2)}\n`);
  });

  it('docs/openapi.json is the served document (run `pnpm --filter @skatekit/server openapi` when not)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(openApiText(probeless(served)));
  });

  it('passes `redocly lint` with the recommended rules, descriptions and valid examples required (redocly.yaml)', () => {
    const bin = join(ROOT, 'node_modules', '.bin', 'redocly');
    const result = spawnSync(bin, ['lint', 'docs/openapi.json', '--format=stylish'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      timeout: 120_000,
    });
    expect(`${result.stdout}${result.stderr}`).toContain('Your API description is valid');
    expect(result.status).toBe(0);
  }, 150_000);
});
