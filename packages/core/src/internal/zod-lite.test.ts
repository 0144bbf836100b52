/**
 * zod-lite's own behaviour, with literal expected values. Every case runs on zod-lite and on real
 * zod/mini alike: the expectations are zod's semantics, not only zod-lite's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as mini from 'zod/mini';
import * as lite from './zod-lite';

type Z = typeof lite;
const runtimes: [string, Z][] = [
  ['zod-lite', lite],
  ['zod/mini', mini as unknown as Z],
];

interface Result {
  success: boolean;
  data?: unknown;
  error?: { issues: Record<string, unknown>[] };
}

/** The issues of a refused value, as `code path: message` plus the fields named. */
const issues = (schema: { safeParse(value: unknown): unknown }, value: unknown, ...fields: string[]) => {
  const result = schema.safeParse(value) as Result;
  expect(result.success, 'the value should be refused').toBe(false);
  return result.error!.issues.map((issue) => {
    const out: Record<string, unknown> = {
      at: `${issue.code} ${(issue.path as PropertyKey[]).join('.')}: ${issue.message}`,
    };
    for (const field of fields) out[field] = issue[field];
    return out;
  });
};

beforeAll(() => {
  // zod/mini alone has no locale (classic zod would install English): the browser build's case.
  const config = (globalThis as { __zod_globalConfig?: { localeError?: unknown } }).__zod_globalConfig;
  if (config) config.localeError = undefined;
});

describe.each(runtimes)('%s', (_name, z) => {
  describe('objects', () => {
    const shape = () => ({ name: z.string(), note: z.optional(z.string()) });

    it('object drops unknown keys, looseObject keeps them, strictObject names them', () => {
      expect(z.object(shape()).parse({ name: 'Asha', extra: 1 })).toStrictEqual({ name: 'Asha' });
      expect(z.looseObject(shape()).parse({ name: 'Asha', extra: 1 })).toStrictEqual({
        name: 'Asha',
        extra: 1,
      });
      expect(issues(z.strictObject(shape()), { name: 'Asha', b: 1, c: 2 }, 'keys')).toEqual([
        { at: 'unrecognized_keys : Invalid input', keys: ['b', 'c'] },
      ]);
    });

    it('a missing key is an invalid_type issue at its path; an optional one is left out', () => {
      expect(issues(z.object(shape()), {}, 'expected', 'input')).toEqual([
        { at: 'invalid_type name: Invalid input', expected: 'string', input: undefined },
      ]);
      expect(z.object(shape()).parse({ name: 'a' })).toStrictEqual({ name: 'a' });
      expect(z.object(shape()).parse({ name: 'a', note: undefined })).toStrictEqual({
        name: 'a',
        note: undefined,
      });
      expect(issues(z.object(shape()), [], 'expected')).toEqual([
        { at: 'invalid_type : Invalid input', expected: 'object' },
      ]);
    });

    it('exposes its shape', () => {
      const name = z.string();
      expect(z.object({ name }).shape).toStrictEqual({ name });
    });
  });

  describe('numbers', () => {
    it('number refuses NaN, Infinity and numeric text', () => {
      for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '1']) {
        expect(issues(z.number(), value, 'expected')).toEqual([
          { at: 'invalid_type : Invalid input', expected: 'number' },
        ]);
      }
      expect(z.number().parse(-0.5)).toBe(-0.5);
    });

    it('int is a safe integer; a fraction stops the later checks', () => {
      const whole = z.number().check(z.int(), z.minimum(5, 'at least 5'));
      expect(issues(whole, 1.5, 'expected')).toEqual([
        { at: 'invalid_type : Invalid input', expected: 'int' },
      ]);
      expect(issues(whole, 3, 'minimum', 'origin')).toEqual([
        { at: 'too_small : at least 5', minimum: 5, origin: 'number' },
      ]);
      expect(issues(whole, 2 ** 53, 'maximum', 'origin')).toEqual([
        { at: 'too_big : Invalid input', maximum: 9007199254740991, origin: 'int' },
      ]);
      expect(issues(z.number().check(z.nonnegative()), -1, 'minimum')).toEqual([
        { at: 'too_small : Invalid input', minimum: 0 },
      ]);
      expect(issues(z.number().check(z.maximum(10, 'max 10')), 11, 'maximum')).toEqual([
        { at: 'too_big : max 10', maximum: 10 },
      ]);
    });
  });

  describe('error option', () => {
    it('takes a string or a function of the issue; a check speaks before its schema', () => {
      expect(issues(z.string('need text'), 1)).toEqual([{ at: 'invalid_type : need text' }]);
      expect(issues(z.string({ error: (issue) => `got ${typeof issue.input}` }), 1)).toEqual([
        { at: 'invalid_type : got number' },
      ]);
      const both = z.string({ error: 'schema' }).check(z.minLength(2, { error: 'check' }), z.maxLength(3));
      expect(issues(both, 'a')).toEqual([{ at: 'too_small : check' }]);
      expect(issues(both, 'abcd')).toEqual([{ at: 'too_big : schema' }]);
    });

    it('an error function sees the whole path of the issue', () => {
      const named = z.object({
        list: z.array(z.string({ error: (issue) => `${issue.path?.join('.')} bad` })),
      });
      expect(issues(named, { list: ['a', 2] })).toEqual([{ at: 'invalid_type list.1: list.1 bad' }]);
    });
  });

  describe('lengths', () => {
    it('count code points, and run after a type issue when the value has a length', () => {
      const short = z.string().check(z.maxLength(2));
      expect(short.safeParse('😀😀').success).toBe(true);
      expect(issues(short, '😀😀😀', 'maximum', 'origin')).toEqual([
        { at: 'too_big : Invalid input', maximum: 2, origin: 'string' },
      ]);
      expect(issues(z.string('T').check(z.minLength(1, 'M')), [], 'origin')).toEqual([
        { at: 'invalid_type : T', origin: undefined },
        { at: 'too_small : M', origin: 'array' },
      ]);
      expect(issues(z.string('T').check(z.minLength(1, 'M')), 5)).toEqual([{ at: 'invalid_type : T' }]);
    });

    it('a list over its leading limit is refused by the limit alone, its items unparsed', () => {
      const list = z.array(z.string()).check(z.maxLength(2), z.minLength(1));
      expect(issues(list, [1, 2, 3], 'maximum')).toEqual([{ at: 'too_big : Invalid input', maximum: 2 }]);
      expect(issues(list, [1, 'b'])).toEqual([{ at: 'invalid_type 0: Invalid input' }]);
      expect(issues(list, [], 'minimum')).toEqual([{ at: 'too_small : Invalid input', minimum: 1 }]);
    });
  });

  describe('text checks', () => {
    it('trim rewrites the value before the checks after it', () => {
      const text = z.string().check(z.trim(), z.minLength(1, 'empty'));
      expect(text.parse('  a ')).toBe('a');
      expect(issues(text, '   ')).toEqual([{ at: 'too_small : empty' }]);
    });

    it('regex and email give invalid_format with their format', () => {
      expect(issues(z.string().check(z.regex(/^\d+$/)), '12a', 'format', 'origin')).toEqual([
        { at: 'invalid_format : Invalid input', format: 'regex', origin: 'string' },
      ]);
      expect(z.email().parse('riya.o+1@mail.example.in')).toBe('riya.o+1@mail.example.in');
      for (const bad of ['a@b', 'a.@b.co', '.a@b.co', 'a@-b.co', 'a b@c.co', "a'@b.co"]) {
        expect(issues(z.email('bad email'), bad, 'format')).toEqual([
          { at: 'invalid_format : bad email', format: 'email' },
        ]);
      }
      expect(z.email().safeParse("o'neil@b.co").success).toBe(true);
    });

    it('refine raises a custom issue at the value path', () => {
      const ok = z.object({ word: z.string().check(z.refine((value) => value === 'ok', 'not ok')) });
      expect(issues(ok, { word: 'no' })).toEqual([{ at: 'custom word: not ok' }]);
      expect(ok.parse({ word: 'ok' })).toStrictEqual({ word: 'ok' });
    });
  });

  describe('values', () => {
    it('literal and enum list the values they take', () => {
      expect(issues(z.literal(true, 'must be true'), false, 'values')).toEqual([
        { at: 'invalid_value : must be true', values: [true] },
      ]);
      expect(issues(z.enum(['a', 'b']), 'c', 'values')).toEqual([
        { at: 'invalid_value : Invalid input', values: ['a', 'b'] },
      ]);
      expect(z.enum(['a', 'b']).parse('b')).toBe('b');
      expect(z.unknown().parse(undefined)).toBeUndefined();
      expect(z.boolean().parse(false)).toBe(false);
    });

    it('record checks each key and value', () => {
      const map = z.record(z.string().check(z.maxLength(2)), z.string());
      expect(map.parse({ ab: 'x' })).toStrictEqual({ ab: 'x' });
      expect(issues(map, { abc: 'x', ok: 1 })).toEqual([
        { at: 'invalid_key abc: Invalid input' },
        { at: 'invalid_type ok: Invalid input' },
      ]);
      expect(issues(map, [], 'expected')).toEqual([
        { at: 'invalid_type : Invalid input', expected: 'record' },
      ]);
    });
  });

  describe('wrappers', () => {
    it('optional, nullable, catch', () => {
      expect(z.optional(z.string()).parse(undefined)).toBeUndefined();
      expect(z.nullable(z.string()).parse(null)).toBeNull();
      expect(z.catch(z.number(), 0).parse('x')).toBe(0);
      expect(z.catch(z.optional(z.number()), undefined).parse(Number.NaN)).toBeUndefined();
    });

    it('_default fills undefined with a fresh copy each time', () => {
      const list = z._default(z.array(z.string()), []);
      const first = list.parse(undefined) as string[];
      first.push('changed');
      expect(list.parse(undefined)).toStrictEqual([]);
      expect(z.object({ n: z._default(z.number(), 7) }).parse({})).toStrictEqual({ n: 7 });
      expect(list.parse(['a'])).toStrictEqual(['a']);
    });
  });

  describe('unions', () => {
    it('takes the first option that fits, else one invalid_union issue with each option issues', () => {
      const ref = z.union([z.string(), z.strictObject({ id: z.string() })], { error: 'id or address' });
      expect(ref.parse({ id: 'a' })).toStrictEqual({ id: 'a' });
      const result = ref.safeParse(5) as Result;
      const [issue] = result.error!.issues as {
        code: string;
        message: string;
        errors: { code: string }[][];
      }[];
      expect([
        issue!.code,
        issue!.message,
        issue!.errors.map((list) => list.map((inner) => inner.code)),
      ]).toEqual(['invalid_union', 'id or address', [['invalid_type'], ['invalid_type']]]);
    });

    it('the one option that had the shape and only failed its checks speaks for the union', () => {
      const ref = z.union([z.string(), z.object({ id: z.string().check(z.minLength(3)) })], 'U');
      expect(issues(ref, { id: 'a' })).toEqual([{ at: 'too_small id: Invalid input' }]);
    });
  });

  describe('pipes and transforms', () => {
    it('a transform may push an issue and return NEVER', () => {
      const typed = z.pipe(
        z.looseObject({ type: z.optional(z.string()) }),
        z.transform((value: { type?: string }, ctx) => {
          if (value.type) return value.type;
          ctx.issues.push({ code: 'custom', message: 'untyped', input: value });
          return z.NEVER;
        }),
      );
      expect(typed.parse({ type: 'ping' })).toBe('ping');
      expect(issues(typed, {})).toEqual([{ at: 'custom : untyped' }]);
    });

    it('an issue stops the pipe, except unknown keys', () => {
      let ran = 0;
      const count = z.transform((value: unknown) => {
        ran += 1;
        return value;
      });
      expect(issues(z.pipe(z.string(), count), 5)).toEqual([{ at: 'invalid_type : Invalid input' }]);
      expect(ran).toBe(0);
      expect(issues(z.pipe(z.strictObject({}), count), { x: 1 })).toEqual([
        { at: 'unrecognized_keys : Invalid input' },
      ]);
      expect(ran).toBe(1);
    });
  });

  describe('parse and errors', () => {
    it('parse throws an Error with the issues; safeParse answers them', () => {
      let thrown: unknown;
      try {
        z.string().parse(1);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).name).toBe('$ZodError');
      expect((thrown as { issues: unknown[] }).issues).toEqual([
        { code: 'invalid_type', expected: 'string', path: [], message: 'Invalid input' },
      ]);
      expect(JSON.parse((thrown as Error).message)).toEqual([
        { code: 'invalid_type', expected: 'string', path: [], message: 'Invalid input' },
      ]);
      expect(z.string().safeParse('a')).toStrictEqual({ success: true, data: 'a' });
    });
  });
});

describe('zod-lite only', () => {
  it('toJSONSchema is server-only and says so', () => {
    expect(() => lite.toJSONSchema()).toThrow('toJSONSchema: server-only, not in zod-lite');
  });
});
