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

export default defineConfig(libraryConfig());
