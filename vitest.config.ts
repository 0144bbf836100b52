import { defineConfig } from 'vitest/config';

// One run over every package: `pnpm test:unit` (and `pnpm test`, which adds e2e).
// The `source` condition makes workspace packages resolve to their TypeScript sources, no build needed.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // `core (zod-lite)`: core's suite once more on the standalone elements build's zod-lite.
    projects: ['packages/*', 'packages/core/vitest.zodlite.config.ts', 'examples/host-site'],
  },
});
