import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors';
import { TEXTS } from './core';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. NUL cannot be stored
 * in PostgreSQL text or jsonb at all; the others have no business in a name, an address or an id.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The dotted path of the first string (value or object key) in `value` holding a control character,
 * '' for `value` itself, or null when there is none.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) return here;
      const found = controlCharacterPath(entry, here);
      if (found !== null) return found;
    }
  }
  return null;
}

/** 400 naming the part and field that carries a control character, or nothing. */
export function refuseControlCharacters(part: string, value: unknown): void {
  const path = controlCharacterPath(value);
  if (path !== null) throw badRequest(`${path ? `${part}.${path}` : part}: ${TEXTS.CONTROL_CHARACTERS}`);
}

/**
 * One rule for every route, before any schema or handler runs: a control character anywhere in the
 * path parameters, query string or body is a 400, so no handler (or database) ever sees one and no
 * state (an OTP, a stock unit) is spent on a request that is then refused.
 */
export const controlCharactersPlugin: FastifyPluginAsync = fp(async (app) => {
  // A callback hook, not an async one: it runs on every request and does no I/O.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseControlCharacters('params', request.params);
      refuseControlCharacters('querystring', request.query);
      refuseControlCharacters('body', request.body);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
});
