import type { JsonSchema } from '../platform/json-schema';

/*
 * Examples for the OpenAPI document, made from the routes' own schemas (the zod schemas converted by
 * platform/json-schema.ts): a schema's const, enum, default or examples first, else a value that fits
 * its type, bounds, pattern and format, chosen by the field's name (an `email` is an address, a `pincode`
 * six digits). Redocly's lint (redocly.yaml: no-invalid-media-type-examples, no-invalid-parameter-examples
 * as errors) proves every example valid against its schema.
 */

/** Candidate strings by field name, tried in order before the generic ones. */
const BY_NAME: [RegExp, string[]][] = [
  [/e-?mail/i, ['asha@example.com']],
  [/phone|mobile|whatsapp|contact_number/i, ['9876543210']],
  [/pin_?code|postal/i, ['560001']],
  [/^(main_id|merchant|merchantCode|merchant_code|store|property)$/i, ['SKATE01']],
  [/user_?id|userId|sub$/i, ['6650a1b2c3d4e5f601234567']],
  [/order_?id|orderId|payment_?id/i, ['ORD-2026-0001']],
  [/sku/i, ['SKT-TOOL-01']],
  [/^id$|_id$|Id$/, ['6650a1b2c3d4e5f601234568']],
  [/date|At$|_at$|time|from$|to$/i, ['2026-12-02T05:30:00.000Z', '2026-12-02']],
  [/url|image|icon|link|logo|pic|src/i, ['https://shop.example/uploads/skate-tool.jpg']],
  [/password|secret/i, ['correct-horse-battery']],
  [/otp|code$/i, ['123456', 'WELCOME10']],
  [/token|cursor|challenge/i, ['eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', 'a1b2c3d4e5f6']],
  [/gstin/i, ['29ABCDE1234F1Z5']],
  [/name|title|heading/i, ['Skate T-Tool', 'Asha Rao']],
  [/sort/i, ['-createdAt', 'createdAt', 'price-asc']],
  [/status/i, ['Active']],
  [/address|city|state|line/i, ['12 MG Road, Bengaluru']],
];

const GENERIC = [
  'example',
  'Skate T-Tool',
  '2026-12-02',
  '2026-12-02T05:30:00.000Z',
  'asha@example.com',
  'https://shop.example/',
  '9876543210',
  '560001',
  '123456',
  '1',
  'skate',
  'skate-tool',
  '-createdAt',
  '0-200',
  'XXXXXXXX1234',
  '123456789012',
  'a',
  '',
];

const FORMATS: Record<string, (value: string) => boolean> = {
  email: (value) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value),
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  uri: (value) => /^[a-z][a-z0-9+.-]*:/i.test(value),
  url: (value) => /^https?:\/\//.test(value),
};

function fitsString(value: string, schema: JsonSchema): boolean {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const length = [...value].length;
  if (length < min || length > max) return false;
  if (typeof schema.pattern === 'string') {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return false;
    }
  }
  const format = FORMATS[schema.format as string];
  return !format || format(value);
}

function sampleString(schema: JsonSchema, name: string): string {
  const named = BY_NAME.filter(([test]) => test.test(name)).flatMap(([, values]) => values);
  const found = [...named, ...GENERIC].find((value) => fitsString(value, schema));
  if (found !== undefined) return found;
  return 'x'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
}

function sampleNumber(schema: JsonSchema, name: string, integer: boolean): number {
  const minimum =
    (schema.minimum as number | undefined) ??
    (typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
      : undefined);
  const maximum =
    (schema.maximum as number | undefined) ??
    (typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
      : undefined);
  let value = /price|amount|total|mrp/i.test(name) ? 299 : /quantity|count|page$/i.test(name) ? 1 : 1;
  if (minimum !== undefined && value < minimum) value = minimum;
  if (maximum !== undefined && value > maximum) value = maximum;
  if (integer) value = Math.ceil(value);
  const step = schema.multipleOf as number | undefined;
  if (step) value = Math.ceil(value / step) * step;
  return value;
}

const MAX_DEPTH = 8;

/** A value valid against `schema` (refs resolved in `components`), for the field `name`. */
export function sampleOf(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  name = '',
  depth = 0,
): unknown {
  if (!schema || typeof schema !== 'object') return null;
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return depth > MAX_DEPTH ? null : sampleOf(target, components, name, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  // A default list or record is usually empty: a sample of its items says more.
  if ('default' in schema && (schema.default === null || typeof schema.default !== 'object'))
    return schema.default;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined;
    if (options?.length) {
      const option = options.find((o) => o.type !== 'null') ?? options[0];
      return sampleOf(option, components, name, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map((part) => sampleOf(part, components, name, depth + 1));
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  const types = [schema.type].flat().filter((type) => type !== undefined);
  const type = (types.find((t) => t !== 'null') ?? types[0] ?? (schema.properties ? 'object' : undefined)) as
    | string
    | undefined;
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, name, true);
    case 'number':
      return sampleNumber(schema, name, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const items = schema.items as JsonSchema | undefined;
      if ((schema.maxItems as number | undefined) === 0 || depth > MAX_DEPTH) return [];
      const count = Math.max(1, (schema.minItems as number | undefined) ?? 1);
      const singular = name.replace(/s$/, '');
      return Array.from({ length: count }, () => sampleOf(items, components, singular, depth + 1));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (depth > MAX_DEPTH / 2 && !required.has(key)) continue;
        value[key] = sampleOf(property, components, key, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
}
