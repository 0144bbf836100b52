import { expect, type Locator, type Page, test } from '@playwright/test';
import { getOrder, loginThroughApi, registeredUser } from '../support/api';
import { TEXTS } from '../support/core';
import { EMBED_BASE } from '../support/env';
import {
  addCheckoutAddress,
  answerSandbox,
  paySandbox,
  signedInThroughForm,
  submitSignIn,
} from '../support/ui';

// Issue 27's marketing events and texts. A sandbox purchase on the merchant's plain page (examples/embed,
// the standalone build) and in the React host site announces the order once when placed and once when
// paid, with the checkout's own total; the recipe of docs/elements.md and docs/react-events.md (the
// examples' analytics) turns the payment into GA4's `purchase` in `window.dataLayer`. Then the texts:
// the Hindi pack named on <skate-config>, and one text overridden there showing on every tag.

const PRODUCT = { id: 'sk-quad-classic-pro', title: 'Classic Pro Quad Skates', price: 3999 };
const SERVED_PINCODE = '400064';
const ADDRESS_LINE = 'Flat 4, Sunrise Apartments, Orlem';
/** What the checkout shows for one PRODUCT shipped to SERVED_PINCODE (free delivery at this price), GST in it. */
const TOTAL = { value: 3999, shown: '₹3,999', shipping: 0, tax: 610.02 };
const ITEMS = [
  {
    item_id: PRODUCT.id,
    item_name: PRODUCT.title,
    price: PRODUCT.price,
    quantity: 1,
    item_category: 'quad-skates',
  },
];

interface Heard {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}

/** Records the purchase events reaching `document` from the first script on. */
async function listenForPurchases(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    Object.assign(window, { __purchases: heard });
    for (const type of ['skate-order-placed', 'skate-payment-succeeded'])
      document.addEventListener(type, (event) =>
        heard.push({
          type,
          target: (event.target as Element).localName,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)),
        }),
      );
  });
}

const heardPurchases = (page: Page) =>
  page.evaluate(() => (window as unknown as { __purchases: Heard[] }).__purchases);
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

/** Adds one address in a checkout (the only one: shipping and billing). */
async function addAddress(scope: Locator | Page, labels = TEXTS) {
  await addCheckoutAddress(
    scope,
    { line: ADDRESS_LINE, area: 'Malad West', pincode: SERVED_PINCODE },
    labels,
  );
}

/** The GA4 purchase the recipe pushes for `orderId`. */
const purchaseEntry = (orderId: string) => ({
  event: 'purchase',
  ecommerce: {
    transaction_id: orderId,
    value: TOTAL.value,
    currency: 'INR',
    tax: TOTAL.tax,
    shipping: TOTAL.shipping,
    items: ITEMS,
  },
});

test('the merchant page announces the order and the payment once each, and the recipe pushes a GA4 purchase', async ({
  page,
  request,
}) => {
  const shopper = await registeredUser(request, 'events-embed');
  await listenForPurchases(page);
  await page.goto(`${EMBED_BASE}/`);
  const card = page.locator('skate-catalogue').getByRole('article', { name: PRODUCT.title, exact: true });
  await card.getByRole('button', { name: TEXTS.ADD_TO_CART }).click({ timeout: 20_000 });
  await expect(page.locator('skate-cart-button [part~="badge"]')).toHaveText('1');
  await page.locator('skate-cart').getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  const checkout = page.locator('skate-checkout');
  await submitSignIn(checkout, shopper);
  await expect(checkout.getByRole('heading', { name: TEXTS.CHECKOUT })).toBeVisible({ timeout: 20_000 });
  await addAddress(checkout);
  const summary = checkout.getByRole('region', { name: TEXTS.ORDER_SUMMARY });
  await expect(summary.getByText(TEXTS.TOTAL, { exact: true }).locator('..')).toContainText(TOTAL.shown);
  expect(await heardPurchases(page)).toEqual([]);

  await checkout.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
  await answerSandbox(page, 'success');
  await expect(checkout.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeVisible({
    timeout: 20_000,
  });
  // My Account follows the result on this page: nothing more is announced for the order.
  await expect(page.locator('skate-account').getByRole('tab', { name: TEXTS.TAB_ORDERS })).toBeVisible({
    timeout: 10_000,
  });
  const heard = await heardPurchases(page);
  expect(heard).toHaveLength(2);
  // The order the events name is the shopper's paid order on the server, at the checkout's total.
  const orderId = String(heard[0].detail.orderId);
  const order = await getOrder(request, await loginThroughApi(request, shopper), orderId);
  expect(Number(order.totalAmountbeforePay)).toBe(TOTAL.value);
  expect(String(order.status)).toMatch(/success/i);

  const detail = {
    orderId,
    value: TOTAL.value,
    currency: 'INR',
    shipping: TOTAL.shipping,
    tax: TOTAL.tax,
    coupon: '',
    payMethod: TEXTS.PAY_NOW,
    items: ITEMS,
  };
  expect(heard).toEqual([
    { type: 'skate-order-placed', target: 'skate-checkout', detail: { ...detail, awaitingPayment: true } },
    {
      type: 'skate-payment-succeeded',
      target: 'skate-checkout',
      detail: { ...detail, amountPaid: TOTAL.value },
    },
  ]);
  const layer = await dataLayer(page);
  expect(layer.filter((entry) => entry.event === 'purchase')).toEqual([purchaseEntry(orderId)]);
  expect(layer.filter((entry) => entry.event === 'skate_order_placed')).toEqual([
    { event: 'skate_order_placed', order_id: orderId, value: TOTAL.value },
  ]);
});

test('the React host site calls its purchase callbacks once each, and its recipe pushes a GA4 purchase', async ({
  page,
  request,
}) => {
  await signedInThroughForm(page, request, 'events-react');
  await page.goto(`/product?search=${encodeURIComponent(PRODUCT.title)}`);
  await page
    .getByRole('article', { name: PRODUCT.title, exact: true })
    .getByRole('button', { name: TEXTS.ADD_TO_CART })
    .click();
  await expect(page.getByText(TEXTS.ADDED_TO_CART).first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await addAddress(page);
  const summary = page.getByRole('region', { name: TEXTS.ORDER_SUMMARY });
  await expect(summary.getByText(TEXTS.TOTAL, { exact: true }).locator('..')).toContainText(TOTAL.shown);
  await page.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
  const orderId = await paySandbox(page);
  await expect(page.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeVisible();
  // The result page goes on to My Account: the single-page app keeps its dataLayer.
  await expect(page).toHaveURL(/\/my-account$/, { timeout: 10_000 });
  const layer = await dataLayer(page);
  expect(layer.filter((entry) => entry.event === 'skate_order_placed')).toEqual([
    { event: 'skate_order_placed', order_id: orderId, value: TOTAL.value },
  ]);
  expect(layer.filter((entry) => entry.event === 'purchase')).toEqual([purchaseEntry(orderId)]);
});

test('a merchant page with the Hindi pack shows the catalogue, the cart and checkout in Hindi', async ({
  page,
  request,
}) => {
  const shopper = await registeredUser(request, 'hindi');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${EMBED_BASE}/hindi.html`);
  const catalogue = page.locator('skate-catalogue');
  const card = catalogue.getByRole('article', { name: PRODUCT.title, exact: true });
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click({ timeout: 20_000 });
  // The prices keep their en-IN format.
  await expect(card.getByText('₹3,999').first()).toBeVisible();
  const cart = page.locator('skate-cart');
  await expect(cart.getByRole('heading', { name: 'शॉपिंग कार्ट' })).toBeVisible();
  await expect(cart.getByText('उप-योग').first()).toBeVisible();
  await cart.getByRole('button', { name: 'चेकआउट', exact: true }).click();
  const checkout = page.locator('skate-checkout');
  await submitSignIn(checkout, shopper, { EMAIL: 'ईमेल', PASSWORD: 'पासवर्ड', CONTINUE: 'जारी रखें' });
  await expect(checkout.getByRole('heading', { name: 'चेकआउट' })).toBeVisible({ timeout: 20_000 });
  await expect(checkout.getByRole('heading', { name: 'ऑर्डर सारांश' })).toBeVisible();
  await expect(checkout.getByRole('radio', { name: /^अभी भुगतान करें/ })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'ऑर्डर करें' })).toBeVisible();
  // The pack is a chunk of its own, fetched because this page names it.
  expect(fetched.filter((path) => /\/chunks\/hi-[\w-]+\.js$/.test(path))).toHaveLength(1);
});

test('the React host site shows its shop and cart in Hindi with ?lang=hi', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/equipments?lang=hi');
  const card = page.getByRole('article', { name: PRODUCT.title, exact: true });
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click({ timeout: 20_000 });
  await expect(card.getByText('₹3,999').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'उपकरण' }).first()).toBeVisible();
  // The language stays for the visit: the cart page, reached without the query.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'शॉपिंग कार्ट', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'चेकआउट', exact: true })).toBeVisible();
});

test('one text set on <skate-config> changes it on every tag; a page without texts fetches none of their code', async ({
  page,
  request,
}) => {
  const shopper = await registeredUser(request, 'texts');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${EMBED_BASE}/`);
  const card = page.locator('skate-catalogue').getByRole('article', { name: PRODUCT.title, exact: true });
  await card.getByRole('button', { name: TEXTS.ADD_TO_CART }).click({ timeout: 20_000 });
  const cart = page.locator('skate-cart');
  await expect(cart.getByRole('button', { name: TEXTS.CHECKOUT, exact: true })).toBeVisible();
  expect(fetched.filter((path) => /\/chunks\/(hi|config-texts)-/.test(path))).toEqual([]);

  // Signed in through the checkout the cart opens, so it shows its own heading.
  await cart.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  const checkout = page.locator('skate-checkout');
  await submitSignIn(checkout, shopper);
  await expect(checkout.getByRole('heading', { name: TEXTS.CHECKOUT })).toBeVisible({ timeout: 20_000 });

  await page.evaluate(() =>
    document.querySelector('skate-config')?.setAttribute('texts', '{"CHECKOUT":"Pay for the basket"}'),
  );
  await expect(cart.getByRole('button', { name: 'Pay for the basket', exact: true })).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Pay for the basket' })).toBeVisible();
  await expect(cart.getByRole('button', { name: TEXTS.CHECKOUT, exact: true })).toHaveCount(0);
  await expect(checkout.getByRole('heading', { name: TEXTS.CHECKOUT })).toHaveCount(0);
  // The other texts stay English.
  await expect(card.getByRole('button', { name: TEXTS.ADD_TO_CART })).toBeVisible();
  expect(fetched.filter((path) => /\/chunks\/config-texts-/.test(path))).toHaveLength(1);
  expect(fetched.filter((path) => /\/chunks\/hi-/.test(path))).toEqual([]);
});
