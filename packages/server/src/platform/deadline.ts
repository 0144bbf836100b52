import type { FastifyInstance } from 'fastify';
import { runWithDeadline } from '../db/deadline';
import { TEXTS } from './core';
import { errorBody } from './errors';
import { RETRY_AFTER_SECONDS } from './unavailable';

/*
 * Every request has a deadline (REQUEST_DEADLINE_MS): past it no database statement of the request
 * starts (the statement fails with SQLSTATE 57014, so its transaction rolls back whole: a checkout
 * leaves no order and no reserved stock), and an answer not written by the deadline plus ANSWER_SLACK_MS
 * is a 503 with Retry-After, whatever the handler is still waiting on. So a slow database costs a
 * client at most that bound instead of a minute. A checkout whose COMMIT was already on its way may
 * still land: the shopper's retry with the same Idempotency-Key finds it. Long routes (exports,
 * imports, uploads) opt out with `config: { deadline: false }`.
 */

/** After the deadline, how long a statement already in flight may take to finish before the 503. */
export const ANSWER_SLACK_MS = 1_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route has no request deadline (a long export or import). */
    deadline?: boolean;
  }
}

/** Runs every request under its deadline (root hook, first of all). */
export function installDeadline(app: FastifyInstance, deadlineMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.deadline === false) return done();
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs }, 'request deadline passed: answered 503');
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(TEXTS.SERVICE_UNAVAILABLE));
    }, deadlineMs + ANSWER_SLACK_MS);
    timer.unref();
    timers.set(request, timer);
    runWithDeadline(Date.now() + deadlineMs, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}
