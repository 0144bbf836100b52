import { z } from 'zod';
import { id } from './fields';

/*
 * Wire schemas of the console's store content: sliders, marquees, offers, categories, offices and the
 * store's pages (`/admin/api/content/...`).
 */

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
