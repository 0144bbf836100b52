/** A point on the map, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What an address offers for geocoding. */
export interface GeocodeQuery {
  mainId: string;
  pincode: string;
  city?: string;
  area?: string;
  address?: string;
}

/** Turns an address into coordinates; null when it cannot (the address is then saved without them). */
export interface Geocoder {
  geocode(query: GeocodeQuery): Promise<Coordinates | null>;
}

/** Where a pincode is: its place's name and the centre of its area (a maps service's answer). */
export interface PincodePlace {
  pincode: string;
  /** e.g. "Malad West, Mumbai, Maharashtra 400064, India". */
  place: string;
  latitude: number;
  longitude: number;
}

/** Finds a pincode's place from a maps service (Google's Geocoding API, or its local fake). */
export interface PincodeLookup {
  kind: 'google' | 'fake';
  /** The place, or null when the service knows no such pincode; throws MapsUnavailableError otherwise. */
  lookup(pincode: string): Promise<PincodePlace | null>;
}

/** The maps service did not answer, refused the key, or is over its quota: the place must be typed. */
export class MapsUnavailableError extends Error {
  override name = 'MapsUnavailableError';
}
