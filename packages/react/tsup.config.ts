import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { libraryConfig, markClientEntries } from '../../tsup.config';

/**
 * One entry per public area (`@skatekit/react/cart`, `/checkout`, ...) plus the root, with shared code
 * split into chunks: an app's bundler then keeps only the modules it uses (the package has no side
 * effects but its CSS), so importing `SkateProvider` never pulls in Swiper (home). Keep this list in
 * step with package.json `exports` (and `publishConfig.exports`).
 */
export const AREAS = [
  'provider',
  'hooks',
  'ui',
  'styles',
  'home',
  'catalogue',
  'product',
  'cart',
  'checkout',
  'auth',
  'account',
  'academy',
  'admission',
  'enquiry',
  'content',
  'shell',
  'push',
] as const;

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      ...Object.fromEntries(AREAS.map((area) => [`${area}/index`, `src/${area}/index.ts`])),
    },
    splitting: true,
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'firebase'],
    async onSuccess() {
      // `@skatekit/react/styles.css`: the same CSS the provider injects, for hosts that load it as a
      // stylesheet (strict CSP without a nonce, SSR) and render `<SkateProvider styles={false}>`.
      const { skateCss } = (await import(new URL('./dist/styles/index.js', import.meta.url).href)) as {
        skateCss: string;
      };
      await writeFile(new URL('./dist/styles.css', import.meta.url), `${skateCss}\n`);
      // Every entry but the CSS strings (`/styles`) renders or uses React context and hooks.
      await markClientEntries(new URL('./dist/', import.meta.url), [
        'index.js',
        ...AREAS.filter((area) => area !== 'styles').map((area) => `${area}/index.js`),
      ]);
    },
  }),
);
