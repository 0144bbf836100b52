import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  countOtps,
  createAddressThroughApi,
  getOrder,
  loginThroughApi,
  newUser,
  placePaidOrderThroughApi,
  readOtp,
  registerThroughApi,
} from '../support/api';
import { TEXTS } from '../support/core';
import { API_BASE, MERCHANT } from '../support/env';
import { expectToast, loginThroughForm, paySandbox } from '../support/ui';

// The wrapper apps with bridge protocol v1 (docs/wrapper-apps.md): push that arrives, the tap that
// opens the order, UPI inside the Android app, and an app of an older protocol. The fake app below is
// injected before the page's scripts, as addWebMessageListener / WKUserContentController would, and
// posts its answers into the page as JSON text. Push goes out through the server's outbox to the local
// FCM fake (FCM's HTTP v1 protocol, `GET /dev/fcm/messages` to read what it delivered); the merchant ships
// the order through the console's API as the demo owner.

type Wrapper = 'android' | 'ios';

const USER_AGENTS: Record<Wrapper, string> = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 SkateKitApp/2.0',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SkateKitApp/2.0',
};

const OWNER = { email: 'owner@skate01.test', password: 'skate-owner-demo' };
const SIMPLE = { id: 'sk-quad-classic-pro', title: 'Classic Pro Quad Skates' };

interface AppSetup {
  idToken: string;
  pushToken: string;
  /** The protocol version the app announces, and the messages it handles; none: it announces nothing. */
  announce?: { v: number; messages: string[] };
}

/** Installs the fake wrapper app; what the page sends it is kept in `window.__appReceived`. */
async function installApp(page: Page, wrapper: Wrapper, setup: AppSetup) {
  await page.addInitScript(
    ({ wrapper, setup }) => {
      const received: Array<Record<string, unknown>> = [];
      const reply = (message: unknown) =>
        setTimeout(() => window.postMessage(JSON.stringify(message), window.location.origin), 0);
      const sink = {
        postMessage(text: string) {
          const request = JSON.parse(text) as { type: string };
          received.push(request);
          if (request.type === 'hello' && setup.announce) reply({ type: 'capabilities', ...setup.announce });
          if (request.type === 'googleSignIn') reply({ type: 'googleLoginToken', idToken: setup.idToken });
          if (request.type === 'pushTokenRequest') reply({ type: 'pushToken', token: setup.pushToken });
        },
      };
      const w = window as unknown as Record<string, unknown>;
      w.__appReceived = received;
      w.__appPost = reply;
      if (wrapper === 'android') w.Android = sink;
      else w.webkit = { messageHandlers: { skatekit: sink } };
    },
    { wrapper, setup },
  );
}

/** The add notice: its text and a View cart button (so not a toast of the text alone). */
const expectAddedNotice = (page: Page) =>
  expect(
    page
      .locator('.Toastify')
      .getByRole('alert')
      .filter({ hasText: TEXTS.ADDED_TO_CART })
      .getByRole('button', { name: TEXTS.VIEW_CART }),
  ).toBeVisible();

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { __appReceived: Array<Record<string, unknown>> }).__appReceived);

/** Puts the product in the cart from its listing and presses Place Order at checkout (saved address). */
async function placeOrderAtCheckout(page: Page) {
  await page.goto(`/product?search=${encodeURIComponent(SIMPLE.title)}`);
  await page
    .getByRole('article', { name: SIMPLE.title, exact: true })
    .getByRole('button', { name: TEXTS.ADD_TO_CART })
    .click();
  await expectAddedNotice(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
}

/** Signs in with Google through the app and waits until the page registered the app's push token. */
async function signInThroughApp(page: Page, pushToken: string) {
  const registration = page.waitForResponse(
    (response) =>
      response.url() === `${API_BASE}/firebase/register-token` && response.request().method() === 'POST',
  );
  await page.goto('/login');
  await page.getByRole('button', { name: TEXTS.SIGN_IN_WITH_GOOGLE }).click();
  await expectToast(page, TEXTS.LOGIN_SUCCESS);
  const registered = await registration;
  expect(registered.status()).toBe(200);
  expect(registered.request().postDataJSON()).toMatchObject({ deviceToken: pushToken });
}

/** The console's API as the demo owner (password, then the e-mailed code): answers a caller. */
async function ownerConsole(request: APIRequestContext) {
  const before = await countOtps(request, OWNER.email);
  const login = await request.post(`${API_BASE}/admin/api/auth/login`, {
    data: { merchant: MERCHANT, ...OWNER },
  });
  expect(login.status()).toBe(200);
  const { challengeId } = (await login.json()) as { challengeId: string };
  const code = await readOtp(request, OWNER.email, before);
  const verified = await request.post(`${API_BASE}/admin/api/auth/second-factor`, {
    data: { challengeId, code },
  });
  expect(verified.status()).toBe(200);
  const { session } = (await verified.json()) as { session: { csrfToken: string } };
  return (path: string, data: unknown) =>
    request.post(`${API_BASE}/admin/api${path}`, { data, headers: { 'x-csrf-token': session.csrfToken } });
}

/** What the fake FCM delivered to a device token. */
async function pushesTo(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_BASE}/dev/fcm/messages?token=${encodeURIComponent(token)}`);
  return (
    (await response.json()) as {
      data: Array<{ notification: { title: string; body: string }; data: Record<string, string> }>;
    }
  ).data;
}

for (const wrapper of ['android', 'ios'] as const) {
  test.describe(`the ${wrapper === 'android' ? 'Android' : 'iOS'} app, bridge protocol v1`, () => {
    test.use({ userAgent: USER_AGENTS[wrapper], viewport: { width: 390, height: 844 } });

    test('an order shipped by the merchant is pushed to the shopper, and the tap opens the order', async ({
      page,
      request,
    }) => {
      const user = newUser(`${wrapper}-push`);
      await registerThroughApi(request, user);
      const pushToken = `fcm-${wrapper}-${user.email.split('@')[0]}`;
      await installApp(page, wrapper, {
        idToken: `e2e-google:${user.email}`,
        pushToken,
        announce: { v: 1, messages: ['googleSignIn', 'pushTokenRequest', 'logout', 'openExternal'] },
      });
      await signInThroughApp(page, pushToken);
      // The handshake went first, every message with the protocol version.
      const sent = await received(page);
      expect(sent.map((m) => [m.type, m.v])).toEqual([
        ['hello', 1],
        ['googleSignIn', 1],
        ['pushTokenRequest', 1],
      ]);

      const session = await loginThroughApi(request, user);
      const providerOrderId = await placePaidOrderThroughApi(request, session, user, SIMPLE);
      const order = (await getOrder(request, session, providerOrderId)) as { id?: string; _id?: string };
      const orderId = String(order.id ?? order._id);
      const ownerCall = await ownerConsole(request);
      for (const action of ['confirm', 'pack'])
        expect((await ownerCall(`/orders/${orderId}/actions`, { action })).status()).toBe(200);
      const shipped = await ownerCall(`/orders/${orderId}/actions`, {
        action: 'ship',
        courier: 'Blue Dart',
        trackingNumber: 'BD-E2E-77',
      });
      expect(shipped.status()).toBe(200);

      // The outbox's worker sends it through the FCM fake to this device's token.
      await expect
        .poll(
          async () => (await pushesTo(request, pushToken)).map((p) => p.notification.body.split(' ').at(-2)),
          {
            timeout: 15_000,
          },
        )
        .toEqual(['is', 'is', 'has']);
      const push = (await pushesTo(request, pushToken)).at(-1)!;
      expect(push.data).toMatchObject({
        kind: 'order',
        orderId,
        status: 'Shipped',
        route: `/track/${orderId}`,
      });
      expect(push.notification.body).toMatch(/^Order #[0-9A-Z]+ has shipped\.$/);

      // The shopper taps it: the app hands the route to the page, which opens the order.
      await page.goto('/');
      await page.evaluate(
        (route) =>
          (window as unknown as { __appPost: (m: unknown) => void }).__appPost({
            type: 'openRoute',
            v: 1,
            route,
          }),
        push.data.route,
      );
      await expect(page).toHaveURL(new RegExp(`/track/${orderId}$`));
      await expect(page.getByText('BD-E2E-77')).toBeVisible();
    });

    test('an app announcing an older protocol version still signs in and registers its token', async ({
      page,
      request,
    }) => {
      const user = newUser(`${wrapper}-old`);
      await registerThroughApi(request, user);
      const pushToken = `fcm-old-${wrapper}-${user.email.split('@')[0]}`;
      await installApp(page, wrapper, {
        idToken: `e2e-google:${user.email}`,
        pushToken,
        announce: { v: 0, messages: ['googleSignIn', 'pushTokenRequest'] },
      });
      await signInThroughApp(page, pushToken);
      // A sign-in the app reports cancelled is said as such (protocol 0 apps simply never send it).
      await page.evaluate(() =>
        (window as unknown as { __appPost: (m: unknown) => void }).__appPost({
          type: 'googleSignInFailed',
          reason: 'cancelled',
        }),
      );
      await expectToast(page, TEXTS.GOOGLE_SIGN_IN_CANCELLED);
    });
  });
}

test.describe('UPI inside the Android app', () => {
  test.use({ userAgent: USER_AGENTS.android, viewport: { width: 390, height: 844 } });

  test('a upi:// link of the checkout reaches the app through the bridge', async ({ page, request }) => {
    const user = newUser('android-upi');
    await registerThroughApi(request, user);
    await installApp(page, 'android', {
      idToken: `e2e-google:${user.email}`,
      pushToken: `fcm-upi-${user.email.split('@')[0]}`,
      announce: { v: 1, messages: ['googleSignIn', 'pushTokenRequest', 'logout', 'openExternal'] },
    });
    await signInThroughApp(page, `fcm-upi-${user.email.split('@')[0]}`);
    const session = await loginThroughApi(request, user);
    // An address, and the product in the server cart.
    await createAddressThroughApi(request, session, user);
    // 1. The sandbox checkout (the local Razorpay): its UPI app link goes to the app.
    await placeOrderAtCheckout(page);
    await page
      .frameLocator('iframe[title="Payment"]')
      .getByRole('link', { name: 'Pay with a UPI app' })
      // The shopper's tap (the frame's panel does not scroll to it on a 390 px screen).
      .dispatchEvent('click');
    await expect
      .poll(async () =>
        (await received(page)).filter((m) => m.type === 'openExternal').map((m) => String(m.url)),
      )
      .toEqual([
        expect.stringMatching(/^upi:\/\/pay\?pa=sandbox%40skatekit&pn=.+&am=\d+\.\d{2}&cu=INR&tr=order_/),
      ]);
    expect((await received(page)).find((m) => m.type === 'openExternal')?.v).toBe(1);
  });
});

test.describe('orders and the invoice inside the Android app', () => {
  test.use({ userAgent: USER_AGENTS.android, viewport: { width: 390, height: 844 } });

  test('the app hears orderPlaced and paymentSucceeded for a paid order, and the invoice prints through the app', async ({
    page,
    request,
  }) => {
    const user = newUser('android-order');
    await registerThroughApi(request, user);
    const pushToken = `fcm-order-${user.email.split('@')[0]}`;
    await installApp(page, 'android', {
      idToken: `e2e-google:${user.email}`,
      pushToken,
      announce: {
        v: 1,
        messages: ['googleSignIn', 'pushTokenRequest', 'logout', 'orderPlaced', 'paymentSucceeded', 'print'],
      },
    });
    await signInThroughApp(page, pushToken);
    await createAddressThroughApi(request, await loginThroughApi(request, user), user);
    await placeOrderAtCheckout(page);
    const orderId = await paySandbox(page);

    // Each once, with the protocol version and the checkout's figures (Classic Pro: ₹3,999).
    const purchases = async () =>
      (await received(page))
        .filter((m) => m.type === 'orderPlaced' || m.type === 'paymentSucceeded')
        .map((m) => ({ type: m.type, v: m.v, orderId: m.orderId, value: m.value, amountPaid: m.amountPaid }));
    await expect.poll(purchases).toEqual([
      { type: 'orderPlaced', v: 1, orderId, value: expect.any(Number), amountPaid: undefined },
      { type: 'paymentSucceeded', v: 1, orderId, value: expect.any(Number), amountPaid: expect.any(Number) },
    ]);
    const [placed, paid] = await purchases();
    expect(paid.amountPaid).toBe(placed.value);
    expect(Number(placed.value)).toBeGreaterThanOrEqual(3999);

    // The invoice's Print asks the app (a WebView's window.print() does nothing).
    await page.goto(`/invoice/${encodeURIComponent(orderId)}`);
    await page.evaluate(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed += 1;
      };
    });
    await page.getByRole('button', { name: TEXTS.PRINT }).click();
    await expect
      .poll(async () =>
        (await received(page)).filter((m) => m.type === 'print').map((m) => [m.v, typeof m.title]),
      )
      .toEqual([[1, 'string']]);
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(0);
  });
});

/** Where core loads Razorpay's Checkout script from (RAZORPAY_SCRIPT_URL of its browser gateway). */
const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * Razorpay's Checkout script as its CDN would serve it, standing in at the edge (Razorpay's servers):
 * a `window.Razorpay` that records the options Checkout is opened with and opens nothing.
 */
const FAKE_RAZORPAY_SCRIPT = `window.__razorpayOptions = [];
window.Razorpay = function (options) {
  window.__razorpayOptions.push(options);
  return { open: function () {}, on: function () {} };
};`;

/**
 * The storefront on Razorpay: the server's payment setup names Razorpay (a merchant with live keys;
 * this server runs the sandbox, so its answer is rewritten: the provider sits in the envelope's
 * `data`, `{ data: { key_id, ..., provider } }`), and Razorpay's script is the fake above.
 */
async function useRazorpay(page: Page) {
  await page.route(`${API_BASE}/pay-razorpay/${MERCHANT}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data.provider).toBe('sandbox');
    await route.fulfill({ response, json: { ...body, data: { ...body.data, provider: 'razorpay' } } });
  });
  await page.route(RAZORPAY_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_RAZORPAY_SCRIPT }),
  );
}

/** Puts the product in the cart, places the order at checkout and answers what Checkout was opened with. */
async function razorpayOptionsAtCheckout(page: Page) {
  await placeOrderAtCheckout(page);
  const opened = () =>
    page.evaluate(() =>
      (
        (window as unknown as { __razorpayOptions?: Array<Record<string, unknown>> }).__razorpayOptions ?? []
      ).map((o) => ({
        order_id: String(o.order_id),
        webview_intent: Object.hasOwn(o, 'webview_intent') ? o.webview_intent : 'absent',
      })),
    );
  await expect.poll(async () => (await opened()).length).toBe(1);
  // Razorpay, not the sandbox's frame, was opened.
  await expect(page.locator('iframe[title="Payment"]')).toHaveCount(0);
  return opened();
}

test.describe('Razorpay Checkout inside the Android app', () => {
  test.use({ userAgent: USER_AGENTS.android, viewport: { width: 390, height: 844 } });

  test('opens with webview_intent for UPI Intent', async ({ page, request }) => {
    const user = newUser('android-rzp');
    await registerThroughApi(request, user);
    const pushToken = `fcm-rzp-${user.email.split('@')[0]}`;
    await installApp(page, 'android', {
      idToken: `e2e-google:${user.email}`,
      pushToken,
      announce: { v: 1, messages: ['googleSignIn', 'pushTokenRequest', 'logout', 'openExternal'] },
    });
    await useRazorpay(page);
    await signInThroughApp(page, pushToken);
    await createAddressThroughApi(request, await loginThroughApi(request, user), user);
    expect(await razorpayOptionsAtCheckout(page)).toEqual([
      { order_id: expect.stringMatching(/^order_/), webview_intent: true },
    ]);
  });
});

test.describe('Razorpay Checkout on the plain web', () => {
  test('opens without webview_intent', async ({ page, request }) => {
    const user = newUser('web-rzp');
    await registerThroughApi(request, user);
    await createAddressThroughApi(request, await loginThroughApi(request, user), user);
    await useRazorpay(page);
    await page.goto('/login');
    await loginThroughForm(page, user);
    expect(await razorpayOptionsAtCheckout(page)).toEqual([
      { order_id: expect.stringMatching(/^order_/), webview_intent: 'absent' },
    ]);
  });
});
