import { defineConfig } from '@playwright/test';

// The production build, as `pnpm start:prod --demo` runs it: core, the server and the host site built
// (the site with this run's address baked in), then ONE compiled Node process
// (node packages/server/dist/server.js) serving the built site and the API on E2E_SITE_PORT, same origin.
// Runs the main shop journey and tests/start-prod.spec.ts (production mode). scripts/test-all.mjs runs it
// after playwright.config.ts and counts both.
//
// Set before support/env.ts is read (hence the dynamic imports): the API's address is the site's.
process.env.E2E_BUILD = 'prod';
const { default: base } = await import('./playwright.config');
const { API_BASE, MERCHANT, PROD_SITE_OUT, SITE_PORT } = await import('./support/env');
const { freshServer } = await import('./support/playwright');

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: ['shop.spec.ts', 'console.spec.ts', 'start-prod.spec.ts'],
  outputDir: './test-results/prod',
  webServer: process.env.E2E_EXTERNAL
    ? []
    : [
        freshServer({
          // A fresh database every run: new temp DATA_DIR, seeded demo merchants, NODE_ENV=test with the
          // dev helpers on (outbox, sandbox checkout), exactly the `start:prod --demo` code path.
          command: 'node scripts/serve-api.mjs --prod',
          url: `${API_BASE}/meta/${MERCHANT}`,
          env: {
            PORT: String(SITE_PORT),
            HOST: '127.0.0.1',
            SITE_DIR: PROD_SITE_OUT,
            VITE_API_BASE: API_BASE,
            VITE_MERCHANT_CODE: MERCHANT,
          },
          // Three builds before it listens: minutes on a busy 2-core machine.
          timeout: 600_000,
        }),
      ],
});
