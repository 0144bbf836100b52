import * as z from 'zod/mini';
import { parseFlag, parseJsonText, parseNumber } from '../../format/coerce';

/*
 * Every top-level schema of these files is marked `@__PURE__`: building one has no effect beyond its
 * value, so a browser bundle drops the schemas of calls a page never makes.
 */

/*
 * Tolerant building blocks for RESPONSE schemas.
 *
 * The academy's existing backend is loose: lists arrive as JSON text, numbers as strings, fields go missing.
 * Every helper here normalises in a `z.preprocess` step in front of a plain schema, so that
 * - the OUTPUT is clean (numbers are numbers, lists are arrays, defaults filled in) and stays describable as
 *   JSON Schema for the server, which serialises its replies through these same schemas;
 * - parsing is idempotent: what the server sends after serialising parses to the same value on the client;
 * - the INPUT type (what a server may hand to the serialiser) stays typed and keeps absent fields optional.
 */

/** A raw scalar as the loose backend may send it. */
export type LooseScalar = string | number | boolean | null | undefined;

/** True for a plain object (not null, not a list). */
export const isRecord = /* @__NO_SIDE_EFFECTS__ */ (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `fn` in front of `schema`: zod's `preprocess`, which zod/mini (the small build browsers load) spells as
 * a pipe from a transform. Typed by `fn`'s parameter, so a schema's INPUT type stays what the wire sends.
 */
/* @__NO_SIDE_EFFECTS__ */
export function preprocess<I, T extends z.ZodMiniType>(fn: (value: I) => unknown, schema: T) {
  // Typed as zod's own preprocess: a key whose schema accepts undefined stays optional in the input type.
  return z.pipe(z.transform(fn), schema) as unknown as z.ZodMiniType<
    z.output<T>,
    I,
    z.core.$ZodPreprocessInternals<T, I>
  >;
}

/** JSON.parse that answers `undefined` instead of throwing (one implementation, in format/coerce). */
export { parseJsonText };

/** Number from a number or numeric text ("1,299", " 45 ", "₹ 10"); anything else is `undefined`. */
export const toNumber = parseNumber;

const toText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

const toBoolean = parseFlag;

/** Number, numeric text parsed; absent or non-numeric gives `fallback` (0 unless told). */
export const num = /* @__NO_SIDE_EFFECTS__ */ (fallback = 0) =>
  preprocess((value: LooseScalar) => toNumber(value), z._default(z.number(), fallback));

/** Optional number: numeric text parsed; absent or non-numeric gives `undefined`. */
export const optNum = /* @__NO_SIDE_EFFECTS__ */ () =>
  preprocess((value: LooseScalar) => toNumber(value), z.optional(z.number()));

/** Text; numbers and booleans become their text; absent (or an object) gives `fallback` ('' unless told). */
export const str = /* @__NO_SIDE_EFFECTS__ */ (fallback = '') =>
  preprocess((value: LooseScalar) => toText(value), z._default(z.string(), fallback));

/** Optional text; numbers and booleans become text; null, absent or an object gives `undefined`. */
export const optStr = /* @__NO_SIDE_EFFECTS__ */ () =>
  preprocess((value: LooseScalar) => toText(value), z.optional(z.string()));

/** Boolean from true/false, 1/0, "true"/"false", "1"/"0", "yes"/"no"; anything else gives `fallback`. */
export const bool = /* @__NO_SIDE_EFFECTS__ */ (fallback = false) =>
  preprocess((value: LooseScalar) => toBoolean(value), z._default(z.boolean(), fallback));

/**
 * A test for "would `schema` accept this entry?" that stays cheap for tolerant object schemas: those accept
 * every plain object (that is what tolerant means), so a shape check replaces a second full parse per entry.
 * Without this, nested lists (groups > products > variations) would be parsed 2^depth times.
 */
function entryFilter(schema: z.ZodMiniType): (entry: unknown) => boolean {
  let acceptsAnyRecord: boolean | undefined;
  return (entry) => {
    acceptsAnyRecord ??= schema.safeParse({}).success;
    if (acceptsAnyRecord) return isRecord(entry);
    return schema.safeParse(entry).success;
  };
}

/**
 * A list that may arrive as an array or as JSON text of an array. Text that does not parse, or anything
 * that is not a list, gives []. Entries that do not match `item` are dropped rather than failing the
 * whole response (one bad variation must not hide a product).
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonList<T extends z.ZodMiniType>(item: T) {
  const keep = entryFilter(item);
  return preprocess(
    (value: readonly z.input<T>[] | string | null | undefined) => {
      const raw = typeof value === 'string' ? parseJsonText(value) : value;
      return Array.isArray(raw) ? raw.filter(keep) : [];
    },
    z._default(z.array(item), []),
  );
}

/** A list of texts (array or JSON text); non-text entries are dropped. */
export const textList = /* @__NO_SIDE_EFFECTS__ */ () => jsonList(z.string());

/**
 * An object that may arrive as an object or as JSON text of one; a list gives its first entry (the loose
 * backend sometimes answers `find` where `findOne` was meant). Anything else gives `null`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonObject<T extends z.ZodMiniType>(schema: T) {
  const keep = entryFilter(schema);
  return preprocess(
    (value: z.input<T> | readonly z.input<T>[] | string | null | undefined) => {
      let raw: unknown = typeof value === 'string' ? parseJsonText(value) : value;
      if (Array.isArray(raw)) raw = raw[0];
      return isRecord(raw) && keep(raw) ? raw : null;
    },
    z._default(z.nullable(schema), null),
  );
}

/** A name-to-text map (object or JSON text of one); values become text, anything else gives {}. */
export const textRecord = /* @__NO_SIDE_EFFECTS__ */ () =>
  preprocess(
    (value: Record<string, LooseScalar> | string | null | undefined) => {
      const raw = typeof value === 'string' ? parseJsonText(value) : value;
      if (!isRecord(raw)) return {};
      const out: Record<string, string> = {};
      for (const [key, entry] of Object.entries(raw)) {
        const text = toText(entry);
        if (text !== undefined) out[key] = text;
      }
      return out;
    },
    z._default(z.record(z.string(), z.string()), {}),
  );

/** Mongo-style `_id`, accepted wherever the loose backend adds it. */
export const mongoId = /* @__NO_SIDE_EFFECTS__ */ () => optStr();

/*
 * Envelopes: the wrapper objects of the wire (`{ data: [...] }`, `{ user: [...] }`...).
 * The server serialises with them; the client parses with them and unwraps the key.
 */

/**
 * `{ [key]: item[] }`. A bare array is accepted too (the spec does not show every wrapper), and a missing
 * key gives []. A body that is not an object at all (an HTML error page) still fails: that is a validation
 * error, not an empty list.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listEnvelope<
  K extends string,
  T extends z.ZodMiniType,
  E extends z.core.$ZodLooseShape = Record<never, never>,
>(key: K, item: T, extra?: E) {
  const shape = { ...extra, [key]: jsonList(item) } as E & { [P in K]: ReturnType<typeof jsonList<T>> };
  const envelope = z.object(shape);
  return preprocess(
    (value: z.input<typeof envelope>) => (Array.isArray(value) ? { [key]: value } : value),
    envelope,
  );
}

/** `{ [key]: record | null }`; a list under the key gives its first entry, a missing key gives null. */
/* @__NO_SIDE_EFFECTS__ */
export function recordEnvelope<
  K extends string,
  T extends z.ZodMiniType,
  E extends z.core.$ZodLooseShape = Record<never, never>,
>(key: K, record: T, extra?: E) {
  const shape = { ...extra, [key]: jsonObject(record) } as E & { [P in K]: ReturnType<typeof jsonObject<T>> };
  return z.object(shape);
}

/** `{ success, message }`: the reply of calls whose response the spec leaves unshown. */
export const MessageResponse = /* @__PURE__ */ preprocess(
  (value: { success?: LooseScalar; message?: LooseScalar } | null | undefined) => value ?? {},
  z.object({ success: bool(true), message: str() }),
);
/** Reply of a call whose body only says whether it worked. */
export type MessageResponse = z.output<typeof MessageResponse>;

/**
 * The body of a non-2xx reply. Both spellings of the loose backend are read (`message`, and `msg` on the
 * cart routes); the reference server sends `{ success: false, message }` (cart routes: `{ isError: true, msg }`).
 */
export const ErrorResponse = /* @__PURE__ */ z.object({
  success: bool(false),
  isError: bool(true),
  message: optStr(),
  msg: optStr(),
});
/** Body of a failed call. */
export type ErrorResponse = z.output<typeof ErrorResponse>;
