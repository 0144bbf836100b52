import { describe, expect, it } from 'vitest';
import { rawRequest, serverForFile, TEST_MERCHANT } from '../../test/helper';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-depth';

const server = serverForFile();

/** `{"name": [[[ ... "x" ... ]]]}`: an object holding `levels - 1` nested arrays (`levels` in all). */
const nested = (levels: number) =>
  `{"name":${'['.repeat(levels - 1)}"x"${']'.repeat(levels - 1)},"mobile":"9876543210","main_id":"${TEST_MERCHANT}"}`;

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server.url}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('item 5: JSON nesting is limited before any recursive walk', () => {
  it('item 5: 5,000 and 40,000 levels of nesting are a 400 with a clear message on anonymous, signed-in and webhook routes, never a 500', async () => {
    for (const levels of [5_000, 40_000]) {
      for (const path of ['/leads', '/cart/add', '/registeruser/api/login', '/payment/webhook/razorpay']) {
        const res = await post(path, nested(levels), { authorization: 'Bearer x' });
        expect(res.status, `${path} at ${levels} levels`).toBe(400);
        expect(res.body).toMatchObject({ success: false, isError: true, message: TOO_DEEP_MESSAGE });
      }
    }
    // The server is still well afterwards.
    expect((await rawRequest(`${server.url}/health`)).status).toBe(200);
  });

  it('item 5: 64 levels pass the parser (then meet the schema), 65 are refused; brackets inside strings do not count', async () => {
    const atLimit = await post('/leads', nested(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(400);
    expect((atLimit.body as { message: string }).message).not.toBe(TOO_DEEP_MESSAGE);
    const over = await post('/leads', nested(MAX_JSON_DEPTH + 1));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: TOO_DEEP_MESSAGE });
    const inString = await post(
      '/leads',
      JSON.stringify({
        name: `A${'[{'.repeat(30)}"${'['.repeat(10)}`,
        mobile: '9876543210',
        main_id: TEST_MERCHANT,
      }),
    );
    expect(inString.status).toBe(400);
    expect((inString.body as { message: string }).message).toContain('email is required');
  });
});
