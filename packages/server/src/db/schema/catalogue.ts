import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, mainId, measure, money, position, status, updatedAt, uuidPk } from './common';

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
    product_type: text('product_type').$type<'Simple' | 'Variable Product' | 'Grouped Product'>().notNull(),
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
    totalSold: integer('total_sold').notNull().default(0),
    delivery_days: integer('delivery_days').notNull().default(5),
    weight: measure('weight'),
    width: measure('width'),
    height: measure('height'),
    length: measure('length'),
    reviews: jsonb('reviews').$type<ReviewRecord[]>().notNull().default([]),
    /** Listing order ("Recommended" = original order). */
    position: position(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_main_id_idx').on(t.main_id, t.status, t.position),
    uniqueIndex('products_main_id_sku_uq').on(t.main_id, t.sku),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuidPk(),
    main_id: mainId(),
    /** Name used in the route /category-detail/{category} and in products.category. */
    category: text('category').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    status: status(),
    position: position(),
  },
  (t) => [uniqueIndex('categories_main_id_category_uq').on(t.main_id, t.category)],
);

export const newArrivalGroups = pgTable(
  'new_arrival_groups',
  {
    id: uuidPk(),
    main_id: mainId(),
    category_name: text('category_name').notNull(),
    description: text('description').notNull().default(''),
    /** Product ids in display order; the route expands them to product records. */
    product_ids: jsonb('product_ids').$type<string[]>().notNull().default([]),
    status: status(),
    position: position(),
  },
  (t) => [index('new_arrival_groups_main_id_idx').on(t.main_id)],
);

export const sliders = pgTable(
  'sliders',
  {
    id: uuidPk(),
    main_id: mainId(),
    offer_name: text('offer_name').notNull().default(''),
    slider_name: text('slider_name').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    price: money('price').notNull().default(0),
    cutOffPrice: money('cut_off_price').notNull().default(0),
    background_image: text('background_image').notNull().default(''),
    /** Linked product; the route drops the link when that product is not Active. */
    product_id: text('product_id'),
    status: status(),
    position: position(),
  },
  (t) => [index('sliders_main_id_idx').on(t.main_id)],
);

export const marquees = pgTable(
  'marquees',
  {
    id: uuidPk(),
    main_id: mainId(),
    heading: text('heading').notNull(),
    status: status(),
    position: position(),
  },
  (t) => [index('marquees_main_id_idx').on(t.main_id)],
);

export const offers = pgTable(
  'offers',
  {
    id: uuidPk(),
    main_id: mainId(),
    image: text('image').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    status: status(),
    position: position(),
  },
  (t) => [index('offers_main_id_idx').on(t.main_id)],
);
