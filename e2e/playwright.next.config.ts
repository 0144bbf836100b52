import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_BASE, MERCHANT, SITE_BASE, SITE_PORT } from './support/env';
import { apiServer, chromiumUse, freshServer } from './support/playwright';

/**
 * examples/next-app (Next.js App Router) built with `next build` from the packages' dist and served by
 * `next start`, against a fresh reference server on PGlite. Ports: E2E_API_PORT / E2E_SITE_PORT
 * (the lead's base for this run: 4610 / 4611). The main run's settings, with one worker and longer waits.
 */
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: ['next-app.spec.ts'],
  outputDir: './test-results/next',
  workers: 1,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: chromiumUse(['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']),
  webServer: process.env.E2E_EXTERNAL
    ? []
    : [
        // It may build the merchant console first (serve-api.mjs) on a busy machine.
        apiServer(400_000),
        freshServer({
          // The packages as published (dist/; built when missing), then `next build` and `next start`.
          command: 'node scripts/serve-next.mjs',
          url: `${SITE_BASE}/login`,
          env: {
            PORT: String(SITE_PORT),
            SKATE_API_BASE: API_BASE,
            SKATE_MERCHANT_CODE: MERCHANT,
            NEXT_TELEMETRY_DISABLED: '1',
          },
          // `next build` alone takes minutes on a busy 2-core machine.
          timeout: 900_000,
        }),
      ],
});
