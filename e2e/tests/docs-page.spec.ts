import { expect, test } from '@playwright/test';
import { registeredUser } from '../support/api';
import { TEXTS } from '../support/core';
import { EMBED_BASE } from '../support/env';
import { addCheckoutAddress, answerSandbox, submitSignIn, addableCard } from '../support/ui';

// Issue 42: the copy-paste page of docs/elements.md, verbatim but for its api-base, in a static folder
// with the browser build beside it (e2e/scripts/serve-embed.mjs serves it at /docs-page/). It has no
// router and no base-url: a guest buys through the sandbox and the page never lands on a 404.

test("the docs' copy-paste page on a static folder completes a sandbox purchase and never shows a 404", async ({
  page,
  request,
}) => {
  const shopper = await registeredUser(request, 'docspage');
  await page.addInitScript(() => {
    const seen: Array<{ type: string; target: string; to: unknown }> = [];
    Object.assign(window, { __skateEvents: seen });
    for (const type of ['skate-login', 'skate-navigate'])
      document.addEventListener(type, (event) =>
        seen.push({
          type,
          target: (event.target as Element).localName,
          to: (event as CustomEvent<{ to?: string }>).detail?.to,
        }),
      );
  });
  const events = () =>
    page.evaluate(
      () => (window as unknown as { __skateEvents: Array<Record<string, unknown>> }).__skateEvents,
    );
  // Every document the tab loads, with its status: none may be a 404 (or leave the folder).
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame())
      documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  await page.goto(`${EMBED_BASE}/docs-page/`);
  const card = addableCard(page);
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The hidden checkout stays idle: no login event for a guest who has not asked to check out.
  await page.waitForLoadState('networkidle');
  expect(await events()).toEqual([]);

  const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.getByRole('button', { name: TEXTS.ADD_TO_CART }).click();
  await expect(page.locator('skate-cart').getByText(title).first()).toBeVisible();
  // The page's script shows its <skate-checkout> on the cart's Checkout; it signs the guest in inline.
  await page.locator('skate-cart').getByRole('button', { name: TEXTS.CHECKOUT, exact: true }).click();
  const checkout = page.locator('skate-checkout');
  await expect(checkout).toBeVisible();
  await submitSignIn(checkout, shopper);
  await expect(checkout.getByRole('heading', { name: TEXTS.CHECKOUT })).toBeVisible({ timeout: 20_000 });
  expect((await events()).filter((event) => event.type === 'skate-login')).toEqual([
    { type: 'skate-login', target: 'skate-checkout', to: '/login' },
  ]);
  await addCheckoutAddress(checkout, {
    line: 'Flat 2, Copy Paste Villa, Orlem',
    area: 'Malad West',
    pincode: '400064',
  });
  await checkout.getByRole('button', { name: TEXTS.PLACE_ORDER }).click();
  await answerSandbox(page, 'success');
  await expect(checkout.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeVisible({
    timeout: 20_000,
  });

  // 2 s after the result it moves on to My Account: announced, and with no router to take it the
  // result stays on this page.
  await expect
    .poll(async () => (await events()).filter((event) => event.type === 'skate-navigate'), {
      timeout: 10_000,
    })
    .toEqual([{ type: 'skate-navigate', target: 'skate-checkout', to: '/my-account' }]);
  await page.waitForTimeout(1_000);
  expect(new URL(page.url()).pathname).toBe('/docs-page/');
  await expect(checkout.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeVisible();
  await expect(page.getByText('Not found')).toHaveCount(0);
  expect(documents).toEqual(['200 /docs-page/']);
});
