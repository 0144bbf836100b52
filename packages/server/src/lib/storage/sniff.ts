/** The image types told apart by their first bytes. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What an image really is, from its first bytes (magic numbers), whatever its name or the client said;
 * null for anything else (an SVG, a PDF, HTML, a script renamed `.jpg`). 16 bytes are enough.
 * @example sniffImageType(await readFile('photo.jpg')) // 'image/jpeg'
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftypavif'), 4) || startsWith(bytes, ascii('ftypavis'), 4)) return 'image/avif';
  return null;
}
