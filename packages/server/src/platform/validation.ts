import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * fastify-type-provider-zod's validator, except that request bodies described by a plain object schema
 * are made strict: an unknown field is a 400 naming the field rather than silently dropped, so a client
 * typo (`quantiy`) is caught. Query strings and params keep their schemas as written.
 */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (routeSchema) => {
  const { schema, httpPart } = routeSchema;
  if (httpPart === 'body') return validatorCompiler({ ...routeSchema, schema: strictBody(schema) });
  return validatorCompiler(routeSchema);
};

/**
 * A body schema as the server applies it: any zod object (classic here, zod/mini in core's body
 * schemas) without a catch-all becomes strict; anything else stays as it is. The OpenAPI document
 * describes bodies through this too (`additionalProperties: false`).
 */
export function strictBody<T>(schema: T): T {
  if (schema instanceof z.core.$ZodObject && schema._zod.def.catchall === undefined) {
    const object: z.core.$ZodObject = schema;
    const strict = z.core.util.clone(object, { ...object._zod.def, catchall: z.never() });
    // What the schema says of itself for JSON Schema (`.meta`) stays with it.
    const meta = z.globalRegistry.get(object);
    if (meta) z.globalRegistry.add(strict, meta);
    return strict as T;
  }
  return schema;
}
