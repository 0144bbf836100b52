import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'elements',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    css: false,
    // Whole React pages render in jsdom on a shared 2-core machine; the default 5 s is too tight.
    testTimeout: 30_000,
  },
});
