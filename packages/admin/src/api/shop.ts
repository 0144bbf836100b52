import {
  AdminCoupon,
  AdminDeliveryBand,
  AdminFreeDeliveryBand,
  AdminPincode,
  type CONTENT_BODIES,
  ContentItem,
  type ContentKind,
  type CouponBody,
  type CouponsQuery,
  type DeliveryBandBody,
  DeliveryBandsResponse,
  DeliverySettings,
  type DeliverySettingsBody,
  type FreeDeliveryBandBody,
  type PincodeBody,
  PincodePlace,
  type PincodesBulkBody,
  PincodesBulkResult,
  type PincodesQuery,
  page,
  StoreContent,
  type StoreContentBody,
} from '@skatekit/console-contract';
import { z } from 'zod';

type Query = Record<string, string | number | boolean | undefined | null>;

/** The client's one request function (client.ts), as the shop calls use it. */
export type ApiRequest = <S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  options?: { query?: Query; body?: unknown },
) => Promise<z.output<S>>;

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;
const noContent = z.unknown();

/** The calls of the coupons and delivery screens (docs/admin-api.md). */
export function shopApi(request: ApiRequest) {
  const coupon = z.object({ data: AdminCoupon });
  const pincode = z.object({ data: AdminPincode });
  const band = z.object({ data: AdminDeliveryBand });
  const freeBand = z.object({ data: AdminFreeDeliveryBand });
  const settings = z.object({ data: DeliverySettings });
  return {
    coupons: {
      list: (query: Partial<CouponsQuery>) => request('GET', '/coupons', page(AdminCoupon), { query }),
      create: (body: z.input<typeof CouponBody>) => request('POST', '/coupons', coupon, { body }),
      update: (id: string, body: z.input<typeof CouponBody>) =>
        request('PUT', at('/coupons', id), coupon, { body }),
      end: (id: string) => request('POST', `${at('/coupons', id)}/end`, coupon),
    },
    delivery: {
      pincodes: (query: Partial<PincodesQuery>) =>
        request(
          'GET',
          '/pincodes',
          page(AdminPincode).extend({ counts: z.object({ active: z.number(), inactive: z.number() }) }),
          { query },
        ),
      createPincode: (body: z.input<typeof PincodeBody>) => request('POST', '/pincodes', pincode, { body }),
      updatePincode: (id: string, body: z.input<typeof PincodeBody>) =>
        request('PUT', at('/pincodes', id), pincode, { body }),
      bulkPincodes: (body: z.input<typeof PincodesBulkBody>) =>
        request('POST', '/pincodes/bulk', PincodesBulkResult, { body }),
      findPlace: (pincode: string) =>
        request('GET', at('/pincodes/lookup', pincode), z.object({ data: PincodePlace })),
      bands: () => request('GET', '/delivery-bands', DeliveryBandsResponse),
      createBand: (body: z.input<typeof DeliveryBandBody>) =>
        request('POST', '/delivery-bands', band, { body }),
      updateBand: (id: string, body: z.input<typeof DeliveryBandBody>) =>
        request('PUT', at('/delivery-bands', id), band, { body }),
      deleteBand: (id: string) => request('DELETE', at('/delivery-bands', id), noContent),
      createFreeBand: (body: z.input<typeof FreeDeliveryBandBody>) =>
        request('POST', '/free-delivery-bands', freeBand, { body }),
      updateFreeBand: (id: string, body: z.input<typeof FreeDeliveryBandBody>) =>
        request('PUT', at('/free-delivery-bands', id), freeBand, { body }),
      deleteFreeBand: (id: string) => request('DELETE', at('/free-delivery-bands', id), noContent),
      settings: () => request('GET', '/delivery-settings', settings),
      updateSettings: (body: z.input<typeof DeliverySettingsBody>) =>
        request('PUT', '/delivery-settings', settings, { body }),
    },
    content: {
      list: (kind: ContentKind) =>
        request('GET', `/content/${kind}`, z.object({ data: z.array(ContentItem) })),
      create: <K extends ContentKind>(kind: K, body: z.input<(typeof CONTENT_BODIES)[K]>) =>
        request('POST', `/content/${kind}`, z.object({ data: ContentItem }), { body }),
      update: <K extends ContentKind>(kind: K, id: string, body: z.input<(typeof CONTENT_BODIES)[K]>) =>
        request('PUT', at(`/content/${kind}`, id), z.object({ data: ContentItem }), { body }),
      remove: (kind: ContentKind, id: string) => request('DELETE', at(`/content/${kind}`, id), noContent),
      store: () => request('GET', '/content/store', z.object({ data: StoreContent })),
      updateStore: (body: z.input<typeof StoreContentBody>) =>
        request('PUT', '/content/store', z.object({ data: StoreContent }), { body }),
    },
  };
}
