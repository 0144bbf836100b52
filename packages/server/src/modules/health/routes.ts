import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../platform/unavailable';

const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
});

const ReadyResponse = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable', 'draining']),
  database: z.enum(['pglite', 'postgres']),
  /** With REDIS_URL only: `down` while the rate-limit counters fall back to the database. */
  redis: z.enum(['up', 'down']).optional(),
});

/** How long /ready waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 1_000;

/** Resolves true when `select 1` answers within the timeout, false on an error or timeout. */
async function databaseAnswers(run: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([run().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health` (extension): liveness only - the process answers, no database round trip, so a slow
 * or absent database never makes it slow. `GET /ready` (extension): 200 when the database answers
 * `select 1` within a second, else 503 with Retry-After; 503 `draining` once shutdown has begun, so a
 * load balancer stops sending new requests. With REDIS_URL it names Redis too: while Redis does not
 * answer, 200 `{ status: 'degraded', redis: 'down' }` (the limits hold in the database; keep serving).
 */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => ({
    status: 'ok' as const,
    database: app.dbDriver,
    uptime: Math.round(process.uptime()),
  }));

  app.get(
    '/ready',
    { schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } },
    async (_request, reply) => {
      const database = app.dbDriver;
      if (draining) {
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'draining', database });
      }
      const [databaseUp, counters] = await Promise.all([
        databaseAnswers(() => app.db.execute(sql`select 1`), READY_TIMEOUT_MS),
        app.counters.health(),
      ]);
      const redis =
        counters === 'memory' ? undefined : counters === 'redis' ? ('up' as const) : ('down' as const);
      if (databaseUp) {
        // Redis down: limits are counted in the database meanwhile (every instance together), so it serves.
        return { status: redis === 'down' ? ('degraded' as const) : ('ready' as const), database, redis };
      }
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, database, redis });
    },
  );
};
