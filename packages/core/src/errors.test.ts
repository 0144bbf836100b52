import { describe, expect, it } from 'vitest';
import { isSkateError, SkateError } from './errors';

describe('SkateError', () => {
  it('carries code, status, message and cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new SkateError('http', 'Product already in cart', { status: 409, cause });
    expect(error).toMatchObject({
      name: 'SkateError',
      code: 'http',
      status: 409,
      message: 'Product already in cart',
    });
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
  });

  it('leaves status out when no response arrived', () => {
    expect(new SkateError('network', 'Failed to fetch').status).toBeUndefined();
  });
});

describe('isSkateError', () => {
  it('recognises a SkateError, also one from another bundle copy', () => {
    const foreign = Object.assign(new Error('x'), { name: 'SkateError', code: 'network' });
    expect(isSkateError(new SkateError('validation', 'x'))).toBe(true);
    expect(isSkateError(foreign)).toBe(true);
  });

  it.each([new Error('plain'), { name: 'SkateError', code: 'http' }, 'SkateError', null])(
    'refuses %j',
    (value) => {
      expect(isSkateError(value)).toBe(false);
    },
  );
});
