import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tsup.config';

export default defineConfig(
  libraryConfig({ entry: ['src/index.ts', 'src/server.ts', 'src/create-owner.ts'], platform: 'node' }),
);
