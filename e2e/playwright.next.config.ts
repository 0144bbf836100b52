import { defineConfig, devices } from '@playwright/test';
import { API_BASE, API_PORT, MERCHANT, SITE_BASE, SITE_PORT } from './support/env';

/**
 * examples/next-app (Next.js App Router) built with `next build` from the packages' dist and served by
 * `next start`, against a fresh reference server on PGlite. Ports: E2E_API_PORT / E2E_SITE_PORT
 * (the lead's base for this run: 4610 / 4611). Real Chromium from the OS, one worker.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: ['next-app.spec.ts'],
  outputDir: './test-results/next',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: SITE_BASE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_EXTERNAL
    ? []
    : [
        {
          command: 'node scripts/serve-api.mjs',
          url: `${API_BASE}/meta/${MERCHANT}`,
          env: { PORT: String(API_PORT), HOST: '127.0.0.1' },
          reuseExistingServer: false,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          // It may build the merchant console first (serve-api.mjs) on a busy machine.
          timeout: 400_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
        {
          // The packages as published (dist/; built when missing), then `next build` and `next start`.
          command: 'node scripts/serve-next.mjs',
          url: `${SITE_BASE}/login`,
          env: {
            PORT: String(SITE_PORT),
            SKATE_API_BASE: API_BASE,
            SKATE_MERCHANT_CODE: MERCHANT,
            NEXT_TELEMETRY_DISABLED: '1',
          },
          reuseExistingServer: false,
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          // `next build` alone takes minutes on a busy 2-core machine.
          timeout: 900_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
