import { path, type Transport } from '../http';
import {
  DeliveryAdvanceResponse,
  DeliveryBandsResponse,
  FreeDeliveryBandsResponse,
  OfficeLocationResponse,
  PincodesResponse,
} from '../schemas/delivery';
import { requireRecord } from './catalogue';

/** Delivery settings: pincodes, advance share, distance bands, the office the distance is measured from. */
export function deliveryApi(t: Transport) {
  const store = t.merchantCode;
  return {
    /** GET /pincode/getall/{store} (`pincodesData`). */
    pincodes: async () =>
      (await t.request(PincodesResponse, { method: 'GET', path: path`/pincode/getall/${store}` }))
        .pincodesData,
    /** GET /deliverypaybefore/single/{store} (`help`); no setting means no advance (0 %). */
    advance: async () =>
      (
        await t.request(DeliveryAdvanceResponse, {
          method: 'GET',
          path: path`/deliverypaybefore/single/${store}`,
        })
      ).help ?? { delivery_percentage: 0 },
    /** GET /delivery-price/{store}. */
    priceBands: async () =>
      (await t.request(DeliveryBandsResponse, { method: 'GET', path: path`/delivery-price/${store}` })).data,
    /** GET /freedelivery/{store}. */
    freeBands: async () =>
      (await t.request(FreeDeliveryBandsResponse, { method: 'GET', path: path`/freedelivery/${store}` }))
        .data,
    /** GET /register/officesingle/{store}. */
    office: async () => {
      const reply = await t.send(OfficeLocationResponse, {
        method: 'GET',
        path: path`/register/officesingle/${store}`,
      });
      return requireRecord(reply.data.data, 'Office', reply.status);
    },
  };
}
