import { type Browser, expect, type Locator, test } from '@playwright/test';
import { TEXTS } from '../support/core';
import { EMBED_BASE } from '../support/env';
import { addableCard } from '../support/ui';

// Issue 42: the elements size everything from `--skate-font-size` on their host, never from the host
// page's root. e2e/scripts/serve-embed.mjs serves the same tags (catalogue, cart, checkout) on a plain
// page and on two pages whose own stylesheet sets `html { font-size }` (62.5%, as many WordPress
// themes do, and 20px). Each page is measured in a fresh browser context (its own guest cart).

const fontSize = (locator: Locator) =>
  locator.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));

async function sizesOn(browser: Browser, path: string): Promise<Record<string, number>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${EMBED_BASE}/${path}`);
    const catalogue = page.locator('skate-catalogue');
    const card = addableCard(page);
    await expect(card).toBeVisible({ timeout: 20_000 });
    const title = card.getByRole('heading').first();
    const name = (await title.textContent())?.trim() ?? '';
    const add = card.getByRole('button', { name: TEXTS.ADD_TO_CART });
    await add.click();
    const cart = page.locator('skate-cart');
    await expect(cart.getByText(name).first()).toBeVisible();
    const checkout = page.locator('skate-checkout');
    await expect(checkout.getByRole('heading').first()).toBeVisible();
    return {
      catalogueHeading: await fontSize(catalogue.locator('[part~="heading"]').first()),
      cardTitle: await fontSize(title),
      addToCart: await fontSize(add),
      cartHeading: await fontSize(cart.locator('[part~="heading"]').first()),
      cartLine: await fontSize(cart.getByText(name).first()),
      cartCheckout: await fontSize(cart.getByRole('button', { name: TEXTS.CHECKOUT, exact: true })),
      checkoutHeading: await fontSize(checkout.getByRole('heading').first()),
      checkoutButton: await fontSize(checkout.getByRole('button').first()),
    };
  } finally {
    await context.close();
  }
}

test('the elements keep their sizes under html { font-size: 62.5% } and html { font-size: 20px }', async ({
  browser,
}) => {
  const plain = await sizesOn(browser, 'sizes.html');
  // The plain page: 16px root, the sizes the design asks for (Add to Cart is a 16px-based label).
  expect(plain.catalogueHeading).toBeGreaterThan(20);
  expect(plain.addToCart).toBeGreaterThan(11);
  for (const path of ['sizes-root-62.html', 'sizes-root-20.html']) {
    const hostile = await sizesOn(browser, path);
    expect(Object.keys(hostile)).toEqual(Object.keys(plain));
    for (const [text, size] of Object.entries(plain))
      expect(
        Math.abs(hostile[text] - size),
        `${path}: ${text} ${hostile[text]}px vs ${size}px`,
      ).toBeLessThanOrEqual(0.5);
  }
});

test('a page sets the elements text size with --skate-font-size on the tag', async ({ page }) => {
  await page.goto(`${EMBED_BASE}/sizes-root-62.html`);
  const catalogue = page.locator('skate-catalogue');
  const add = catalogue.getByRole('button', { name: TEXTS.ADD_TO_CART }).first();
  await expect(add).toBeVisible({ timeout: 20_000 });
  const before = await fontSize(add);
  await catalogue.evaluate((node) => (node as HTMLElement).style.setProperty('--skate-font-size', '20px'));
  await expect.poll(() => fontSize(add)).toBeCloseTo(before * 1.25, 1);
});
