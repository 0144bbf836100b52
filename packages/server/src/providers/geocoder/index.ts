export { createPincodeGeocoder } from './pincode';
export type { Coordinates, Geocoder, GeocodeQuery } from './types';
