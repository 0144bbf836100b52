import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tsup.config';

// The root and its subpaths (package.json "exports"), each its own entry.
export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      rules: 'src/entry/rules.ts',
      schemas: 'src/entry/schemas.ts',
      texts: 'src/entry/texts.ts',
      platform: 'src/entry/platform.ts',
      html: 'src/entry/html.ts',
      academy: 'src/entry/academy.ts',
      'locales/hi': 'src/locales/hi.ts',
    },
  }),
);
