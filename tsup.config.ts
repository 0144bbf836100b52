import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

/** Shared library build: ESM + type declarations, one config every package extends. */
export function libraryConfig(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  };
}

/**
 * Puts `"use client"` at the top of built entry files (paths relative to `dist`), for React Server
 * Components: a server page may import the entry, and its components then run on the client. esbuild
 * drops the directive when bundling, and a banner would mark the shared chunks too (a server-safe
 * entry using one would stop being server-safe). The source map gets an empty first line to match.
 */
export async function markClientEntries(dist: URL, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const url = new URL(file, dist);
    const code = await readFile(url, 'utf8');
    if (code.startsWith('"use client";')) continue;
    await writeFile(url, `"use client";\n${code}`);
    const mapUrl = new URL(`${file}.map`, dist);
    const map = JSON.parse(await readFile(mapUrl, 'utf8').catch(() => 'null')) as { mappings: string } | null;
    if (map) await writeFile(mapUrl, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

export default defineConfig(libraryConfig());
