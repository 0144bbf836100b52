/**
 * The product detail route: /product/{title}/{id}, each segment the value percent-encoded and
 * then base64-encoded (the academy's existing links, so old shared URLs keep working).
 *
 * base64 runs on the percent-encoded text, which is plain ASCII, so btoa/atob are safe for any
 * title; Buffer is the fallback where they are missing. The result never holds "/": that needs a
 * byte ending in six 1-bits ("?" or DEL), and encodeURIComponent escapes both. "+" and "=" are
 * legal in a path, so segments are used as they are; parsing also accepts them percent-encoded.
 */

type Base64Buffer = { from(text: string, encoding: string): { toString(encoding: string): string } };

function nodeBuffer(): Base64Buffer | undefined {
  return (globalThis as { Buffer?: Base64Buffer }).Buffer;
}

function toBase64(ascii: string): string {
  if (typeof globalThis.btoa === 'function') return globalThis.btoa(ascii);
  const buffer = nodeBuffer();
  if (!buffer) throw new Error('No base64 encoder available');
  return buffer.from(ascii, 'latin1').toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function fromBase64(encoded: string): string | null {
  if (encoded.length % 4 !== 0 || !BASE64.test(encoded)) return null;
  try {
    if (typeof globalThis.atob === 'function') return globalThis.atob(encoded);
    return nodeBuffer()?.from(encoded, 'base64').toString('latin1') ?? null;
  } catch {
    return null;
  }
}

/** A lone UTF-16 surrogate (half of an emoji cut in two), which encodeURIComponent refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * One route segment for a value: base64 of its percent-encoding. Never throws: a title cut in the
 * middle of an emoji (a lone surrogate) gets U+FFFD in its place instead of a URIError.
 */
export function encodeRouteSegment(value: string): string {
  return toBase64(encodeURIComponent(String(value ?? '').replace(LONE_SURROGATE, '\uFFFD')));
}

/**
 * The value of one route segment, or null when it is not one we made. Never throws, whatever a
 * router hands over (a missing param included).
 */
export function decodeRouteSegment(segment: string | null | undefined): string | null {
  if (typeof segment !== 'string') return null;
  let encoded = segment.trim();
  // A router may hand the segment over still percent-encoded ("%3D" for "=", "%2B" for "+").
  if (encoded.includes('%')) {
    try {
      encoded = decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  const ascii = fromBase64(encoded);
  // What we encode is percent-encoded text: printable ASCII only. Other bytes mean someone else's data.
  if (ascii === null || !PRINTABLE_ASCII.test(ascii)) return null;
  try {
    return decodeURIComponent(ascii);
  } catch {
    return null;
  }
}

/**
 * Route of a product detail page.
 * @example productRoute('Quad Skates', '42') // "/product/UXVhZCUyMFNrYXRlcw==/NDI="
 */
export function productRoute(title: string, id: string | number): string {
  return `/product/${encodeRouteSegment(title)}/${encodeRouteSegment(String(id))}`;
}

/** Title and product id from the two route segments; null when either is garbage or the id is empty. */
export function parseProductRoute(
  titleSegment: string | null | undefined,
  idSegment: string | null | undefined,
): { title: string; id: string } | null {
  const title = decodeRouteSegment(titleSegment);
  const id = decodeRouteSegment(idSegment);
  if (title === null || id === null || id === '') return null;
  return { title, id };
}
