import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { authenticate } from '../../lib/auth';
import { isSkateError, SkateError, TEXTS } from '../../lib/core';

/** The header (extension): one key per checkout attempt, chosen by the client. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII, as a UUID or any opaque token of the client's. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

type KeyRow = typeof idempotencyKeys.$inferSelect;

/** The stored answer to a repeat: the same body, or the same refusal. */
function replay<T>(row: KeyRow): T {
  if (row.status_code === 200) return row.response as T;
  const { message, reason } = row.response as { message: string; reason?: string };
  throw new SkateError('http', message, { status: row.status_code ?? 400, reason });
}

/**
 * Runs an order creation at most once per `Idempotency-Key` of the caller. The first request with a
 * key claims it (a unique row), places the order and keeps the answer; a repeat with the same method,
 * path and body gets the same answer (waiting while the first still runs), with another body 422.
 * A client error (4xx) is kept as the answer too; a server fault frees the key for a retry.
 * Without the header the creation simply runs.
 */
export async function idempotent<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: () => Promise<T>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badRequest(TEXTS.IDEMPOTENCY_KEY_INVALID);
  const claims = await authenticate(request);
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body)}`)
    .digest('hex');
  const scope = and(
    eq(idempotencyKeys.main_id, claims.mainId),
    eq(idempotencyKeys.user_id, claims.userId),
    eq(idempotencyKeys.idem_key, key),
  );

  const started = Date.now();
  for (;;) {
    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({ main_id: claims.mainId, user_id: claims.userId, idem_key: key, request_hash: requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) break;
    const [row] = await app.db.select().from(idempotencyKeys).where(scope).limit(1);
    // Freed by a failed first attempt between our insert and this read: claim it again.
    if (!row) continue;
    if (row.request_hash !== requestHash) {
      throw new SkateError('http', TEXTS.IDEMPOTENCY_KEY_REUSED, { status: 422 });
    }
    if (row.status_code !== null) return replay<T>(row);
    if (Date.now() - started > WAIT_MS) throw conflict(TEXTS.IDEMPOTENCY_KEY_IN_USE);
    await delay(POLL_MS);
  }

  try {
    const answer = await run();
    await app.db.update(idempotencyKeys).set({ status_code: 200, response: answer }).where(scope);
    return answer;
  } catch (error) {
    const status = isSkateError(error) ? (error.status ?? 400) : 500;
    if (status < 500) {
      await app.db
        .update(idempotencyKeys)
        .set({
          status_code: status,
          response: {
            message: (error as Error).message,
            reason: isSkateError(error) ? error.reason : undefined,
          },
        })
        .where(scope);
    } else {
      await app.db.delete(idempotencyKeys).where(scope);
    }
    throw error;
  }
}
