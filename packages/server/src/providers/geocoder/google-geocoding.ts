import { z } from 'zod';
import { MapsUnavailableError, type PincodeLookup, type PincodePlace } from './types';

/** Google's Geocoding API, where GEOCODING_API_URL does not point elsewhere. */
export const GOOGLE_MAPS_API_URL = 'https://maps.googleapis.com';

/** The part of a Geocoding API answer we read (developers.google.com/maps/documentation/geocoding). */
const GeocodeAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        address_components: z
          .array(z.object({ long_name: z.string(), types: z.array(z.string()) }))
          .default([]),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

export interface GoogleGeocodingOptions {
  kind?: 'google' | 'fake';
  /** The service's origin (read at each call: the dev fake's is this server's own, known once it listens). */
  apiUrl: string | (() => string);
  key: string;
  fetch?: typeof fetch;
  /** How long one lookup may take before the place must be typed instead (default 5 s). */
  timeoutMs?: number;
}

/**
 * A pincode's place through the Geocoding API: `GET /maps/api/geocode/json?components=postal_code:N|country:IN`.
 * `ZERO_RESULTS`, or a first result for another pincode, is "no such place" (null); any other status, an
 * HTTP error or a timeout is MapsUnavailableError, so the console can say to type the centre instead.
 */
export function createGoogleGeocodingLookup(options: GoogleGeocodingOptions): PincodeLookup {
  const fetchImpl = options.fetch ?? fetch;
  return {
    kind: options.kind ?? 'google',
    async lookup(pincode: string): Promise<PincodePlace | null> {
      const origin = typeof options.apiUrl === 'function' ? options.apiUrl() : options.apiUrl;
      const url = new URL(`${origin.replace(/\/+$/, '')}/maps/api/geocode/json`);
      url.searchParams.set('components', `postal_code:${pincode}|country:IN`);
      url.searchParams.set('region', 'in');
      url.searchParams.set('key', options.key);
      let answer: z.infer<typeof GeocodeAnswer>;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
        if (!response.ok) throw new MapsUnavailableError(`the maps service answered HTTP ${response.status}`);
        answer = GeocodeAnswer.parse(await response.json());
      } catch (error) {
        if (error instanceof MapsUnavailableError) throw error;
        throw new MapsUnavailableError(`the maps service did not answer: ${(error as Error).message}`);
      }
      if (answer.status === 'ZERO_RESULTS') return null;
      if (answer.status !== 'OK')
        throw new MapsUnavailableError(
          `the maps service said ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ''}`,
        );
      const [first] = answer.results;
      if (!first) return null;
      const postal = first.address_components.find((c) => c.types.includes('postal_code'));
      if (postal && postal.long_name !== pincode) return null;
      return {
        pincode,
        place: first.formatted_address,
        latitude: first.geometry.location.lat,
        longitude: first.geometry.location.lng,
      };
    },
  };
}
