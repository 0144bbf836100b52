import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @skatekit/server db:generate` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
