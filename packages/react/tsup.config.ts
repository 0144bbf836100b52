import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tsup.config';

export default defineConfig(libraryConfig({ external: ['react', 'react-dom', 'react/jsx-runtime'] }));
