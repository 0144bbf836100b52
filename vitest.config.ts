import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every package: `pnpm test:unit` (and `pnpm test`, which adds e2e).
// The `source` condition makes workspace packages resolve to their TypeScript sources, no build needed.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest's default is cores - 1: one worker on CI's 2 cores, which left a core idle while the
    // slowest files ran (the combined run took 18.5 min with one worker, 13.9 with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // zod-lite (the standalone elements build's zod/mini) is proven by its differential property test
    // against zod/mini (packages/core/src/internal/zod-lite.diff.test.ts), not by a second core run.
    projects: ['packages/*', 'examples/host-site'],
  },
});
