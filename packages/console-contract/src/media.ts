import { z } from 'zod';
import { IMAGE_WIDTHS } from '@skatekit/core/rules';
import { page } from './fields';

/*
 * Wire schemas and texts of the console's images (`/admin/api/images`). The server validates and serialises
 * with them, the console parses with them and shows the same texts.
 */

// ---------------------------------------------------------------------------------------- images
/** The largest upload accepted (bytes): a bigger body is refused with 413 before it is read. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may decode to (a small file can claim a huge picture). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What may be uploaded, as told by the file's first bytes (never its name or the browser's type). */
export const IMAGE_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageInputType = (typeof IMAGE_INPUT_TYPES)[number];

/** The texts of image uploads, shared by the server's refusals and the console's field. */
export const MEDIA_TEXTS = {
  NO_FILE: 'Choose a picture to upload.',
  NOT_AN_IMAGE: 'This file is not a picture. Upload a JPEG, PNG, WebP or GIF image.',
  TOO_LARGE: `This file is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Upload a smaller picture.`,
  TOO_MANY_PIXELS: `This picture is larger than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Upload a smaller one.`,
  UNREADABLE: 'This picture could not be read: the file is damaged or incomplete.',
  ONE_FILE: 'Upload one picture at a time.',
  INCOMPLETE: 'The upload did not arrive whole. Try again.',
  IMAGE_NOT_FOUND: 'Image not found',
  UPLOAD_FAILED: 'The picture could not be uploaded. Check the connection and try again.',
} as const;

/** One stored width of an uploaded image. */
export const ImageSize = z.object({
  width: z.number().int(),
  height: z.number().int(),
  path: z.string(),
});
export type ImageSize = z.infer<typeof ImageSize>;

/** An uploaded image: `path` is what a form stores (the default width); `sizes` every width stored. */
export const UploadedImage = z.object({
  id: z.string(),
  path: z.string(),
  sizes: z.array(ImageSize),
  /** Of the picture as uploaded. */
  width: z.number().int(),
  height: z.number().int(),
  /** What the bytes were (`image/jpeg`...), whatever the file was called. */
  sourceType: z.string(),
  fileName: z.string(),
  /** Bytes of all the stored widths together. */
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/** `POST /admin/api/images` answers `{ data }`. */
export const UploadedImageResponse = z.object({ data: UploadedImage });
export const ImagesResponse = page(UploadedImage);

/** The widths the storefront's srcset names (re-exported for the console). */
export const UPLOAD_WIDTHS = IMAGE_WIDTHS;
