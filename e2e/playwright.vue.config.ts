import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_BASE, MERCHANT, SITE_BASE, SITE_PORT } from './support/env';
import { apiServer, chromiumUse, freshServer } from './support/playwright';

/**
 * examples/vue-app (Vite + Vue 3, no React installed) built with `vite build` over the elements'
 * framework-free build and served by `vite preview`, against a fresh reference server on PGlite.
 * The main run's settings, with one worker.
 */
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: ['vue-app.spec.ts'],
  outputDir: './test-results/vue',
  workers: 1,
  use: chromiumUse(['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']),
  webServer: process.env.E2E_EXTERNAL
    ? []
    : [
        apiServer(400_000),
        freshServer({
          command: 'node scripts/serve-vue.mjs',
          url: SITE_BASE,
          env: { PORT: String(SITE_PORT), VITE_API_BASE: API_BASE, VITE_MERCHANT_CODE: MERCHANT },
          timeout: 300_000,
        }),
      ],
});
