import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_BASE, API_PORT, MERCHANT, SITE_BASE, SITE_PORT } from './support/env';
import { freshServer } from './support/playwright';

// The contract run: the main shop journeys with every API call going through Stoplight Prism's
// validating proxy (`prism proxy --errors`, docs/openapi.json) in front of the real server on PGlite.
// scripts/contract-gateway.mjs listens on the API's usual address (so the site needs no build of its
// own) and sends the API through Prism; tests/contract-report.spec.ts then fails listing anything Prism
// found (a request or answer that breaks the document, a status it does not list) and any 5xx.
// The server itself listens on E2E_API_PORT + 3, Prism on E2E_API_PORT + 4. scripts/test-all.mjs runs it
// after the other journeys and counts it. Run alone: pnpm --filter @skatekit/e2e test:contract
const UPSTREAM_PORT = API_PORT + 3;
const PRISM_PORT = API_PORT + 4;
const SITE_OUT = '../../e2e/.tmp/site';

export default defineConfig({
  ...base,
  testIgnore: undefined,
  outputDir: './test-results/contract',
  projects: [
    { name: 'journeys through Prism', testMatch: ['shop.spec.ts'] },
    {
      name: 'contract report',
      testMatch: ['contract-report.spec.ts'],
      dependencies: ['journeys through Prism'],
    },
  ],
  webServer: process.env.E2E_EXTERNAL
    ? []
    : [
        freshServer({
          command: 'node scripts/serve-api.mjs',
          url: `http://127.0.0.1:${UPSTREAM_PORT}/meta/${MERCHANT}`,
          env: { PORT: String(UPSTREAM_PORT), HOST: '127.0.0.1' },
          timeout: 120_000,
        }),
        freshServer({
          command: 'node scripts/contract-gateway.mjs',
          url: `${API_BASE}/meta/${MERCHANT}`,
          env: {
            PORT: String(API_PORT),
            PRISM_PORT: String(PRISM_PORT),
            UPSTREAM: `http://127.0.0.1:${UPSTREAM_PORT}`,
          },
          timeout: 120_000,
        }),
        freshServer({
          // The site the main run built, when it calls this API address; built here when missing or built
          // for another address (a run on other ports).
          command: `(grep -rqsF '${API_BASE}' .tmp/site/assets || pnpm --filter @skatekit/host-site exec vite build --outDir ${SITE_OUT} --emptyOutDir) && pnpm --filter @skatekit/host-site exec vite preview --outDir ${SITE_OUT} --port ${SITE_PORT} --strictPort --host 127.0.0.1`,
          url: SITE_BASE,
          env: { VITE_API_BASE: API_BASE, VITE_MERCHANT_CODE: MERCHANT },
          timeout: 240_000,
        }),
      ],
});
