/**
 * Where uploaded files live: a key-value store of bytes. The image routes speak only this interface, so
 * another store (an S3-compatible bucket, docs/admin.md "Images") is one new implementation picked in
 * `index.ts`, with no route touched.
 *
 * Keys are `/`-separated segments of letters, digits, `_`, `-` and `.` (never `..`), e.g.
 * `SKATE01/3f9a.../800.webp`; a store may refuse any other key.
 */
export interface ObjectStore {
  /** Stores `body` under `key`, replacing what was there. `contentType` is kept where the store can. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,7}$/;

/** Whether `key` is a key every store accepts (no `..`, no absolute paths, no odd characters). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment.includes('..'));
}
