import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outsideDeadline } from '../../db/deadline';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict } from '../../platform/errors';
import { authenticate } from '../../lib/auth';
import { isSkateError, SkateError, TEXTS } from '../../platform/core';

/** The header (extension): one key per checkout attempt, chosen by the client. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII, as a UUID or any opaque token of the client's. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
/**
 * How long a claimed key with no answer yet belongs to the request that claimed it. Past it, a retry
 * takes the claim over: the first request died with its answer unsaved (the database dropped, and
 * freeing the key failed too). An order placed under the old claim is answered again (or, when it never
 * got its payment opened, released and placed anew), so a retry never makes a second order; the old
 * request, should it still be running, can no longer link an order or answer (the claim token fences it).
 */
export const CLAIM_LEASE_MS = 10_000;

/** The claim a request holds on its key: linked to the order in the order's own transaction. */
export interface IdempotencyClaim {
  id: string;
  token: string;
}

const heldClaims = new WeakMap<FastifyRequest, IdempotencyClaim>();

/** The claim the request holds (undefined without an Idempotency-Key). */
export function claimOf(request: FastifyRequest): IdempotencyClaim | undefined {
  return heldClaims.get(request);
}

/**
 * Records the order placed under `claim`, inside the order's transaction: the order and its link commit
 * together or not at all. Refused (409 "in use", rolling the order back) when a retry took the claim over.
 */
export async function linkClaim(tx: Db, claim: IdempotencyClaim, orderId: string): Promise<void> {
  const linked = await tx
    .update(idempotencyKeys)
    .set({ order_id: orderId })
    .where(
      and(
        eq(idempotencyKeys.id, claim.id),
        eq(idempotencyKeys.claim_token, claim.token),
        isNull(idempotencyKeys.status_code),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  if (linked.length === 0) throw conflict(TEXTS.IDEMPOTENCY_KEY_IN_USE);
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

/** The stored answer to a repeat: the same body, or the same refusal. */
function replay<T>(row: KeyRow): T {
  if (row.status_code === 200) return row.response as T;
  const { message, reason, quote } = row.response as { message: string; reason?: string; quote?: unknown };
  const refusal = new SkateError('http', message, { status: row.status_code ?? 400, reason });
  // A refusal that carried the charged quote (409 price-changed) answers it again.
  throw quote === undefined ? refusal : Object.assign(refusal, { quote });
}

/**
 * Runs an order creation at most once per `Idempotency-Key` of the caller. The first request with a
 * key claims it (a unique row), places the order (linking it to the claim in the order's transaction)
 * and keeps the answer; a repeat with the same method, path and body gets the same answer (waiting
 * while the first still runs), with another body 422. A client error (4xx) is kept as the answer too; a
 * server fault frees the key for a retry. A claim left unanswered for CLAIM_LEASE_MS (its request died
 * with the database, and freeing the key failed too) is taken over by a retry: `recover` answers the
 * order placed under it, if any (null: none usable, place anew). Without the header the creation simply runs.
 */
export async function idempotent<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  run: () => Promise<T>,
  recover: (orderId: string) => Promise<T | null>,
  /** Whose keys these are when the request carries no sign-in (a signed link: an offer's pay link). */
  owner?: { mainId: string; userId: string },
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badRequest(TEXTS.IDEMPOTENCY_KEY_INVALID);
  const claims = owner ?? (await authenticate(request));
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body)}`)
    .digest('hex');
  const scope = and(
    eq(idempotencyKeys.main_id, claims.mainId),
    eq(idempotencyKeys.user_id, claims.userId),
    eq(idempotencyKeys.idem_key, key),
  );

  const token = randomUUID();
  const mine = (id: string) => and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.claim_token, token));
  const answer = async (id: string, status: number, response: unknown) => {
    const saved = await app.db
      .update(idempotencyKeys)
      .set({ status_code: status, response })
      .where(mine(id))
      .returning({ id: idempotencyKeys.id });
    // Taken over by a retry meanwhile: that retry answers for the key now, not this request.
    if (saved.length === 0) throw conflict(TEXTS.IDEMPOTENCY_KEY_IN_USE);
  };

  const started = Date.now();
  let claim: IdempotencyClaim;
  for (;;) {
    const [claimed] = await app.db
      .insert(idempotencyKeys)
      .values({
        main_id: claims.mainId,
        user_id: claims.userId,
        idem_key: key,
        request_hash: requestHash,
        claimed_at: new Date(),
        claim_token: token,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      claim = { id: claimed.id, token };
      break;
    }
    const [row] = await app.db.select().from(idempotencyKeys).where(scope).limit(1);
    // Freed by a failed first attempt between our insert and this read: claim it again.
    if (!row) continue;
    if (row.request_hash !== requestHash) {
      throw new SkateError('http', TEXTS.IDEMPOTENCY_KEY_REUSED, { status: 422 });
    }
    if (row.status_code !== null) return replay<T>(row);
    if (Date.now() - row.claimed_at.getTime() > CLAIM_LEASE_MS) {
      // The lease ran out with no answer: take the claim over (one retry wins; the others wait for it).
      const [taken] = await app.db
        .update(idempotencyKeys)
        .set({ claimed_at: new Date(), claim_token: token, order_id: null })
        .where(
          and(
            eq(idempotencyKeys.id, row.id),
            isNull(idempotencyKeys.status_code),
            row.claim_token === null
              ? isNull(idempotencyKeys.claim_token)
              : eq(idempotencyKeys.claim_token, row.claim_token),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      if (taken) {
        const recovered = row.order_id ? await recover(row.order_id) : null;
        if (recovered !== null) {
          await answer(taken.id, 200, recovered);
          return recovered;
        }
        claim = { id: taken.id, token };
        break;
      }
      continue;
    }
    if (Date.now() - started > WAIT_MS) throw conflict(TEXTS.IDEMPOTENCY_KEY_IN_USE);
    await delay(POLL_MS);
  }

  heldClaims.set(request, claim);
  let result: T;
  try {
    result = await run();
  } catch (error) {
    const status = isSkateError(error) ? (error.status ?? 400) : 500;
    // What the key answers is recorded whatever the request's deadline says: the work is done.
    if (status < 500) {
      await outsideDeadline(() =>
        answer(claim.id, status, {
          message: (error as Error).message,
          reason: isSkateError(error) ? error.reason : undefined,
          quote: (error as { quote?: unknown }).quote,
        }),
      );
    } else {
      // Freed for a retry (past the request's deadline too: it is the cleanup of a failure); when even
      // that fails (the database is gone), the lease frees it later. Not when an order was placed under
      // the claim (its transaction committed before the fault, e.g. the deadline cut what came after):
      // freeing it let the retry place a second order while the first held its stock and coupon use
      // (issue 40, item 2: slow-database.test.ts). Its lease ends now instead, so the retry takes the
      // claim over at once and is answered with that order (recover).
      await outsideDeadline(async () => {
        try {
          const freed = await app.db
            .delete(idempotencyKeys)
            .where(and(mine(claim.id), isNull(idempotencyKeys.order_id)))
            .returning({ id: idempotencyKeys.id });
          if (freed.length === 0) {
            await app.db
              .update(idempotencyKeys)
              .set({ claimed_at: new Date(0) })
              .where(mine(claim.id));
          }
        } catch (cause) {
          app.log.warn({ err: cause }, 'idempotency key left claimed until its lease ends');
        }
      });
    }
    throw error;
  }
  // Placed: its answer is recorded even past the deadline, so a retry with the key finds this order.
  await outsideDeadline(() => answer(claim.id, 200, result));
  return result;
}
