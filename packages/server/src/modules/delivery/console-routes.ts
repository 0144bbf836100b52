import {
  AdminDeliveryBand,
  AdminFreeDeliveryBand,
  AdminPincode,
  DeliveryBandBody,
  DeliveryBandsResponse,
  FreeDeliveryBandBody,
  PincodeBody,
  PincodePlace,
  PincodeText,
  PincodesBulkBody,
  PincodesBulkResult,
  PincodesQuery,
  page,
} from '@skatekit/console-contract';
import { and, asc, count, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { deliveryBands, freeDeliveryBands, pincodes } from '../../db/schema';
import { notFound, serviceUnavailable } from '../../platform/errors';
import { MapsUnavailableError, type PincodeLookup } from '../../providers/geocoder';
import { listDeliveryBands, listFreeDeliveryBands } from './repository';
import { writeAudit } from '../staff/audit';
import { CATALOGUE_WRITE } from '../catalogue/catalogue-write';
import { ADMIN_API, requireStaff } from '../staff/guard';
import { recordWriteRoutes, staffOf } from '../staff/records';

const statusOf = (active: boolean) => (active ? 'Active' : 'Inactive');
const alreadyListed = (pincode: string) => `Pincode ${pincode} is already in the list`;

type PincodeRow = typeof pincodes.$inferSelect;
type BandRow = typeof deliveryBands.$inferSelect;
type FreeBandRow = typeof freeDeliveryBands.$inferSelect;

const toPincode = (row: PincodeRow): z.infer<typeof AdminPincode> => ({
  id: row.id,
  pincode: row.pincode,
  active: row.status === 'Active',
  place: row.place,
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

const PincodesPage = page(AdminPincode).extend({
  counts: z.object({ active: z.number().int(), inactive: z.number().int() }),
});

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

  recordWriteRoutes(
    app,
    {
      path: '/pincodes',
      entity: 'pincode',
      table: pincodes,
      permission: 'delivery.manage',
      config: CATALOGUE_WRITE,
      body: PincodeBody,
      record: AdminPincode,
      toRecord: toPincode,
      columns: ({ pincode, active, place, latitude, longitude }) => ({
        pincode,
        status: statusOf(active),
        place,
        latitude,
        longitude,
      }),
      notFound: 'Pincode not found',
      taken: (body) => alreadyListed(body.pincode),
    },
    ['create', 'update'],
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
      const result = await app.db.transaction(async (tx) => {
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
      // Outside the transaction (a maps call may take seconds): the new pincodes' places and centres.
      const placed = await placePincodes(app.db, app.services.pincodeLookup, who.mainId, result.added);
      return { ...result, unplaced: result.added.filter((pincode) => !placed.includes(pincode)) };
    },
  );

  app.get(
    `${ADMIN_API}/pincodes/lookup/:pincode`,
    {
      preHandler: requireStaff('delivery.manage'),
      schema: {
        params: z.object({ pincode: PincodeText }),
        response: { 200: z.object({ data: PincodePlace }) },
      },
    },
    async (request) => {
      const lookup = app.services.pincodeLookup;
      if (!lookup) throw serviceUnavailable(MAPS_OFF);
      try {
        const place = await lookup.lookup(request.params.pincode);
        if (!place) throw notFound(`No place found for pincode ${request.params.pincode}`);
        return { data: place };
      } catch (error) {
        if (!(error instanceof MapsUnavailableError)) throw error;
        request.log.warn({ err: error }, 'pincode lookup failed');
        throw serviceUnavailable(MAPS_DOWN);
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

  recordWriteRoutes(app, {
    path: '/delivery-bands',
    entity: 'delivery-band',
    table: deliveryBands,
    permission: 'delivery.manage',
    config: CATALOGUE_WRITE,
    body: DeliveryBandBody,
    record: AdminDeliveryBand,
    toRecord: toBand,
    columns: bandColumns,
    notFound: BAND_NOT_FOUND,
  });
  recordWriteRoutes(app, {
    path: '/free-delivery-bands',
    entity: 'free-delivery-band',
    table: freeDeliveryBands,
    permission: 'delivery.manage',
    config: CATALOGUE_WRITE,
    body: FreeDeliveryBandBody,
    record: AdminFreeDeliveryBand,
    toRecord: toFreeBand,
    columns: freeBandColumns,
    notFound: BAND_NOT_FOUND,
  });
};

const BAND_NOT_FOUND = 'Delivery band not found';
const MAPS_OFF =
  "Finding a pincode's place needs the maps service (GOOGLE_MAPS_API_KEY): give its centre by hand";
const MAPS_DOWN = 'The maps service did not answer: try again, or give the centre by hand';
/** How many new pincodes of one bulk add are looked up (the rest keep no centre until edited). */
const BULK_LOOKUPS = 200;

/**
 * Fills the place and centre of the merchant's pincodes that have none, from the maps service, four
 * at a time; a pincode it does not know, or a failed call, stays without. Answers the pincodes placed.
 */
async function placePincodes(
  db: Db,
  lookup: PincodeLookup | null,
  mainId: string,
  list: readonly string[],
): Promise<string[]> {
  if (!lookup || list.length === 0) return [];
  const queue = list.slice(0, BULK_LOOKUPS);
  const placed: string[] = [];
  const worker = async () => {
    for (let pincode = queue.shift(); pincode !== undefined; pincode = queue.shift()) {
      const place = await lookup.lookup(pincode).catch(() => null);
      if (!place) continue;
      await db
        .update(pincodes)
        .set({ place: place.place, latitude: place.latitude, longitude: place.longitude })
        .where(and(eq(pincodes.main_id, mainId), eq(pincodes.pincode, pincode), isNull(pincodes.latitude)));
      placed.push(pincode);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return placed.sort();
}

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
