import { isVariableProduct, STOCK_UNLIMITED } from '@skatekit/core/rules';
import { type AdminProduct, importUnknownCategory, ProductBody, type StockValue } from './catalogue';

/*
 * The product CSV (docs/admin.md, docs/examples/products.csv): one file format for the console's
 * import and export, defined here once. One row per product; a Variable Product's variations follow
 * as rows of type `Variation` naming the product's sku in `parent_sku`. Lists inside a cell are
 * separated by `|`; attributes and specifications are `Name=Value` pairs.
 */

/** The columns, in order; the first line of the file names them. */
export const PRODUCT_CSV_COLUMNS = [
  'type',
  'sku',
  'parent_sku',
  'title',
  'status',
  'category',
  'category_types',
  'price',
  'sale_price',
  'stock',
  'image',
  'gallery',
  'short_description',
  'description',
  'key_features',
  'specifications',
  'attributes',
  'grouped_skus',
  'delivery_days',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** `type` of a variation row. */
export const CSV_VARIATION = 'Variation';
const LIST = '|';
/** Written for an unlimited stock, read back (any case) as one. */
const UNLIMITED_CELL = 'Unlimited';

/** Parses CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF, a leading BOM) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * One CSV line (with its CRLF). Cells that a spreadsheet would run as a formula (`=`, `+`, `@`, or `-`
 * before a non-digit) get a leading `'`, so an exported file is safe to open.
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells
    .map((value) => {
      let cell = String(value);
      if (typeof value === 'string' && /^([=+@\t\r]|-(?![\d.]))/.test(cell)) cell = `'${cell}`;
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',')}\r\n`;
}

const split = (cell: string) =>
  cell
    .split(LIST)
    .map((part) => part.trim())
    .filter(Boolean);
const pairs = (cell: string) =>
  split(cell).map((pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? [pair, ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
const stockCell = (stock: StockValue) => (stock === STOCK_UNLIMITED ? UNLIMITED_CELL : String(stock));

/** The rows of one product: its own, then one per variation. */
export function productCsvRows(product: AdminProduct, skuOf: (productId: string) => string): string[][] {
  const cell: Record<ProductCsvColumn, string> = {
    type: product.type,
    sku: product.sku,
    parent_sku: '',
    title: product.title,
    status: product.status,
    category: product.category,
    category_types: product.categoryTypes.join(LIST),
    price: isVariableProduct(product.type) ? '' : String(product.price),
    sale_price: isVariableProduct(product.type) ? '' : String(product.salePrice),
    stock: isVariableProduct(product.type) ? '' : stockCell(product.stock),
    image: product.image,
    gallery: product.gallery.join(LIST),
    short_description: product.shortDescription,
    description: product.description,
    key_features: product.keyFeatures.join(LIST),
    specifications: product.specifications.map((s) => `${s.label}=${s.value}`).join(LIST),
    attributes: product.attributes.map((a) => `${a.name}=${a.terms.join(',')}`).join(LIST),
    grouped_skus: product.groupedItems.map((item) => skuOf(item.productId)).join(LIST),
    delivery_days: String(product.deliveryDays),
  };
  const rows = [PRODUCT_CSV_COLUMNS.map((c) => cell[c])];
  for (const v of product.variations) {
    const row: Partial<Record<ProductCsvColumn, string>> = {
      type: CSV_VARIATION,
      sku: v.sku,
      parent_sku: product.sku,
      price: String(v.price),
      sale_price: String(v.salePrice),
      stock: stockCell(v.stock),
      image: v.image,
      attributes: Object.entries(v.attributes)
        .map(([name, term]) => `${name}=${term}`)
        .join(LIST),
    };
    rows.push(PRODUCT_CSV_COLUMNS.map((c) => row[c] ?? ''));
  }
  return rows;
}

/** A product read from the file, ready for the server (grouped items still named by sku). */
export interface CsvProduct {
  /** Line of the product's row (the header is line 1). */
  line: number;
  body: ProductBody;
  /** `grouped_skus`: the server turns them into product ids. */
  groupedSkus: string[];
}

/** What the file says, and each bad row's line, sku and reason. */
export interface CsvReading {
  products: CsvProduct[];
  problems: { line: number; sku: string; message: string }[];
}

const number = (cell: string, column: string, problems: string[]): number | undefined => {
  if (cell.trim() === '') return undefined;
  const value = Number(cell.replace(/[₹,\s]/g, ''));
  if (!Number.isFinite(value)) {
    problems.push(`${column}: "${cell}" is not a number`);
    return undefined;
  }
  return value;
};
const stock = (cell: string, problems: string[]): StockValue | number | undefined =>
  cell.trim().toLowerCase() === UNLIMITED_CELL.toLowerCase() || cell.trim() === STOCK_UNLIMITED
    ? STOCK_UNLIMITED
    : number(cell, 'stock', problems);

/** The CSV column of each body field a cell is read into as a number. */
const NUMBER_COLUMNS: Record<string, string> = {
  price: 'price',
  salePrice: 'sale_price',
  stock: 'stock',
  deliveryDays: 'delivery_days',
};
/** Whether the row's cell of `field` was already reported unreadable. */
const unreadable = (cells: readonly string[], field: string) =>
  field in NUMBER_COLUMNS && cells.some((p) => p.startsWith(`${NUMBER_COLUMNS[field]}:`));

/**
 * Reads a product CSV: each product row (with its variation rows) checked with `ProductBody`, so the
 * file obeys the rules the form does. Every problem of every row is reported (a bad variation row on
 * its own line).
 */
export function readProductCsv(
  text: string,
  /** The store's categories: a row naming another is refused. */
  options: { categories?: ReadonlySet<string> } = {},
): CsvReading {
  const [header, ...rows] = parseCsv(text);
  const problems: CsvReading['problems'] = [];
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !columns.includes(c));
  if (!header || missing.length > 0) {
    problems.push({ line: 1, sku: '', message: `The header lacks the columns ${missing.join(', ')}` });
    return { products: [], problems };
  }
  const at = (row: string[], column: ProductCsvColumn) => (row[columns.indexOf(column)] ?? '').trim();
  const drafts = new Map<
    string,
    { line: number; row: string[]; variations: { line: number; row: string[] }[] }
  >();
  const orphans: { line: number; row: string[] }[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const sku = at(row, 'sku');
    if (at(row, 'type') === CSV_VARIATION) orphans.push({ line, row });
    else if (drafts.has(sku.toLowerCase()))
      problems.push({ line, sku, message: `The sku ${sku} is on more than one product row` });
    else drafts.set(sku.toLowerCase(), { line, row, variations: [] });
  });
  for (const variation of orphans) {
    const parent = drafts.get(at(variation.row, 'parent_sku').toLowerCase());
    if (parent && isVariableProduct(at(parent.row, 'type'))) parent.variations.push(variation);
    else
      problems.push({
        line: variation.line,
        sku: at(variation.row, 'sku'),
        message: `Variation ${at(variation.row, 'sku')} has no parent: no Variable Product row has the sku "${at(variation.row, 'parent_sku')}"`,
      });
  }
  const products: CsvProduct[] = [];
  for (const { line, row, variations } of drafts.values()) {
    const sku = at(row, 'sku');
    const cellProblems: string[] = [];
    const variationLines = variations.map((v) => v.line);
    // A variation's bad cells are reported on the variation's own line.
    const variationProblems: CsvReading['problems'] = [];
    /** Each variation's unreadable cells ("price: ..."), so its rule problems skip those fields. */
    const variationCells: string[][] = [];
    const variationBodies = variations.map(({ line: variationLine, row: v }) => {
      const own: string[] = [];
      const body = {
        sku: at(v, 'sku'),
        price: number(at(v, 'price'), 'price', own) as number,
        salePrice: number(at(v, 'sale_price'), 'sale_price', own),
        stock: stock(at(v, 'stock'), own),
        image: at(v, 'image'),
        attributes: Object.fromEntries(pairs(at(v, 'attributes'))) as Record<string, string>,
      };
      if (own.length > 0)
        variationProblems.push({ line: variationLine, sku: body.sku, message: own.join('; ') });
      variationCells.push(own);
      return body;
    });
    // A Variable Product's attributes: as written, else the terms its variations use, in order.
    const attributes = pairs(at(row, 'attributes')).map(([name, terms]) => ({
      name,
      terms: terms.split(',').map((t) => t.trim()),
    }));
    if (attributes.length === 0)
      for (const v of variationBodies)
        for (const [name, term] of Object.entries(v.attributes)) {
          const attribute = attributes.find((a) => a.name === name);
          if (!attribute) attributes.push({ name, terms: [term] });
          else if (!attribute.terms.includes(term)) attribute.terms.push(term);
        }
    const groupedSkus = split(at(row, 'grouped_skus'));
    const parsed = ProductBody.safeParse({
      type: at(row, 'type'),
      sku,
      title: at(row, 'title'),
      status: at(row, 'status') || undefined,
      category: at(row, 'category'),
      categoryTypes: split(at(row, 'category_types')),
      price: number(at(row, 'price'), 'price', cellProblems),
      salePrice: number(at(row, 'sale_price'), 'sale_price', cellProblems),
      stock: stock(at(row, 'stock'), cellProblems),
      image: at(row, 'image'),
      gallery: split(at(row, 'gallery')),
      shortDescription: at(row, 'short_description'),
      description: row[columns.indexOf('description')] ?? '',
      keyFeatures: split(at(row, 'key_features')),
      specifications: pairs(at(row, 'specifications')).map(([label, value]) => ({ label, value })),
      attributes,
      variations: variationBodies,
      groupedItems: groupedSkus.map((productId) => ({ productId })),
      deliveryDays: number(at(row, 'delivery_days'), 'delivery_days', cellProblems),
    });
    // Every problem of the row: its unreadable cells, then each rule it breaks (a field whose cell was
    // unreadable is not reported twice).
    if (cellProblems.length > 0) problems.push({ line, sku, message: cellProblems.join('; ') });
    problems.push(...variationProblems);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, index, field] = issue.path;
        const isVariation = first === 'variations' && typeof index === 'number' && variationLines[index];
        const unread = isVariation ? variationCells[index as number] : cellProblems;
        if (unreadable(unread, String(isVariation ? field : first))) continue;
        problems.push({
          line: isVariation ? variationLines[index as number] : line,
          sku: isVariation ? variationBodies[index as number].sku : sku,
          message: isVariation
            ? `${String(field ?? 'variation')}: ${issue.message}`
            : `${issue.path.map(String).join('.') || 'row'}: ${issue.message}`,
        });
      }
    }
    const category = at(row, 'category');
    const unknownCategory = Boolean(category && options.categories && !options.categories.has(category));
    if (unknownCategory) problems.push({ line, sku, message: importUnknownCategory(category) });
    if (!parsed.success || cellProblems.length > 0 || variationProblems.length > 0 || unknownCategory)
      continue;
    products.push({ line, body: parsed.data, groupedSkus });
  }
  problems.sort((a, b) => a.line - b.line);
  return { products, problems };
}
