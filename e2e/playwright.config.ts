import { defineConfig } from '@playwright/test';
import { API_BASE, EMBED_BASE, EMBED_PORT, MERCHANT, SITE_BASE, SITE_PORT } from './support/env';
import { apiServer, CHROMIUM_PROJECTS, chromiumUse, freshServer } from './support/playwright';

// The site is built into e2e/.tmp (git-ignored) so the developer's own dist/ is left alone.
const SITE_OUT = '../../e2e/.tmp/site';

/**
 * Real Chromium from the OS (support/playwright.ts). One worker: the machine has 2 cores, shared by the
 * server, the preview server and the browser.
 */
export default defineConfig({
  testDir: './tests',
  // playwright.prod.config.ts runs these against the production build (one compiled process serving
  // the built site and the API, as `pnpm start:prod` does): the shop journeys once, where users run them.
  // Run them here too with E2E_ALL=1.
  // next-app.spec.ts needs the Next app's servers: playwright.next.config.ts runs it (vue-app.spec.ts:
  // playwright.vue.config.ts).
  testIgnore: process.env.E2E_ALL
    ? ['start-prod.spec.ts', 'contract-report.spec.ts', 'next-app.spec.ts', 'vue-app.spec.ts']
    : [
        'start-prod.spec.ts',
        'shop.spec.ts',
        'contract-report.spec.ts',
        'next-app.spec.ts',
        'vue-app.spec.ts',
      ],
  outputDir: './test-results',
  fullyParallel: false,
  // E2E_WORKERS=2 runs two spec files at a time (each journey makes its own users, coupons, pincodes).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // Generous: the longest journey takes about 30 s here and twice that on a busy CI machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: chromiumUse([
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ]),
  projects: CHROMIUM_PROJECTS,
  // E2E_EXTERNAL=1 runs against servers you started yourself on the same ports (for writing tests);
  // the normal run always starts fresh ones.
  webServer: process.env.E2E_EXTERNAL
    ? []
    : [
        apiServer(120_000),
        freshServer({
          // The production build, served by `vite preview`; built with this run's API address baked in.
          command: `pnpm --filter @skatekit/host-site exec vite build --outDir ${SITE_OUT} --emptyOutDir && pnpm --filter @skatekit/host-site exec vite preview --outDir ${SITE_OUT} --port ${SITE_PORT} --strictPort --host 127.0.0.1`,
          url: SITE_BASE,
          env: { VITE_API_BASE: API_BASE, VITE_MERCHANT_CODE: MERCHANT },
          timeout: 240_000,
        }),
        freshServer({
          // examples/embed as a merchant runs it: its plain HTML in a temp folder with the elements'
          // browser build copied beside it, on a static server of its own origin (strict CSP).
          command: 'pnpm --filter @skatekit/elements build:cdn && node scripts/serve-embed.mjs',
          url: `${EMBED_BASE}/`,
          env: { PORT: String(EMBED_PORT), API_BASE, STORE_URL: SITE_BASE },
          timeout: 120_000,
        }),
      ],
});
