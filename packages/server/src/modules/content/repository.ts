import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classLevels, merchantSettings, offices } from '../../db/schema';

/**
 * The public part of a merchant's settings. Columns are listed one by one so that `key_secret` and
 * `webhook_secret` are never even read by the routes that answer browsers.
 */
export async function findPublicSettings(db: Db, mainId: string) {
  const [row] = await db
    .select({
      buttons: merchantSettings.buttons,
      pay_buttons: merchantSettings.pay_buttons,
      meta: merchantSettings.meta,
      help: merchantSettings.help,
      payment_provider: merchantSettings.payment_provider,
      key_id: merchantSettings.key_id,
      company_name: merchantSettings.company_name,
      company_color: merchantSettings.company_color,
      gst_rate: merchantSettings.gst_rate,
      gstin: merchantSettings.gst_number,
    })
    .from(merchantSettings)
    .where(eq(merchantSettings.main_id, mainId))
    .limit(1);
  return row;
}

export function listClassLevels(db: Db, mainId: string) {
  return db
    .select()
    .from(classLevels)
    .where(and(eq(classLevels.main_id, mainId), eq(classLevels.status, 'Active')))
    .orderBy(asc(classLevels.position));
}

export function listOffices(db: Db, mainId: string) {
  return db
    .select()
    .from(offices)
    .where(and(eq(offices.main_id, mainId), eq(offices.status, 'Active')))
    .orderBy(asc(offices.position));
}
