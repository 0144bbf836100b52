import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { registeredUser, type TestUser } from './api';
import { TEXTS } from './core';

/**
 * A toast (react-toastify, role alert inside its container) with exactly this text, or this text
 * followed by its one action button (the add notice's "View cart", issue 26).
 */
export function toast(page: Page, text: string) {
  return page
    .locator('.Toastify')
    .getByRole('alert')
    .filter({
      hasText: new RegExp(`^\\s*${escapeRegExp(text)}(\\s*${escapeRegExp(TEXTS.VIEW_CART)})?\\s*$`),
    });
}

/** A form control by its visible label; required fields add an (aria-hidden) " *" to the label. */
export function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\*)?\\s*$`));
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fills a sign-in form (the login page's, or an element's inline one in `scope`) and continues. */
export async function submitSignIn(
  scope: Page | Locator,
  user: Pick<TestUser, 'email' | 'password'>,
  labels: Record<'EMAIL' | 'PASSWORD' | 'CONTINUE', string> = TEXTS,
): Promise<void> {
  await field(scope, labels.EMAIL).fill(user.email);
  await field(scope, labels.PASSWORD).fill(user.password);
  await scope.getByRole('button', { name: labels.CONTINUE }).click();
}

/** Signs in through the login form (the page must be /login). */
export async function loginThroughForm(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, user);
  await expectToast(page, TEXTS.LOGIN_SUCCESS);
}

/** Signs in on /login and waits until the page is left (the success toast can come and go under load). */
export async function signInAndLeave(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, user);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
}

/** The add notice of a product page: its text (either wording), then its "View cart" button (issue 26). */
export function addedNotice(page: Page): Locator {
  return page
    .getByRole('alert')
    .filter({
      hasText: new RegExp(`^(${TEXTS.PRODUCT_ADDED_TO_CART}|${TEXTS.ADDED_TO_CART})\\s*${TEXTS.VIEW_CART}$`),
    })
    .first();
}

/** A new user of this run, registered through the API and signed in through the site's login page. */
export async function signedInThroughForm(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const user = await registeredUser(request, label);
  await page.goto('/login');
  await loginThroughForm(page, user);
  return user;
}

/**
 * Pays (or fails) in the server's sandbox checkout, which the storefront shows in an in-page frame
 * titled "Payment" (a popup is also accepted, should the gateway open one).
 */
export async function answerSandbox(page: Page, outcome: 'success' | 'fail'): Promise<void> {
  const frame = page.frameLocator('iframe[title="Payment"]');
  const button = frame.getByRole('button', {
    name: outcome === 'success' ? 'Pay (success)' : 'Fail payment',
  });
  await button.click({ timeout: 20_000 });
}

/** Pays in the sandbox checkout and waits for the payment-success page; answers the order id from its URL. */
export async function paySandbox(page: Page): Promise<string> {
  await answerSandbox(page, 'success');
  await page.waitForURL(/\/payment-success\/[^/]+$/, { timeout: 20_000 });
  return lastSegment(page);
}

/** The id at the end of the current URL (`/payment-success/{id}`). */
export function lastSegment(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '');
}

/** Waits until the app finished its first data loads (no pending API requests for a moment). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** An address typed into the checkout's Add New Address form. */
export interface CheckoutAddress {
  line: string;
  area: string;
  pincode: string;
  city?: string;
}

/**
 * Adds an address at checkout through + Add New Address, and waits until the checkout shows it as
 * the shipping address (the address saved and chosen: Place Order before that has no address).
 */
export async function addCheckoutAddress(
  scope: Page | Locator,
  address: CheckoutAddress,
  labels: Pick<
    typeof TEXTS,
    'ADD_ADDRESS' | 'ADDRESS_LINE' | 'CITY' | 'AREA' | 'PINCODE' | 'SAVE' | 'SHIPPING_ADDRESS'
  > = TEXTS,
): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(escapeRegExp(labels.ADD_ADDRESS)) }).click();
  const dialog = scope.getByRole('dialog');
  const form = (await dialog.count()) > 0 ? dialog : scope;
  await field(form, labels.ADDRESS_LINE).fill(address.line);
  await field(form, labels.CITY).fill(address.city ?? 'Mumbai');
  await field(form, labels.AREA).fill(address.area);
  await field(form, labels.PINCODE).fill(address.pincode);
  await form.getByRole('button', { name: labels.SAVE, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    scope.getByRole('region', { name: new RegExp(escapeRegExp(labels.SHIPPING_ADDRESS)) }),
  ).toContainText(address.line);
}

/** The first product card of `<skate-catalogue>` with Add to Cart (a variable product offers Select instead). */
export function addableCard(page: Page): Locator {
  return page
    .locator('skate-catalogue')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: TEXTS.ADD_TO_CART }) })
    .first();
}
