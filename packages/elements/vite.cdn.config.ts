import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { chunkPlan, inlineTexts, minifyChunks, minifyCssLiterals } from './build/cdn-build';

const preact = fileURLToPath(new URL('./node_modules/preact', import.meta.url));
/** Core's own small runtime of the zod/mini subset its schemas use (see docs/spec-deviations.md, A3). */
const zodLite = fileURLToPath(new URL('../core/src/internal/zod-lite.ts', import.meta.url));

/**
 * The standalone browser build, `dist/cdn/skate.js` and its chunks: one ES module a plain HTML page
 * loads with `<script type="module" src="./skate.js">`, with every import resolved and React swapped
 * for preact/compat. Chunks import each other by relative URLs, so the folder works wherever it is
 * copied (any path of any static host or CDN); each tag's code is a chunk the loader fetches when the
 * tag first appears.
 */
const config: UserConfig = {
  plugins: [minifyCssLiterals, inlineTexts, minifyChunks],
  // `source` first: the workspace packages are bundled from their TypeScript sources.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: /^react$/, replacement: `${preact}/compat/dist/compat.mjs` },
      { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.mjs` },
      { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.mjs` },
      { find: /^preact(\/.*)?$/, replacement: `${preact}$1` },
      // Always a production build: the development notice's code drops out.
      {
        find: /^\.\/(internal\/)?development$/,
        replacement: fileURLToPath(new URL('./src/internal/development.production.ts', import.meta.url)),
      },
      // zod's runtime (~20 KB gzip) alone broke issue 11's budgets; core only imports `zod/mini`.
      { find: /^zod\/mini$/, replacement: zodLite },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  esbuild: { jsx: 'automatic', legalComments: 'none' },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    minify: 'esbuild',
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: { skate: fileURLToPath(new URL('./src/cdn.ts', import.meta.url)) },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      onwarn(warning, warn) {
        // zod ships doc comments in positions Rollup cannot keep; harmless and loud.
        if (warning.code === 'INVALID_ANNOTATION') return;
        // react-toastify marks its module "use client" for server components; meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
};

export default defineConfig(async () => {
  const manualChunks = await chunkPlan(config);
  const rollupOptions = config.build?.rollupOptions ?? {};
  return {
    ...config,
    build: {
      ...config.build,
      rollupOptions: { ...rollupOptions, output: { ...rollupOptions.output, manualChunks } },
    },
  };
});
