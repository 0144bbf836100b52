import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * The test project of a package whose tests render React in jsdom (react, admin, host-site): its
 * `src/**\/*.test.{ts,tsx}` on the workspace's TypeScript sources (`source` condition), vitest's globals,
 * its `src/test/setup.ts`, no CSS, 20 s a test (whole screens on a shared 2-core machine).
 */
export function jsdomProject(name: string, plugins: UserWorkspaceConfig['plugins'] = []) {
  return defineProject({
    plugins,
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name,
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20_000,
      css: false,
    },
  });
}
