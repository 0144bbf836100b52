import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/helper';

/*
 * The console app served at /admin (a stand-in build in a temporary folder: the real one is built by
 * packages/admin), beside a built storefront site (SITE_DIR) as in `pnpm start:prod`; and the page a
 * server without a console build answers.
 */

const folders: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'skatekit-console-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const CONSOLE_INDEX = '<!doctype html><title>console</title><div id="console-root"></div>';
const SITE_INDEX = '<!doctype html><title>site</title><div id="site-root"></div>';

let built: TestServer;
let bare: TestServer;

beforeAll(async () => {
  const adminDir = folder({
    'index.html': CONSOLE_INDEX,
    'assets/index-3f9a1c.js': 'console.log("console")',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const siteDir = folder({ 'index.html': SITE_INDEX, 'assets/site-11aa22.js': 'console.log("site")' });
  built = await startTestServer({ adminDir, siteDir });
  bare = await startTestServer({ adminDir: undefined });
});
afterAll(async () => {
  await Promise.all([built?.close(), bare?.close()]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const page = (server: TestServer, path: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  fetch(`${server.url}${path}`, { headers });

describe('the built console at /admin', () => {
  it('answers index.html, revalidated and never framed, at /admin, /admin/ and every page path under it', async () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/orders',
      '/admin/orders/abc-123?tab=audit',
      '/admin/accept-invite?token=x',
    ]) {
      const res = await page(built, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await res.text()).toBe(CONSOLE_INDEX);
    }
  });

  it('serves hashed assets cached for a year and other files revalidated', async () => {
    const asset = await page(built, '/admin/assets/index-3f9a1c.js', {});
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("console")');
    const icon = await page(built, '/admin/favicon.svg', {});
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing file is a 404, an unknown API path the JSON 404, a path escaping the folder 403', async () => {
    expect((await page(built, '/admin/assets/missing-000.js', {})).status).toBe(404);
    const api = await page(built, '/admin/api/no-such-route', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      success: false,
      isError: true,
      message: 'Not found',
      msg: 'Not found',
    });
    const post = await fetch(`${built.url}/admin/api/no-such-route`, { method: 'POST' });
    expect(post.status).toBe(404);
    const outside = await page(built, '/admin/..%2f..%2fpackage.json', {});
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain('@skatekit');
  });

  it('the API still answers JSON under /admin/api, and the storefront site keeps its own pages', async () => {
    const session = await page(built, '/admin/api/session', { accept: 'text/html' });
    expect(session.status).toBe(401);
    expect(((await session.json()) as { isError: boolean }).isError).toBe(true);
    const shop = await page(built, '/products/some-product');
    expect(await shop.text()).toBe(SITE_INDEX);
  });
});

describe('without a console build', () => {
  it('ADMIN_DIR set before the console is built: "not built" until index.html appears, then the console', async () => {
    const dir = join(folder({ 'placeholder.txt': '' }), 'dist');
    const early = await startTestServer({ adminDir: dir });
    try {
      expect(await (await page(early, '/admin/')).text()).toContain('The merchant console is not built');
      mkdirSync(join(dir, 'assets'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), CONSOLE_INDEX);
      writeFileSync(join(dir, 'assets', 'late-1.js'), 'late');
      expect(await (await page(early, '/admin/orders')).text()).toBe(CONSOLE_INDEX);
      expect(await (await page(early, '/admin/assets/late-1.js', {})).text()).toBe('late');
    } finally {
      await early.close();
    }
  });

  it('/admin/ answers a short page saying how to build the console; the API works', async () => {
    for (const path of ['/admin', '/admin/', '/admin/orders']) {
      const res = await page(bare, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('The merchant console is not built');
      expect(text).toContain('pnpm --filter @skatekit/admin build');
    }
    expect((await page(bare, '/admin/assets/index.js', {})).status).toBe(404);
    expect((await page(bare, '/admin/api/session', {})).status).toBe(401);
  });
});
