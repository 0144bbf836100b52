import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { readSiteConfig } from './src/config';
import { firebaseServiceWorker } from './firebase-sw-plugin';

// `source` first: workspace packages (@skatekit/core, @skatekit/react) resolve to their TypeScript
// sources, so the site runs without building them. The defaults are kept after it because setting
// `resolve.conditions` replaces Vite's list instead of extending it.
/** `<link rel="preconnect">` to the API's origin, so the first calls skip DNS, TCP and TLS set-up. */
function preconnectApi(): Plugin {
  let apiOrigin = '';
  return {
    name: 'skatekit-preconnect-api',
    configResolved(config) {
      const { apiBase } = readSiteConfig(loadEnv(config.mode, config.envDir ?? process.cwd(), 'VITE_'));
      apiOrigin = new URL(apiBase).origin;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' }, injectTo: 'head' },
    ],
  };
}

export default defineConfig({
  plugins: [react(), firebaseServiceWorker(), preconnectApi()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The port comes from the CLI (`vite --port 5173`, `vite preview --port 4311`).
  build: {
    sourcemap: true,
    rollupOptions: {
      // React changes far less often than the storefront: a separate, long-cached chunk. Every other
      // library stays with the code that imports it, so a route downloads only its own: Swiper with the
      // home page's hero, DOMPurify with the product page, firebase with the push adapter.
      output: {
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id))
            return 'react';
          return undefined;
        },
      },
      onwarn(warning, warn) {
        // zod ships doc comments in positions Rollup cannot keep; harmless and loud.
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
});
