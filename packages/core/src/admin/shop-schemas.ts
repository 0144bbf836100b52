import { z } from 'zod';
import { calendarDay } from './calendar-day';
import { PAY_METHODS } from '../constants';

/*
 * Wire schemas of the console's shop screens: coupons, delivery and store content (docs/admin-api.md).
 * The server validates bodies and serialises answers with them; the console's forms use the same
 * schemas, so a rule (percentage 1-100, end not before start, GSTIN format) is written once.
 */

const id = z.string().min(1).max(64);
/** An India date, `YYYY-MM-DD`. */
const indiaDay = calendarDay('Enter a date');
const rupees = z.number().finite().max(10_000_000);
const kilometres = z.number().finite().min(0, 'Enter 0 km or more').max(10_000);

// ---------------------------------------------------------------------------------------- coupons
/** A percentage off the order, or a flat rupee amount off. */
export const CouponKind = z.enum(['percentage', 'flat']);
export type CouponKind = z.infer<typeof CouponKind>;

/**
 * Codes are matched case-insensitively by the storefront (stored upper-case), so the console stores
 * them upper-case too: `summer10` and `SUMMER10` are one code.
 */
export const CouponCode = z
  .string()
  .trim()
  .min(1, 'Enter a code')
  .max(40, 'Use at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .transform((code) => code.toUpperCase());

/**
 * `POST /admin/api/coupons` and `PUT /admin/api/coupons/:id`. Dates are India dates, both inclusive:
 * a coupon starting and ending on 1 Oct works all that day.
 */
export const CouponBody = z
  .strictObject({
    code: CouponCode,
    kind: CouponKind,
    /** Percent (1-100) or rupees (more than 0), by `kind`. */
    amount: z.number({ error: 'Enter an amount' }).finite(),
    minOrder: rupees.min(0, 'Enter 0 or more').default(0),
    firstOrderOnly: z.boolean().default(false),
    onePerCustomer: z.boolean().default(false),
    /** Uses allowed in all; null: no limit. */
    maxUses: z.number().int('Enter a whole number').min(1, 'Allow at least 1 use').max(10_000_000).nullable(),
    startsOn: indiaDay.nullable(),
    endsOn: indiaDay.nullable(),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percentage' && !(body.amount >= 1 && body.amount <= 100))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage is from 1 to 100' });
    if (body.kind === 'flat' && !(body.amount > 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount more than 0' });
    if (body.kind === 'flat' && body.amount > 10_000_000)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter at most ₹1,00,00,000' });
    if (body.startsOn && body.endsOn && body.endsOn < body.startsOn)
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The end date must not be before the start date',
      });
  });
export type CouponBody = z.infer<typeof CouponBody>;

/** Where a coupon stands now (core's couponStanding). */
export const CouponStanding = z.enum(['live', 'scheduled', 'ended', 'used-up', 'inactive']);
export type CouponStanding = z.infer<typeof CouponStanding>;

/** A coupon as the console shows it. */
export const AdminCoupon = z.object({
  id,
  code: z.string(),
  kind: CouponKind,
  amount: z.number(),
  minOrder: z.number(),
  firstOrderOnly: z.boolean(),
  onePerCustomer: z.boolean(),
  maxUses: z.number().int().nullable(),
  /** Uses so far (orders placed or paid with it, not given back by a cancel or a lapse). */
  used: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  standing: CouponStanding,
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** `GET /admin/api/coupons`: search by code, filter by standing. */
export const CouponsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(200).optional(),
  standing: CouponStanding.optional(),
});
export type CouponsQuery = z.infer<typeof CouponsQuery>;

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
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AdminPincode = z.infer<typeof AdminPincode>;

/** `GET /admin/api/pincodes`: search by pincode, filter Active / Inactive. */
export const PincodesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(20).optional(),
  status: z.enum(['Active', 'Inactive']).optional(),
});
export type PincodesQuery = z.infer<typeof PincodesQuery>;

/** Answer of the bulk add: which pincodes were new and which the store had already. */
export const PincodesBulkResult = z.object({ added: z.array(z.string()), existing: z.array(z.string()) });

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

// ---------------------------------------------------------------------------------------- content
/** A path of an uploaded image (`uploads/...`) or an address; '' for none. */
const imagePath = z.string().trim().max(500);
const text = (max: number) => z.string().trim().max(max);
const required = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `Use at most ${max} characters`);
/** Where a record sits in its list (lower first). */
const position = z.number().int('Enter a whole number').min(0).max(100_000).default(0);
const money = z.number().finite().min(0, 'Enter 0 or more').max(10_000_000);

/** A hero slide of the home page. */
export const SliderBody = z.strictObject({
  title: required('title', 120),
  offerName: text(120).default(''),
  description: text(1000).default(''),
  image: imagePath.default(''),
  backgroundImage: imagePath.default(''),
  price: money.default(0),
  cutOffPrice: money.default(0),
  /** A product the slide links to (its product id); '' for none. */
  productId: text(64).default(''),
  active: z.boolean().default(true),
  position,
});
export type SliderBody = z.infer<typeof SliderBody>;

/** A line of the marquee strip. */
export const MarqueeBody = z.strictObject({
  heading: required('text', 200),
  active: z.boolean().default(true),
  position,
});
export type MarqueeBody = z.infer<typeof MarqueeBody>;

/** A card of the Limited Time Offers strip. */
export const OfferBody = z.strictObject({
  title: required('title', 120),
  description: text(1000).default(''),
  image: imagePath.default(''),
  /** Where the card leads: a storefront path (`/product?...`) or an address. */
  link: text(500).default(''),
  active: z.boolean().default(true),
  position,
});
export type OfferBody = z.infer<typeof OfferBody>;

/** A category: its slug (in addresses and on products), its name and image. */
export const CategoryBody = z.strictObject({
  category: z
    .string()
    .trim()
    .min(1, 'Enter the slug')
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens'),
  name: required('name', 80),
  icon: imagePath.default(''),
  active: z.boolean().default(true),
  position,
});
export type CategoryBody = z.infer<typeof CategoryBody>;

/** The office or a training centre (the Our Centers page and the admission form's centres). */
export const OfficeBody = z.strictObject({
  name: required('name', 120),
  address: required('address', 500),
  locationLink: text(500).default(''),
  image: imagePath.default(''),
  type: z.enum(['Our Office', 'Center']),
  active: z.boolean().default(true),
  position,
});
export type OfficeBody = z.infer<typeof OfficeBody>;

/** The kinds of listed content the console edits, as `/admin/api/content/{kind}`. */
export const CONTENT_KINDS = ['sliders', 'marquees', 'offers', 'categories', 'offices'] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;

/** Each kind's body schema. */
export const CONTENT_BODIES = {
  sliders: SliderBody,
  marquees: MarqueeBody,
  offers: OfferBody,
  categories: CategoryBody,
  offices: OfficeBody,
} as const;

/** A record of listed content as the console shows it: its id and its body's fields. */
export const ContentItem = z.object({ id }).catchall(z.unknown());
export type ContentItem = z.infer<typeof ContentItem>;

/** A storefront button: its label and whether it is shown. */
const ButtonLabel = z.object({
  id: z.string().max(40),
  label: required('label', 40),
  active: z.boolean(),
});

/** `GET/PUT /admin/api/content/store`: the store's name, tag line, logo, help numbers and buttons. */
export const StoreContent = z.object({
  storeName: z.string(),
  tagLine: z.string(),
  logo: z.string(),
  help: z.object({ whatsapp: z.string(), mobile: z.string(), email: z.string() }),
  /** The product cards' buttons (getquote, addtocart, buynow) and which one is the default action. */
  cartButtons: z.array(ButtonLabel),
  defaultCartButton: z.string(),
  /** Labels of the pay buttons (which are offered is set on the Delivery screen). */
  payButtons: z.array(ButtonLabel),
});
export type StoreContent = z.infer<typeof StoreContent>;

const phone = z
  .string()
  .trim()
  .regex(/^(\+?91)?\d{10}$|^$/, 'Enter a 10-digit number');

export const StoreContentBody = z
  .strictObject({
    storeName: required('store name', 120),
    tagLine: text(200),
    logo: imagePath,
    help: z.strictObject({
      whatsapp: phone,
      mobile: phone,
      email: z.union([z.string().trim().toLowerCase().email('Enter a valid e-mail address'), z.literal('')]),
    }),
    cartButtons: z.array(ButtonLabel).max(10),
    defaultCartButton: z.string().max(40),
    payButtons: z.array(ButtonLabel).max(10),
  })
  .superRefine((body, ctx) => {
    if (
      body.cartButtons.length > 0 &&
      !body.cartButtons.some((b) => b.id === body.defaultCartButton && b.active)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCartButton'],
        message: 'Choose one of the shown buttons',
      });
  });
export type StoreContentBody = z.infer<typeof StoreContentBody>;
