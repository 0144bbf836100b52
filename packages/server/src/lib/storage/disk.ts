import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isStorageKey, type ObjectStore } from './types';

/**
 * An ObjectStore on the local disk: `key` is a file under `root` (the server's data directory's
 * `media/` by default). A file is written under a temporary name and renamed, so a reader never sees
 * half of it. One server, or servers sharing that directory.
 * @example const store = diskStore('/var/lib/skatekit/media'); await store.put('A/b/1.webp', bytes, 'image/webp');
 */
export function diskStore(root: string): ObjectStore {
  const base = resolve(root);
  const fileOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    const file = resolve(join(base, key));
    if (!file.startsWith(base + sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
