import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serveSite } from '../src/site/site';
import { serverForFile, TEST_MERCHANT } from './helper';

// A built site as Vite writes it: index.html and content-hashed files under assets/.
const siteDir = mkdtempSync(join(tmpdir(), 'skatekit-site-'));
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("storefront");';
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), INDEX);
writeFileSync(join(siteDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');

const server = serverForFile({ siteDir });
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const page = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html,*/*;q=0.8' } });

describe('SITE_DIR: the built site beside the API, from one process', () => {
  it('a hashed asset is served with a year-long immutable cache', async () => {
    const response = await fetch(`${server.url}/assets/index-Ab12Cd34.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('the index and other unhashed files are revalidated every time', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toBe(INDEX);
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('a page navigation to a client route gets index.html, also where the API has the same path', async () => {
    for (const path of [
      '/product/sk-wheels-quad-outdoor',
      '/account/orders',
      `/cart/${TEST_MERCHANT}`,
      '/checkout?step=2',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('the SDK (asking for JSON) still reaches the API on the same origin', async () => {
    const listing = await fetch(`${server.url}/grouped-product/search-all-products/${TEST_MERCHANT}`, {
      headers: { accept: 'application/json' },
    });
    expect(listing.status).toBe(200);
    expect(listing.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const cart = await fetch(`${server.url}/cart/${TEST_MERCHANT}`, {
      headers: { accept: 'application/json' },
    });
    expect(cart.status).toBe(401);
    expect(await cart.json()).toMatchObject({ success: false });
  });

  it('a missing asset is a 404, never the index', async () => {
    const response = await page('/assets/index-Zz99Yy88.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(INDEX);
    const file = await page('/favicon.png');
    expect(file.status).toBe(404);
  });

  it('the sandbox checkout page is the API’s, not the site’s', async () => {
    const response = await page('/sandbox/checkout/order_sbx_unknown');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(INDEX);
  });
});

describe('SITE_DIR without a build', () => {
  it('refuses to start, saying to build the site first', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'skatekit-nosite-'));
    try {
      await expect(serveSite(Fastify(), empty)).rejects.toThrow(
        `SITE_DIR ${empty} has no index.html: build the site first`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
