/**
 * Rollup options of the apps' builds (the console, the host site): React and the router change far
 * less often than the screens, so they are one long-cached chunk; every other library stays with the
 * code that imports it. zod's doc comments in positions Rollup cannot keep are not warned about.
 * (No types from vite here: the repository's root does not install it; each app's config checks these.)
 */
export const appRollupOptions = {
  output: {
    manualChunks(id: string) {
      if (/\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id))
        return 'react';
      return undefined;
    },
  },
  onwarn<Warning extends { code?: string }>(warning: Warning, warn: (warning: Warning) => void) {
    if (warning.code === 'INVALID_ANNOTATION') return;
    warn(warning);
  },
};
