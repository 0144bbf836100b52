import type { FastifyRequest } from 'fastify';
import { TEXTS } from './core';

/** The e-mail of a body, lower-cased, for per-address limits. */
function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Per-route limit keyed by client IP and the body's e-mail. Runs in preHandler, after the body is
 * parsed and validated, so the key can use the address.
 */
export function perIpAndEmail(name: string, max: number, message: string = TEXTS.TOO_MANY_REQUESTS) {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${name}|${request.ip}|${bodyEmail(request)}`,
    errorResponseBuilder: () => Object.assign(new Error(message), { statusCode: 429 }),
  };
}
