import { z } from 'zod';
import { PAY_METHODS } from '@skatekit/core/rules';
import { id, rupees } from './fields';

/*
 * Wire schemas of the console's delivery screens: pincodes, delivery and free-delivery bands, the delivery
 * and payment settings (`/admin/api/delivery/...`). The server validates bodies and serialises answers with
 * them; the console's forms use the same schemas (the GSTIN format is checked once).
 */

const kilometres = z.number().finite().min(0, 'Enter 0 km or more').max(10_000);

// ---------------------------------------------------------------------------------------- delivery
/** An Indian pincode: 6 digits, the first not 0. */
export const PincodeText = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode');

const latitude = z.number().finite().min(-90).max(90).nullable();
const longitude = z.number().finite().min(-180).max(180).nullable();

/**
 * `POST /admin/api/pincodes`, `PUT /admin/api/pincodes/:id`. The coordinates are the centre of the
 * pincode's area: the delivery distance of an address in it is measured from them (the offline
 * geocoder). Without them an address there has no distance, and no delivery band can be charged.
 */
export const PincodeBody = z
  .strictObject({
    pincode: PincodeText,
    active: z.boolean().default(true),
    /** The place's name (from the maps service's lookup, or typed); empty is none. */
    place: z
      .string()
      .trim()
      .max(200)
      .transform((text) => text || null)
      .nullable()
      .default(null),
    latitude: latitude.default(null),
    longitude: longitude.default(null),
  })
  .refine((body) => (body.latitude === null) === (body.longitude === null), {
    path: ['longitude'],
    message: 'Give both latitude and longitude, or neither',
  });
export type PincodeBody = z.infer<typeof PincodeBody>;

/** `POST /admin/api/pincodes/bulk`: many pincodes at once, separated by commas, spaces or new lines. */
export const PincodesBulkBody = z.strictObject({
  pincodes: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      const list = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
      const bad = list.filter((p) => !/^[1-9]\d{5}$/.test(p));
      if (bad.length > 0)
        ctx.addIssue({ code: 'custom', message: `Not 6-digit pincodes: ${bad.slice(0, 10).join(', ')}` });
      else if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Enter at least one pincode' });
      else if (list.length > 1000)
        ctx.addIssue({ code: 'custom', message: 'Add at most 1,000 pincodes at once' });
      return list;
    }),
  active: z.boolean().default(true),
});
export type PincodesBulkBody = z.infer<typeof PincodesBulkBody>;

export const AdminPincode = z.object({
  id,
  pincode: z.string(),
  active: z.boolean(),
  place: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AdminPincode = z.infer<typeof AdminPincode>;

/** `GET /admin/api/pincodes/lookup/:pincode`: the pincode's place and centre from the maps service. */
export const PincodePlace = z.object({
  pincode: z.string(),
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PincodePlace = z.infer<typeof PincodePlace>;

/** `GET /admin/api/pincodes`: search by pincode, filter Active / Inactive. */
export const PincodesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(20).optional(),
  status: z.enum(['Active', 'Inactive']).optional(),
});
export type PincodesQuery = z.infer<typeof PincodesQuery>;

/** Answer of the bulk add: which pincodes were new and which the store had already. */
export const PincodesBulkResult = z.object({
  added: z.array(z.string()),
  existing: z.array(z.string()),
  /** Of the added, those the maps service found no place for (or could not be asked about): no centre yet. */
  unplaced: z.array(z.string()).default([]),
});

const band = {
  minKm: kilometres,
  maxKm: kilometres,
  active: z.boolean().default(true),
};
const maxAfterMin = <T extends { minKm: number; maxKm: number }>(body: T) => body.maxKm > body.minKm;
const maxAfterMinIssue = { path: ['maxKm'], message: 'The farthest distance must be more than the nearest' };

/** `POST/PUT /admin/api/delivery-bands`: orders shipped between minKm and maxKm pay `price`. */
export const DeliveryBandBody = z
  .strictObject({ ...band, price: rupees.min(0, 'Enter 0 or more') })
  .refine(maxAfterMin, maxAfterMinIssue);
export type DeliveryBandBody = z.infer<typeof DeliveryBandBody>;

/** `POST/PUT /admin/api/free-delivery-bands`: orders of at least `threshold` between minKm and maxKm ship free. */
export const FreeDeliveryBandBody = z
  .strictObject({ ...band, threshold: rupees.min(0, 'Enter 0 or more') })
  .refine(maxAfterMin, maxAfterMinIssue);
export type FreeDeliveryBandBody = z.infer<typeof FreeDeliveryBandBody>;

export const AdminDeliveryBand = z.object({
  id,
  minKm: z.number(),
  maxKm: z.number(),
  price: z.number(),
  active: z.boolean(),
});
export type AdminDeliveryBand = z.infer<typeof AdminDeliveryBand>;

export const AdminFreeDeliveryBand = z.object({
  id,
  minKm: z.number(),
  maxKm: z.number(),
  threshold: z.number(),
  active: z.boolean(),
});
export type AdminFreeDeliveryBand = z.infer<typeof AdminFreeDeliveryBand>;

/** `GET /admin/api/delivery-bands`: both kinds of band, nearest first. */
export const DeliveryBandsResponse = z.object({
  bands: z.array(AdminDeliveryBand),
  freeBands: z.array(AdminFreeDeliveryBand),
});

/** Shape of a GST number: state code, PAN, entity number, `Z`, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Whether a GST number (GSTIN) is well formed: 15 characters in the GSTN's pattern whose last
 * character is the check character of the first 14 (the GSTN's base-36 checksum).
 * @example isGstin('27AAPFU0939F1ZV') // true
 */
export function isGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(value[i] as string) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === value[14];
}

/** Pay methods a shopper may choose at checkout (core's PAY_METHODS). */
export const PayMethodSchema = z.enum(PAY_METHODS);

/** `GET/PUT /admin/api/delivery-settings` (owner): the shipping point, advance, pay methods and GST. */
export const DeliverySettings = z.object({
  /** Where orders ship from: every delivery distance is measured from here. */
  shippingPoint: z.object({
    address: z.string().trim().max(500),
    latitude: z.number().finite().min(-90).max(90).nullable(),
    longitude: z.number().finite().min(-180).max(180).nullable(),
  }),
  /** Share of a pay-on-delivery order paid online in advance, percent (0: none). */
  advancePercent: z.number().finite().min(0, 'Enter 0 to 100').max(100, 'Enter 0 to 100'),
  /** The methods the checkout offers; at least one. */
  payMethods: z.array(PayMethodSchema).min(1, 'Offer at least one pay method'),
  /** The method the checkout starts on; one of payMethods. */
  defaultPayMethod: PayMethodSchema,
  /** GST included in prices, percent. */
  gstRate: z.number().finite().min(0, 'Enter 0 to 100').max(100, 'Enter 0 to 100'),
  /** The store's GST number, or '' when it has none. */
  gstNumber: z.string(),
});
export type DeliverySettings = z.infer<typeof DeliverySettings>;

export const DeliverySettingsBody = DeliverySettings.extend({
  gstNumber: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isGstin(value), 'Enter a valid 15-character GST number'),
})
  .strict()
  .superRefine((body, ctx) => {
    if (!body.payMethods.includes(body.defaultPayMethod))
      ctx.addIssue({
        code: 'custom',
        path: ['defaultPayMethod'],
        message: 'Choose one of the offered methods',
      });
    const { latitude, longitude } = body.shippingPoint;
    if ((latitude === null) !== (longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: ['shippingPoint', 'longitude'],
        message: 'Give both latitude and longitude, or neither',
      });
  });
export type DeliverySettingsBody = z.infer<typeof DeliverySettingsBody>;
