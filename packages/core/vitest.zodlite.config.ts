import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const lite = fileURLToPath(new URL('./src/internal/zod-lite.ts', import.meta.url));
const classic = fileURLToPath(new URL('./src/internal/test-zod-classic.ts', import.meta.url));

/**
 * Core's whole test suite once more, with `zod/mini` resolved to zod-lite as the standalone elements
 * build resolves it (`packages/elements/vite.cdn.config.ts`): the proof that core behaves the same on
 * it. Tests that build their own schemas with `zod` get zod-lite too (one runtime per run); the two
 * that ask real zod for JSON Schema (server-only) skip here. zod-lite's own tests compare it with zod
 * and run in the `core` project.
 */
export default defineProject({
  resolve: {
    conditions: ['source'],
    alias: [
      { find: /^zod\/mini$/, replacement: lite },
      { find: /^zod$/, replacement: classic },
    ],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'core (zod-lite)',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/internal/**'],
    env: { SKATEKIT_ZOD_LITE: '1' },
  },
});
