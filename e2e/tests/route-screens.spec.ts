import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  createAddressThroughApi,
  listProducts,
  loginThroughApi,
  newUser,
  placePaidOrderThroughApi,
  registerThroughApi,
  setOrderStatus,
} from '../support/api';
import { categoryRoute, productRoute, TEXTS } from '../support/core';
import { loginThroughForm, settle } from '../support/ui';

/**
 * Every route of the host site at 390 px and 1280 px, signed in, into e2e/.tmp/screens (git-ignored):
 * `{route}-{width}.png` the whole page and `{route}-{width}-first.png` the first screen as the device
 * shows it. A tool for looking, not a check: it runs only with E2E_SCREENS=1
 * (`E2E_SCREENS=1 npx playwright test tests/route-screens.spec.ts`); README lists what was looked at.
 */
const OUT = new URL('../.tmp/screens/', import.meta.url).pathname;
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

test.use({ navigationTimeout: 120_000 });
test.skip(!process.env.E2E_SCREENS, 'a tool for looking at every route: E2E_SCREENS=1');

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(OUT, `${name}-${size.width}-first.png`), animations: 'disabled' });
    await page.screenshot({
      path: join(OUT, `${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

test('every route at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const user = newUser('screens');
  await registerThroughApi(request, user);
  const session = await loginThroughApi(request, user);
  const products = await listProducts(request);
  const kids = products.find((p) => p.product_id === 'sk-inline-kids-adjustable') ?? products[0];
  const bearings = products.find((p) => p.product_id === 'sk-bearings-abec7');
  const orderId = await placePaidOrderThroughApi(request, session, user, {
    id: 'sk-bearings-abec7',
    title: String(bearings?.title),
  });
  await setOrderStatus(request, orderId, 'Out for delivery');
  await createAddressThroughApi(request, session, user, '400001');

  const open = async (path: string, name: string) => {
    await page.goto(path);
    await settle(page);
    await shoot(page, name);
  };
  const openEach = async (path: string, name: string) => {
    for (const size of SCREENS) {
      await page.setViewportSize(size);
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.screenshot({ path: join(OUT, `${name}-${size.width}-first.png`), animations: 'disabled' });
      await page.screenshot({
        path: join(OUT, `${name}-${size.width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    await page.setViewportSize(SCREENS[0]);
  };
  await page.setViewportSize(SCREENS[0]);
  await open('/', 'home');
  await open('/equipments', 'equipments');
  await open('/product?search=skate', 'search');
  // The route carries the category's key (what the product page's category link opens), not its name.
  await open(categoryRoute('inline-skates'), 'category');
  await open(productRoute(String(kids?.title), String(kids?.product_id)), 'product');
  await page.getByRole('button', { name: TEXTS.ADD_TO_CART }).first().click();
  await shoot(page, 'product-added');
  await open('/cart', 'cart');
  await open('/login', 'login');
  await loginThroughForm(page, user);
  await open('/checkout', 'checkout');
  await open('/my-account', 'my-account');
  await open(`/track/${orderId}`, 'track');
  await open(`/invoice/${orderId}`, 'invoice');
  // A known result moves on to My Account after 2 s: each width opens the page afresh.
  await openEach(`/payment-success/${orderId}`, 'payment-success');
  await openEach(`/payment-failed/${orderId}`, 'payment-failed');
  await open('/admission-form', 'admission-form');
  await open('/course', 'courses');
  await open('/centers', 'centers');
  await open('/about', 'about');
  await open('/contact', 'contact');
  await open('/enquiry-form-form', 'enquiry');
  for (const path of ['privacy-policy', 'refund-policy', 'rules-and-regulations', 'shipping-and-delivery'])
    await open(`/${path}`, path);
  await open('/no-such-page', 'not-found');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await open('/register', 'register');
  await open('/reset', 'reset');
  expect(orderId).not.toBe('');
});
