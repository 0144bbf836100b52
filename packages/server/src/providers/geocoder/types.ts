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
