/*
 * Uploaded images (the console's `POST /admin/api/images`) are stored re-encoded as WebP at a few widths,
 * one file per width: `/media/{merchant}/{id}/{width}.webp`. A product, slider or category keeps ONE path,
 * the DEFAULT_IMAGE_WIDTH file; the storefront derives the other widths from it for `srcset`, so a phone
 * downloads the small file. Seeded images (`/uploads/...svg`) and full addresses elsewhere have no sizes.
 */

/**
 * The widths every upload is stored at, smallest first: gallery thumbnails (80 px at 2x), product cards
 * (about 200 px on a phone, 400 px on a desk), the gallery (600 px, 2x on a phone) and a sharp zoom.
 */
export const IMAGE_WIDTHS = [160, 400, 800, 1200] as const;
/** One of IMAGE_WIDTHS. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width whose path a record stores (and `src` falls back to). */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 800;

const UPLOADED = /^(.*\/media\/[A-Za-z0-9_-]{1,64}\/[a-z0-9]{8,64}\/)(\d{2,4})\.webp$/;

/**
 * The path of one width of an uploaded image, from any of its paths; null for paths that are not uploads
 * (seeded SVGs, external addresses), which have one size only.
 * @example imageAtWidth('/media/SKATE01/abc123def/800.webp', 160) // '/media/SKATE01/abc123def/160.webp'
 */
export function imageAtWidth(path: string, width: ImageWidth): string | null {
  const match = UPLOADED.exec(path.trim());
  if (!match || !IMAGE_WIDTHS.includes(Number(match[2]) as ImageWidth)) return null;
  return `${match[1]}${width}.webp`;
}

/**
 * `srcset` for an image address (already resolved against the API host): every stored width, or
 * undefined for an image that is not an upload.
 * @example imageSrcSet('https://api.example/media/SKATE01/abc123def/800.webp')
 * // 'https://api.example/media/SKATE01/abc123def/160.webp 160w, ... 1200.webp 1200w'
 */
export function imageSrcSet(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  if (!imageAtWidth(url, DEFAULT_IMAGE_WIDTH)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(url, width)} ${width}w`).join(', ');
}
