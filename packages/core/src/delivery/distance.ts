/** Mean Earth radius in km (IUGG), the usual value for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km between two points (haversine).
 * @example distanceKm(19.1860, 72.8485, 19.0760, 72.8777) // about 12.6 (Malad to Bandra)
 */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance the delivery bands are matched with: over 0.1 km and under 1 km counts as 1 km;
 * anything else is used as it is (0.1 km or less is "at the door").
 */
export function billableKm(distance: number): number {
  return distance > 0.1 && distance < 1 ? 1 : distance;
}
