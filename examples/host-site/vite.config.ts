import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { readSiteConfig } from './src/config';
import { firebaseServiceWorker } from './firebase-sw-plugin';
import { ROUTE_AREAS } from './src/routeAreas';
import { appRollupOptions } from '../../vite.shared';

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

/**
 * What the compiled server needs to render this site's pages (packages/server http/site.ts): the merchant
 * it was built for, as `<meta name="skatekit:merchant">`, and `skatekit-routes.json`, the chunks each
 * route's page needs beyond the entry's (its area of @skatekit/react and what that imports, plus the API
 * client's catalogue calls), which the server sends as `<link rel="modulepreload">` with the page. Without
 * them the route's chunks are found only after the entry has run. `boot` lists the storefront's own chunks
 * (src/start.tsx and its imports), which the small entry (src/main.tsx) imports.
 */
function serverPageHints(): Plugin {
  let merchantCode = '';
  let root = process.cwd();
  return {
    name: 'skatekit-server-page-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ({ merchantCode } = readSiteConfig(loadEnv(config.mode, config.envDir ?? process.cwd(), 'VITE_')));
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'skatekit:merchant', content: merchantCode }, injectTo: 'head' },
    ],
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports statically. */
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const inEntry = entry ? closure(entry.fileName) : new Set<string>();
      const importer = `${root}/src/pages.tsx`;
      const chunkOf = async (specifier: string) => {
        const resolved = await this.resolve(specifier, importer);
        // The chunk holding the area's module (Rollup may have merged it with shared code: no facade).
        return chunks.find((chunk) => resolved && chunk.moduleIds.includes(resolved.id));
      };
      // The API client's catalogue calls: a lazy area of core every catalogue page asks for first.
      const catalogueCalls = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => /\/core\/src\/api\/resources\/catalogue\.ts$/.test(id)),
      );
      // The storefront itself (src/start.tsx and what it imports), which the small entry imports.
      // (Found by its module: Rollup may merge it with shared code, leaving the chunk no facade.)
      const start = chunks.find((chunk) => chunk.moduleIds.includes(`${root}/src/start.tsx`));
      const boot = start ? [...closure(start.fileName)].filter((file) => !inEntry.has(file)) : [];
      const routes = [];
      for (const { path, area } of ROUTE_AREAS) {
        const chunk = await chunkOf(area);
        if (!chunk) continue;
        const files = closure(chunk.fileName);
        if (catalogueCalls) closure(catalogueCalls.fileName, files);
        routes.push({ path, files: [...files].filter((file) => !inEntry.has(file)) });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'skatekit-routes.json',
        source: `${JSON.stringify({ boot, routes }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The site's own stylesheet (host.css, ~2 KB) written into index.html instead of linked: a linked sheet
 * holds the first paint until it has downloaded, one more round trip on a phone network.
 */
function inlineCss(): Plugin {
  return {
    name: 'skatekit-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), firebaseServiceWorker(), preconnectApi(), serverPageHints(), inlineCss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The port comes from the CLI (`vite --port 5173`, `vite preview --port 4311`).
  build: {
    sourcemap: true,
    // A route downloads only its own libraries: Swiper with the home page's hero, firebase with the push adapter.
    rollupOptions: appRollupOptions,
  },
});
