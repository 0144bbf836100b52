import { type APIRequestContext, expect, type Request, test } from '@playwright/test';
import { countOtps, getOrder, readOtp, signedUpUser } from '../support/api';
import { OWNER } from '../support/console';
import { productRoute, TEXTS } from '../support/core';
import { API_BASE, MERCHANT } from '../support/env';
import { addCheckoutAddress, expectToast, loginThroughForm, paySandbox, settle } from '../support/ui';

/**
 * Issue 43, "shown is charged", the sale-ends case in Chromium: the shopper is on checkout when the
 * merchant ends a sale (through the console's API); Place Order opens no payment but shows "The price
 * has changed" with both totals, and the shopper pays the new amount only after confirming it.
 */
/**
 * A Simple product of the demo catalogue no other journey buys (packages/server/src/seed/skate01/
 * parts-and-accessories.ts): ₹349, on sale at ₹299. Delivery to 400064 is ₹50.
 */
const TOOL = { id: 'sk-acc-skate-tool', title: 'Skate T-Tool' };
const ADMIN_API = `${API_BASE}/admin/api`;

// The checkout at a phone's width.
test.use({ viewport: { width: 390, height: 844 }, navigationTimeout: 120_000 });
test.setTimeout(240_000);

/** The owner's console session over HTTP: its cookie and the CSRF token every write carries. */
interface ConsoleSession {
  headers: Record<string, string>;
}

async function ownerSession(request: APIRequestContext): Promise<ConsoleSession> {
  const codesBefore = await countOtps(request, OWNER.email);
  const login = await request.post(`${ADMIN_API}/auth/login`, {
    data: { merchant: MERCHANT, email: OWNER.email, password: OWNER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { challengeId } = await login.json();
  const signedIn = await request.post(`${ADMIN_API}/auth/second-factor`, {
    data: { challengeId, code: await readOtp(request, OWNER.email, codesBefore) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const body = await signedIn.json();
  expect(body.status).toBe('signed-in');
  // The cookie is Secure: sent by hand, as the API is plain http here.
  const cookie = signedIn
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .find((c) => c?.startsWith('skatekit_admin='));
  expect(cookie, 'the console session cookie').toBeTruthy();
  return { headers: { cookie: cookie!, 'x-csrf-token': String(body.session.csrfToken) } };
}

async function readProduct(request: APIRequestContext, session: ConsoleSession) {
  const response = await request.get(`${ADMIN_API}/products/${TOOL.id}`, { headers: session.headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as Record<string, unknown> & { price: number; salePrice: number };
}

/** `PUT /admin/api/products/:id` with the product as read and `change` over it (the console's edit). */
async function updateProduct(
  request: APIRequestContext,
  session: ConsoleSession,
  product: Record<string, unknown>,
  change: Record<string, unknown>,
) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...body } = product;
  const response = await request.put(`${ADMIN_API}/products/${TOOL.id}`, {
    headers: session.headers,
    data: { ...body, ...change },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { price: number; salePrice: number };
}

let restore: (() => Promise<void>) | undefined;

// The seed's sale price back, whatever happened, so the tool sells at ₹299 again.
test.afterAll(async () => {
  await restore?.();
});

test('the sale ends during checkout: "The price has changed" with both totals, the new amount charged only after the shopper confirms', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext();
  const { user, session } = await signedUpUser(request, 'pricechange');
  const owner = await ownerSession(request);
  const before = await readProduct(request, owner);
  expect(before).toMatchObject({ type: 'Simple', price: 349, salePrice: 299 });
  restore = async () => {
    const again = await playwright.request.newContext();
    const restored = await updateProduct(again, owner, await readProduct(again, owner), {
      salePrice: before.salePrice,
    });
    expect(restored).toMatchObject({ price: 349, salePrice: 299 });
    await again.dispose();
  };

  // The shopper puts the tool in the cart and opens checkout at 390 px: ₹299 + ₹50 delivery.
  await page.goto('/login');
  await loginThroughForm(page, user);
  await page.goto(productRoute(TOOL.title, TOOL.id));
  await expect(page.getByRole('heading', { level: 1, name: TOOL.title })).toBeVisible();
  await settle(page);
  await page.getByRole('button', { name: TEXTS.ADD_TO_CART }).first().click();
  await expectToast(page, TEXTS.ADDED_TO_CART);
  await page.goto('/cart');
  await page.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await addCheckoutAddress(page, {
    line: '7 Link Road, Evershine Nagar',
    area: 'Malad West',
    pincode: '400064',
  });
  const bill = (term: string) =>
    page.locator('dl > div').filter({ has: page.locator('dt').getByText(term, { exact: true }) });
  await expect(bill(TEXTS.DELIVERY_CHARGE)).toContainText('₹50');
  await expect(bill(TEXTS.TOTAL)).toContainText('₹349');
  await settle(page);

  // The merchant ends the sale while the shopper is on checkout: the tool is ₹349 again.
  const ended = await updateProduct(request, owner, before, { salePrice: 0 });
  expect(ended).toMatchObject({ price: 349, salePrice: 0 });

  const orders: { status: number; body: Record<string, unknown> }[] = [];
  const sandboxPages: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/sandbox/checkout/')) sandboxPages.push(r.url());
  });
  page.on('response', async (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/payment')
      orders.push({ status: r.status(), body: await r.json().catch(() => ({})) });
  });

  await page.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
  const notice = page.getByRole('alert').filter({ hasText: TEXTS.PRICE_CHANGED });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('₹349 → ₹399');
  await expect(notice.locator('del')).toHaveText('₹349');
  await expect(notice.locator('ins')).toHaveText('₹399');
  // The server refused the stale figure with its own quote; no payment window opened.
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    status: 409,
    body: { reason: 'price-changed', quote: { items_total: 349, delivery: 50, total: 399, pay_now: 399 } },
  });
  await expect(page.locator('iframe[title="Payment"]')).toHaveCount(0);
  expect(sandboxPages).toEqual([]);

  // The shopper confirms: the sandbox asks for the new amount, and the paid order carries it.
  await notice.getByRole('button', { name: TEXTS.CONFIRM_NEW_PRICE }).click();
  const frame = page.frameLocator('iframe[title="Payment"]');
  await expect(frame.locator('#amount')).toHaveText('₹399', { timeout: 20_000 });
  await expect(frame.locator('#amount')).toHaveAttribute('data-amount-paise', '39900');
  expect(orders).toHaveLength(2);
  expect(orders[1]?.status).toBeLessThan(300);
  expect(orders[1]).toMatchObject({ body: { razorpay_order: { amount: 39900 } } });
  expect(sandboxPages).toHaveLength(1);
  const orderId = await paySandbox(page);
  const order = await getOrder(request, session, orderId);
  expect(order).toMatchObject({ deliveryCharge: 50, totalAmountbeforePay: 399 });
  expect(JSON.stringify(order.cart_products)).toContain(TOOL.id);
  await request.dispose();
});
