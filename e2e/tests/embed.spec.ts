import { expect, test } from '@playwright/test';
import { TEXTS } from '../support/core';
import { EMBED_BASE } from '../support/env';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from '../support/page-checks';

// examples/embed: a merchant's own page, with a deliberately rude stylesheet (pink dotted buttons,
// serif fonts), that drops in <skate-catalogue>, <skate-cart>, <skate-cart-button> and the loader.
// Locators pierce the open shadow roots.

test('a merchant page with only <skate-*> tags and the loader script sells from the academy catalogue', async ({
  page,
}) => {
  await page.goto(`${EMBED_BASE}/`);
  const catalogue = page.locator('skate-catalogue');
  await expect(catalogue.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  // The first simple product (variable ones offer Select instead).
  const firstCard = catalogue
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: TEXTS.ADD_TO_CART }) })
    .first();
  const title = (await firstCard.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  // The page's own CSS stays out (its buttons are hotpink), its --skate-* theme comes in (#0b6e4f).
  const add = firstCard.getByRole('button', { name: TEXTS.ADD_TO_CART });
  await expect(add).toHaveCSS('background-color', 'rgb(11, 110, 79)');
  await expect(page.getByRole('button', { name: 'Our own pink button' })).toHaveCSS(
    'background-color',
    'rgb(255, 105, 180)',
  );

  // Adding: one notice area for the page, the cart element and the cart button follow the shared cart.
  await add.click();
  const notices = page.locator('skate-toasts');
  await expect(notices.getByText(TEXTS.ADDED_TO_CART)).toBeVisible();
  await expect(notices).toHaveCount(1);
  await expect(page.locator('skate-cart').getByText(title).first()).toBeVisible();
  await expect(page.locator('skate-cart-button [part~="badge"]')).toHaveText('1');

  // The same product again from a listing: refused with the warning, still one line.
  await expect(add).toBeEnabled();
  await add.click();
  await expect(notices.getByText(TEXTS.PRODUCT_ALREADY_IN_CART)).toBeVisible();
  await expect(page.locator('skate-cart-button [part~="badge"]')).toHaveText('1');

  // Nothing of SkateKit lands in the page's <head>.
  // (The merchant's one <style> is there; the bundler's module preloads are links, not styles.)
  const headStyles = await page.evaluate(() =>
    [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map(
      (node) => node.textContent ?? '',
    ),
  );
  expect(headStyles).toHaveLength(1);
  expect(headStyles[0]).toContain('hotpink');

  // axe on what SkateKit renders (the merchant's own markup is theirs), then the screenshots.
  await expectNoSeriousA11yViolations(page, 'embed', { onlyWithin: (host) => host.startsWith('skate-') });
  await screenshotBothWidths(page, 'embed-page');
});
