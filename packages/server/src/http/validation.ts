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
  // Any zod object (classic here, zod/mini in core's body schemas) without a catch-all becomes strict.
  if (httpPart === 'body' && schema instanceof z.core.$ZodObject && schema._zod.def.catchall === undefined) {
    const strict = z.core.util.clone(schema, { ...schema._zod.def, catchall: z.never() });
    return validatorCompiler({ ...routeSchema, schema: strict });
  }
  return validatorCompiler(routeSchema);
};
