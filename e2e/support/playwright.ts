import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { API_BASE, API_PORT, MERCHANT, SITE_BASE } from './env';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/**
 * What every run's browser shares: the site's address, India's locale and clock, traces and screenshots
 * of failures, and real Chromium from the OS (/usr/bin/chromium; Playwright never downloads a browser)
 * started with `args`.
 */
export function chromiumUse(args: string[]): PlaywrightTestConfig['use'] {
  return {
    baseURL: SITE_BASE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args },
  };
}

/** The one project: desktop Chrome's settings on that Chromium. */
export const CHROMIUM_PROJECTS: PlaywrightTestConfig['projects'] = [
  { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
];

/**
 * A server the run starts fresh (never one already listening) and stops with SIGTERM, not Playwright's
 * default SIGKILL, so its script can remove its temp data; only its errors are shown.
 */
export function freshServer(server: Pick<WebServer, 'command' | 'url' | 'env' | 'timeout'>): WebServer {
  return {
    ...server,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/**
 * The reference server on API_PORT with a fresh database every run (new temp DATA_DIR, seeded demo
 * merchant, NODE_ENV=test); ready once the demo merchant's meta answers.
 */
export function apiServer(timeout: number): WebServer {
  return freshServer({
    command: 'node scripts/serve-api.mjs',
    url: `${API_BASE}/meta/${MERCHANT}`,
    env: { PORT: String(API_PORT), HOST: '127.0.0.1' },
    timeout,
  });
}
