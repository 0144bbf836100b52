import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
});

/** `GET /health` (extension): liveness plus a round trip to the database. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbDriver, uptime: Math.round(process.uptime()) };
  });
};
