import { describe, expect, it } from 'vitest';
import { merchantProblem, storefrontConfigProblem } from './config-check';
import { SkateError } from './errors';

describe('storefrontConfigProblem', () => {
  it('is null when both the API base and the merchant code are set', () => {
    expect(
      storefrontConfigProblem({ apiBase: 'https://api.example.com', merchantCode: 'SKATE01' }),
    ).toBeNull();
  });

  it('names each missing or blank setting', () => {
    expect(storefrontConfigProblem({ apiBase: '', merchantCode: 'SKATE01' })).toBe(
      "SkateKit: apiBase (the address of the commerce API, e.g. https://api.example.com) is missing in the SkateProvider config (or the element's api-base / merchant-code).",
    );
    expect(storefrontConfigProblem({ apiBase: 'https://api.example.com', merchantCode: '  ' })).toBe(
      "SkateKit: merchantCode (the merchant's store code, e.g. SKATE01) is missing in the SkateProvider config (or the element's api-base / merchant-code).",
    );
    expect(storefrontConfigProblem({})).toBe(
      "SkateKit: apiBase (the address of the commerce API, e.g. https://api.example.com) and merchantCode (the merchant's store code, e.g. SKATE01) are missing in the SkateProvider config (or the element's api-base / merchant-code).",
    );
  });
});

describe('merchantProblem', () => {
  const config = { apiBase: 'https://api.example.com/', merchantCode: 'NOPE' };

  it('reads a 404 from the API as an unknown merchant code', () => {
    const error = new SkateError('not-found', 'Unknown merchant code: NOPE', { status: 404 });
    expect(merchantProblem(error, config)).toBe(
      'SkateKit: the API at https://api.example.com does not know the merchant code "NOPE" (GET /meta/NOPE answered 404). Check merchantCode, and that apiBase is the commerce API\'s address.',
    );
  });

  it('reads an answer that is not the API JSON as a wrong API base', () => {
    const error = new SkateError('validation', 'Unexpected response from GET /meta/{merchant}');
    expect(merchantProblem(error, config)).toBe(
      'SkateKit: https://api.example.com did not answer like the commerce API (GET /meta/NOPE returned something else than its JSON). Check apiBase.',
    );
  });

  it('leaves network failures and server errors alone', () => {
    expect(merchantProblem(new SkateError('network', 'offline'), config)).toBeNull();
    expect(merchantProblem(new SkateError('http', 'boom', { status: 500 }), config)).toBeNull();
    expect(merchantProblem(new Error('other'), config)).toBeNull();
    expect(merchantProblem(null, config)).toBeNull();
  });
});
