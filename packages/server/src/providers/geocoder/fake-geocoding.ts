import type { FastifyPluginAsync } from 'fastify';

/** The API key the development lookup presents; the fake refuses any other, as Google does. */
export const FAKE_MAPS_KEY = 'fake-maps-key';

/**
 * What the fake knows: the areas around the demo academy (north-west Mumbai) and two outside its
 * delivery area, and two it may add, each `[pincode, locality, city, latitude, longitude]` (approximate
 * centres).
 */
export const FAKE_MAPS_PLACES: readonly (readonly [string, string, string, number, number])[] = [
  ['400064', 'Malad West', 'Mumbai', 19.1874, 72.8484],
  ['400097', 'Malad East', 'Mumbai', 19.186, 72.86],
  ['400063', 'Goregaon East', 'Mumbai', 19.1663, 72.8526],
  ['400104', 'Goregaon West', 'Mumbai', 19.164, 72.842],
  ['400101', 'Kandivali East', 'Mumbai', 19.2047, 72.8707],
  ['400067', 'Kandivali West', 'Mumbai', 19.2072, 72.842],
  ['400058', 'Andheri West', 'Mumbai', 19.1364, 72.8296],
  ['400053', 'Azad Nagar, Andheri West', 'Mumbai', 19.1413, 72.8258],
  ['400069', 'Andheri East', 'Mumbai', 19.1136, 72.8697],
  ['400092', 'Borivali West', 'Mumbai', 19.2317, 72.8567],
  ['400001', 'Fort', 'Mumbai', 18.9345, 72.8353],
  ['400614', 'CBD Belapur', 'Navi Mumbai', 19.019, 73.039],
  ['400066', 'Borivali East', 'Mumbai', 19.2288, 72.8654],
  ['400068', 'Dahisar', 'Mumbai', 19.2502, 72.8597],
];

/** The fake's formatted_address, as Google writes one for a pincode. */
export const fakePlaceName = (pincode: string, locality: string, city: string): string =>
  `${locality}, ${city}, Maharashtra ${pincode}, India`;

const denied = (error_message: string) => ({ results: [], status: 'REQUEST_DENIED', error_message });

/**
 * A local stand-in for Google's Geocoding API (dev helpers only, like the FCM and WhatsApp fakes):
 * `GET /dev/maps/api/geocode/json?components=postal_code:N|country:IN&key=` answers in the API's shape
 * (`{ results: [{ formatted_address, address_components, geometry: { location }, place_id, types }],
 * status }`): OK for a pincode it knows, ZERO_RESULTS otherwise, REQUEST_DENIED for a missing or other
 * key and INVALID_REQUEST without a component or address, each with HTTP 200 as the real service does.
 */
export const fakeGeocodingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { key?: string; components?: string; address?: string } }>(
    '/dev/maps/api/geocode/json',
    async (request) => {
      const { key, components, address } = request.query;
      if (!key)
        return denied('You must use an API key to authenticate each request to Google Maps Platform APIs.');
      if (key !== FAKE_MAPS_KEY) return denied('The provided API key is invalid. ');
      if (!components && !address)
        return {
          results: [],
          status: 'INVALID_REQUEST',
          error_message:
            "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
        };
      const pincode =
        /(?:^|\|)postal_code:(\d{6})(?:\||$)/.exec(components ?? '')?.[1] ??
        /\b(\d{6})\b/.exec(address ?? '')?.[1];
      const known = FAKE_MAPS_PLACES.find(([code]) => code === pincode);
      if (!known) return { results: [], status: 'ZERO_RESULTS' };
      const [code, locality, city, lat, lng] = known;
      return {
        results: [
          {
            address_components: [
              { long_name: code, short_name: code, types: ['postal_code'] },
              {
                long_name: locality,
                short_name: locality,
                types: ['political', 'sublocality', 'sublocality_level_1'],
              },
              { long_name: city, short_name: city, types: ['locality', 'political'] },
              {
                long_name: 'Maharashtra',
                short_name: 'MH',
                types: ['administrative_area_level_1', 'political'],
              },
              { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
            ],
            formatted_address: fakePlaceName(code, locality, city),
            geometry: { location: { lat, lng }, location_type: 'APPROXIMATE' },
            place_id: `fake-${code}`,
            types: ['postal_code'],
          },
        ],
        status: 'OK',
      };
    },
  );
};
