import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryBands, freeDeliveryBands, merchantSettings, pincodes } from '../../db/schema';

/** Every pincode of a merchant with its status (clients count only Active ones). */
export function listPincodes(db: Db, mainId: string) {
  return db.select().from(pincodes).where(eq(pincodes.main_id, mainId)).orderBy(asc(pincodes.pincode));
}

export function listDeliveryBands(db: Db, mainId: string) {
  return db
    .select()
    .from(deliveryBands)
    .where(eq(deliveryBands.main_id, mainId))
    .orderBy(asc(deliveryBands.min_kilometer), asc(deliveryBands.max_kilometer), asc(deliveryBands.id));
}

export function listFreeDeliveryBands(db: Db, mainId: string) {
  return db
    .select()
    .from(freeDeliveryBands)
    .where(eq(freeDeliveryBands.main_id, mainId))
    .orderBy(
      asc(freeDeliveryBands.min_kilometer),
      asc(freeDeliveryBands.max_kilometer),
      asc(freeDeliveryBands.id),
    );
}

/** The delivery-related settings only (never the payment secrets). */
export async function findDeliverySettings(db: Db, mainId: string) {
  const [row] = await db
    .select({
      delivery_percentage: merchantSettings.delivery_percentage,
      google_address: merchantSettings.google_address,
      latitude: merchantSettings.latitude,
      longitude: merchantSettings.longitude,
    })
    .from(merchantSettings)
    .where(eq(merchantSettings.main_id, mainId))
    .limit(1);
  return row;
}
