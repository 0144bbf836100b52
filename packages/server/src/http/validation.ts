import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * fastify-type-provider-zod's validator, except that request bodies described by a plain object schema
 * are made strict: an unknown field is a 400 naming the field rather than silently dropped, so a client
 * typo (`quantiy`) is caught. Query strings and params keep their schemas as written.
 */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const { schema, httpPart } = routeSchema;
  if (httpPart === 'body' && schema instanceof z.ZodObject && schema.def.catchall === undefined) {
    return validatorCompiler({ ...routeSchema, schema: schema.strict() });
  }
  return validatorCompiler(routeSchema);
};
