import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productRoute } from '@skatekit/core/rules';
import { expect, test } from '@playwright/test';
import { MERCHANT, PROD_PORT, PROD_SITE_OUT as SITE_OUT } from '../support/env';

// `pnpm start:prod` in production mode, on what this run's web server has just built (compiled server,
// built site): `--no-build` reuses it. The journeys themselves run against the same build in demo mode.
const START_PROD = fileURLToPath(new URL('../../scripts/start-prod.mjs', import.meta.url));
const PROD_BASE = `http://127.0.0.1:${PROD_PORT}`;

/** Every setting production needs, with made-up values (nothing here reaches the network). */
const PRODUCTION_SETTINGS = {
  RAZORPAY_KEY_ID: 'rzp_live_E2eProdKey0001',
  RAZORPAY_KEY_SECRET: 'live-secret-not-real',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-not-real',
  JWT_SECRET: 'e2e-production-jwt-secret-0123456789abcdef',
  SMTP_URL: 'smtp://127.0.0.1:1',
  CORS_ORIGIN: PROD_BASE,
};

/** A clean shell: no NODE_ENV, no settings but the ones given. */
function startProd(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [START_PROD, '--no-build'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

test.describe('pnpm start:prod in production', () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'skatekit-start-prod-'));
  });
  test.afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('without its settings it refuses to start, naming each, and points to the local demo', async () => {
    const run = startProd({ PORT: String(PROD_PORT), DATA_DIR: dataDir, SITE_DIR: SITE_OUT });
    expect(await run.exited).toBe(1);
    const output = run.output();
    expect(output).toContain('Invalid server configuration for production (NODE_ENV=production):');
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'JWT_SECRET',
      'SMTP_URL',
      'CORS_ORIGIN',
    ]) {
      expect(output).toContain(`  ${name}: missing`);
    }
    expect(output).toContain('run the local demo: pnpm start:prod --demo');
    expect(output).not.toContain('listening on');
  });

  test('--demo is refused when NODE_ENV says production', async () => {
    const demo = spawn(process.execPath, [START_PROD, '--demo', '--no-build'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    demo.stderr?.on('data', (chunk) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => demo.on('exit', (c) => resolve(c)));
    expect(code).toBe(2);
    expect(output).toContain(
      'start:prod --demo runs in development mode: unset NODE_ENV=production, or drop --demo.',
    );
  });

  test('with its settings, one process serves the built site and the API, and no dev or sandbox route', async ({
    request,
  }) => {
    const run = startProd({
      ...PRODUCTION_SETTINGS,
      PORT: String(PROD_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: SITE_OUT,
      LOG_LEVEL: 'warn',
      // Production seeds nothing unless asked: this run asks, so the site has a shop to show.
      SEED_DEMO: '1',
    });
    try {
      await expect
        .poll(() => run.output(), { timeout: 90_000 })
        .toContain(`listening on http://127.0.0.1:${PROD_PORT}`);
      expect(run.output()).toContain('mode:            production\n');
      expect(run.output()).toContain(`site:            ${SITE_OUT}`);

      const home = await request.get(`${PROD_BASE}/`, { headers: { accept: 'text/html' } });
      expect(home.status()).toBe(200);
      expect(home.headers()['cache-control']).toBe('no-cache');
      const html = await home.text();
      expect(html).toContain('<div id="root">');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script, 'index.html loads a hashed script').toBeTruthy();
      const asset = await request.get(`${PROD_BASE}${script}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      // Every client route is the same site with its own head: its title, and no canonical address for
      // the shopper's own pages.
      const clientRoute = await request.get(`${PROD_BASE}/my-account`, { headers: { accept: 'text/html' } });
      expect(clientRoute.status()).toBe(200);
      const account = await clientRoute.text();
      expect(account).toContain(`src="${script}"`);
      expect(account).toContain('<title>My Account - SkateKit Roller Skating Academy</title>');
      expect(account).not.toContain('rel="canonical"');

      // A product page's HTML, before any script: its title, price and first image, and its SEO head.
      const productPath = productRoute('Junior Adjustable Quad Skates', 'sk-quad-junior-adjustable');
      const product = await (
        await request.get(`${PROD_BASE}${productPath}`, { headers: { accept: 'text/html' } })
      ).text();
      expect(product).toContain('<h1 class="host-first-title">Junior Adjustable Quad Skates</h1>');
      expect(product).toContain('<span>₹1,999</span>');
      expect(product).toContain(
        `<img class="host-first-image" src="${PROD_BASE}/uploads/products/sk-quad-junior-adjustable.svg"`,
      );
      expect(product).toContain(
        '<title>Junior Adjustable Quad Skates - SkateKit Roller Skating Academy</title>',
      );
      expect(product).toContain(`<link rel="canonical" href="${PROD_BASE}${productPath}" />`);
      expect(product).toContain('"@type":"Product"');
      // Three sizes at two prices: an offer from the lowest to the highest.
      expect(product).toContain(
        '"offers":{"@type":"AggregateOffer","priceCurrency":"INR","lowPrice":"1999.00","highPrice":"2299.00"',
      );
      const sitemap = await (await request.get(`${PROD_BASE}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<url><loc>${PROD_BASE}${productPath}</loc></url>`);
      const robots = await (await request.get(`${PROD_BASE}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${PROD_BASE}/sitemap.xml`);

      // The empty PGlite directory was created and, with SEED_DEMO=1, seeded with the demo merchants.
      const meta = await request.get(`${PROD_BASE}/meta/${MERCHANT}`, {
        headers: { accept: 'application/json' },
      });
      expect(meta.status()).toBe(200);
      expect((await request.get(`${PROD_BASE}/ready`)).status()).toBe(200);

      for (const path of ['/dev/outbox/shopper%40example.com', '/sandbox/checkout/order_sbx_e2e']) {
        const response = await request.get(`${PROD_BASE}${path}`, { headers: { accept: 'text/html' } });
        expect(response.status(), path).toBe(404);
      }
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
  });
});
