import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createAddressThroughApi,
  loginThroughApi,
  newUser,
  registerThroughApi,
  type TestUser,
} from '../support/api';
import { productRoute, TEXTS } from '../support/core';
import { EMBED_BASE } from '../support/env';
import { expectNoSeriousA11yViolations } from '../support/page-checks';
import { loginThroughForm, settle, addableCard } from '../support/ui';

// Issue 26 (Experience II), the phone-first shop: the compact header, the action bars, collapsed
// filters, tab bars that fit, the checkout's one address, "View cart", one action colour, the embed
// following a green theme, and a keyboard-only purchase in fewer key presses.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A two-axis variable product drawn per colour (packages/server/src/seed/skate01/skates-and-gear.ts). */
const KIDS = { id: 'sk-inline-kids-adjustable', title: 'Kids Adjustable Inline Skates' };
/** A simple product: ₹749 (packages/server/src/seed/skate01). */
const BEARINGS = { id: 'sk-bearings-abec7', title: 'ABEC-7 Bearings (16 pack)' };
const ADDRESS_LINE = '7 Link Road, Evershine Nagar';
/** The embed page's theme (examples/embed/page.css): --skate-color-primary #0b6e4f. */
const GREEN = 'rgb(11, 110, 79)';

/** The element lies wholly inside the current viewport (no scrolling needed to see it). */
async function expectInFirstScreen(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(view!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view!.height);
}

/** Every tab of the bar is whole on screen: nothing cut at either edge, nothing scrolled away. */
async function expectTabsFit(tablist: Locator, width: number): Promise<void> {
  const tabs = tablist.getByRole('tab');
  // Sections below the first screen mount when idle or visible (issue 24): wait for the bar's tabs.
  await expect(tabs.nth(1)).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const box = await tab.boundingBox();
    expect(box!.x, `${await tab.textContent()} left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${await tab.textContent()} right edge`).toBeLessThanOrEqual(width);
    // The label whole: its text is not wider than its box.
    expect(await tab.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  }
  expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
}

async function signedInShopper(page: Page, request: Parameters<typeof registerThroughApi>[0], label: string) {
  const user: TestUser = newUser(label);
  await registerThroughApi(request, user);
  const session = await loginThroughApi(request, user);
  await createAddressThroughApi(request, session, user, '400064');
  await page.goto('/login');
  await loginThroughForm(page, user);
  return { user, session };
}

// The journeys load whole pages on a busy machine: generous waits.
test.use({ navigationTimeout: 120_000 });

test.describe('the phone-first shop (issue 26)', () => {
  test('product page at 390 x 844: a compact header, price and Add to Cart on the first screen, the colour pictured', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(productRoute(KIDS.title, KIDS.id));
    await expect(page.getByRole('heading', { level: 1, name: KIDS.title })).toBeVisible({ timeout: 60_000 });
    await settle(page);

    // The header is one compact row under a one-line marquee; the tag line waits in the menu.
    const header = page.locator('.skate-site-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(92);
    await expect(header.locator('.skate-header-bar .skate-brand-tagline')).toBeHidden();
    // The search sits behind its button, reachable by keyboard and named for screen readers.
    const search = page.getByRole('combobox', { name: TEXTS.SEARCH_LABEL });
    await expect(search).toBeHidden();
    const searchButton = page.getByRole('button', { name: TEXTS.OPEN_SEARCH });
    await expect(searchButton).toHaveAttribute('aria-expanded', 'false');
    await searchButton.focus();
    await page.keyboard.press('Enter');
    await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await searchButton.click();
    await expect(search).toBeHidden();

    // Price and Add to Cart without scrolling: the action bar above the bottom nav.
    const bar = page.locator('.skate-action-bar');
    const add = bar.getByRole('button', { name: TEXTS.ADD_TO_CART });
    await expect(bar.getByTestId('skate-action-bar-value')).toHaveText(`${TEXTS.VARIATION_PRICE}: ₹2,499`);
    await expectInFirstScreen(page, bar.getByTestId('skate-action-bar-value'));
    await expectInFirstScreen(page, add);
    await expectInFirstScreen(page, bar.getByRole('button', { name: TEXTS.BUY_NOW }));

    // The chosen colour is the one pictured: Blue first, Pink after choosing it.
    const main = page.locator('.skate-gallery-main img').first();
    await expect(main).toHaveAttribute('src', /sk-inline-kids-adjustable-blue\.svg$/);
    await page.getByRole('button', { name: 'Pink' }).click();
    await expect(main).toHaveAttribute('src', /sk-inline-kids-adjustable-pink\.svg$/);
    await expect(page.locator('.skate-gallery img[src*="-blue"]')).toHaveCount(0);

    // The product tabs fit at 390 px: no "Key F..." cut.
    await expectTabsFit(page.getByRole('tablist', { name: KIDS.title }), PHONE.width);
    await expectNoSeriousA11yViolations(page, 'product-390');

    // Adding: the notice offers "View cart", which opens the cart.
    await page.getByRole('button', { name: 'Blue' }).click();
    await add.click();
    const notice = page.locator('.Toastify').getByRole('alert').filter({ hasText: TEXTS.ADDED_TO_CART });
    await notice.getByRole('button', { name: TEXTS.VIEW_CART }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // The cart: total and Checkout on the first screen.
    const cartBar = page.locator('.skate-action-bar');
    await expect(cartBar.getByTestId('skate-action-bar-value')).toHaveText(`${TEXTS.TOTAL}: ₹2,499`);
    await expectInFirstScreen(page, cartBar.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }));

    // Wide screens: the page's own price and buttons, no fixed bar, the search in the header.
    await page.goto(productRoute(KIDS.title, KIDS.id));
    await page.setViewportSize(DESKTOP);
    await expect(page.getByTestId('skate-action-bar-value')).toBeHidden();
    await expect(page.getByRole('combobox', { name: TEXTS.SEARCH_LABEL })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.OPEN_SEARCH })).toBeHidden();
    await expectTabsFit(page.getByRole('tablist', { name: KIDS.title }), DESKTOP.width);
  });

  test('listings at 390 px open with the filters collapsed; wide screens show them', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/equipments');
    const filters = page.getByRole('complementary', { name: TEXTS.FILTERS });
    const toggle = filters.getByRole('button', { name: TEXTS.FILTERS, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters.getByRole('combobox', { name: TEXTS.SORT_BY })).toBeHidden();
    // The products come first: the first card starts on the first screen.
    await expectInFirstScreen(page, page.getByRole('article').first().getByRole('heading'));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters.getByRole('combobox', { name: TEXTS.SORT_BY })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'equipments-390-filters-open');

    await page.goto('/product?search=skates');
    await expect(
      page.getByRole('complementary', { name: TEXTS.FILTERS }).getByRole('combobox', { name: TEXTS.SORT_BY }),
    ).toBeHidden();

    await page.setViewportSize(DESKTOP);
    await page.goto('/equipments');
    await expect(filters.getByRole('combobox', { name: TEXTS.SORT_BY })).toBeVisible();
    await expect(toggle).toBeHidden();
  });

  test('home: the Popular Products tabs fit at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const popular = page.getByRole('tablist').first();
    await popular.scrollIntoViewIfNeeded();
    await expectTabsFit(popular, PHONE.width);
  });

  test('checkout at 390 px: the address once with Change, total and Place Order on the first screen; My Account tabs fit, no floating cart over the orders', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await signedInShopper(page, request, 'phonecheckout');
    await page.goto(`/product?search=${encodeURIComponent(BEARINGS.title)}`);
    await page
      .getByRole('article', { name: BEARINGS.title, exact: true })
      .getByRole('button', { name: TEXTS.ADD_TO_CART })
      .click();
    await page.goto('/cart');
    await page.getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.CHECKOUT })).toBeVisible();
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Total and Place Order without scrolling.
    const bar = page.locator('.skate-action-bar');
    await expect(bar.getByTestId('skate-action-bar-value')).toHaveText(`${TEXTS.TOTAL}: ₹799`);
    await expectInFirstScreen(page, bar.getByTestId('skate-action-bar-value'));
    await expectInFirstScreen(page, bar.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    // The chosen address once: shipping shows it, billing says it is the same; one Change each.
    await expect(page.getByText(ADDRESS_LINE, { exact: false })).toHaveCount(1);
    await expect(page.getByText(TEXTS.BILLING_SAME_AS_SHIPPING)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${TEXTS.CHANGE} ${TEXTS.SHIPPING_ADDRESS}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${TEXTS.CHANGE} ${TEXTS.BILLING_ADDRESS}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'checkout-390');

    // My Account: its tabs whole, and no floating cart button over the order cards.
    await page.goto('/my-account');
    const tabs = page.getByRole('tablist', { name: TEXTS.MY_ACCOUNT });
    await expect(tabs).toBeVisible();
    await expectTabsFit(tabs, PHONE.width);
    await expect(page.locator('.skate-floating-cart')).toHaveCount(0);
  });

  test('keyboard only: product page to payment in 34 key presses (68 before issue 26), the View cart link saving the way back to the header', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signedInShopper(page, request, 'keyboard');
    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };
    /** Tab (or Shift+Tab) until `target` has the focus. */
    const tabTo = async (target: Locator, key = 'Tab', max = 60) => {
      for (let i = 0; i < max; i++) {
        if (
          await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        )
          return;
        await press(key);
      }
      throw new Error(`not reached in ${max} presses`);
    };

    await page.goto(productRoute(BEARINGS.title, BEARINGS.id));
    const heading = page.getByRole('heading', { level: 1, name: BEARINGS.title });
    await expect(heading).toBeVisible();
    await settle(page);
    await heading.focus();
    // The way back to the header's cart link from Add to Cart, counted once for comparison.
    const add = page.getByRole('button', { name: TEXTS.ADD_TO_CART });
    await tabTo(add);
    const toAdd = presses;
    await tabTo(page.locator('.skate-header-cart'), 'Shift+Tab');
    const backToHeader = presses - toAdd;
    expect(backToHeader).toBe(15);

    presses = 0;
    await heading.focus();
    await tabTo(add);
    await press('Enter');
    const viewCart = page.getByRole('link', { name: TEXTS.VIEW_CART });
    await expect(viewCart).toBeVisible();
    await tabTo(viewCart);
    await press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    const checkout = page.getByRole('button', { name: TEXTS.CHECKOUT, exact: true });
    await expect(checkout).toBeVisible();
    await tabTo(checkout);
    await press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    const placeOrder = page.getByRole('button', { name: TEXTS.PLACE_ORDER });
    await expect(placeOrder).toBeEnabled();
    await settle(page);
    await tabTo(placeOrder);
    await press('Enter');
    await expect(page.locator('iframe[title="Payment"]')).toBeVisible({ timeout: 20_000 });
    console.log(`keyboard presses: ${presses}`);
    // Measured on the production build at 1280 px, signed in with one saved address: 34 (68 before).
    expect(presses).toBe(34);
  });

  test('the embed follows the page theme: Add to Cart and the checkout buttons in its green', async ({
    page,
  }) => {
    await page.goto(`${EMBED_BASE}/`);
    const card = addableCard(page);
    await expect(card).toBeVisible({ timeout: 20_000 });
    const add = card.getByRole('button', { name: TEXTS.ADD_TO_CART });
    await expect(add).toHaveCSS('background-color', GREEN);
    await add.click();
    const checkout = page.locator('skate-cart').getByRole('button', { name: TEXTS.CHECKOUT, exact: true });
    await expect(checkout).toBeVisible();
    await expect(checkout).toHaveCSS('background-color', GREEN);
  });
});
