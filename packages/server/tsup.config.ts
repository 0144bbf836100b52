import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tsup.config';

export default defineConfig(
  libraryConfig({
    entry: ['src/index.ts', 'src/server.ts', 'src/create-owner.ts'],
    platform: 'node',
    // The console's contract is a private workspace package (source only): bundled in, so the published
    // server depends on no package that is not on npm.
    noExternal: ['@skatekit/console-contract'],
  }),
);
