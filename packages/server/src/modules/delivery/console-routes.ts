import {
  AdminDeliveryBand,
  AdminFreeDeliveryBand,
  AdminPincode,
  DeliveryBandBody,
  DeliveryBandsResponse,
  FreeDeliveryBandBody,
  PincodeBody,
  PincodesBulkBody,
  PincodesBulkResult,
  PincodesQuery,
  page,
} from '@skatekit/console-contract';
import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { deliveryBands, freeDeliveryBands, pincodes } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { isUniqueViolation } from '../../db/errors';
import { listDeliveryBands, listFreeDeliveryBands } from './repository';
import { writeAudit } from '../staff/audit';
import { CATALOGUE_WRITE } from '../catalogue/catalogue-write';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
const statusOf = (active: boolean) => (active ? 'Active' : 'Inactive');
const alreadyListed = (pincode: string) => `Pincode ${pincode} is already in the list`;

type PincodeRow = typeof pincodes.$inferSelect;
type BandRow = typeof deliveryBands.$inferSelect;
type FreeBandRow = typeof freeDeliveryBands.$inferSelect;

const toPincode = (row: PincodeRow): z.infer<typeof AdminPincode> => ({
  id: row.id,
  pincode: row.pincode,
  active: row.status === 'Active',
  latitude: row.latitude,
  longitude: row.longitude,
});
const toBand = (row: BandRow): z.infer<typeof AdminDeliveryBand> => ({
  id: row.id,
  minKm: row.min_kilometer,
  maxKm: row.max_kilometer,
  price: row.delivery_price,
  active: row.status === 'Active',
});
const toFreeBand = (row: FreeBandRow): z.infer<typeof AdminFreeDeliveryBand> => ({
  id: row.id,
  minKm: row.min_kilometer,
  maxKm: row.max_kilometer,
  threshold: row.freedelivery_price,
  active: row.status === 'Active',
});

const PincodeResponse = z.object({ data: AdminPincode });
const PincodesPage = page(AdminPincode).extend({
  counts: z.object({ active: z.number().int(), inactive: z.number().int() }),
});
const BandResponse = z.object({ data: AdminDeliveryBand });
const FreeBandResponse = z.object({ data: AdminFreeDeliveryBand });

/**
 * The console's delivery areas: pincodes (Active / Inactive, one or many at once, searched by their
 * digits) and the distance bands core's delivery rule charges by (a price per distance band; free
 * delivery in a band once the order reaches its threshold). The storefront's delivery routes and the
 * checkout read the same tables, uncached, so a write shows on their next read.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // -------------------------------------------------------------------------------------- pincodes
  app.get(
    `${ADMIN_API}/pincodes`,
    {
      preHandler: requireStaff('delivery.read'),
      schema: { querystring: PincodesQuery, response: { 200: PincodesPage } },
    },
    async (request) => {
      const { mainId } = staffOf(request);
      const { q, status, page: pageNo, pageSize } = request.query;
      const where: SQL[] = [eq(pincodes.main_id, mainId)];
      if (q) where.push(like(pincodes.pincode, `${q.replace(/[^0-9]/g, '')}%`));
      if (status) where.push(eq(pincodes.status, status));
      const [rows, [{ total }], byStatus] = await Promise.all([
        app.db
          .select()
          .from(pincodes)
          .where(and(...where))
          .orderBy(asc(pincodes.pincode))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        app.db
          .select({ total: count() })
          .from(pincodes)
          .where(and(...where)),
        app.db
          .select({ status: pincodes.status, n: count() })
          .from(pincodes)
          .where(eq(pincodes.main_id, mainId))
          .groupBy(pincodes.status),
      ]);
      const countOf = (s: string) => byStatus.find((row) => row.status === s)?.n ?? 0;
      return {
        data: rows.map(toPincode),
        total,
        page: pageNo,
        pageSize,
        counts: { active: countOf('Active'), inactive: countOf('Inactive') },
      };
    },
  );

  app.post(
    `${ADMIN_API}/pincodes`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { body: PincodeBody, response: { 200: PincodeResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const { pincode, active, latitude, longitude } = request.body;
      try {
        const row = await app.db.transaction(async (tx) => {
          const [created] = await tx
            .insert(pincodes)
            .values({ main_id: who.mainId, pincode, status: statusOf(active), latitude, longitude })
            .returning();
          await writeAudit(tx, who.mainId, who, {
            action: 'pincode.create',
            entity: 'pincode',
            entityId: created.id,
            after: toPincode(created),
          });
          return created;
        });
        return { data: toPincode(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(alreadyListed(pincode));
        throw error;
      }
    },
  );

  app.post(
    `${ADMIN_API}/pincodes/bulk`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { body: PincodesBulkBody, response: { 200: PincodesBulkResult } },
    },
    async (request) => {
      const who = staffOf(request);
      const { pincodes: list, active } = request.body;
      return app.db.transaction(async (tx) => {
        const created = await tx
          .insert(pincodes)
          .values(list.map((pincode) => ({ main_id: who.mainId, pincode, status: statusOf(active) })))
          .onConflictDoNothing({ target: [pincodes.main_id, pincodes.pincode] })
          .returning();
        const added = created.map((row) => row.pincode).sort();
        const existing = list.filter((p) => !added.includes(p)).sort();
        if (added.length > 0)
          await writeAudit(tx, who.mainId, who, {
            action: 'pincode.bulk-create',
            entity: 'pincode',
            entityId: '',
            after: { added, status: statusOf(active) },
          });
        return { added, existing };
      });
    },
  );

  app.put(
    `${ADMIN_API}/pincodes/:id`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, body: PincodeBody, response: { 200: PincodeResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const { pincode, active, latitude, longitude } = request.body;
      try {
        const row = await app.db.transaction(async (tx) => {
          const before = await lockRow(tx, pincodes, who.mainId, request.params.id, 'Pincode not found');
          const [after] = await tx
            .update(pincodes)
            .set({ pincode, status: statusOf(active), latitude, longitude })
            .where(eq(pincodes.id, before.id))
            .returning();
          await writeAudit(tx, who.mainId, who, {
            action: 'pincode.update',
            entity: 'pincode',
            entityId: before.id,
            before: toPincode(before),
            after: toPincode(after),
          });
          return after;
        });
        return { data: toPincode(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(alreadyListed(pincode));
        throw error;
      }
    },
  );

  // -------------------------------------------------------------------------------------- bands
  app.get(
    `${ADMIN_API}/delivery-bands`,
    { preHandler: requireStaff('delivery.read'), schema: { response: { 200: DeliveryBandsResponse } } },
    async (request) => {
      const { mainId } = staffOf(request);
      const [bands, freeBands] = await Promise.all([
        listDeliveryBands(app.db, mainId),
        listFreeDeliveryBands(app.db, mainId),
      ]);
      return { bands: bands.map(toBand), freeBands: freeBands.map(toFreeBand) };
    },
  );

  app.post(
    `${ADMIN_API}/delivery-bands`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { body: DeliveryBandBody, response: { 200: BandResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(deliveryBands)
          .values({ main_id: who.mainId, ...bandColumns(request.body) })
          .returning();
        await writeAudit(tx, who.mainId, who, {
          action: 'delivery-band.create',
          entity: 'delivery-band',
          entityId: created.id,
          after: toBand(created),
        });
        return created;
      });
      return { data: toBand(row) };
    },
  );

  app.put(
    `${ADMIN_API}/delivery-bands/:id`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, body: DeliveryBandBody, response: { 200: BandResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await lockRow(tx, deliveryBands, who.mainId, request.params.id, BAND_NOT_FOUND);
        const [after] = await tx
          .update(deliveryBands)
          .set(bandColumns(request.body))
          .where(eq(deliveryBands.id, before.id))
          .returning();
        await writeAudit(tx, who.mainId, who, {
          action: 'delivery-band.update',
          entity: 'delivery-band',
          entityId: before.id,
          before: toBand(before),
          after: toBand(after),
        });
        return after;
      });
      return { data: toBand(row) };
    },
  );

  app.delete(
    `${ADMIN_API}/delivery-bands/:id`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const who = staffOf(request);
      await app.db.transaction(async (tx) => {
        const before = await lockRow(tx, deliveryBands, who.mainId, request.params.id, BAND_NOT_FOUND);
        await tx.delete(deliveryBands).where(eq(deliveryBands.id, before.id));
        await writeAudit(tx, who.mainId, who, {
          action: 'delivery-band.delete',
          entity: 'delivery-band',
          entityId: before.id,
          before: toBand(before),
        });
      });
      return reply.code(204).send();
    },
  );

  app.post(
    `${ADMIN_API}/free-delivery-bands`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { body: FreeDeliveryBandBody, response: { 200: FreeBandResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(freeDeliveryBands)
          .values({ main_id: who.mainId, ...freeBandColumns(request.body) })
          .returning();
        await writeAudit(tx, who.mainId, who, {
          action: 'free-delivery-band.create',
          entity: 'free-delivery-band',
          entityId: created.id,
          after: toFreeBand(created),
        });
        return created;
      });
      return { data: toFreeBand(row) };
    },
  );

  app.put(
    `${ADMIN_API}/free-delivery-bands/:id`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, body: FreeDeliveryBandBody, response: { 200: FreeBandResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await lockRow(tx, freeDeliveryBands, who.mainId, request.params.id, BAND_NOT_FOUND);
        const [after] = await tx
          .update(freeDeliveryBands)
          .set(freeBandColumns(request.body))
          .where(eq(freeDeliveryBands.id, before.id))
          .returning();
        await writeAudit(tx, who.mainId, who, {
          action: 'free-delivery-band.update',
          entity: 'free-delivery-band',
          entityId: before.id,
          before: toFreeBand(before),
          after: toFreeBand(after),
        });
        return after;
      });
      return { data: toFreeBand(row) };
    },
  );

  app.delete(
    `${ADMIN_API}/free-delivery-bands/:id`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { params: IdParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const who = staffOf(request);
      await app.db.transaction(async (tx) => {
        const before = await lockRow(tx, freeDeliveryBands, who.mainId, request.params.id, BAND_NOT_FOUND);
        await tx.delete(freeDeliveryBands).where(eq(freeDeliveryBands.id, before.id));
        await writeAudit(tx, who.mainId, who, {
          action: 'free-delivery-band.delete',
          entity: 'free-delivery-band',
          entityId: before.id,
          before: toFreeBand(before),
        });
      });
      return reply.code(204).send();
    },
  );
};

const BAND_NOT_FOUND = 'Delivery band not found';

const bandColumns = (body: DeliveryBandBody) => ({
  min_kilometer: body.minKm,
  max_kilometer: body.maxKm,
  delivery_price: body.price,
  status: statusOf(body.active),
});
const freeBandColumns = (body: FreeDeliveryBandBody) => ({
  min_kilometer: body.minKm,
  max_kilometer: body.maxKm,
  freedelivery_price: body.threshold,
  status: statusOf(body.active),
});

type MerchantTable = typeof pincodes | typeof deliveryBands | typeof freeDeliveryBands;

/** One row of the merchant's, locked for the write; 404 when absent or another merchant's. */
async function lockRow<T extends MerchantTable>(
  tx: Tx,
  table: T,
  mainId: string,
  id: string,
  message: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as typeof pincodes)
    .where(and(eq(table.main_id, mainId), inArray(table.id, [id])))
    .for('update');
  if (!row) throw notFound(message);
  return row as T['$inferSelect'];
}
