import type { FastifyInstance } from 'fastify';
import { ownAddress } from '../push';
import { FAKE_MAPS_KEY } from './fake-geocoding';
import { createGoogleGeocodingLookup, GOOGLE_MAPS_API_URL } from './google-geocoding';
import type { PincodeLookup } from './types';

export { FAKE_MAPS_KEY, FAKE_MAPS_PLACES, fakeGeocodingRoutes, fakePlaceName } from './fake-geocoding';
export { createGoogleGeocodingLookup, GOOGLE_MAPS_API_URL } from './google-geocoding';
export { createPincodeGeocoder } from './pincode';
export type { Coordinates, Geocoder, GeocodeQuery, PincodeLookup, PincodePlace } from './types';
export { MapsUnavailableError } from './types';

/**
 * The pincode lookup the config asks for: Google's Geocoding API with GOOGLE_MAPS_API_KEY (at
 * GEOCODING_API_URL, Google's by default); without a key, with the dev helpers, the same client aimed at
 * the local fake (this server's /dev/maps); else null (the console's pincodes take typed centres).
 */
export function createPincodeLookup(app: FastifyInstance, fetchImpl?: typeof fetch): PincodeLookup | null {
  const { maps, devRoutes } = app.config;
  if (maps.key)
    return createGoogleGeocodingLookup({
      apiUrl: maps.apiUrl ?? GOOGLE_MAPS_API_URL,
      key: maps.key,
      fetch: fetchImpl,
    });
  if (!devRoutes) return null;
  return createGoogleGeocodingLookup({
    kind: 'fake',
    apiUrl: () => maps.apiUrl ?? `${ownAddress(app)}/dev`,
    key: FAKE_MAPS_KEY,
    fetch: fetchImpl,
  });
}
