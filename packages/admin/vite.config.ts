import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { appRollupOptions } from '../../vite.shared';

// The console is served by the SkateKit server at /admin (index.html for every non-file path under it);
// `vite` (dev) proxies its API to a local server, `pnpm start`'s by default.
const apiTarget = process.env.SKATEKIT_API ?? 'http://localhost:4000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // `source` first: @skatekit/core resolves to its TypeScript sources, no build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: {
      // The server accepts writes only from its own origin: the proxy presents the request as such.
      '/admin/api': {
        target: apiTarget,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', apiTarget)),
      },
      '/dev': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: appRollupOptions,
  },
});
