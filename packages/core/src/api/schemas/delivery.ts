import * as z from 'zod/mini';
import { listEnvelope, mongoId, num, optNum, recordEnvelope, str } from './shared';

/** A serviceable pincode; only Active ones count. Pincodes are text (leading zeros, never arithmetic). */
export const Pincode = /* @__PURE__ */ z.object({ _id: mongoId(), pincode: str(), status: str() });
/** A serviceable pincode. */
export type Pincode = z.output<typeof Pincode>;

/** A distance band and its delivery charge in rupees; only Active bands count. */
export const DeliveryBand = /* @__PURE__ */ z.object({
  _id: mongoId(),
  min_kilometer: num(),
  max_kilometer: num(),
  delivery_price: num(),
  status: str(),
});
/** A distance band and its delivery charge. */
export type DeliveryBand = z.output<typeof DeliveryBand>;

/** A distance band in which delivery is free once the order total reaches `freedelivery_price`. */
export const FreeDeliveryBand = /* @__PURE__ */ z.object({
  _id: mongoId(),
  min_kilometer: num(),
  max_kilometer: num(),
  freedelivery_price: num(),
  status: str(),
});
/** A free-delivery band. */
export type FreeDeliveryBand = z.output<typeof FreeDeliveryBand>;

/** The share of a pay-on-delivery order paid in advance, in percent. */
export const DeliveryAdvance = /* @__PURE__ */ z.object({ delivery_percentage: num() });
/** The pay-on-delivery advance setting. */
export type DeliveryAdvance = z.output<typeof DeliveryAdvance>;

/** Where the store ships from: the office address, and its coordinates when known. */
export const OfficeLocation = /* @__PURE__ */ z.object({
  google_address: str(),
  latitude: optNum(),
  longitude: optNum(),
});
/** Where the store ships from. */
export type OfficeLocation = z.output<typeof OfficeLocation>;

/** GET /pincode/getall/{store} -> `{ pincodesData: Pincode[] }`. */
export const PincodesResponse = /* @__PURE__ */ listEnvelope('pincodesData', Pincode);
/** GET /deliverypaybefore/single/{store} -> `{ help: { delivery_percentage } }` (the backend's key is `help`). */
export const DeliveryAdvanceResponse = /* @__PURE__ */ recordEnvelope('help', DeliveryAdvance);
/** GET /delivery-price/{store} -> `{ data: DeliveryBand[] }`. */
export const DeliveryBandsResponse = /* @__PURE__ */ listEnvelope('data', DeliveryBand);
/** GET /freedelivery/{store} -> `{ data: FreeDeliveryBand[] }`. */
export const FreeDeliveryBandsResponse = /* @__PURE__ */ listEnvelope('data', FreeDeliveryBand);
/** GET /register/officesingle/{store} -> `{ data: OfficeLocation }`. */
export const OfficeLocationResponse = /* @__PURE__ */ recordEnvelope('data', OfficeLocation);
