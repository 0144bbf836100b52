import { IMAGE_MAX_PIXELS, type ImageInputType, MEDIA_TEXTS } from '@skatekit/console-contract';
import { IMAGE_WIDTHS } from '../../platform/core';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../platform/errors';
import { sniffImageType } from '../../lib/storage';

/** One re-encoded width of an upload. */
export interface EncodedSize {
  width: number;
  height: number;
  body: Buffer;
}

/** An upload, checked and re-encoded. */
export interface EncodedImage {
  sourceType: ImageInputType;
  /** Of the picture as uploaded (after its EXIF orientation). */
  width: number;
  height: number;
  /** One per IMAGE_WIDTHS entry, in that order (never wider than the original). */
  sizes: (EncodedSize & { target: number })[];
}

const SHARP_FORMAT: Record<ImageInputType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Output quality of every stored width (WebP). */
const WEBP_QUALITY = 80;

/**
 * The type an upload's first bytes show, if it is one we take (JPEG, PNG, WebP, GIF); a 400 with
 * MEDIA_TEXTS.NOT_AN_IMAGE otherwise - whatever the file is called.
 */
export function acceptedImageType(head: Uint8Array): ImageInputType {
  const type = sniffImageType(head);
  if (!type || !(type in SHARP_FORMAT)) throw badRequest(MEDIA_TEXTS.NOT_AN_IMAGE);
  return type as ImageInputType;
}

/**
 * Decodes an upload and writes it again as WebP at every width of IMAGE_WIDTHS (core), turned upright by
 * its EXIF orientation. Decoding and encoding again keeps the pixels only: EXIF, XMP, IPTC, comments
 * and anything hidden in them (a script in a description) are not carried over. A file that does not
 * decode as the type its bytes claim, or decodes to more than IMAGE_MAX_PIXELS, is a 400.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  const sourceType = acceptedImageType(input.subarray(0, 16));
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    throw badRequest(pixelsOrUnreadable(error));
  }
  if (meta.format !== SHARP_FORMAT[sourceType] || !meta.width || !meta.height)
    throw badRequest(MEDIA_TEXTS.UNREADABLE);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw badRequest(MEDIA_TEXTS.TOO_MANY_PIXELS);
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const sizes: EncodedImage['sizes'] = [];
  try {
    for (const target of IMAGE_WIDTHS) {
      const { data, info } = await sharp(input, options)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      sizes.push({ target, width: info.width, height: info.height, body: data });
    }
  } catch (error) {
    throw badRequest(pixelsOrUnreadable(error));
  }
  return { sourceType, width, height, sizes };
}

function pixelsOrUnreadable(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? MEDIA_TEXTS.TOO_MANY_PIXELS : MEDIA_TEXTS.UNREADABLE;
}
