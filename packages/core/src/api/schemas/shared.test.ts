import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bool,
  ErrorResponse,
  jsonList,
  jsonObject,
  listEnvelope,
  MessageResponse,
  num,
  optNum,
  optStr,
  recordEnvelope,
  str,
  textList,
  textRecord,
} from './shared';
import { itAnswers } from '../../internal/test-answers';

describe('num()', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 1,299.50 ', 1299.5],
    ['₹ 450', 450],
    ['0', 0],
    ['-3', -3],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [true, 0],
  ])('%j -> %j', (input, expected) => {
    expect(num().parse(input)).toBe(expected);
  });

  it('uses the given fallback for non-numbers', () => {
    expect(num(1).parse('many')).toBe(1);
    expect(num(1).parse(undefined)).toBe(1);
  });
});

describe('optNum()', () => {
  it.each([
    ['19.07', 19.07],
    [72.8, 72.8],
    ['north', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(optNum().parse(input)).toBe(expected);
  });
});

describe('str() / optStr()', () => {
  it.each([
    ['text', 'text', 'text'],
    [42, '42', '42'],
    [false, 'false', 'false'],
    [null, '', undefined],
    [undefined, '', undefined],
    [{ nested: true }, '', undefined],
  ])('%j -> str %j, optStr %j', (input, forStr, forOptStr) => {
    expect(str().parse(input)).toBe(forStr);
    expect(optStr().parse(input)).toBe(forOptStr);
  });

  it('keeps an empty text as it is', () => {
    expect(str('x').parse('')).toBe('');
    expect(str('Active').parse(undefined)).toBe('Active');
  });
});

describe('bool()', () => {
  itAnswers(
    (input: unknown) => bool().parse(input),
    { true: [true, 1, '1', 'true', 'yes'], false: [false, 0, '0', 'FALSE', 'maybe', null, undefined] },
    '%j',
  );

  it('uses the given fallback for unreadable values', () => {
    expect(bool(true).parse(undefined)).toBe(true);
    expect(bool(true).parse('maybe')).toBe(true);
  });
});

describe('jsonList()', () => {
  const item = z.object({ id: str() });
  it.each([
    ['an array', [{ id: 'a' }], [{ id: 'a' }]],
    ['JSON text of an array', '[{"id":"a"},{"id":2}]', [{ id: 'a' }, { id: '2' }]],
    ['JSON text encoded twice', JSON.stringify(JSON.stringify([{ id: 'a' }])), [{ id: 'a' }]],
    ['text that is not JSON', '[{id: a}', []],
    ['JSON text of an object', '{"id":"a"}', []],
    ['an empty text', '', []],
    ['null', null, []],
    ['nothing', undefined, []],
    ['a number', 5, []],
  ])('%s', (_label, input, expected) => {
    expect(jsonList(item).parse(input)).toEqual(expected);
  });

  it('drops entries that do not match instead of failing the list', () => {
    expect(jsonList(item).parse([{ id: 'a' }, null, 'junk', { id: 'b' }])).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
  });

  it('textList keeps only texts', () => {
    expect(textList().parse('["a.jpg", 3, "b.jpg"]')).toEqual(['a.jpg', 'b.jpg']);
  });
});

describe('jsonObject()', () => {
  const record = z.object({ id: str() });
  it.each([
    ['an object', { id: 'a' }, { id: 'a' }],
    ['JSON text of an object', '{"id":"a"}', { id: 'a' }],
    ['a list (first entry)', [{ id: 'a' }, { id: 'b' }], { id: 'a' }],
    ['an empty list', [], null],
    ['bad JSON', '{', null],
    ['null', null, null],
    ['nothing', undefined, null],
  ])('%s', (_label, input, expected) => {
    expect(jsonObject(record).parse(input)).toEqual(expected);
  });
});

describe('textRecord()', () => {
  it.each([
    ['an object', { Size: '7', Wheels: 4 }, { Size: '7', Wheels: '4' }],
    ['JSON text', '{"Colour":"Red"}', { Colour: 'Red' }],
    ['bad JSON', '{Colour', {}],
    ['a list', ['Red'], {}],
    ['nothing', undefined, {}],
  ])('%s', (_label, input, expected) => {
    expect(textRecord().parse(input)).toEqual(expected);
  });
});

describe('envelopes', () => {
  const Item = z.object({ id: str() });
  const List = listEnvelope('data', Item, { isError: bool() });
  const Record_ = recordEnvelope('user', Item);

  it('reads the list under its key, and a bare list', () => {
    expect(List.parse({ data: [{ id: 1 }], isError: false })).toEqual({
      data: [{ id: '1' }],
      isError: false,
    });
    expect(List.parse([{ id: 'a' }])).toEqual({ data: [{ id: 'a' }], isError: false });
  });

  it('gives [] for a missing key, but refuses a body that is not an object', () => {
    expect(List.parse({})).toEqual({ data: [], isError: false });
    expect(List.safeParse('<html>Bad gateway</html>').success).toBe(false);
  });

  it('reads a record, the first of a list, or null', () => {
    expect(Record_.parse({ user: { id: 'u' } })).toEqual({ user: { id: 'u' } });
    expect(Record_.parse({ user: [{ id: 'u' }] })).toEqual({ user: { id: 'u' } });
    expect(Record_.parse({})).toEqual({ user: null });
  });

  it('parses its own output to the same value (server serialises, client parses)', () => {
    const once = List.parse({ data: '[{"id":7}]', isError: '1', extra: 'dropped' });
    expect(List.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('MessageResponse reads an empty reply as success', () => {
    expect(MessageResponse.parse(undefined)).toEqual({ success: true, message: '' });
    expect(MessageResponse.parse({ success: false, message: 'No' })).toEqual({
      success: false,
      message: 'No',
    });
  });

  it('ErrorResponse reads both spellings of the message', () => {
    expect(ErrorResponse.parse({ isError: true, msg: 'Product already in cart' }).msg).toBe(
      'Product already in cart',
    );
    expect(ErrorResponse.parse({ message: 'User not found' }).message).toBe('User not found');
  });

  // JSON Schema is the server's (real zod).
  it('describes its output as JSON Schema (the server documents replies with it)', () => {
    expect(() => z.toJSONSchema(List, { io: 'output' })).not.toThrow();
  });
});
