import type { ProductType } from '../../platform/core';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { listed, mainId, mainIdIndex, measure, money, position, scoped, status, timestamps } from './common';

/** A variation of a Variable Product, with its own sku, prices and stock. */
export interface VariationRecord {
  sku: string;
  price: number;
  salePrice: number;
  /** Units on hand; 'Unlimited Stock' / 'Out of Stock' texts are allowed as the wire data has them. */
  stock: number | string;
  imageUrl: string;
  galleryImages: string[];
  attributes: Record<string, string>;
}

export interface AttributeRecord {
  name: string;
  slug: string;
  selectedTerms: { id: string; name: string }[];
}

export interface GroupedItemRecord {
  product_id?: string;
  title: string;
  image: string;
}

export interface SpecificationRecord {
  label: string;
  value: string;
}

export interface ReviewRecord {
  user: string;
  comment: string;
  rating?: number;
}

/** Products of all three types; list fields are jsonb so the wire shape is stored as is. */
export const products = pgTable(
  'products',
  {
    product_id: text('product_id').primaryKey(),
    main_id: mainId(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    status: status(),
    category: text('category').notNull(),
    categorytype: jsonb('categorytype').$type<string[]>().notNull().default([]),
    product_type: text('product_type').$type<ProductType>().notNull(),
    originalPrice: money('original_price').notNull().default(0),
    discountPrice: money('discount_price').notNull().default(0),
    image: text('image').notNull().default(''),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    short_description: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    key_features: jsonb('key_features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<SpecificationRecord[]>().notNull().default([]),
    variation: jsonb('variation').$type<VariationRecord[]>().notNull().default([]),
    attribute: jsonb('attribute').$type<AttributeRecord[]>().notNull().default([]),
    grouped_product: jsonb('grouped_product').$type<GroupedItemRecord[]>().notNull().default([]),
    downloadable_files: jsonb('downloadable_files')
      .$type<{ name: string; url: string }[]>()
      .notNull()
      .default([]),
    /** 'In Stock', 'Out of Stock' or 'Unlimited Stock' (never decremented). */
    stock: text('stock').notNull().default('In Stock'),
    totalStock: integer('total_stock').notNull().default(0),
    /**
     * At or below this many units (the product, or any one of its variations) the product is low on
     * stock: a badge in the console and a mail to the merchant when a sale takes it there. Null: the
     * store's threshold (stock_settings).
     */
    low_stock_threshold: integer('low_stock_threshold'),
    totalSold: integer('total_sold').notNull().default(0),
    delivery_days: integer('delivery_days').notNull().default(5),
    /** HSN (goods) or SAC (services) code printed on the tax invoice; null when the merchant set none. */
    hsn: text('hsn'),
    weight: measure('weight'),
    width: measure('width'),
    height: measure('height'),
    length: measure('length'),
    reviews: jsonb('reviews').$type<ReviewRecord[]>().notNull().default([]),
    /**
     * The price the listing sorts and filters by (core's `productSortPrice`), so the price sorts and
     * ranges run on an index. Writers of prices set it (`withSortPrice`); a row written without it
     * (null) is filled in by `fillSortPrices` when the server starts (found through a partial index).
     */
    sortPrice: money('sort_price'),
    /** Listing order ("Recommended" = original order). */
    position: position(),
    ...timestamps(),
  },
  (t) => [
    index('products_main_id_idx').on(t.main_id, t.status, t.position),
    uniqueIndex('products_main_id_sku_uq').on(t.main_id, t.sku),
    // One index per server-side sort (the search extension); ties fall back to position, product_id.
    // The title trigram index (pg_trgm, for `q` and suggestions) is in migration 0002.
    index('products_newest_idx').on(t.main_id, t.status, t.createdAt),
    index('products_sold_idx').on(t.main_id, t.status, t.totalSold),
    index('products_price_idx').on(t.main_id, t.status, t.sortPrice),
    // The console's product list: newest first over every status, a page's ids read from the index alone
    // (product_id breaks ties); the sku trigram index is in its migration.
    index('products_console_idx').on(t.main_id, t.createdAt, t.product_id),
    // Its other sorts (title, price, last change), over every status, walked the same way.
    index('products_console_title_idx').on(t.main_id, t.title, t.product_id),
    index('products_console_price_idx').on(t.main_id, t.sortPrice, t.product_id),
    index('products_console_updated_idx').on(t.main_id, t.updatedAt, t.product_id),
    // The rows `fillSortPrices` looks for at start-up: an empty index, so the look costs nothing
    // however large the catalogue.
    index('products_sort_price_missing_idx').on(t.product_id).where(sql`${t.sortPrice} is null`),
  ],
);

/**
 * One row (id 1) whose `version` goes up with every statement that writes a catalogue table
 * (statement triggers of migration 0002), so every API instance can tell its cached catalogue
 * reads are stale by reading one number, whoever wrote the change.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    ...scoped(),
    /** Name used in the route /category-detail/{category} and in products.category. */
    category: text('category').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    ...listed(),
  },
  (t) => [uniqueIndex('categories_main_id_category_uq').on(t.main_id, t.category)],
);

export const newArrivalGroups = pgTable(
  'new_arrival_groups',
  {
    ...scoped(),
    category_name: text('category_name').notNull(),
    description: text('description').notNull().default(''),
    /** Product ids in display order; the route expands them to product records. */
    product_ids: jsonb('product_ids').$type<string[]>().notNull().default([]),
    ...listed(),
  },
  mainIdIndex('new_arrival_groups'),
);

export const sliders = pgTable(
  'sliders',
  {
    ...scoped(),
    offer_name: text('offer_name').notNull().default(''),
    slider_name: text('slider_name').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    price: money('price').notNull().default(0),
    cutOffPrice: money('cut_off_price').notNull().default(0),
    background_image: text('background_image').notNull().default(''),
    /** Linked product; the route drops the link when that product is not Active. */
    product_id: text('product_id'),
    ...listed(),
  },
  mainIdIndex('sliders'),
);

export const marquees = pgTable(
  'marquees',
  {
    ...scoped(),
    heading: text('heading').notNull(),
    ...listed(),
  },
  mainIdIndex('marquees'),
);

export const offers = pgTable(
  'offers',
  {
    ...scoped(),
    image: text('image').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    ...listed(),
  },
  mainIdIndex('offers'),
);
