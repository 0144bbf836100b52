import { AdminCoupon, CouponBody, CouponsQuery, couponStanding, page } from '@skatekit/console-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { COUPON_WRITE } from './cache';
import { type CouponRow, couponTerms } from './repository';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff } from '../staff/guard';
import { lockOwn, recordWriteRoutes, staffOf } from '../staff/records';
import { indiaDay, indiaDayStart } from '../../lib/india-days';

const NOT_FOUND = 'Coupon not found';
const taken = (code: string) => `The store already has a coupon ${code}`;
const CouponResponse = z.object({ data: AdminCoupon });
type Coupon = z.infer<typeof AdminCoupon>;

/** A stored coupon as the console shows it, with where it stands at `now` (core's couponStanding). */
export function toAdminCoupon(row: CouponRow, now: Date): Coupon {
  const percentage = row.percentage_offer > 0;
  return {
    id: row.id,
    code: row.code,
    kind: percentage ? 'percentage' : 'flat',
    amount: percentage ? row.percentage_offer : row.price_offer,
    minOrder: row.min_order,
    firstOrderOnly: row.first_order_only,
    onePerCustomer: row.one_per_user,
    maxUses: row.max_uses,
    used: row.used_count,
    startsOn: row.starts_at ? indiaDay(row.starts_at) : null,
    // expires_at is the first moment it no longer works: the last day it works is the one before it.
    endsOn: row.expires_at ? indiaDay(new Date(row.expires_at.getTime() - 1)) : null,
    active: row.status === 'Active',
    standing: couponStanding(couponTerms(row), now),
  };
}

/**
 * The columns of a coupon body. A date the console sends back unchanged keeps its stored instant, so
 * saving a coupon ended mid-day (`POST .../end`) does not reopen it until midnight.
 */
function columnsOf(body: CouponBody, before: CouponRow | null) {
  const kept = before ? toAdminCoupon(before, new Date()) : null;
  return {
    code: body.code,
    percentage_offer: body.kind === 'percentage' ? body.amount : 0,
    price_offer: body.kind === 'flat' ? body.amount : 0,
    min_order: body.minOrder,
    first_order_only: body.firstOrderOnly,
    one_per_user: body.onePerCustomer,
    max_uses: body.maxUses,
    starts_at:
      before && kept?.startsOn === body.startsOn
        ? before.starts_at
        : body.startsOn
          ? indiaDayStart(body.startsOn)
          : null,
    expires_at:
      before && kept?.endsOn === body.endsOn
        ? before.expires_at
        : body.endsOn
          ? indiaDayStart(body.endsOn, 1)
          : null,
    status: body.active ? 'Active' : 'Inactive',
  };
}

/** Another coupon of the merchant with this code, whatever the case it was stored in. */
async function refuseTakenCode(tx: Tx, mainId: string, code: string, exceptId?: string): Promise<void> {
  const rows = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.main_id, mainId), sql`upper(${coupons.code}) = ${code}`));
  if (rows.some((row) => row.id !== exceptId)) throw conflict(taken(code));
}

/**
 * The console's coupons: list (search by code, filter by standing), create, edit and end. The
 * checkout reads the rows through `usableCoupon`; the storefront's coupon check reads them from a
 * cache kept per coupon version (coupons/cache.ts), which every write here moves, so a write shows on
 * the next check. Every write is audited in its transaction.
 */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.services.now();

  app.get(
    `${ADMIN_API}/coupons`,
    {
      preHandler: requireStaff('coupons.read'),
      schema: { querystring: CouponsQuery, response: { 200: page(AdminCoupon) } },
    },
    async (request) => {
      const { q, standing, page: pageNo, pageSize } = request.query;
      const where = [eq(coupons.main_id, staffOf(request).mainId)];
      if (q) where.push(sql`${coupons.code} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      // A merchant has tens of coupons, not thousands: the standing (a rule of core) is judged here.
      const rows = await app.db
        .select()
        .from(coupons)
        .where(and(...where))
        .orderBy(asc(coupons.code));
      const at = now();
      const all = rows
        .map((row) => toAdminCoupon(row, at))
        .filter((c) => !standing || c.standing === standing);
      return {
        data: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: all.length,
        page: pageNo,
        pageSize,
      };
    },
  );

  app.get(
    `${ADMIN_API}/coupons/:id`,
    {
      preHandler: requireStaff('coupons.read'),
      schema: { params: IdParams, response: { 200: CouponResponse } },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.main_id, staffOf(request).mainId), eq(coupons.id, request.params.id)))
        .limit(1);
      if (!row) throw notFound(NOT_FOUND);
      return { data: toAdminCoupon(row, now()) };
    },
  );

  recordWriteRoutes(
    app,
    {
      path: '/coupons',
      entity: 'coupon',
      table: coupons,
      permission: 'coupons.manage',
      config: COUPON_WRITE,
      body: CouponBody,
      record: AdminCoupon,
      toRecord: (row) => toAdminCoupon(row, now()),
      columns: columnsOf,
      notFound: NOT_FOUND,
      // Two creations of one code at once: the unique index decides.
      taken: (body) => taken(body.code),
      check: (tx, who, { body, before }) => refuseTakenCode(tx, who.mainId, body?.code ?? '', before?.id),
      async afterUpdate(tx, who, before, after) {
        if (after.code === before.code) return;
        // Uses are kept by code: a renamed coupon keeps its customers' uses (one per customer).
        await tx
          .update(couponRedemptions)
          .set({ code: after.code })
          .where(and(eq(couponRedemptions.main_id, who.mainId), eq(couponRedemptions.code, before.code)));
      },
    },
    ['create', 'update'],
  );

  app.post(
    `${ADMIN_API}/coupons/:id/end`,
    {
      preHandler: requireStaff('coupons.manage'),
      config: COUPON_WRITE,
      schema: { params: IdParams, response: { 200: CouponResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const at = now();
      const row = await app.db.transaction(async (tx) => {
        const before = await lockOwn(tx, coupons, who.mainId, request.params.id, NOT_FOUND);
        // Already over: the end stays where it was.
        if (before.expires_at && before.expires_at.getTime() <= at.getTime()) return before;
        const [after] = await tx
          .update(coupons)
          .set({ expires_at: at })
          .where(eq(coupons.id, before.id))
          .returning();
        await writeAudit(tx, who.mainId, who, {
          action: 'coupon.end',
          entity: 'coupon',
          entityId: before.id,
          before: toAdminCoupon(before, at),
          after: toAdminCoupon(after, at),
        });
        return after;
      });
      return { data: toAdminCoupon(row, at) };
    },
  );
};
