import { defineConfig } from 'vitest/config';

// Tests of the BUILT packages (dist/, as published), in plain Node: run after `pnpm build`
// (`pnpm test` runs them after the library build). No `source` condition: imports resolve to dist.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  test: {
    name: 'dist',
    environment: 'node',
    include: ['test-dist/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
