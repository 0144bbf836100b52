import type { VariationRecord } from '../db/schema';
import { colourInk } from './images';
import type { ProductSeed } from './types';

/** Demo products are dated back from this day so "Newest First" has a stable order. */
const BASE_DATE = Date.UTC(2025, 5, 1, 4, 30);
const DAY = 86_400_000;

/** Relative path of a demo image served from public/uploads. */
export const image = (folder: string, name: string) => `/uploads/${folder}/${name}.svg`;

interface Common {
  id: string;
  title: string;
  sku: string;
  category: string;
  price: number;
  sale: number;
  /** Units on hand; 'unlimited' for Unlimited Stock. */
  stock: number | 'unlimited';
  /** Age in days (createdAt = base date - age). */
  age: number;
  sold?: number;
  tags?: ('Best Sellers' | 'Trending')[];
  short: string;
  description?: string;
  features?: string[];
  specs?: [string, string][];
  deliveryDays?: number;
  weight?: number;
  status?: 'Active' | 'Inactive';
  reviews?: { user: string; comment: string }[];
}

function base(c: Common): ProductSeed {
  const unlimited = c.stock === 'unlimited';
  const units = unlimited ? 0 : (c.stock as number);
  return {
    product_id: c.id,
    title: c.title,
    sku: c.sku,
    status: c.status ?? 'Active',
    category: c.category,
    categorytype: c.tags ?? [],
    product_type: 'Simple',
    originalPrice: c.price,
    discountPrice: c.sale,
    image: image('products', c.id),
    gallery: [image('products', c.id), image('products', `${c.id}-2`)],
    short_description: c.short,
    description:
      c.description ?? `<p>${c.short}</p><p>Sold and serviced by the academy's coaches in Mumbai.</p>`,
    key_features: c.features ?? [],
    specifications: (c.specs ?? []).map(([label, value]) => ({ label, value })),
    stock: unlimited ? 'Unlimited Stock' : units > 0 ? 'In Stock' : 'Out of Stock',
    totalStock: units,
    totalSold: c.sold ?? 0,
    delivery_days: c.deliveryDays ?? 4,
    weight: c.weight ?? null,
    reviews: c.reviews ?? [],
    createdAt: new Date(BASE_DATE - c.age * DAY),
  };
}

/** A Simple product. */
export function simple(c: Common): ProductSeed {
  return base(c);
}

/**
 * The picture name of a variation: the product's own, or `{id}-{colour}` (e.g. `sk-inline-kids-blue`)
 * when the variation has a Colour that the demo artwork can draw (`colourInk` in images.ts).
 */
export function variationImageName(id: string, attrs: Record<string, string>): string {
  const colour = attrs.Colour ?? attrs.Color;
  return colour && colourInk(colour.toLowerCase()) ? `${id}-${colour.toLowerCase()}` : id;
}

/** A Variable Product: one attribute axis (or two) and a variation per combination. */
export function variable(
  c: Omit<Common, 'stock'>,
  attributes: { name: string; terms: string[] }[],
  /** 'out' is the 'Out of Stock' text some variations carry instead of 0. */
  variations: {
    attrs: Record<string, string>;
    price: number;
    sale: number;
    stock: number | 'unlimited' | 'out';
  }[],
): ProductSeed {
  const records: VariationRecord[] = variations.map((v) => {
    const suffix = Object.values(v.attrs)
      .map((value) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase())
      .join('-');
    return {
      sku: `${c.sku}-${suffix}`,
      price: v.price,
      salePrice: v.sale,
      stock: v.stock === 'unlimited' ? 'Unlimited Stock' : v.stock === 'out' ? 'Out of Stock' : v.stock,
      // A colour variation shows itself in that colour (images.ts draws `{id}-{colour}` in it).
      imageUrl: image('products', variationImageName(c.id, v.attrs)),
      galleryImages: [image('products', `${variationImageName(c.id, v.attrs)}-2`)],
      attributes: v.attrs,
    };
  });
  const totalStock = variations.reduce((sum, v) => sum + (typeof v.stock === 'number' ? v.stock : 0), 0);
  const own = base({ ...c, stock: totalStock });
  // Drawn per colour: the product's own pictures are its first variation's, so the card, the page's
  // first view and the variation chosen by default show one colour.
  const first = records[0];
  const pictures =
    first && first.imageUrl !== own.image
      ? { image: first.imageUrl, gallery: [first.imageUrl, ...first.galleryImages] }
      : {};
  return {
    ...own,
    ...pictures,
    product_type: 'Variable Product',
    attribute: attributes.map((a) => ({
      name: a.name,
      slug: a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      selectedTerms: a.terms.map((term, i) => ({ id: `${i + 1}`, name: term })),
    })),
    variation: records,
  };
}

/** A Grouped Product: a package of other products sold as one. */
export function grouped(c: Common, items: { product_id: string; title: string }[]): ProductSeed {
  return {
    ...base(c),
    product_type: 'Grouped Product',
    grouped_product: items.map((item) => ({ ...item, image: image('products', item.product_id) })),
  };
}
