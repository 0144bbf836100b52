import { expect, test } from '@playwright/test';
import { TEXTS } from '../support/core';
import { addableCard } from '../support/ui';

// examples/vue-app (playwright.vue.config.ts): a Vite + Vue 3 app with the elements' framework-free
// build and no React installed. Vue renders the <skate-*> tags; the app listens with
// `@skate-add-to-cart` and shows what it heard. Locators pierce the open shadow roots.

test('a Vue 3 app adds to cart from <skate-catalogue> and hears skate-add-to-cart', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vue shop' })).toBeVisible();
  await expect(page.getByText('Nothing added yet.')).toBeVisible();

  const catalogue = page.locator('skate-catalogue');
  await expect(catalogue.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  // The first simple product (variable ones offer Select instead).
  const card = addableCard(page);
  const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await card.getByRole('button', { name: TEXTS.ADD_TO_CART }).click();

  // Vue's handler got the event's detail: the line's product and the outcome.
  await expect(page.getByTestId('added')).toHaveText([`Added: ${title} (added)`]);
  // The elements share one cart: the button's badge and <skate-cart> follow it.
  await expect(page.locator('skate-cart-button [part~="badge"]')).toHaveText('1');
  await expect(page.locator('skate-cart').getByText(title).first()).toBeVisible();
  // No React on the page: the framework-free build brings its own (preact/compat).
  expect(
    await page.evaluate(() => 'React' in window || Boolean(document.querySelector('[data-reactroot]'))),
  ).toBe(false);
  expect(errors).toEqual([]);
});
