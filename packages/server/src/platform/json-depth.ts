import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The deepest nesting of arrays and objects a JSON body may have. No route needs more than a few. */
export const MAX_JSON_DEPTH = 64;

/** The clear 400 for a body nested deeper than {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP_MESSAGE = `JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`;

/**
 * True when the JSON text nests arrays/objects deeper than `max`. One loop over the characters, no
 * recursion and no parse: it runs before anything walks the value recursively (the control-character
 * check, the schema validation), so a body of 50,000 `[` can never exhaust the stack.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** Throws the 400 for a body nested too deeply. */
export function refuseDeepJson(text: string): void {
  if (jsonTooDeep(text)) throw badRequest(TOO_DEEP_MESSAGE);
}

/**
 * Replaces the app's JSON body parser by Fastify's own (prototype-poisoning checks and all) behind the
 * depth check: every JSON route refuses a too-deep body with a 400 before any handler or hook sees it.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
