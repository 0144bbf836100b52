import { DeliverySettings, DeliverySettingsBody, type PayMethodSchema } from '@skatekit/console-contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type ButtonSetting, merchantSettings } from '../../db/schema';
import { notFound } from '../../platform/errors';
import {
  initialPayMethod,
  offeredPayMethods,
  PAY_METHOD_NOW,
  PAY_METHOD_ON_DELIVERY,
  PAY_METHODS,
  payMode,
} from '../../platform/core';
import { writeAudit } from '../staff/audit';
import { CATALOGUE_WRITE } from '../catalogue/catalogue-write';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
const SettingsResponse = z.object({ data: DeliverySettings });
type Method = z.infer<typeof PayMethodSchema>;

/** The pay button of each checkout method, as `pay_buttons` stores them. */
const BUTTON_OF: Record<Method, string> = {
  [PAY_METHOD_NOW]: 'paynow',
  [PAY_METHOD_ON_DELIVERY]: 'payondelivery',
};

const columns = {
  google_address: merchantSettings.google_address,
  latitude: merchantSettings.latitude,
  longitude: merchantSettings.longitude,
  delivery_percentage: merchantSettings.delivery_percentage,
  pay_buttons: merchantSettings.pay_buttons,
  gst_rate: merchantSettings.gst_rate,
  gst_number: merchantSettings.gst_number,
};
type Row = { [K in keyof typeof columns]: (typeof merchantSettings.$inferSelect)[K] };

/** The settings as the console shows them; the offered methods are core's reading of the pay buttons. */
function toSettings(row: Row): z.infer<typeof DeliverySettings> {
  const offered = offeredPayMethods(row.pay_buttons);
  return {
    shippingPoint: { address: row.google_address, latitude: row.latitude, longitude: row.longitude },
    advancePercent: row.delivery_percentage,
    payMethods: offered,
    defaultPayMethod: initialPayMethod(payMode(row.pay_buttons), offered),
    gstRate: row.gst_rate,
    gstNumber: row.gst_number,
  };
}

/**
 * The pay buttons that offer exactly `methods`, starting on `preferred`: a method's existing button
 * keeps its label and status; a new one is labelled with the method. Other buttons (paymanual, the
 * quote-instead mode) stay as they are.
 */
function payButtonsFor(current: ButtonSetting[], methods: Method[], preferred: Method): ButtonSetting[] {
  const methodButtons = new Set(Object.values(BUTTON_OF));
  const kept = current.filter((b) => !methodButtons.has(b.button_id));
  const chosen = PAY_METHODS.filter((m) => methods.includes(m)).map((method) => {
    const id = BUTTON_OF[method];
    const existing = current.find((b) => b.button_id === id);
    return {
      button_id: id,
      button_name: existing?.button_name || method,
      default: method === preferred,
      status: existing?.status ?? 'Active',
    };
  });
  return [...kept, ...chosen];
}

async function readRow(db: Db | Tx, mainId: string, lock = false): Promise<Row> {
  const query = db
    .select(columns)
    .from(merchantSettings)
    .where(eq(merchantSettings.main_id, mainId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Store settings not found');
  return row;
}

/**
 * Delivery and payment terms of the store (owner): where orders ship from, the pay-on-delivery
 * advance, the pay methods offered, the GST rate and the store's GST number. The checkout prices with
 * these through core's engine on its next quote (merchant settings are never cached).
 */
export const deliverySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/delivery-settings`,
    { preHandler: requireStaff('delivery.read'), schema: { response: { 200: SettingsResponse } } },
    async (request) => ({ data: toSettings(await readRow(app.db, staffOf(request).mainId)) }),
  );

  app.put(
    `${ADMIN_API}/delivery-settings`,
    {
      preHandler: requireStaff('delivery.manage'),
      config: CATALOGUE_WRITE,
      schema: { body: DeliverySettingsBody, response: { 200: SettingsResponse } },
    },
    async (request) => {
      const who = staffOf(request);
      const body = request.body;
      const after = await app.db.transaction(async (tx) => {
        const before = await readRow(tx, who.mainId, true);
        await tx
          .update(merchantSettings)
          .set({
            google_address: body.shippingPoint.address,
            latitude: body.shippingPoint.latitude,
            longitude: body.shippingPoint.longitude,
            delivery_percentage: body.advancePercent,
            pay_buttons: payButtonsFor(before.pay_buttons, body.payMethods, body.defaultPayMethod),
            gst_rate: body.gstRate,
            gst_number: body.gstNumber,
          })
          .where(eq(merchantSettings.main_id, who.mainId));
        const row = await readRow(tx, who.mainId);
        await writeAudit(tx, who.mainId, who, {
          action: 'delivery-settings.update',
          entity: 'settings',
          entityId: who.mainId,
          before: toSettings(before),
          after: toSettings(row),
        });
        return row;
      });
      return { data: toSettings(after) };
    },
  );
};
