import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Two workers share two cores (root vitest.config.ts): property runs that take 1.5 s on a fast host
    // take four times that on a slow one.
    testTimeout: 20_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
