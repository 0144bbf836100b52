import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { getOrder, loginThroughApi, registeredUser } from '../support/api';
import { TEXTS } from '../support/core';
import { API_BASE, EMBED_BASE } from '../support/env';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from '../support/page-checks';
import { addCheckoutAddress, answerSandbox, submitSignIn, addableCard } from '../support/ui';

// examples/embed as a merchant runs it (e2e/scripts/serve-embed.mjs): the plain HTML page in a temp
// folder with only @skatekit/elements' browser build copied beside it, on a static server of another
// origin than the API, under `Content-Security-Policy: script-src 'self'; style-src 'self'`. The
// page's own stylesheet is deliberately hostile (`all: revert`, pink `!important` buttons, serif
// fonts). Locators pierce the open shadow roots.

interface SeenEvent {
  type: string;
  target: string;
  detail: unknown;
}

/** Records every `skate-*` event reaching `document`, and every CSP violation, from the first script on. */
async function listenOnDocument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    const violations: string[] = [];
    Object.assign(window, { __skateEvents: seen, __cspViolations: violations });
    for (const type of [
      'skate-ready',
      'skate-cart-change',
      'skate-add-to-cart',
      'skate-navigate',
      'skate-checkout',
      'skate-login',
    ])
      document.addEventListener(type, (event) =>
        seen.push({
          type,
          target: (event.target as Element).localName ?? 'document',
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)),
        }),
      );
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const eventsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __skateEvents: SeenEvent[] }).__skateEvents);
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('a plain HTML page with the standalone build sells from the catalogue under a strict CSP', async ({
  page,
}) => {
  await listenOnDocument(page);
  const response = await page.goto(`${EMBED_BASE}/`);
  expect(response?.headers()['content-security-policy']).toBe("script-src 'self'; style-src 'self'");
  expect(new URL(EMBED_BASE).origin).not.toBe(new URL(API_BASE).origin);

  const catalogue = page.locator('skate-catalogue');
  await expect(catalogue.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  // The first simple product (variable ones offer Select instead).
  const firstCard = addableCard(page);
  const title = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  // The page's hostile CSS stays out (its buttons are hotpink, dotted, serif even with !important,
  // and `skate-catalogue * { all: revert }`); its --skate-* theme comes in (#0b6e4f).
  const add = firstCard.getByRole('button', { name: TEXTS.ADD_TO_CART });
  await expect(add).toHaveCSS('background-color', 'rgb(11, 110, 79)');
  await expect(add).not.toHaveCSS('border-top-style', 'dotted');
  await expect(add).not.toHaveCSS('font-family', /Georgia/);
  const own = page.getByRole('button', { name: 'Our own pink button' });
  await expect(own).toHaveCSS('background-color', 'rgb(255, 105, 180)');
  await expect(own).toHaveCSS('border-top-style', 'dotted');
  // ::part() rules of the page reach the parts the components name.
  await expect(catalogue.locator('[part~="product-card"]').first()).toHaveCSS(
    'border-top-color',
    'rgb(11, 110, 79)',
  );
  await expect(catalogue.locator('[part~="product-card"]').first()).toHaveCSS('border-top-width', '2px');

  // The hover colour is derived from the page's theme, not the default brand's (#0c2a6b).
  await add.hover();
  await expect(add).not.toHaveCSS('background-color', 'rgb(11, 110, 79)');
  await expect(add).not.toHaveCSS('background-color', 'rgb(12, 42, 107)');
  await expect(add).toHaveCSS('background-color', /^(color\(srgb|rgb)/);
  await page.mouse.move(0, 0);

  // Adding: one notice area for the page; the cart element and the cart button follow the shared cart.
  await add.click();
  const notices = page.locator('skate-toasts');
  await expect(notices.getByText(TEXTS.ADDED_TO_CART)).toBeVisible();
  await expect(notices).toHaveCount(1);
  await expect(page.locator('skate-cart').getByText(title).first()).toBeVisible();
  const badge = page.locator('skate-cart-button [part~="badge"]');
  await expect(badge).toHaveText('1');
  await expect(badge).toHaveCSS('outline-color', 'rgb(255, 228, 181)');

  // The same product again from a listing: refused with the warning, still one line.
  await expect(add).toBeEnabled();
  await add.click();
  await expect(notices.getByText(TEXTS.PRODUCT_ALREADY_IN_CART)).toBeVisible();
  await expect(badge).toHaveText('1');

  // The events reached a listener on `document`, from the element that acted.
  const events = await eventsSeen(page);
  expect(
    events
      .filter((event) => event.type === 'skate-ready')
      .map((event) => event.target)
      .sort(),
  ).toEqual(['skate-cart', 'skate-cart-button', 'skate-catalogue']);
  const changes = events.filter((event) => event.type === 'skate-cart-change');
  expect(changes.at(-1)).toMatchObject({
    target: 'document',
    detail: { count: 1, lines: [{ product_name: title, quantity: 1 }] },
  });
  const added = events.filter((event) => event.type === 'skate-add-to-cart');
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    target: 'skate-catalogue',
    detail: { outcome: 'added', item: { product_name: title, quantity: 1 } },
  });

  // Nothing of SkateKit lands in the page's <head>: only the page's own stylesheet link.
  const headStyles = await page.evaluate(() =>
    [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map(
      (node) => node.getAttribute('href') ?? 'inline',
    ),
  );
  expect(headStyles).toEqual(['./page.css']);
  // Nothing was refused by the page's policy: no inline script or style anywhere.
  expect(await cspViolations(page)).toEqual([]);

  // axe on what SkateKit renders (the merchant's own markup is theirs), then the screenshots.
  await expectNoSeriousA11yViolations(page, 'embed', { onlyWithin: (host) => host.startsWith('skate-') });
  await screenshotBothWidths(page, 'embed-page');
});

test('a guest checks out on the merchant page: inline sign-in keeps the cart, sandbox payment, result in place', async ({
  page,
  request,
}) => {
  const shopper = await registeredUser(request, 'embedder');
  await listenOnDocument(page);
  await page.goto(`${EMBED_BASE}/`);
  const firstCard = addableCard(page);
  await expect(firstCard).toBeVisible({ timeout: 20_000 });
  const title = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  await firstCard.getByRole('button', { name: TEXTS.ADD_TO_CART }).click();
  await expect(page.locator('skate-cart-button [part~="badge"]')).toHaveText('1');

  // The cart's Checkout, as a guest: `skate-checkout` reaches the page first (it puts a
  // <skate-checkout> on the page), and that element signs the guest in inline.
  await page.locator('skate-cart').getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  const checkout = page.locator('skate-checkout');
  await submitSignIn(checkout, shopper);
  await expect(page.locator('skate-toasts').getByText(TEXTS.LOGIN_SUCCESS)).toBeVisible();
  const events = await eventsSeen(page);
  expect(events.find((event) => event.type === 'skate-checkout')).toMatchObject({
    target: 'skate-cart',
    detail: { to: '/checkout' },
  });
  expect(events.find((event) => event.type === 'skate-login')).toMatchObject({
    target: 'skate-checkout',
    detail: { to: '/login', returnTo: '/checkout' },
  });

  // Back at checkout on the same page, with the guest's cart merged into the shopper's.
  await expect(checkout.getByRole('heading', { name: TEXTS.CHECKOUT })).toBeVisible();
  await expect(checkout.getByText(title).first()).toBeVisible();
  await addCheckoutAddress(checkout, {
    line: 'Flat 4, Sunrise Apartments, Orlem',
    area: 'Malad West',
    pincode: '400064',
  });
  await expect(checkout.getByRole('radio', { name: new RegExp(`^${TEXTS.PAY_NOW}`) })).toBeChecked();
  // The result page reads its order back (GET /payment/order/{id}): that is the id to check.
  const resultRead = page.waitForResponse((response) =>
    /\/payment\/order\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await checkout.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
  await answerSandbox(page, 'success');

  // The result shows inside the element, on the merchant's page; the order is paid on the server
  // and the shared cart is empty.
  await expect(checkout.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeVisible({
    timeout: 20_000,
  });
  await expect(checkout.getByText(TEXTS.METHOD_ONLINE).first()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(EMBED_BASE).origin);
  const orderId = decodeURIComponent(new URL((await resultRead).url()).pathname.split('/').at(-1) ?? '');
  const order = await getOrder(request, await loginThroughApi(request, shopper), orderId);
  expect(String(order.status)).toMatch(/success/i);
  expect(JSON.stringify(order.cart_products)).toContain(title);
  await expect(page.locator('skate-cart-button').getByRole('link')).toHaveAccessibleName(/0 items/);
  // Then My Account, which this page keeps on the page as a <skate-account>.
  await expect(page.locator('skate-account').getByRole('tab', { name: TEXTS.TAB_ORDERS })).toBeVisible({
    timeout: 10_000,
  });
  expect(new URL(page.url()).origin).toBe(new URL(EMBED_BASE).origin);
  expect(await cspViolations(page)).toEqual([]);
});

// ---------------------------------------------------------------- payload budgets
// gzip (level 9) of every script and stylesheet the page downloads, from Chromium's network log.
// The budgets, all enforced. The page with every tag has no budget; a ceiling (what this build
// reached, plus about 1.5 KB) keeps it from growing unnoticed.
const KB = 1024;
// The catalogue page's budget was 45 KB until 2026-11-26, 50 after issues 24-27, 46 since the checkout and
// the add/Buy Now code load on first use, 45 again since the code only other screens use left its modules
// (docs/benchmarks.md, "Budgets raised").
const BUDGETS = { loader: 3 * KB, cartButton: 20 * KB, catalogue: 45 * KB } as const;
// Reached: loader 1.9, cart button 16.8, catalogue + cart button 44.2, every tag 54.9 KB (from 2.1 /
// 56.1 / 81.3 / 90.8). The cart button is written without React, so its page loads no UI runtime.
// 56.5 KB until 2026-11-26, 64.5 after issues 24-27, 56.5 again since <skate-cart> loads its lines' code
// when the cart has lines (docs/benchmarks.md, "Budgets raised").
// 57.5 since 2026-12-02 (57.2 KiB measured): the checkout's price-change notice and flow (issue 43); to win
// back (docs/benchmarks.md, "Budgets raised"). 58 since the afternoon of 2026-12-02 (58,933 B measured):
// the rem counted from the host, the checkout's result in place, the bridge's purchase messages, Payment
// Pending and the 18th tag in the loader (issues 37, 39, 42); to win back likewise.
const CEILINGS = { full: 58 * KB } as const;

interface Download {
  name: string;
  gzip: number;
  body: string;
}

/** Opens a page of the merchant folder and returns the JS and CSS it downloaded once `ready` holds. */
async function downloads(page: Page, path: string, ready: () => Promise<void>): Promise<Download[]> {
  const seen: Promise<Download>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        body: body.toString('utf8'),
      })),
    );
  });
  await page.goto(`${EMBED_BASE}/${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  return Promise.all(seen);
}

const total = (files: Download[]) => files.reduce((sum, file) => sum + file.gzip, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('payload budgets: the loader, a cart-button page, catalogue + cart button, the full page', async ({
  page,
}) => {
  const loader = await downloads(page, 'loader-only.html', async () => {
    await expect.poll(() => page.evaluate(() => Boolean(customElements.get('skate-config')))).toBe(true);
  });
  const button = await downloads(page, 'cart-button.html', () =>
    expect(page.locator('skate-cart-button').getByRole('link')).toBeVisible({ timeout: 20_000 }),
  );
  const catalogue = await downloads(page, 'catalogue.html', () =>
    expect(page.locator('skate-catalogue').getByRole('article').first()).toBeVisible({ timeout: 20_000 }),
  );
  const full = await downloads(page, '', () =>
    expect(page.locator('skate-catalogue').getByRole('article').first()).toBeVisible({ timeout: 20_000 }),
  );
  const report = {
    loader: total(loader),
    cartButton: total(button),
    catalogue: total(catalogue),
    full: total(full),
  };
  const line = Object.entries(report)
    .map(([page, bytes]) => `${page} ${kb(bytes)}`)
    .join(', ');
  console.log(`[payload] gzip: ${line}`);
  test.info().annotations.push({ type: 'payload (gzip)', description: line });
  expect(report.loader).toBeLessThanOrEqual(BUDGETS.loader);
  expect(report.cartButton).toBeLessThanOrEqual(BUDGETS.cartButton);
  expect(report.catalogue).toBeLessThanOrEqual(BUDGETS.catalogue);
  expect(report.full).toBeLessThanOrEqual(CEILINGS.full);

  // A page with only the cart button fetches no other tag's code, no notice area, and none of the
  // checkout (Razorpay, the sandbox frame), admission, swiper or firebase code.
  const names = button.map((file) => file.name);
  expect(names.filter((name) => /skate-(?!cart-button)[a-z-]+-[\w-]+\.js$/.test(name))).toEqual([]);
  expect(names.filter((name) => /checkout|admission|swiper|firebase|toast/i.test(name))).toEqual([]);
  // Nor the UI runtime (preact, r2wc, the element shell) every other tag shares.
  expect(names.filter((name) => /\/react-[\w-]+\.js$/.test(name))).toEqual([]);
  expect(full.some((file) => /\/react-[\w-]+\.js$/.test(file.name))).toBe(true);
  for (const marker of ['checkout.razorpay.com', '.skate-course', 'swiper-wrapper', '@firebase/'])
    expect(
      button.filter((file) => file.body.includes(marker)).map((file) => file.name),
      marker,
    ).toEqual([]);
  // The markers are real: the full page's catalogue and cart do carry some of them.
  expect(full.some((file) => /skate-catalogue-/.test(file.name))).toBe(true);
});
