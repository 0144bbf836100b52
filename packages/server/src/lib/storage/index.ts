import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { diskStore } from './disk';
import type { ObjectStore } from './types';

export { diskStore } from './disk';
export { type SniffedImageType, sniffImageType } from './sniff';
export { isStorageKey, type ObjectStore } from './types';

const stores = new WeakMap<AppConfig, ObjectStore>();

/**
 * The store of uploaded images for a server: the data directory's `media/` folder. To keep images in an
 * S3-compatible bucket instead, write an ObjectStore over its API and return it here (e.g. when an
 * `IMAGE_STORE_URL` is configured); the routes need no change. One store per config (tests may set
 * their own with `setImageStore`).
 */
export function imageStoreOf(config: AppConfig): ObjectStore {
  let store = stores.get(config);
  if (!store) {
    store = diskStore(join(config.dataDir, 'media'));
    stores.set(config, store);
  }
  return store;
}

/** Replaces a server's image store (tests, or an embedding program with its own store). */
export function setImageStore(config: AppConfig, store: ObjectStore): void {
  stores.set(config, store);
}
