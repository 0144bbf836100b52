import type { Geocoder } from '../../providers/geocoder/types';

/** The fields of an address the geocoder places it by. */
export interface PlacedAddress {
  pincode: string;
  city?: string | null;
  area?: string | null;
  new_address?: string | null;
}

/**
 * Where an address is as delivery measures it today: the server's geocoder (offline, the pincode's
 * centre in the merchant's table), else the coordinates `kept` with it (a saved address's; a posted
 * one keeps none). The address list and the order both ask here, so the distance a checkout shows is
 * the one the order charges, even after the merchant moves a pincode's centre.
 */
export async function addressCoordinates(
  geocoder: Geocoder,
  mainId: string,
  address: PlacedAddress,
  kept: { latitude: number | null; longitude: number | null } = { latitude: null, longitude: null },
): Promise<{ latitude: number | null; longitude: number | null }> {
  const found = await geocoder.geocode({
    mainId,
    pincode: address.pincode,
    city: address.city ?? '',
    area: address.area ?? '',
    address: address.new_address ?? undefined,
  });
  return {
    latitude: found?.latitude ?? kept.latitude,
    longitude: found?.longitude ?? kept.longitude,
  };
}
