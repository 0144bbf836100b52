import { defaultClientConditions, defineConfig } from 'vite';

// `source` first: @skatekit/elements and what it imports resolve to their TypeScript sources, so the
// page runs without building the packages. Setting `resolve.conditions` replaces Vite's list, so the
// defaults follow. `%VITE_*%` placeholders in index.html come from .env (or the environment).
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5174 },
  preview: { port: 4174 },
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships doc comments in positions Rollup cannot keep; harmless and loud.
        if (warning.code === 'INVALID_ANNOTATION') return;
        // react-toastify marks its module "use client" for server components; meaningless in a page bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
});
