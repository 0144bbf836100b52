import { defineConfig } from 'tsup';
import { libraryConfig, markClientEntries } from '../../tsup.config';

/**
 * ESM for bundlers: the dependencies (React, @skatekit/react, core, r2wc) stay imports, so the app's
 * bundler shares them with the page's other code and splits precisely. The loader's `import()` of
 * each tag becomes a chunk of its own, so a page fetches only the tags it uses. A ready-to-drop
 * browser build comes from a bundler over `@skatekit/elements/loader` (see examples/embed).
 */
export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/define.ts', 'src/loader.ts', 'src/jsx.ts'],
    platform: 'browser',
    splitting: true,
    // Browser code (element classes, React views): a server page importing it gets a client boundary.
    onSuccess: () =>
      markClientEntries(new URL('./dist/', import.meta.url), ['index.js', 'define.js', 'loader.js']),
  }),
);
