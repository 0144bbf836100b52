import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/console';
import { API_BASE } from '../support/env';
import { field } from '../support/ui';

/**
 * Issue 23, images and exports, in Chromium against the real server: the browser uploads a picture as
 * the console does (multipart, session cookie, CSRF token), gets it back re-encoded with its real type,
 * and the owner downloads the orders CSV from the Exports screen.
 */
test.describe.configure({ mode: 'serial' });

test('an image uploaded from the browser is served re-encoded, with its real type; a renamed text is refused', async ({
  page,
}) => {
  await signInToConsole(page);
  const answers = await page.evaluate(async () => {
    const { csrfToken } = await (await fetch('/admin/api/session')).json();
    // A real PNG drawn by the browser, and a text file named like a photo.
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#d1432b';
    ctx.fillRect(0, 0, 900, 600);
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
    const send = async (blob: Blob, name: string) => {
      const form = new FormData();
      form.append('file', blob, name);
      const response = await fetch('/admin/api/images', {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    };
    return {
      image: await send(png, 'banner.png'),
      fake: await send(new Blob(['<script>alert(1)</script>'], { type: 'image/jpeg' }), 'photo.jpg'),
    };
  });
  expect(answers.fake).toMatchObject({
    status: 400,
    body: { message: 'This file is not a picture. Upload a JPEG, PNG, WebP or GIF image.' },
  });
  expect(answers.image.status).toBe(201);
  const { path, sizes } = answers.image.body.data as { path: string; sizes: { width: number }[] };
  expect(path).toMatch(/^\/media\/SKATE01\/[a-f0-9]{24}\/800\.webp$/);
  expect(sizes.map((s) => s.width)).toEqual([160, 400, 800, 900]);
  const served = await page.request.get(`${API_BASE}${path}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Chromium decodes it.
  const width = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, path);
  expect(width).toBe(800);
});

test('the owner downloads the orders CSV from the Exports screen', async ({ page }) => {
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Exports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await field(page, 'From (inclusive)').fill('2020-01-01');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download orders CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders-2020-01-01-to-today.csv');
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8', 3).split('\r\n')[0]).toMatch(/^Order number,Order id,Placed at \(IST\),/);
});
