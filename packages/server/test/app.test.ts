import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_REFS } from '../src/seed/index';
import { rawRequest, startTestServer, type TestServer } from './helper';

const ProbeBody = z.object({ name: z.string().min(1), quantity: z.number().int().min(1) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // Probe routes: a body-validating POST, a crash, and a reply that breaks its own response schema.
      beforeListen(app) {
        app.post('/__probe/echo', { schema: { body: ProbeBody } }, async (request) => ({
          received: request.body,
        }));
        app.get('/__probe/crash', async () => {
          throw new Error('connection to db-internal:5432 failed, password=hunter2');
        });
        app.get(
          '/__probe/bad-reply',
          { schema: { response: { 200: z.object({ n: z.number() }) } } },
          async () => {
            return { n: 'not a number' } as unknown as { n: number };
          },
        );
      },
    },
  );
});
afterAll(() => server.close());

const post = (path: string, body: string, contentType = 'application/json') =>
  rawRequest(`${server.url}${path}`, { method: 'POST', body, headers: { 'content-type': contentType } });

async function expectStillServing() {
  const health = await rawRequest(`${server.url}/health`);
  expect(health.status).toBe(200);
}

describe('GET /health', () => {
  it('answers ok with the database engine in use', async () => {
    const { status, body } = await rawRequest(`${server.url}/health`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('bad requests get a 4xx with a clear message, and the server keeps serving', () => {
  it('accepts a valid body (the probe works)', async () => {
    const { status, body } = await post('/__probe/echo', JSON.stringify({ name: 'Asha', quantity: 2 }));
    expect(status).toBe(200);
    expect(body).toEqual({ received: { name: 'Asha', quantity: 2 } });
  });

  it('malformed JSON -> 400 "Malformed JSON in request body"', async () => {
    const { status, body } = await post('/__probe/echo', '{"name": "Asha", quantity: }');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      isError: true,
      message: 'Malformed JSON in request body',
      msg: 'Malformed JSON in request body',
    });
    await expectStillServing();
  });

  it('a wrong type -> 400 naming the field', async () => {
    const { status, body } = await post('/__probe/echo', JSON.stringify({ name: 'Asha', quantity: '2' }));
    expect(status).toBe(400);
    expect((body as { message: string }).message).toMatch(/^body\.quantity: /);
    expect((body as { isError: boolean }).isError).toBe(true);
    await expectStillServing();
  });

  it('a missing field -> 400 naming the field', async () => {
    const { status, body } = await post('/__probe/echo', JSON.stringify({ quantity: 1 }));
    expect(status).toBe(400);
    expect((body as { message: string }).message).toMatch(/^body\.name: /);
  });

  it('an unknown field -> 400 naming the field', async () => {
    const { status, body } = await post(
      '/__probe/echo',
      JSON.stringify({ name: 'Asha', quantity: 1, price: 1 }),
    );
    expect(status).toBe(400);
    expect((body as { message: string }).message).toContain('"price"');
    await expectStillServing();
  });

  it('a body over 100 KB -> 413 naming the limit', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(150 * 1024), quantity: 1 });
    const { status, body } = await post('/__probe/echo', huge);
    expect(status).toBe(413);
    expect((body as { message: string }).message).toBe('Request body is too large (limit 100 KB)');
    await expectStillServing();
  });

  it('a wrong content type -> 415 asking for application/json', async () => {
    const { status, body } = await post(
      '/__probe/echo',
      'name=Asha&quantity=1',
      'application/x-www-form-urlencoded',
    );
    expect(status).toBe(415);
    expect((body as { message: string }).message).toContain('send application/json');
    await expectStillServing();
  });

  it('an empty JSON body -> 400', async () => {
    const { status, body } = await post('/__probe/echo', '');
    expect(status).toBe(400);
    expect((body as { isError: boolean }).isError).toBe(true);
  });

  it('an unknown route -> 404 { isError, message: "Not found" }', async () => {
    const { status, body } = await rawRequest(`${server.url}/no/such/route`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ isError: true, message: 'Not found' });
  });

  it('a path id longer than any id -> 414 with the error envelope, not a crash', async () => {
    const { status, body } = await rawRequest(`${server.url}/grouped-product/single/${'x'.repeat(500)}`);
    expect(status).toBe(414);
    expect(body).toMatchObject({ isError: true });
    await expectStillServing();
  });

  it('a malformed percent-encoding in the path -> 400 "Malformed URL"', async () => {
    const { status, body } = await rawRequest(`${server.url}/grouped-product/single/%E0%A4%A`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ isError: true, message: 'Malformed URL' });
    await expectStillServing();
  });

  it('a thrown error -> 500 with a generic message, no stack and no internals', async () => {
    const { status, body, text } = await rawRequest(`${server.url}/__probe/crash`);
    expect(status).toBe(500);
    expect(body).toMatchObject({ isError: true, message: 'Something went wrong. Please try again later.' });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('db-internal');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    await expectStillServing();
  });

  it('a reply that breaks its own schema -> 500 generic, details not leaked', async () => {
    const { status, text } = await rawRequest(`${server.url}/__probe/bad-reply`);
    expect(status).toBe(500);
    expect(text).not.toContain('not a number');
    await expectStillServing();
  });

  it('CORS without CORS_ORIGIN (outside production): a site on this machine may call the API, no one else', async () => {
    const local = await fetch(`${server.url}/health`, { headers: { origin: 'http://localhost:5173' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('access-control-allow-credentials')).toBe('true');
    await local.arrayBuffer();
    for (const origin of ['https://academy.example', 'null', 'http://localhost.evil.example']) {
      const response = await fetch(`${server.url}/health`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      await response.arrayBuffer();
    }
  });
});

describe('key_secret never leaves the server', () => {
  const secrets = [
    'key_secret',
    'webhook_secret',
    'sandbox_secret_skate01',
    'sandbox_secret_rollr02',
    'sandbox_webhook_secret',
  ];
  const paths = (store: string) => [
    `/newarrival/all/${store}`,
    `/grouped-product/search-all-products/${store}`,
    `/grouped-product/single/${SEED_REFS.products.variable}`,
    `/offer/all/${store}`,
    `/category/getdata/category/${store}`,
    `/slider/all/${store}`,
    `/marquee/all/${store}`,
    `/register/single/${store}`,
    `/register/officesingle/${store}`,
    `/pincode/getall/${store}`,
    `/deliverypaybefore/single/${store}`,
    `/delivery-price/${store}`,
    `/freedelivery/${store}`,
    `/help/single/${store}`,
    `/button/${store}`,
    `/paybutton/${store}`,
    `/meta/${store}`,
    `/classlevel/${store}`,
    `/office/all/${store}`,
    `/pay-razorpay/${store}`,
    '/health',
  ];

  it('appears in no response of the catalogue, delivery and site calls', async () => {
    for (const store of ['SKATE01', 'ROLLR02']) {
      for (const path of paths(store)) {
        const { status, text } = await rawRequest(`${server.url}${path}`);
        expect(status, path).toBe(200);
        for (const secret of secrets) expect(text, `${path} leaks ${secret}`).not.toContain(secret);
      }
    }
  });
});
