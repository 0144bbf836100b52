import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';

/*
 * Razorpay's refunds API (`POST /v1/payments/{id}/refund`, basic auth, amount in paise), spoken by a
 * local HTTP server; the provider reaches it through its `fetch` override, which sends
 * api.razorpay.com's requests there.
 */
const KEY_ID = 'rzp_test_refunds';
const KEY_SECRET = 'refund_secret';

interface Seen {
  method: string;
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let fake: Server;
let base: string;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      body,
    });
    const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    if (
      request.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`
    ) {
      response.statusCode = 401;
      response.end(
        JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
      );
      return;
    }
    if (!match || match[1] === 'pay_unknown') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
        }),
      );
      return;
    }
    response.end(
      JSON.stringify({
        id: 'rfnd_FP8QHiV938haTz',
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: match[1],
        notes: body.notes,
        status: 'processed',
        created_at: 1_700_000_000,
      }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

/** fetch that sends Razorpay's requests to the local fake. */
const toFake: typeof fetch = (input, init) =>
  fetch(String(input).replace('https://api.razorpay.com', base), init);

describe('refunds through the payment provider', () => {
  it('Razorpay: POST /v1/payments/{id}/refund with basic auth and the amount in paise', async () => {
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, fetch: toFake });
    const refund = await provider.refund('pay_29QQoUBi66xm2f', 25050, { reason: 'Damaged' });
    expect(refund).toEqual({
      id: 'rfnd_FP8QHiV938haTz',
      amount: 25050,
      paymentId: 'pay_29QQoUBi66xm2f',
      status: 'processed',
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/payments/pay_29QQoUBi66xm2f/refund',
      authorization: 'Basic cnpwX3Rlc3RfcmVmdW5kczpyZWZ1bmRfc2VjcmV0',
      body: { amount: 25050, notes: { reason: 'Damaged' } },
    });
  });

  it("Razorpay: a refusal is a SkateError carrying Razorpay's description, not the secret", async () => {
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, fetch: toFake });
    const failure = provider.refund('pay_unknown', 100);
    await expect(failure).rejects.toMatchObject({
      code: 'http',
      status: 502,
      message: 'Payment provider refused the refund: The id provided does not exist',
    });
    const wrongKey = createRazorpayProvider({ keyId: KEY_ID, keySecret: 'nope', fetch: toFake });
    await expect(wrongKey.refund('pay_1', 100)).rejects.toMatchObject({
      message: 'Payment provider refused the refund: Authentication failed',
    });
  });

  it('Razorpay: an unreachable provider is a SkateError of code network', async () => {
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      fetch: (input, init) =>
        fetch(String(input).replace('https://api.razorpay.com', 'http://127.0.0.1:9'), init),
    });
    await expect(provider.refund('pay_1', 100)).rejects.toMatchObject({
      code: 'network',
      message: 'Could not reach the payment provider',
    });
  });

  it('the sandbox records each refund and answers an rfnd_sandbox_ id', async () => {
    const sandbox = createSandboxProvider({ secret: 's' });
    const refund = await sandbox.refund('pay_sbx_1', 5000, { order: 'o1' });
    expect(refund.id).toMatch(/^rfnd_sandbox_[A-Za-z0-9]{14}$/);
    expect(refund).toMatchObject({ amount: 5000, paymentId: 'pay_sbx_1', status: 'processed' });
    expect(sandbox.refunds()).toEqual([{ ...refund, notes: { order: 'o1' } }]);
  });
});
