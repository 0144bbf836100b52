import {
  type AdminProduct,
  ProductBody,
  type ProductBodyInput,
  type ProductTypeSchema,
  type StockValue,
} from '@skatekit/console-contract';
import { isGroupedProduct, isVariableProduct, SIMPLE_PRODUCT } from '@skatekit/core/rules';
import type { z } from 'zod';

/*
 * The product form's values (text as typed) and the API body they make. The body is checked with
 * core's `ProductBody` (the server's own schema), and each problem goes back to the field it names.
 */

export interface VariationValues {
  sku: string;
  price: string;
  salePrice: string;
  stock: string;
  image: string;
  /** The variation's own pictures, in order. */
  gallery: string[];
  /** The variation's term of each attribute, by the attribute's position. */
  terms: string[];
  /** Stock is changed in the stock panel once the variation is saved. */
  saved: boolean;
}

export interface ProductFormValues {
  type: z.infer<typeof ProductTypeSchema>;
  title: string;
  sku: string;
  category: string;
  status: 'Active' | 'Inactive';
  categoryTypes: string[];
  newArrivalGroups: string[];
  price: string;
  salePrice: string;
  stock: string;
  image: string;
  /** The product page's pictures, in order (paths); empty: the main image alone. */
  gallery: string[];
  shortDescription: string;
  description: string;
  /** One per line. */
  keyFeatures: string;
  /** "Label: value", one per line. */
  specifications: string;
  /** Terms comma-separated. */
  attributes: { name: string; terms: string }[];
  variations: VariationValues[];
  /** Product ids of the package, one per line. */
  groupedItems: string;
  deliveryDays: string;
  /** '' = the store's low-stock threshold. */
  lowStockThreshold: string;
}

const stockText = (stock: StockValue) => String(stock);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** '' stays out of the body (the schema's default applies); other text becomes a number (or NaN: refused). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const stockOf = (text: string): StockValue | undefined =>
  /^unlimited/i.test(text.trim()) ? 'Unlimited Stock' : (numberOf(text) as number | undefined);
export const termsOf = (terms: string) =>
  terms
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Most variations a product may have (the contract's limit). */
export const MAX_VARIATIONS = 200;

/**
 * A Variable Product's variations generated from its attributes' terms: every combination (a size x
 * colour matrix), in the attributes' order. A variation already there for a combination is kept as it
 * is (its sku, prices and stock); a new one gets the sku `{product sku}-{term}-{term}` (letters and
 * digits) and `fresh`'s price and stock. Variations of combinations no longer offered are dropped.
 * @example two sizes x two colours -> 4 rows, SK-7-RED, SK-7-BLACK, SK-8-RED, SK-8-BLACK
 */
export function generateVariations(
  values: Pick<ProductFormValues, 'sku' | 'attributes' | 'variations'>,
  fresh: { price: string; stock: string },
): { variations: VariationValues[]; added: number; tooMany: boolean } {
  // Terms stay by the attribute's position (as the form keeps them); an attribute not yet named or
  // without terms adds no term.
  const attributes = values.attributes;
  const named = attributes.filter((a) => a.name.trim() && termsOf(a.terms).length > 0);
  let combinations: string[][] = named.length ? [[]] : [];
  for (const attribute of attributes) {
    const terms = attribute.name.trim() ? termsOf(attribute.terms) : [];
    combinations = combinations.flatMap((chosen) =>
      terms.length ? terms.map((term) => [...chosen, term]) : [[...chosen, '']],
    );
  }
  if (combinations.length > MAX_VARIATIONS) return { variations: values.variations, added: 0, tooMany: true };
  const key = (terms: readonly string[]) => terms.map((t) => t.toLowerCase()).join('\n');
  const kept = new Map(values.variations.map((v) => [key(v.terms.slice(0, attributes.length)), v]));
  const part = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();
  let added = 0;
  const variations = combinations.map((terms) => {
    const existing = kept.get(key(terms));
    if (existing) return { ...existing, terms };
    added += 1;
    return {
      sku: [values.sku.trim(), ...terms.map(part).filter(Boolean)].join('-'),
      price: fresh.price,
      salePrice: '',
      stock: fresh.stock || '0',
      image: '',
      gallery: [],
      terms,
      saved: false,
    };
  });
  return { variations, added, tooMany: false };
}

/** The empty form of a new product. */
export const EMPTY_PRODUCT: ProductFormValues = {
  type: SIMPLE_PRODUCT,
  title: '',
  sku: '',
  category: '',
  status: 'Active',
  categoryTypes: [],
  newArrivalGroups: [],
  price: '',
  salePrice: '',
  stock: '0',
  image: '',
  gallery: [],
  shortDescription: '',
  description: '',
  keyFeatures: '',
  specifications: '',
  attributes: [],
  variations: [],
  groupedItems: '',
  deliveryDays: '4',
  lowStockThreshold: '',
};

/** A stored product as the form's values. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    type: product.type,
    title: product.title,
    sku: product.sku,
    category: product.category,
    status: product.status,
    categoryTypes: product.categoryTypes,
    newArrivalGroups: product.newArrivalGroups,
    price: String(product.price),
    salePrice: String(product.salePrice),
    stock: stockText(product.stock),
    image: product.image,
    gallery: product.gallery,
    shortDescription: product.shortDescription,
    description: product.description,
    keyFeatures: product.keyFeatures.join('\n'),
    specifications: product.specifications.map((s) => `${s.label}: ${s.value}`).join('\n'),
    attributes: product.attributes.map((a) => ({ name: a.name, terms: a.terms.join(', ') })),
    variations: product.variations.map((v) => ({
      sku: v.sku,
      price: String(v.price),
      salePrice: String(v.salePrice),
      stock: stockText(v.stock),
      image: v.image,
      gallery: v.gallery,
      terms: product.attributes.map((a) => v.attributes[a.name] ?? ''),
      saved: true,
    })),
    groupedItems: product.groupedItems.map((i) => i.productId).join('\n'),
    deliveryDays: String(product.deliveryDays),
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
  };
}

/** The API body of the form's values (not yet checked). */
export function bodyOf(values: ProductFormValues): ProductBodyInput {
  const variable = isVariableProduct(values.type);
  const attributes = values.attributes
    .map((a) => ({ name: a.name.trim(), terms: termsOf(a.terms) }))
    .filter((a) => a.name);
  return {
    type: values.type,
    title: values.title,
    sku: values.sku,
    category: values.category,
    status: values.status,
    categoryTypes: values.categoryTypes,
    newArrivalGroups: values.newArrivalGroups,
    price: variable ? undefined : numberOf(values.price),
    salePrice: variable ? undefined : numberOf(values.salePrice),
    stock: variable ? undefined : stockOf(values.stock),
    image: values.image,
    gallery: values.gallery,
    shortDescription: values.shortDescription,
    description: values.description,
    keyFeatures: lines(values.keyFeatures),
    specifications: lines(values.specifications).map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { label: line, value: '' }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    }),
    attributes: variable ? attributes : [],
    variations: variable
      ? values.variations.map((v) => ({
          sku: v.sku,
          price: numberOf(v.price) as number,
          salePrice: numberOf(v.salePrice),
          stock: stockOf(v.stock),
          image: v.image,
          gallery: v.gallery,
          attributes: Object.fromEntries(
            attributes.map((a, i) => [a.name, v.terms[i] ?? ''] as const).filter(([, term]) => term),
          ),
        }))
      : [],
    groupedItems: isGroupedProduct(values.type)
      ? lines(values.groupedItems).map((productId) => ({ productId }))
      : [],
    deliveryDays: numberOf(values.deliveryDays),
    lowStockThreshold: numberOf(values.lowStockThreshold) ?? null,
  };
}

/** The body, or each problem by the form field it belongs to. */
export function checkProduct(
  values: ProductFormValues,
): { ok: true; body: ProductBodyInput } | { ok: false; problems: { field: string; message: string }[] } {
  const body = bodyOf(values);
  const parsed = ProductBody.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const problems = parsed.error.issues.map((issue) => {
    const [first, index, leaf] = issue.path.map(String);
    const field =
      first === 'variations' && index !== undefined
        ? `variations.${index}.${leaf === 'attributes' ? 'terms' : (leaf ?? 'sku')}`
        : first === 'attributes' && index !== undefined
          ? `attributes.${index}.${leaf ?? 'name'}`
          : (first ?? 'root');
    const message =
      issue.code === 'invalid_type' && /number/.test(issue.message) ? 'Enter a number' : issue.message;
    return { field, message };
  });
  // One message a field, the first: an empty sku is "Enter the sku", not also its format.
  const seen = new Set<string>();
  return { ok: false, problems: problems.filter((p) => !seen.has(p.field) && seen.add(p.field)) };
}
