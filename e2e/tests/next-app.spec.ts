import { expect, type Page, test } from '@playwright/test';
import { newUser, registerThroughApi } from '../support/api';
import { productRoute, TEXTS } from '../support/core';
import { addCheckoutAddress, addedNotice, answerSandbox, loginThroughForm } from '../support/ui';

// examples/next-app (playwright.next.config.ts): the SDK in a Next.js App Router app, served by `next start`.
// Demo catalogue of the seeded merchant (packages/server/src/seed/skate01).
const SIMPLE = { id: 'sk-quad-classic-pro', title: 'Classic Pro Quad Skates', price: '₹3,999' };
const HELMET = 'Pro Certified Skate Helmet';
const ADDRESS_LINE = 'Flat 9, Harbour View, Bandra';

/** Console errors and uncaught page errors (a hydration mismatch is reported as both). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

test('the product page is server-rendered; a guest adds to cart, reloads, signs in and pays', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const user = newUser('next');
  await registerThroughApi(request, user);
  const route = productRoute(SIMPLE.title, SIMPLE.id);

  // The server's HTML, before any JavaScript: home's new arrivals, the product's title and price.
  expect(await (await request.get('/')).text()).toContain('Fresh on the Rink');
  const html = await (await request.get(route)).text();
  expect(html).toContain(`${SIMPLE.title}</h1>`);
  expect(html).toContain(SIMPLE.price);

  await page.goto(route);
  await expect(page.getByRole('heading', { name: SIMPLE.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: TEXTS.ADD_TO_CART, exact: true }).click();
  await expect(addedNotice(page)).toBeVisible();
  await expect(page.locator('.skate-header-cart .skate-cart-badge')).toHaveText('1');

  // The cart lives in a cookie: the server renders the badge and the cart; a reload shows the same.
  const cartHtml = await (await page.context().request.get('/cart')).text();
  expect(cartHtml).toContain('class="skate-cart-badge"');
  expect(cartHtml).toContain(SIMPLE.title);
  await page.reload();
  await expect(page.locator('.skate-header-cart .skate-cart-badge')).toHaveText('1');
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('list', { name: TEXTS.CART_HEADING }).getByRole('listitem')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(errors, 'console errors and hydration warnings').toEqual([]);

  // Checkout sends the guest to sign in, then back; one address; Pay now in the sandbox.
  await page.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  await loginThroughForm(page, user);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(SIMPLE.title).first()).toBeVisible();
  await addCheckoutAddress(page, { line: ADDRESS_LINE, area: 'Bandra West', pincode: '400064' });
  await page.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
  await answerSandbox(page, 'success');
  await expect(page).toHaveURL(/\/payment-success\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeVisible();
});

test("a product page's description is formatted HTML in the server answer and after hydration, with no console error", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const route = productRoute(SIMPLE.title, SIMPLE.id);
  // The seed's description (packages/server/src/seed/builders.ts): two paragraphs of merchant HTML.
  const paragraphs = [
    'High-top suede boot on an aluminium plate: the academy coaches’ everyday skate.',
    "Sold and serviced by the academy's coaches in Mumbai.",
  ];
  const html = await (await request.get(route)).text();
  expect(html).toContain(`<div class="skate-rich-text"><p>${paragraphs[0]}</p><p>${paragraphs[1]}</p></div>`);
  expect(html).not.toContain('&lt;p&gt;');

  await page.goto(route);
  await expect(page.getByRole('heading', { name: SIMPLE.title, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const description = page.locator('.skate-rich-text');
  await expect(description.locator('p')).toHaveText(paragraphs);
  expect(await description.innerHTML()).toBe(`<p>${paragraphs[0]}</p><p>${paragraphs[1]}</p>`);
  expect(errors, 'console errors and hydration warnings').toEqual([]);
});

test('a page of <skate-*> tags works in the Next app', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/tags');
  const catalogue = page.locator('skate-catalogue');
  await expect(catalogue.getByRole('article', { name: HELMET, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await catalogue
    .getByRole('article', { name: HELMET, exact: true })
    .getByRole('button', { name: TEXTS.ADD_TO_CART })
    .click();
  await expect(page.locator('skate-cart-button')).toContainText('1');
  expect(errors, 'console errors').toEqual([]);
});
