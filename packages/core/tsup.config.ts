import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tsup.config';

export default defineConfig(libraryConfig());
