import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [key: string]: unknown };

/**
 * THE conversion of a route's zod schema to JSON Schema, used by the OpenAPI document (src/openapi) and
 * the route-table fuzz test alike. `input` describes what a client may send (requests), `output` what
 * the serialiser writes (responses: fastify-type-provider-zod answers with the schema's parse output).
 * What JSON Schema cannot say (a transform, a refinement) becomes `{}` (any value); a value that is not
 * a zod schema gives undefined.
 */
export function toJsonSchema(schema: unknown, io: 'input' | 'output' = 'input'): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      unrepresentable: 'any',
      io,
      override: io === 'input' ? describeInput : undefined,
    }) as JsonSchema;
  } catch {
    return undefined;
  }
}

type OverrideContext = { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema };

/**
 * Two things zod's conversion leaves out of what a client may send (the document must not allow what
 * the server refuses). What a client may send to `a.pipe(b)` (core's e-mail fields: trimmed text, then an e-mail address):
 * zod describes the input by `a` alone; the value must pass `b` too, so `b`'s input joins as `allOf`.
 * Not when `a` is a transform (a preprocess step): `b` then sees another value than the one sent.
 */
function describeInput(ctx: OverrideContext): void {
  const def = ctx.zodSchema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.type === 'pipe' && def.in && def.out && def.in._zod.def.type !== 'transform') {
    const { $schema: _dialect, ...out } = toJsonSchema(def.out, 'input') ?? {};
    if (Object.keys(out).length > 0) ctx.jsonSchema.allOf = [...((ctx.jsonSchema.allOf as []) ?? []), out];
  }
  // Text the server trims before counting: blanks alone do not make the minimum length.
  const checks = (def as { checks?: { _zod: { def: { check: string; tx?: (v: string) => string } } }[] })
    .checks;
  const trims = checks?.some(
    ({ _zod: { def: check } }) => check.check === 'overwrite' && check.tx?.(' a ') === 'a',
  );
  if (trims && Number(ctx.jsonSchema.minLength) > 0 && ctx.jsonSchema.pattern === undefined)
    ctx.jsonSchema.pattern = '\\S';
  // zod's e-mail check is its pattern, which the document states; JSON Schema's `format: email`
  // (RFC 5321, as validators read it) accepts other addresses and refuses some zod takes.
  if (typeof ctx.jsonSchema.pattern === 'string' && ctx.jsonSchema.format === 'email')
    delete ctx.jsonSchema.format;
}
