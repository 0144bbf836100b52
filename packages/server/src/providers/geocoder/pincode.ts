import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pincodes } from '../../db/schema';
import type { Coordinates, Geocoder, GeocodeQuery } from './types';

/**
 * Offline geocoder: the approximate centre of the address's pincode from the merchant's pincode table.
 * Good enough for distance bands (a few km wide); unknown pincodes give null.
 */
export function createPincodeGeocoder(db: Db): Geocoder {
  return {
    async geocode(query: GeocodeQuery): Promise<Coordinates | null> {
      const pincode = query.pincode.trim();
      if (!pincode) return null;
      const [row] = await db
        .select({ latitude: pincodes.latitude, longitude: pincodes.longitude })
        .from(pincodes)
        .where(
          and(
            eq(pincodes.main_id, query.mainId),
            eq(pincodes.pincode, pincode),
            isNotNull(pincodes.latitude),
            isNotNull(pincodes.longitude),
          ),
        )
        .limit(1);
      if (!row || row.latitude === null || row.longitude === null) return null;
      return { latitude: row.latitude, longitude: row.longitude };
    },
  };
}
