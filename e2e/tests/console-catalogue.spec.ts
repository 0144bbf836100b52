import { deflateSync } from 'node:zlib';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type ApiSession, createAddressThroughApi, signedUpUser, type TestUser } from '../support/api';
import { signInToConsole } from '../support/console';
import { productRoute, TEXTS } from '../support/core';
import { API_BASE, EMBED_BASE, MERCHANT, SITE_BASE } from '../support/env';
import { field } from '../support/ui';

/**
 * Issue 23's catalogue acceptance: the demo owner adds a Variable Product in the console and, without a
 * restart, the host site (listing, suggestions, detail) and an embed page's `<skate-catalogue>` show it
 * with its prices; a variation set to 0 is Out of Stock and checkout refuses it; Inactive hides it.
 */
const PRODUCT = {
  title: 'Ridgeline Glide Inline E2E',
  sku: 'E2E-RG',
  category: 'inline-skates',
};
/** Where the console stores an upload: the largest size's path, whose other sizes make the `srcset`. */
const UPLOADED = /^\/media\/SKATE01\/[a-f0-9]{24}\/\d+\.webp$/;

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG (RGB, `size`×`size`, a two-colour gradient), as a camera roll would hand the file chooser. */
function pngOf(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x++) rows.set([(x * 255) / size, 80, (y * 255) / size], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The uploaded picture reached this img: its src and srcset are the stored sizes, and it decoded. */
async function expectUploaded(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  const src = new URL((await img.getAttribute('src')) ?? '', SITE_BASE).pathname;
  expect(src).toMatch(UPLOADED);
  expect(src).toBe(uploadedPath);
  const srcset = (await img.getAttribute('srcset')) ?? '';
  expect(srcset).toContain('/media/SKATE01/');
  expect(srcset.split(',').length).toBeGreaterThan(1);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let desk: Page;
let shop: Page;
let productId = '';
let uploadedPath = '';
let user: TestUser;
let session: ApiSession;

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.beforeAll(async ({ browser, request }) => {
  context = await browser.newContext();
  desk = await context.newPage();
  shop = await context.newPage();
  ({ user, session } = await signedUpUser(request, 'catalogue'));
});
test.afterAll(() => context.close());

test('the owner creates a Variable Product with two variations in the console', async () => {
  await signInToConsole(desk);
  await desk.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await desk.getByRole('link', { name: 'New product' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await field(desk, 'Type').selectOption('Variable Product');
  await field(desk, 'Name').fill(PRODUCT.title);
  await field(desk, 'SKU').fill(PRODUCT.sku);
  await field(desk, 'Category').selectOption(PRODUCT.category);
  // The picture goes through the form's file chooser (POST /admin/api/images); the form keeps its path.
  await field(desk, 'Image').setInputFiles({
    name: 'ridgeline.png',
    mimeType: 'image/png',
    buffer: pngOf(640),
  });
  const preview = desk.getByRole('img', { name: 'Image (current)', exact: true });
  await expect(preview).toHaveAttribute('src', UPLOADED);
  uploadedPath = (await preview.getAttribute('src')) ?? '';
  // The description's editor shows formatted text; its Edit HTML mode takes the source as typed.
  await desk.getByRole('button', { name: 'Edit HTML' }).click();
  await field(desk, 'Description').fill('<p>Fast <b>frames</b></p><script>alert(1)</script>');
  await desk.getByRole('button', { name: 'Add attribute' }).click();
  await field(desk, 'Attribute 1 name').fill('Size');
  await field(desk, 'Attribute 1 terms').fill('7, 8');
  for (const [i, v] of [
    ['7', '5000', '4500', '3'],
    ['8', '5200', '', '2'],
  ].entries()) {
    const n = i + 1;
    await desk.getByRole('button', { name: 'Add variation' }).click();
    await field(desk, `Variation ${n} SKU`).fill(`${PRODUCT.sku}-${v[0]}`);
    await field(desk, `Variation ${n} Size`).selectOption(v[0]);
    await field(desk, `Variation ${n} price (₹)`).fill(v[1]);
    await field(desk, `Variation ${n} sale price (₹)`).fill(v[2]);
    await field(desk, `Variation ${n} stock`).fill(v[3]);
  }
  await field(desk, 'Variation 1 image').setInputFiles({
    name: 'ridgeline-7.png',
    mimeType: 'image/png',
    buffer: pngOf(320),
  });
  await expect(desk.getByRole('img', { name: 'Variation 1 image (current)' })).toHaveAttribute(
    'src',
    UPLOADED,
  );
  // A sale price above the price is refused in the form, naming the variation.
  await field(desk, 'Variation 2 sale price (₹)').fill('6000');
  await desk.getByRole('button', { name: 'Create product' }).click();
  await expect(
    desk.getByText('E2E-RG-8: the sale price ₹6,000 cannot be above the price ₹5,200'),
  ).toBeVisible();
  await field(desk, 'Variation 2 sale price (₹)').fill('');
  await desk.getByRole('button', { name: 'Create product' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: PRODUCT.title })).toBeVisible();
  productId = decodeURIComponent(new URL(desk.url()).pathname.split('/').pop() ?? '');
  expect(productId).not.toBe('');
  // Saved: the edit form shows the uploaded pictures again.
  await expect(desk.getByRole('img', { name: 'Image (current)', exact: true })).toHaveAttribute(
    'src',
    uploadedPath,
  );
  await expect(desk.getByRole('img', { name: 'Variation 1 image (current)' })).toHaveAttribute(
    'src',
    UPLOADED,
  );
  await expect(desk.getByText(/E2E-RG-7 7: 3 on hand, 0 held by unpaid orders/)).toBeVisible();
});

test('without a restart the host site lists, suggests and shows it with its prices', async () => {
  await shop.goto(`${SITE_BASE}/product?search=${encodeURIComponent('Ridgeline Glide')}`);
  const found = card(shop, PRODUCT.title);
  await expect(found).toBeVisible();
  await expect(found.getByText('₹4,500')).toBeVisible();
  await expect(found.getByText('₹5,000')).toBeVisible();
  await expectUploaded(found.locator('img[src*="/media/"]').first());

  const search = shop.getByRole('combobox', { name: TEXTS.SEARCH_LABEL }).first();
  await search.click();
  await search.fill('Ridgeline');
  const suggestions = shop.getByRole('listbox', { name: TEXTS.SEARCH_SUGGESTIONS }).first();
  await expect(suggestions.getByRole('option', { name: new RegExp(PRODUCT.title) })).toBeVisible();

  await shop.goto(`${SITE_BASE}${productRoute(PRODUCT.title, productId)}`);
  await expect(shop.getByRole('heading', { name: PRODUCT.title, level: 1 })).toBeVisible();
  await expectUploaded(shop.getByRole('main').locator(`img[src*="${uploadedPath}"]`).first());
  // The description went through the storefront's sanitiser: the text stays, the script does not run.
  await expect(shop.getByText('Fast frames').first()).toBeVisible();
  await shop.getByRole('button', { name: '8', exact: true }).click();
  await expect(shop.getByText('₹5,200').first()).toBeVisible();
  await shop.getByRole('button', { name: '7', exact: true }).click();
  await expect(shop.getByText('₹4,500').first()).toBeVisible();
});

test('an embed page’s <skate-catalogue> shows it', async () => {
  await shop.goto(`${EMBED_BASE}/`);
  const catalogue = shop.locator('skate-catalogue');
  await expect(catalogue.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await catalogue.evaluate((element) => element.setAttribute('search', 'Ridgeline Glide'));
  await expect(catalogue.getByRole('article', { name: PRODUCT.title })).toBeVisible();
});

test('a variation set to 0 is Out of Stock on the storefront and checkout refuses it', async ({
  request,
}) => {
  await desk.reload();
  await field(desk, `On hand of ${PRODUCT.sku}-8`).fill('0');
  await desk.getByRole('button', { name: `Set stock of ${PRODUCT.sku}-8` }).click();
  await expect(desk.getByText(/E2E-RG-8 8: 0 on hand/)).toBeVisible();

  await shop.goto(`${SITE_BASE}${productRoute(PRODUCT.title, productId)}`);
  await expect(shop.getByRole('heading', { name: PRODUCT.title, level: 1 })).toBeVisible();
  await shop.getByRole('button', { name: '8', exact: true }).click();
  await expect(shop.getByText(TEXTS.OUT_OF_STOCK).first()).toBeVisible();

  const address = await createAddressThroughApi(request, session, user);
  const order = await request.post(`${API_BASE}/payment`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      cart_products: [
        { product_id: productId, product_sku: `${PRODUCT.sku}-8`, product_name: PRODUCT.title, quantity: 1 },
      ],
      payment_mode: 'Pay now',
      user_id: session.userId,
      user_name: user.fullName,
      main_id: MERCHANT,
      billing_address: address,
      shipping_address: address,
    },
  });
  expect(order.status()).toBe(409);
  expect((await order.json()).message).toMatch(/out of stock/i);
});

test('an Inactive product disappears from every listing', async () => {
  await desk.reload();
  await field(desk, 'Status').selectOption('Inactive');
  await desk.getByRole('button', { name: 'Save product' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await shop.goto(`${SITE_BASE}/product?search=${encodeURIComponent('Ridgeline Glide')}`);
  await expect(shop.getByText(TEXTS.NO_PRODUCTS_FOUND).first()).toBeVisible();
  await expect(card(shop, PRODUCT.title)).toHaveCount(0);
  await shop.goto(`${SITE_BASE}/equipments`);
  await expect(shop.getByRole('heading', { name: TEXTS.EQUIPMENTS_HEADING, level: 1 })).toBeVisible();
  await expect(card(shop, PRODUCT.title)).toHaveCount(0);
  const suggestions = await shop.request.get(
    `${API_BASE}/grouped-product/suggestions/${MERCHANT}?q=Ridgeline`,
  );
  expect(JSON.stringify(await suggestions.json())).not.toContain(PRODUCT.title);
  const detail = await shop.request.get(
    `${API_BASE}/grouped-product/single/${productId}?main_id=${MERCHANT}`,
  );
  expect(detail.status()).toBe(404);

  await shop.goto(`${EMBED_BASE}/`);
  const catalogue = shop.locator('skate-catalogue');
  await expect(catalogue.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await catalogue.evaluate((element) => element.setAttribute('search', 'Ridgeline Glide'));
  await expect(catalogue.getByRole('article', { name: PRODUCT.title })).toHaveCount(0);
});
