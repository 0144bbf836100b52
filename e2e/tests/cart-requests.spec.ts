import { expect, test } from '@playwright/test';
import { itemCount, productRoute, TEXTS } from '../support/core';
import { API_BASE } from '../support/env';
import { signedInThroughForm } from '../support/ui';

// A Simple product of the seeded merchant with stock (packages/server/src/seed/skate01).
const SIMPLE = { id: 'sk-quad-classic-pro', title: 'Classic Pro Quad Skates' };

test("issue 25: a signed-in shopper's add to cart is ONE request to the API, POST /cart (network log)", async ({
  page,
  request,
}) => {
  await signedInThroughForm(page, request, 'one-trip');
  await page.goto(productRoute(SIMPLE.title, SIMPLE.id));
  await expect(page.getByRole('heading', { name: SIMPLE.title, level: 1 })).toBeVisible();
  // Whatever the sign-in and the page load asked for is done before the click.
  await page.waitForLoadState('networkidle');
  const cart = page.locator('.skate-header-cart');
  await expect(cart).toHaveAccessibleName(`${TEXTS.NAV_CART}, ${itemCount(0)}`);

  const calls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === API_BASE) calls.push(`${sent.method()} ${url.pathname}`);
  });
  await page.getByRole('button', { name: TEXTS.ADD_TO_CART, exact: true }).click();
  await expect(cart).toHaveAccessibleName(`${TEXTS.NAV_CART}, ${itemCount(1)}`);
  // No refetch after the answer either.
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual(['POST /cart']);
});
