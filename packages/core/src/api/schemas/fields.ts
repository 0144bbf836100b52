import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY, MESSAGE_MAX, MOBILE_DIGITS } from '../../constants';

/*
 * Strict building blocks for REQUEST bodies. The server validates incoming bodies with these schemas, so
 * every message names the field it is about ("name must be at most 100 characters", "cart_products.0.quantity
 * must be a whole number"). Zod hands the full path to the error function, so the name is never repeated by
 * hand. Lengths are limits a real form never reaches; they keep junk and abuse out of the database.
 */

/** Limits shared by the body schemas. */
export const BODY_LIMITS = {
  id: 64,
  name: 100,
  email: 254,
  address: 500,
  message: MESSAGE_MAX,
  city: 100,
  short: 200,
  url: 2048,
  description: 10_000,
  token: 4096,
  password: 128,
  list: 100,
  money: 100_000_000,
  quantity: MAX_LINE_QUANTITY,
} as const;

type Issue = z.core.$ZodRawIssue;

const fieldName = (issue: Issue): string => {
  const path = (issue.path ?? []) as PropertyKey[];
  return path.length === 0 ? 'body' : path.map(String).join('.');
};

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/** The error function every body schema uses: one readable sentence that starts with the field's path. */
/* @__NO_SIDE_EFFECTS__ */
export function fieldError(issue: Issue): string {
  const field = fieldName(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${NOUNS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} must not be empty`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'array') return `${field} must have at least ${issue.minimum} item(s)`;
      return `${field} must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} items`;
      return `${field} must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} has an invalid format`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${field === 'body' ? '' : `${field}: `}unknown field(s): ${issue.keys.join(', ')}`;
    default:
      return `${field} is not valid`;
  }
}

const e = { error: fieldError };

/** A strict object whose own issues (unknown keys, not an object) are worded by `fieldError`. */
export const body = /* @__NO_SIDE_EFFECTS__ */ <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, e);

/** Required text, trimmed, 1..max characters. */
export const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string(e).check(z.trim(), z.minLength(1, e), z.maxLength(max, e));

/** Text of at most max characters, untrimmed, may be empty (list entries, URLs). */
export const plainText = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string(e).check(z.maxLength(max, e));

/**
 * A whole number between min and max. The range is checked before wholeness, so a number past it (1e308)
 * is told the field's own limit first, not JavaScript's safe-integer one.
 */
export const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  z.number(e).check(z.minimum(min, e), z.maximum(max, e), z.int(e));

/** Optional text, trimmed, may be empty, at most max characters. */
export const optText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.optional(z.string(e).check(z.trim(), z.maxLength(max, e)));

/** An identifier as text. */
export const idText = /* @__NO_SIDE_EFFECTS__ */ () => text(BODY_LIMITS.id);

/** A required e-mail address. */
export const email = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(z.string(e).check(z.trim(), z.maxLength(BODY_LIMITS.email, e)), z.email(e));

/** An optional e-mail address; empty text counts as none. */
export const optEmail = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.optional(
    z.string(e).check(
      z.trim(),
      z.maxLength(BODY_LIMITS.email, e),
      // zod's own e-mail pattern, or nothing: a pattern (not a refine) so the OpenAPI document can state it.
      z.regex(new RegExp(`^(?:${z.regexes.email.source})?$`), {
        error: (issue) => `${fieldName(issue)} must be a valid email address`,
      }),
    ),
  );

/** Text made only of digits, between min and max of them, with a message that names the field. */
export const digits = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  z.string(e).check(
    z.trim(),
    z.regex(min === max ? new RegExp(`^\\d{${min}}$`) : new RegExp(`^\\d{${min},${max}}$`), {
      error: (issue) =>
        min === max
          ? `${fieldName(issue)} must be exactly ${min} digits`
          : `${fieldName(issue)} must be ${min === 0 ? 'at most' : `${min} to`} ${max} digits`,
    }),
  );

/**
 * An Aadhar number: 12 digits, or the masked form the server answers (XXXXXXXX and the last 4) that a
 * prefilled form sends back to keep the number on file.
 */
export const aadharNumber = /* @__NO_SIDE_EFFECTS__ */ (size: number) =>
  z.string(e).check(
    z.trim(),
    z.regex(new RegExp(`^(?:\\d{${size}}|X{${size - 4}}\\d{4})$`), {
      error: (issue) => `${fieldName(issue)} must be exactly ${size} digits`,
    }),
  );

/** A 10-digit mobile number (already normalised by the form). */
export const mobile = /* @__NO_SIDE_EFFECTS__ */ () => digits(MOBILE_DIGITS, MOBILE_DIGITS);

/** A 10-digit mobile number, or empty text for none (the sign-up phone is optional, but whole when given). */
export const mobileOrEmpty = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string(e).check(
    z.trim(),
    z.regex(new RegExp(`^(\\d{${MOBILE_DIGITS}})?$`), {
      error: (issue) => `${fieldName(issue)} must be exactly ${MOBILE_DIGITS} digits`,
    }),
  );

/** An optional 10-digit mobile number; empty text counts as none. */
export const optMobile = /* @__NO_SIDE_EFFECTS__ */ () => z.optional(mobileOrEmpty());

/** A password of min..128 characters (not trimmed: spaces are allowed in passwords). */
export const password = /* @__NO_SIDE_EFFECTS__ */ (min: number) =>
  z.string(e).check(z.minLength(min, e), z.maxLength(BODY_LIMITS.password, e));

/** A rupee amount sent as a display hint; the server re-prices everything. */
export const moneyHint = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.optional(z.number(e).check(z.minimum(0, e), z.maximum(BODY_LIMITS.money, e)));

/** A whole quantity of at least 1. */
export const quantity = /* @__NO_SIDE_EFFECTS__ */ () => wholeNumber(1, BODY_LIMITS.quantity);

/** A boolean flag. */
export const flag = /* @__NO_SIDE_EFFECTS__ */ () => z.boolean(e);

/** One of a fixed set of texts. */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, e);

/** A list of at most `max` entries. */
export const list = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(
  item: T,
  max: number = BODY_LIMITS.list,
) => z.array(item, e).check(z.maxLength(max, e));

/** A name-to-text map such as a variation's attributes. */
export const textMap = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.record(
    z.string(e).check(z.maxLength(BODY_LIMITS.name, e)),
    z.string(e).check(z.maxLength(BODY_LIMITS.short, e)),
    e,
  );

/** A map coordinate. */
export const coordinate = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.number(e).check(z.minimum(-180, e), z.maximum(180, e));
