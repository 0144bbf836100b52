/**
 * zod-lite: the runtime of the part of `zod/mini` that core's schemas use, for the standalone browser
 * build of @skatekit/elements only (`packages/elements/vite.cdn.config.ts` resolves `zod/mini` here).
 * The npm packages keep real zod; nothing imports this file by name and the package does not export it.
 *
 * It answers what zod v4 answers for core's schemas: the same parsed values, and the same issues (code,
 * path, input, expected, origin, minimum, maximum, format, values, keys, errors) handed to the same
 * `error` functions, so every message core shows is the same. Proven by a differential property test
 * against zod/mini over every exported schema (zod-lite.diff.test.ts) and by its own unit tests, which
 * run every case on zod/mini too; the elements' e2e journeys run on it in Chromium.
 * Left out: async parsing, encode/codecs, JSON Schema (server-only: `toJSONSchema` throws), locales and
 * global config (a message no `error` gives is zod/mini's own default, "Invalid input"), issue fields
 * core never reads (`inclusive`, `pattern`, `received`, `note`), and every schema kind core does not use.
 */

/** An issue as schemas raise it (zod's raw issue): what an `error` function receives. */
export interface RawIssue {
  code: string;
  path?: PropertyKey[];
  message?: string;
  input?: unknown;
  /** Later checks still run (zod's `continue`). */
  continue?: boolean;
  /** Whatever raised the issue: its `error` speaks first. */
  inst?: Node;
  /** The schema whose check raised it: its `error` speaks second. */
  schema?: Node;
  [field: string]: unknown;
}

/** A finished issue, as `error.issues` lists it. */
export interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  [field: string]: unknown;
}

/** The value being parsed and the issues found so far (the `ctx` a transform receives). */
export interface Payload {
  value: unknown;
  issues: RawIssue[];
  /** Set by a pipe that stopped: no check runs after it. */
  aborted?: boolean;
}

type ErrorFn = (issue: RawIssue) => unknown;
type Params = string | { error?: string | ErrorFn } | undefined;
/** zod's optin/optout: may the key be absent ('optional'), is an absent key filled in ('defaulted'). */
type Presence = 'optional' | 'defaulted' | undefined;

interface Node {
  error?: ErrorFn;
}

/** One refinement or overwrite run after a schema's own parse (`.check(...)`). */
interface Check extends Node {
  /** Length checks run even after an earlier issue, unless one said stop, when the value has a length. */
  when?: (payload: Payload) => boolean;
  /** A length check; `max` is its upper bound (a longer array is refused by it alone, unparsed). */
  len?: 1;
  max?: number;
  run(payload: Payload): void;
}

type Parse = (payload: Payload, self: Schema) => Payload;

const errorOf = (params: Params): ErrorFn | undefined => {
  const error = typeof params === 'string' ? params : params?.error;
  return typeof error === 'string' ? () => error : error;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object made by `{}`, `Object.create(null)` or JSON.parse (what zod counts as plain, for such values). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && [null, Object.prototype].includes(Object.getPrototypeOf(value));

/** True when an issue from `from` on stops the checks: one not marked `continue`, or a stopped pipe. */
const aborted = (payload: Payload, from = 0): boolean =>
  payload.aborted || payload.issues.slice(from).some((issue) => !issue.continue);

/** Raises `code` about the payload's value. */
const issue = (payload: Payload, code: string, inst: Node, extra?: object): Payload => {
  payload.issues.push({ code, input: payload.value, inst, ...extra });
  return payload;
};

/** The issues of a key or index, their paths starting with it. */
const under = (key: PropertyKey, issues: RawIssue[]): RawIssue[] => {
  for (const found of issues) found.path = [key, ...(found.path ?? [])];
  return issues;
};

const fresh = (value: unknown): Payload => ({ value, issues: [] });

const text = (message: unknown): string | undefined =>
  typeof message === 'string' ? message : (message as { message?: string } | undefined)?.message;

/** The issue as listed: its message chosen (own text, raiser's error, owning schema's), internals dropped. */
export function finalize(raw: RawIssue): Issue {
  const { inst, schema, continue: _continue, input: _input, ...done } = raw;
  done.path ??= [];
  done.message = raw.message || (text(inst?.error?.(raw)) ?? text(schema?.error?.(raw)) ?? 'Invalid input');
  return done as Issue;
}

/** The error `.parse` throws and a failed `.safeParse` carries. */
export class ZodError extends Error {
  declare issues: Issue[];
  constructor(issues: Issue[]) {
    super(JSON.stringify(issues, null, 2));
    Object.assign(this, { name: '$ZodError', issues });
  }
}

/** What a transform returns after pushing an issue. */
export const NEVER = Object.freeze({ status: 'aborted' }) as never;

export class Schema implements Node {
  declare error?: ErrorFn;
  /** An object schema's shape. */
  declare shape?: Record<string, Schema>;
  declare readonly parser: Parse;
  /** Presence on input and on output (see `Presence`). */
  declare readonly oi?: Presence;
  declare readonly oo?: Presence;
  declare readonly checks: Check[];

  constructor(parser: Parse, params?: Params, oi?: Presence, oo?: Presence, checks: Check[] = []) {
    Object.assign(this, { parser, oi, oo, checks, error: errorOf(params) });
  }

  /** Parses `payload` in place (a union or pipe may answer another payload), then runs the checks. */
  run(payload: Payload): Payload {
    const out = this.parser(payload, this);
    let stop = aborted(out);
    for (const check of this.checks) {
      if (
        check.when ? out.aborted || out.issues.some((i) => i.continue === false) || !check.when(out) : stop
      ) {
        continue;
      }
      const before = out.issues.length;
      check.run(out);
      for (const found of out.issues.slice(before)) found.schema ??= this;
      stop ||= aborted(out, before);
    }
    return out;
  }

  /** A copy of this schema with `checks` run after the ones it has. */
  check(...checks: Check[]): Schema {
    return Object.assign(Object.create(Schema.prototype), this, { checks: [...this.checks, ...checks] });
  }

  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: ZodError } {
    const { issues, value: data } = this.run(fresh(value));
    return issues.length
      ? { success: false, error: new ZodError(issues.map(finalize)) }
      : { success: true, data };
  }

  parse(value: unknown): unknown {
    const result = this.safeParse(value);
    if (result.success) return result.data;
    throw result.error;
  }
}

/** A schema of values whose `typeof` is `type` (and that pass `ok`). */
const primitive =
  (type: string, ok: (value: never) => boolean = () => true) =>
  (params?: Params): Schema =>
    new Schema(
      (payload, self) =>
        typeof payload.value === type && ok(payload.value as never)
          ? payload
          : issue(payload, 'invalid_type', self, { expected: type }),
      params,
    );

export const string = primitive('string');
/** A finite number (not NaN, not Infinity). */
export const number = primitive('number', Number.isFinite);
export const boolean = primitive('boolean');
export const unknown = (): Schema => new Schema((payload) => payload);

const oneOf = (values: readonly unknown[], params?: Params): Schema =>
  new Schema(
    (payload, self) =>
      values.includes(payload.value) ? payload : issue(payload, 'invalid_value', self, { values }),
    params,
  );

export const literal = (value: unknown, params?: Params): Schema =>
  oneOf(Array.isArray(value) ? value : [value], params);

/** One of the listed values (core lists them; zod's enum-object form is not needed). */
export { oneOf as enum };

/** An object schema: unknown keys are dropped (no `rest`), kept ('loose') or refused ('strict'). */
const objectOf =
  (rest?: 'loose' | 'strict') =>
  (shape: Record<string, Schema> = {}, params?: Params): Schema => {
    const keys = Object.keys(shape);
    const schema = new Schema((payload, self) => {
      const input = payload.value;
      if (!isObject(input)) return issue(payload, 'invalid_type', self, { expected: 'object' });
      const out: Record<string, unknown> = {};
      payload.value = out;
      for (const key of keys) {
        if (key === '__proto__') continue;
        const field = shape[key]!;
        const { oi, oo } = field;
        const result = field.run(fresh(input[key]));
        const present = key in input;
        if (!present && oi === 'optional' && oo === 'optional') continue;
        if (result.issues.length) {
          // An absent key a schema may leave out is not wrong, whatever the schema made of `undefined`.
          if (!present && oi && oo === 'optional') continue;
          payload.issues.push(...under(key, result.issues));
        }
        if (!present && !oi) {
          if (!result.issues.length) {
            payload.issues.push({
              code: 'invalid_type',
              expected: 'nonoptional',
              input: undefined,
              path: [key],
            });
          }
        } else if (result.value !== undefined) out[key] = result.value;
        else if (present || (oi === 'defaulted' && oo !== 'optional')) out[key] = undefined;
      }
      if (!rest) return payload;
      const unknownKeys: string[] = [];
      for (const key in input) {
        if (keys.includes(key)) continue;
        if (rest === 'strict') unknownKeys.push(key);
        else if (key !== '__proto__') out[key] = input[key];
      }
      return unknownKeys.length
        ? issue(payload, 'unrecognized_keys', self, { keys: unknownKeys, continue: true })
        : payload;
    }, params);
    schema.shape = shape;
    return schema;
  };

const object = objectOf();
export { object };
export const looseObject = objectOf('loose');
export const strictObject = objectOf('strict');

export const array = (item: Schema, params?: Params): Schema =>
  new Schema((payload, self) => {
    const input = payload.value;
    if (!Array.isArray(input)) return issue(payload, 'invalid_type', self, { expected: 'array' });
    // A list longer than a leading length limit is refused by that limit alone, its items unparsed.
    for (const check of self.checks) {
      if (!check.len) break;
      if (input.length > (check.max as number)) {
        const before = payload.issues.length;
        check.run(payload);
        Object.assign(payload.issues[before]!, { continue: false, schema: self });
        return payload;
      }
    }
    payload.value = input.map((entry, index) => {
      const result = item.run(fresh(entry));
      payload.issues.push(...under(index, result.issues));
      return result.value;
    });
    return payload;
  }, params);

export const record = (keys: Schema, entries: Schema, params?: Params): Schema =>
  new Schema((payload, self) => {
    const input = payload.value;
    if (!isPlainObject(input)) return issue(payload, 'invalid_type', self, { expected: 'record' });
    const out: Record<string, unknown> = {};
    payload.value = out;
    for (const key of Object.keys(input)) {
      if (key === '__proto__') continue;
      const name = keys.run(fresh(key));
      if (name.issues.length) {
        payload.issues.push({
          code: 'invalid_key',
          origin: 'record',
          issues: name.issues.map(finalize),
          input: key,
          path: [key],
          inst: self,
        });
        continue;
      }
      const result = entries.run(fresh(input[key]));
      payload.issues.push(...under(key, result.issues));
      out[name.value as string] = result.value;
    }
    return payload;
  }, params);

export const union = (options: Schema[], params?: Params): Schema =>
  new Schema(
    (payload, self) => {
      if (!options[1]) return options[0]!.run(payload);
      const results: Payload[] = [];
      for (const option of options) {
        const result = option.run(fresh(payload.value));
        if (!result.issues.length) return result;
        results.push(result);
      }
      // The one option that had the value's shape and only failed its checks speaks for the union.
      const shaped = results.filter((result) => !aborted(result));
      return shaped.length === 1
        ? shaped[0]!
        : issue(payload, 'invalid_union', self, {
            errors: results.map((result) => result.issues.map(finalize)),
          });
    },
    params,
    (['defaulted', 'optional'] as const).find((presence) => options.some((o) => o.oi === presence)),
    options.find((o) => o.oo)?.oo,
  );

const keepsDefault = (inner: Schema): Presence => (inner.oi === 'defaulted' ? 'defaulted' : 'optional');

export const optional = (inner: Schema): Schema =>
  new Schema(
    (payload) => {
      if (payload.value !== undefined) return inner.run(payload);
      if (inner.oi === 'defaulted') {
        const result = inner.run(fresh(undefined));
        payload.value = result.issues.length ? undefined : result.value;
      }
      return payload;
    },
    undefined,
    keepsDefault(inner),
    'optional',
  );

export const nullable = (inner: Schema): Schema =>
  new Schema(
    (payload) => (payload.value === null ? payload : inner.run(payload)),
    undefined,
    inner.oi,
    inner.oo,
  );

/** `inner`, with `fallback` (a fresh shallow copy each time, or a function's answer) for undefined. */
export const _default = (inner: Schema, fallback: unknown): Schema => {
  const value = () =>
    typeof fallback === 'function'
      ? fallback()
      : Array.isArray(fallback)
        ? [...fallback]
        : isPlainObject(fallback)
          ? { ...fallback }
          : fallback;
  return new Schema(
    (payload) => {
      const result = payload.value === undefined ? payload : inner.run(payload);
      if (result.value === undefined) result.value = value();
      return result;
    },
    undefined,
    'defaulted',
  );
};

/** `inner`, or `fallback` (a value; core passes no function) where it fails. */
const catchOf = (inner: Schema, fallback: unknown): Schema =>
  new Schema(
    (payload) => {
      const result = inner.run(fresh(payload.value));
      payload.value = result.issues.length ? fallback : result.value;
      return payload;
    },
    undefined,
    keepsDefault(inner),
    inner.oo,
  );
export { catchOf as catch };

export const transform = (fn: (value: never, ctx: Payload) => unknown): Schema =>
  new Schema(
    (payload) => {
      payload.value = fn(payload.value as never, payload);
      return payload;
    },
    undefined,
    'optional',
  );

export const pipe = (from: Schema, to: Schema): Schema =>
  new Schema(
    (payload) => {
      const left = from.run(payload);
      // Any issue but unknown keys stops the pipe before its second half.
      if (left.issues.some((found) => found.code !== 'unrecognized_keys')) {
        left.aborted = true;
        return left;
      }
      return to.run(left);
    },
    undefined,
    from.oi,
    to.oo,
  );

/* Checks. */

/** A check that raises `code` (with `extra(value)`; later checks still run) when `test` fails. */
const check = (
  params: Params,
  test: (value: never) => boolean,
  code: string,
  extra: (value: never) => object,
  more?: Partial<Check> | false,
): Check => ({
  error: errorOf(params),
  run(payload) {
    const value = payload.value as never;
    if (!test(value)) issue(payload, code, this, { ...extra(value), continue: true });
  },
  ...more,
});

const hasLength = (payload: Payload): boolean =>
  payload.value != null && (payload.value as { length?: unknown }).length !== undefined;

/**
 * A lower or upper (`big`) limit on a number, or on a length (`counted`): strings count code points (a
 * surrogate pair is one character), lists their items.
 */
const limit =
  (big: boolean, counted?: boolean) =>
  (bound: number, params?: Params): Check =>
    check(
      params,
      (value: number | string | { length: number }) => {
        const size = (
          !counted
            ? value
            : typeof value === 'string'
              ? [...value].length
              : (value as { length: number }).length
        ) as number;
        return big ? size <= bound : size >= bound;
      },
      big ? 'too_big' : 'too_small',
      (value: unknown) => ({
        origin: !counted
          ? 'number'
          : Array.isArray(value)
            ? 'array'
            : typeof value === 'string'
              ? 'string'
              : 'unknown',
        [big ? 'maximum' : 'minimum']: bound,
      }),
      counted && { when: hasLength, len: 1, max: big ? bound : undefined },
    );

export const minLength = limit(false, true);
export const maxLength = limit(true, true);
export const minimum = limit(false);
export const maximum = limit(true);
export const nonnegative = (params?: Params): Check => minimum(0, params);

/** A safe integer: zod's `int`, as a check. */
export const int = (params?: Params): Check => ({
  error: errorOf(params),
  run(payload) {
    const value = payload.value as number;
    const big = value > 0;
    const safe = Number.MAX_SAFE_INTEGER;
    if (!Number.isInteger(value)) {
      issue(payload, 'invalid_type', this, { expected: 'int', format: 'safeint', continue: false });
    } else if (!Number.isSafeInteger(value)) {
      issue(payload, big ? 'too_big' : 'too_small', this, {
        origin: 'int',
        [big ? 'maximum' : 'minimum']: big ? safe : -safe,
        continue: true,
      });
    }
  },
});

const format = (pattern: RegExp, name: string, params?: Params): Check =>
  check(
    params,
    (value: string) => {
      pattern.lastIndex = 0;
      return pattern.test(value);
    },
    'invalid_format',
    () => ({ origin: 'string', format: name }),
  );

export const regex = (pattern: RegExp, params?: Params): Check => format(pattern, 'regex', params);

export const trim = (): Check => ({
  run(payload) {
    payload.value = (payload.value as string).trim();
  },
});

export const refine = (fn: (value: never) => unknown, params?: Params): Check =>
  check(
    params,
    (value) => !!fn(value),
    'custom',
    () => ({ path: [] }),
  );

/**
 * Dotted parts of letters, digits and `_ ' + -` (the last character before `@` not `'`), `@`, domain
 * labels (a letter or digit, then letters, digits and `-`) and a top-level domain of two or more
 * letters: the addresses zod v4's `email()` accepts.
 */
const EMAIL = /^([\w'+-]+\.)*[\w'+-]*[\w+-]@([A-Za-z\d][A-Za-z\d-]*\.)+[A-Za-z]{2,}$/;

/** zod's named patterns that core reads (`z.regexes.email`). */
export const regexes = { email: EMAIL } as const;

/** A text that is an e-mail address. */
export const email = (params?: Params): Schema => string(params).check(format(EMAIL, 'email', params));

/** JSON Schema is the server's business, on real zod. */
export function toJSONSchema(): never {
  throw new Error('toJSONSchema: server-only, not in zod-lite');
}
