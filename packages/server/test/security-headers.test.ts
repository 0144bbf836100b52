import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { HSTS } from '../src/platform/security-headers';
import { openTestDatabase, startTestServer, type TestServer } from './helper';
import { PRODUCTION_ENV } from './production-env';
import { createOrder, customer, orderBody } from './shop';
import { SEED_REFS } from '../src/seed';

// A built site as Vite writes it: index.html and a content-hashed script under assets/.
const siteDir = mkdtempSync(join(tmpdir(), 'skatekit-headers-'));
mkdirSync(join(siteDir, 'assets'));
writeFileSync(
  join(siteDir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(siteDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');

let server: TestServer;
beforeAll(async () => {
  // One proxy hop trusted: X-Forwarded-Proto from it says whether the visitor came over TLS.
  server = await startTestServer({ siteDir, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function directives(csp: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

/** Pages of the built site, as a browser asks for them. */
const PAGES = ['/', '/product/sk-wheels'];
const SCRIPT = '/assets/index-Ab12Cd34.js';
/** Answers that are not pages: the API's JSON, an error, a malformed body, an upload. */
const ANSWERS: [string, RequestInit?][] = [
  ['/health'],
  [`/grouped-product/search-all-products/SKATE01`],
  ['/uploads/brand/favicon.svg'],
  ['/no-such-route'],
  ['/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
];

describe('item 12: security headers on every page and answer', () => {
  it('item 12: the site page, a hashed asset, an API answer, an error and an upload carry a CSP, nosniff, a referrer policy and frame denial', async () => {
    const cases: [string, RequestInit?][] = [
      ...PAGES.map((path): [string, RequestInit] => [path, { headers: { accept: 'text/html' } }]),
      [SCRIPT],
      ...ANSWERS,
    ];
    for (const [path, init] of cases) {
      const response = await fetch(`${server.url}${path}`, init);
      await response.arrayBuffer();
      expectCommonHeaders(response.headers, path);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      // Storefronts on other origins read the API and its images by design.
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      // Plain http, no trusted proxy saying https: no HSTS.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it("item 12: a page gets the site's CSP and the document headers; an answer that is not a page loads nothing and gets none of them", async () => {
    for (const path of PAGES) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      await response.arrayBuffer();
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['default-src'], path).toEqual(["'self'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      // No inline or eval'd script; Razorpay's Checkout is allowed.
      expect(csp['script-src'], path).toEqual([
        "'self'",
        'https://checkout.razorpay.com',
        'https://www.gstatic.com',
      ]);
      expect(csp['frame-src'], path).toContain('https://api.razorpay.com');
      // Payment and sign-in popups keep their opener.
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
      expect(response.headers.get('origin-agent-cluster'), path).toBe('?1');
    }
    // A script may be a worker's, which runs under the CSP it came with: the site's.
    const script = await fetch(`${server.url}${SCRIPT}`);
    await script.arrayBuffer();
    expect(directives(script.headers.get('content-security-policy'))['script-src']).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://www.gstatic.com',
    ]);
    expect(script.headers.get('cross-origin-opener-policy')).toBeNull();
    for (const [path, init] of ANSWERS) {
      const response = await fetch(`${server.url}${path}`, init);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(response.headers.get('origin-agent-cluster'), path).toBeNull();
      expect(response.headers.get('x-dns-prefetch-control'), path).toBeNull();
    }
  });

  it('item 12: a 304 carries no CSP, so the answer a browser kept keeps its own', async () => {
    for (const path of ['/grouped-product/search-all-products/SKATE01', '/newarrival/all/SKATE01']) {
      const first = await fetch(`${server.url}${path}`);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const again = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': etag ?? '' } });
      await again.arrayBuffer();
      expect(again.status, path).toBe(304);
      expect(again.headers.get('content-security-policy'), path).toBeNull();
      expect(again.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('item 12: the sandbox checkout may be framed by the storefronts only, with its inline script allowed by nonce', async () => {
    const { user, home } = await customer(server);
    const created = await createOrder(
      server,
      user,
      orderBody(user, home, [{ id: SEED_REFS.products.unlimited }]),
    );
    expect(created.status).toBe(200);
    const order = created.body;
    const response = await fetch(`${server.url}/sandbox/checkout/${order.order_id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expectCommonHeaders(response.headers, 'sandbox');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(csp['default-src']).toEqual(["'none'"]);
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(csp['script-src']?.[0] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(csp['style-src']).toEqual([`'nonce-${nonce}'`]);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    // A fresh nonce on every load.
    const again = await fetch(`${server.url}/sandbox/checkout/${order.order_id}`);
    await again.text();
    expect(directives(again.headers.get('content-security-policy'))['script-src']).not.toEqual(
      csp['script-src'],
    );
  });

  it('item 12: HSTS when the request came over TLS through the trusted proxy, or PUBLIC_URL is https', async () => {
    const viaTls = await fetch(`${server.url}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers.get('strict-transport-security')).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');

    const database = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-headers-prod-'));
    const app = await buildApp(
      loadConfig({
        ...PRODUCTION_ENV,
        PUBLIC_URL: 'https://shop.example',
        DATA_DIR: dataDir,
        SITE_DIR: siteDir,
      }),
      { database },
    );
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.headers['strict-transport-security']).toBe(HSTS);
      expect(health.headers['x-frame-options']).toBe('DENY');
      // The site's CSP, on a page of the built site.
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = directives(String(page.headers['content-security-policy']));
      // Production: the API's public origin, no loopback.
      expect(csp['connect-src']).toContain('https://shop.example');
      expect(csp['connect-src']).not.toContain('http://localhost:*');
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
