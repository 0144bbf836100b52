import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { countOtps, readOtp } from './api';
import { API_BASE, MERCHANT, SITE_BASE } from './env';
import { checkPage } from './page-checks';
import { field } from './ui';

/** The merchant console, served by the API's process at /admin. */
export const CONSOLE = `${API_BASE}/admin`;
/** The demo owner of SKATE01 (seeded with the demo data; docs/admin.md). */
export const OWNER = { email: 'owner@skate01.test', password: 'skate-owner-demo' };

/**
 * Signs the demo owner in through the console's forms (password, then the mailed code, read through
 * `request`). `check`: also that the address is the sign-in page with the store code taken from `?store=`,
 * and axe and screenshots of both forms.
 */
export async function signInToConsole(
  page: Page,
  { request = page.request, check = false }: { request?: APIRequestContext; check?: boolean } = {},
): Promise<void> {
  await page.goto(`${CONSOLE}/?store=${MERCHANT}`);
  if (check) await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  if (check) {
    // The store code comes from the footer's Admin Login link (?store=).
    await expect(field(page, 'Store code')).toHaveValue(MERCHANT);
    await checkPage(page, 'console-sign-in');
  }
  const codesBefore = await countOtps(request, OWNER.email);
  await field(page, 'E-mail').fill(OWNER.email);
  await field(page, 'Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  if (check) await checkPage(page, 'console-second-factor');
  await field(page, '6-digit code').fill(await readOtp(request, OWNER.email, codesBefore));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** One desktop browser context with two tabs: the owner's console (`desk`) and the shopper's host site (`shop`). */
export async function openDeskAndShop(browser: Browser) {
  const context = await browser.newContext({
    baseURL: SITE_BASE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1280, height: 720 },
  });
  return { context, desk: await context.newPage(), shop: await context.newPage() };
}

/** A phone's browser context (390 x 844, touch) in India, on the host site. */
export function phoneContext(browser: Browser) {
  return browser.newContext({
    baseURL: SITE_BASE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
}

/** Calls the console's API as the console signed in on `page` (its cookie, and the session's CSRF token on writes). */
export async function consoleApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const session = await (await page.request.get(`${CONSOLE}/api/session`)).json();
  const response = await page.request.fetch(`${CONSOLE}/api${path}`, {
    method,
    data,
    headers: { 'x-csrf-token': String(session.csrfToken) },
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** Today in India (`YYYY-MM-DD`), this month's year and month, and the next month (`YYYY-MM`). */
export function indiaMonths(now = Date.now()) {
  const today = new Date(now + 330 * 60_000).toISOString().slice(0, 10);
  const [year, month] = today.split('-').map(Number);
  const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { today, year, month, nextMonth };
}

/** The body of `POST /admin/api/academy/batches` for a weekly batch at Andheri billed `price` a month from today. */
export function feeBatch(course: string, price: number, day: string, startTime: string, endTime: string) {
  const { today, year } = indiaMonths();
  return {
    course,
    centre: 'Andheri',
    days: [day],
    startTime,
    endTime,
    coachId: null,
    levelId: null,
    capacity: 10,
    price,
    trialPrice: 0,
    termStart: today,
    termEnd: `${year + 1}-12-31`,
  };
}
