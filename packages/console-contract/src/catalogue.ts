import { z } from 'zod';
import {
  COURSE_CATEGORY,
  formatInr,
  isGroupedProduct,
  isVariableProduct,
  PRODUCT_TYPES,
  STOCK_UNLIMITED,
} from '@skatekit/core/rules';
import { AdminListQuery } from './fields';

/*
 * Wire schemas of the console's catalogue (`/admin/api/products`, `/stock`, `/courses`,
 * docs/admin-api.md): the server validates with them, the console's forms resolve with them, and the
 * CSV import (catalogue-csv.ts) checks each row with the same `ProductBody`, so a rule is worded once.
 */

/** The catalogue's own messages (the spec has none for the console). */
export const CATALOGUE_TEXTS = {
  PRICE_NEGATIVE: 'The price cannot be below 0',
  PRICE_REQUIRED: 'Enter a price',
  TITLE_REQUIRED: 'Enter the product name',
  SKU_REQUIRED: 'Enter the sku',
  SKU_FORMAT: 'A sku may hold letters, digits, "-", "_" and "." only',
  CATEGORY_REQUIRED: 'Choose a category',
  NEEDS_VARIATION: 'A Variable Product needs at least one variation',
  NEEDS_ATTRIBUTE: 'A Variable Product needs at least one attribute (e.g. Size)',
  ONLY_VARIABLE_HAS_VARIATIONS: 'Only a Variable Product has variations',
  NEEDS_ITEMS: 'A Grouped Product needs at least one package item',
  PRODUCT_NOT_FOUND: 'Product not found',
  COURSE_NOT_FOUND: 'Course not found',
  GROUP_NOT_FOUND: 'A new-arrival group was not found',
  GROUPED_ITEM_NOT_FOUND: 'A package item is not a product of this store',
  VARIATION_NOT_FOUND: 'This product has no variation with that sku',
  UNLIMITED_NOT_ADJUSTABLE: 'This stock is unlimited: set a number of units first',
  NO_IMPORT_ROWS: 'The file has no product rows',
} as const;

/** "The sale price ₹5,000 is above the price ₹4,000" (of `what`). */
export const saleAbovePrice = (what: string, sale: number, price: number) =>
  `${what}: the sale price ${formatInr(sale)} cannot be above the price ${formatInr(price)}`;
/** Two products (or variations) may not share a sku. */
export const duplicateSku = (sku: string) => `The sku ${sku} is already used`;
/** A variation's attributes must be the product's. */
export const variationAttributeUnknown = (sku: string, name: string) =>
  `Variation ${sku}: ${name} is not one of the product's attributes and terms`;
/** Set-with-version-check refused: someone (or a sale) changed the stock meanwhile. */
export const stockChanged = (now: number | null) =>
  `The stock changed to ${now === null ? STOCK_UNLIMITED : now} meanwhile: check it and try again`;
/** An adjustment may not take the stock below 0. */
export const stockBelowZero = (now: number) => `Only ${now} on hand: the stock cannot go below 0`;

const text = (max: number) => z.string().trim().max(max);
/** A product or variation sku: what the shop, the CSV and the search use to name it. */
const sku = z
  .string()
  .trim()
  .min(1, CATALOGUE_TEXTS.SKU_REQUIRED)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, CATALOGUE_TEXTS.SKU_FORMAT);
/** Rupees, 0 and up (0 = not set, for a sale price). */
const price = z
  .number({ error: CATALOGUE_TEXTS.PRICE_REQUIRED })
  .min(0, CATALOGUE_TEXTS.PRICE_NEGATIVE)
  .max(10_000_000)
  .refine(Number.isFinite);
/** A path under the data directory's uploads or an https address (images come from ImageField). */
const imagePath = text(500).default('');
/** Units on hand: a count, or "Unlimited Stock" (never counted down). */
export const StockValue = z.union([z.number().int().min(0).max(10_000_000), z.literal(STOCK_UNLIMITED)]);
export type StockValue = z.infer<typeof StockValue>;

export const PRODUCT_STATUSES = ['Active', 'Inactive'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

/** One variation of a Variable Product. */
export const VariationInput = z.object({
  sku,
  price,
  salePrice: price.default(0),
  /** Taken on create; an existing variation's stock changes only through the stock routes. */
  stock: StockValue.default(0),
  image: imagePath,
  /** The variation's own pictures, in order; left out (the CSV import), the saved ones are kept. */
  gallery: z.array(text(500).min(1)).max(20).optional(),
  /** Attribute name to term, e.g. `{ Size: '7' }`. */
  attributes: z.record(text(60), text(60)),
});
export type VariationInput = z.input<typeof VariationInput>;

export const AttributeInput = z.object({
  name: text(60).min(1, 'Name the attribute'),
  terms: z.array(text(60).min(1)).min(1, 'Give the attribute at least one term').max(100),
});

const productFields = {
  type: ProductTypeSchema,
  title: text(200).min(1, CATALOGUE_TEXTS.TITLE_REQUIRED),
  sku,
  category: text(80).min(1, CATALOGUE_TEXTS.CATEGORY_REQUIRED),
  status: ProductStatus.default('Active'),
  /** Category types the home page groups by, e.g. "Best Sellers", "Trending". */
  categoryTypes: z.array(text(60).min(1)).max(20).default([]),
  /** Simple and Grouped: the regular price, required (`productProblems`); Variable: each variation has its own. */
  price: price.optional(),
  salePrice: price.default(0),
  /** Simple and Grouped, on create; later through the stock routes. */
  stock: StockValue.default(0),
  image: imagePath,
  gallery: z.array(text(500).min(1)).max(20).default([]),
  shortDescription: text(1_000).default(''),
  /** Rich text (HTML): stored as given, sanitised where it is shown (the storefront's `sanitizeHtml`). */
  description: z.string().max(50_000).default(''),
  keyFeatures: z.array(text(300).min(1)).max(50).default([]),
  specifications: z
    .array(z.object({ label: text(100).min(1), value: text(500) }))
    .max(50)
    .default([]),
  attributes: z.array(AttributeInput).max(5).default([]),
  variations: z.array(VariationInput).max(200).default([]),
  /** Grouped: the products in the package (ids of this store's products). */
  groupedItems: z
    .array(z.object({ productId: z.string().min(1).max(64) }))
    .max(50)
    .default([]),
  deliveryDays: z.number().int().min(0).max(365).default(4),
  /** Low at or below this many units (the product or any variation); null: the store's threshold. */
  lowStockThreshold: z.number().int().min(0).max(100_000).nullable().default(null),
  /** Ids of the new-arrival groups that list the product. */
  newArrivalGroups: z.array(z.string().min(1).max(64)).max(20).default([]),
};

type ProductShape = z.output<z.ZodObject<typeof productFields>>;

/**
 * The rules between fields of a product: sale prices not above prices, a Variable Product with
 * attributes and variations (and only it with variations), skus unique within the product, a Grouped
 * Product with items. Each problem names its field.
 */
export function productProblems(product: ProductShape): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  // Each price's own range is checked by its field; the two are compared once both are prices.
  const above = (sale: number, regular: number) => regular >= 0 && sale > 0 && sale > regular;
  // A price left out would put a Simple or Grouped Product on sale at ₹0 by omission (a typed 0 is allowed).
  if (!isVariableProduct(product.type)) {
    if (product.price === undefined)
      problems.push({ path: ['price'], message: CATALOGUE_TEXTS.PRICE_REQUIRED });
    else if (above(product.salePrice, product.price))
      problems.push({
        path: ['salePrice'],
        message: saleAbovePrice(product.sku, product.salePrice, product.price),
      });
  }
  if (isVariableProduct(product.type)) {
    if (product.attributes.length === 0)
      problems.push({ path: ['attributes'], message: CATALOGUE_TEXTS.NEEDS_ATTRIBUTE });
    if (product.variations.length === 0)
      problems.push({ path: ['variations'], message: CATALOGUE_TEXTS.NEEDS_VARIATION });
  } else if (product.variations.length > 0) {
    problems.push({ path: ['variations'], message: CATALOGUE_TEXTS.ONLY_VARIABLE_HAS_VARIATIONS });
  }
  if (isGroupedProduct(product.type) && product.groupedItems.length === 0)
    problems.push({ path: ['groupedItems'], message: CATALOGUE_TEXTS.NEEDS_ITEMS });
  const terms = new Map(product.attributes.map((a) => [a.name, new Set(a.terms)]));
  const seen = new Set([product.sku.toLowerCase()]);
  product.variations.forEach((v, i) => {
    if (above(v.salePrice, v.price))
      problems.push({
        path: ['variations', i, 'salePrice'],
        message: saleAbovePrice(v.sku, v.salePrice, v.price),
      });
    if (seen.has(v.sku.toLowerCase()))
      problems.push({ path: ['variations', i, 'sku'], message: duplicateSku(v.sku) });
    seen.add(v.sku.toLowerCase());
    for (const [name, term] of Object.entries(v.attributes))
      if (!terms.get(name)?.has(term))
        problems.push({
          path: ['variations', i, 'attributes'],
          message: variationAttributeUnknown(v.sku, name),
        });
  });
  return problems;
}

/** `POST /admin/api/products`, `PUT /admin/api/products/:id`: a product of any of the three types. */
export const ProductBody = z.object(productFields).superRefine((product, ctx) => {
  for (const problem of productProblems(product)) ctx.addIssue({ code: 'custom', ...problem });
});
export type ProductBody = z.output<typeof ProductBody>;
export type ProductBodyInput = z.input<typeof ProductBody>;

/** A variation as the console shows it: its stock as stored (count or Unlimited). */
export const AdminVariation = z.object({
  sku: z.string(),
  price: z.number(),
  salePrice: z.number(),
  stock: StockValue,
  image: z.string(),
  gallery: z.array(z.string()),
  attributes: z.record(z.string(), z.string()),
});

/** `GET /admin/api/products/:id`. */
export const AdminProduct = z.object({
  id: z.string(),
  type: ProductTypeSchema,
  title: z.string(),
  sku: z.string(),
  category: z.string(),
  status: ProductStatus,
  categoryTypes: z.array(z.string()),
  price: z.number(),
  salePrice: z.number(),
  stock: StockValue,
  image: z.string(),
  gallery: z.array(z.string()),
  shortDescription: z.string(),
  description: z.string(),
  keyFeatures: z.array(z.string()),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  attributes: z.array(z.object({ name: z.string(), terms: z.array(z.string()) })),
  variations: z.array(AdminVariation),
  groupedItems: z.array(z.object({ productId: z.string(), title: z.string() })),
  deliveryDays: z.number(),
  /** The product's own low-stock threshold; null: the store's. */
  lowStockThreshold: z.number().nullable(),
  newArrivalGroups: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** A row of the console's product list. */
export const ProductSummary = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  type: ProductTypeSchema,
  category: z.string(),
  status: ProductStatus,
  image: z.string(),
  /** What it sells for now (core's productPrices) and the regular price, rupees. */
  price: z.number(),
  regularPrice: z.number(),
  /** Units on hand (all variations together); null = unlimited. */
  onHand: z.number().nullable(),
  /** The product, or one of its variations, is at or below its low-stock threshold (isLowStock). */
  lowStock: z.boolean(),
  variations: z.number().int(),
  updatedAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/**
 * `GET /admin/api/products` answers a page; `total` is exact up to PRODUCT_COUNT_CAP and then the cap
 * with `totalCapped` (counting 100,000 rows on every page turn costs more than the page itself).
 */
export const PRODUCT_COUNT_CAP = 10_000;
export const ProductsPage = z.object({
  data: z.array(ProductSummary),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductsPage = z.infer<typeof ProductsPage>;

/** `GET /admin/api/products`: search (title, sku), filters, sort `title|createdAt|price|updatedAt`. */
export const ProductsQuery = AdminListQuery.extend({
  status: ProductStatus.optional(),
  type: ProductTypeSchema.optional(),
  category: text(80).optional(),
  categoryType: text(60).optional(),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

/** `GET /admin/api/catalogue/options`: what the product form offers. */
export const CatalogueOptions = z.object({
  categories: z.array(z.object({ category: z.string(), name: z.string() })),
  categoryTypes: z.array(z.string()),
  newArrivalGroups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CatalogueOptions = z.infer<typeof CatalogueOptions>;

// ---------------------------------------------------------------------------------------- stock
/** One stock line: a Simple/Grouped product, or one variation of a Variable Product. */
export const StockRow = z.object({
  productId: z.string(),
  title: z.string(),
  sku: z.string(),
  /** The variation's sku, or null for the product itself. */
  variationSku: z.string().nullable(),
  /** e.g. "Size 7 / Black". */
  label: z.string(),
  status: ProductStatus,
  /** Units on hand (free to sell); null = unlimited. */
  onHand: z.number().nullable(),
  /** Units held by unpaid orders (taken from on-hand until paid or released). */
  held: z.number(),
  low: z.boolean(),
});
export type StockRow = z.infer<typeof StockRow>;

/** `GET /admin/api/stock`: `low=true` lists only lines at or below the threshold. */
export const StockQuery = AdminListQuery.extend({
  low: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  productId: z.string().max(64).optional(),
});

/**
 * `POST /admin/api/stock/:productId`: a set with a version check (`expected` = the on-hand the
 * member saw; refused with 409 when it changed) or an adjustment (`delta` units, + received, - lost).
 */
export const StockWriteBody = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('set'),
    variationSku: z.string().max(64).optional(),
    onHand: StockValue,
    expected: StockValue,
    note: text(500).default(''),
  }),
  z.strictObject({
    mode: z.literal('adjust'),
    variationSku: z.string().max(64).optional(),
    delta: z.number().int().min(-10_000_000).max(10_000_000),
    note: text(500).default(''),
  }),
]);
export type StockWriteBody = z.infer<typeof StockWriteBody>;

/**
 * Whether a stock line is low: counted (null = unlimited, never low) and at or below the threshold.
 * @example isLowStock(3, 3) // true
 */
export const isLowStock = (onHand: number | null, threshold: number): boolean =>
  onHand !== null && onHand <= threshold;

/**
 * Whether a change of stock crosses into low (from above the threshold to at or below it): the moment
 * the merchant is mailed, once per crossing.
 * @example lowStockCrossed(5, 3, 3) // true; lowStockCrossed(3, 2, 3) // false
 */
export const lowStockCrossed = (before: number | null, after: number | null, threshold: number): boolean =>
  !isLowStock(before, threshold) && isLowStock(after, threshold);

/** `GET|PUT /admin/api/stock-settings`: at or below this many units a line is low. */
export const StockSettings = z.strictObject({
  lowStockThreshold: z.number().int().min(0).max(100_000),
});
export type StockSettings = z.infer<typeof StockSettings>;

// ---------------------------------------------------------------------------------------- courses
/** `POST|PUT /admin/api/courses`: a course (a product of category `courses`) as the admission form reads it. */
export const CourseBody = z
  .object({
    title: text(200).min(1, 'Enter the course name'),
    sku,
    /** The fee and the fee after discount (0 = none), rupees. */
    fee: price,
    salePrice: price.default(0),
    /** When the batches meet, e.g. "Tue & Thu, 5-6 pm; Sat 8-9 am". */
    batches: text(1_000).default(''),
    /** Where it is taught. */
    centres: z.array(text(120).min(1)).max(50).default([]),
    status: ProductStatus.default('Active'),
    shortDescription: text(1_000).default(''),
    description: z.string().max(50_000).default(''),
    image: imagePath,
  })
  .superRefine((course, ctx) => {
    if (course.salePrice > 0 && course.salePrice > course.fee)
      ctx.addIssue({
        code: 'custom',
        path: ['salePrice'],
        message: saleAbovePrice(course.sku, course.salePrice, course.fee),
      });
  });
export type CourseBody = z.output<typeof CourseBody>;

/** A course in the console. */
export const AdminCourse = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  fee: z.number(),
  salePrice: z.number(),
  batches: z.string(),
  centres: z.array(z.string()),
  status: ProductStatus,
  shortDescription: z.string(),
  description: z.string(),
  image: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

/** Specification labels a course keeps its batches and centres under (the detail page's Specification tab). */
export const COURSE_SPEC = { batches: 'Batches', centres: 'Centres' } as const;
export { COURSE_CATEGORY };

// ---------------------------------------------------------------------------------------- import
/**
 * How an import treats a row whose sku is already a product of the store: `create` (the default)
 * refuses it, so nothing is changed unasked; `update` replaces that product with the row.
 */
export const IMPORT_MODES = ['create', 'update'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** An import row's sku is a product of the store, in `create` mode. */
export const importSkuExists = (sku: string) =>
  `The sku ${sku} is already a product of the store: import in update mode to change it`;
/** An import row names a category the store does not have. */
export const importUnknownCategory = (category: string) =>
  `category: the store has no category "${category}": add it first, or use one of its categories`;

/**
 * `POST /admin/api/products/import`: the CSV text; `apply: false` is the dry run; `mode` says whether
 * rows may update the store's products of the same sku.
 */
export const ImportBody = z.strictObject({
  csv: z.string().min(1, CATALOGUE_TEXTS.NO_IMPORT_ROWS).max(20_000_000),
  apply: z.boolean().default(false),
  mode: z.enum(IMPORT_MODES).default('create'),
});

/** What an import found (dry run) or did (applied). */
export const ImportReport = z.object({
  applied: z.boolean(),
  /** Product rows (variations counted with their product). */
  products: z.number().int(),
  created: z.number().int(),
  /** Rows whose sku is already a product of the store: updated in `update` mode, refused in `create` mode. */
  updated: z.number().int(),
  /** Every problem of every bad row: its line in the file (header = 1), its sku and why. */
  problems: z.array(z.object({ line: z.number().int(), sku: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof ImportReport>;
