import { isSkateError, TEXTS } from './core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggableError } from './log-safety';
import { errorBody } from './errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './unavailable';

const STATUS_BY_CODE = {
  validation: 400,
  unauthorised: 401,
  'not-found': 404,
  http: 400,
  network: 502,
} as const;

/** Clear texts for the framework's own 4xx errors (bad JSON, huge body, wrong content type). */
function frameworkMessage(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Malformed JSON in request body';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but Content-Type is application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is too large (limit ${Math.round(bodyLimit / 1024)} KB)`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported Content-Type${error.message.includes(':') ? `: ${error.message.split(':').pop()?.trim()}` : ''}; send application/json`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body size did not match Content-Length';
    default:
      return error.message || 'Bad request';
  }
}

/**
 * One line per field, each naming its field. Core's body schemas already word their messages with the
 * field path ("quantity must be a whole number"); other messages get the path put in front
 * ("querystring.page: Invalid input: expected number, received NaN").
 */
function validationMessage(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): string {
  const context = error.validationContext ?? 'body';
  // One message per field, the first: a number past a field's range is also past JavaScript's safe
  // integers, and "quantity must be at most 1000" says all a caller needs.
  const seen = new Set<string>();
  const first = error.validation.filter((issue) => {
    if (seen.has(issue.instancePath)) return false;
    seen.add(issue.instancePath);
    return true;
  });
  const parts = first.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const message = issue.message ?? 'invalid value';
    if (segments.length === 0) return message.startsWith(context) ? message : `${context}: ${message}`;
    const path = segments.join('.');
    return message.includes(path) ? message : `${context}.${path}: ${message}`;
  });
  return parts.join('; ');
}

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long',
};

/**
 * Errors the router raises before any route or error handler runs (bad percent-encoding, an overlong
 * path segment); passed to Fastify as `frameworkErrors` so they get the same envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = ROUTER_MESSAGES[error.code] ?? 'Bad request';
  void reply.code(error.statusCode ?? 400).send(errorBody(message));
}

/**
 * One error handler for the whole app: client mistakes become 4xx with a message naming the problem;
 * anything else is logged and answered with a generic 500 (no stack, no internals).
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(validationMessage(error)));
    }
    if (isSkateError(error)) {
      const status = error.status ?? STATUS_BY_CODE[error.code];
      if (status >= 500) request.log.error({ err: loggableError(error) }, 'upstream failure');
      // A refusal that lifts by itself (a rate limit) says when.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number')
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      return reply.code(status).send(errorBody(error.message, error.reason));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(frameworkMessage(error, bodyLimit)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { code: (error.cause as { code?: string } | undefined)?.code ?? error.code },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(TEXTS.SERVICE_UNAVAILABLE));
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send(errorBody('Something went wrong. Please try again later.'));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found')));
}
