import { ACADEMY_SCREEN_TEXTS as T, FEE_TEXTS } from '@skatekit/core/academy';
import { TEXTS } from '@skatekit/core/texts';
import { expect, test } from '@playwright/test';
import { loginThroughApi, newUser, registerThroughApi } from '../support/api';
import { CONSOLE, feeBatch, indiaMonths, signInToConsole } from '../support/console';
import { API_BASE, MERCHANT, SITE_BASE } from '../support/env';
import { signInAndLeave } from '../support/ui';

/**
 * Issue 38, the parent's side in Chromium at 390 px: two children of one parent are enrolled in a batch at
 * INR 2,600 a month; next month is billed and its due-day reminder goes by WhatsApp (the local fake) with a
 * signed pay link naming both fees. Opened without signing in, the link shows both, pays them in one
 * sandbox payment and shows them paid with the receipt; then My Account's Fees tab shows them paid.
 */
const PHONE = { width: 390, height: 844 };
const FEE = 2600;
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CHILDREN = [`Ira Feelink ${stamp}`, `Veer Feelink ${stamp}`];
const BATCH = `Fee Link Quad (e2e ${stamp})`;
const { nextMonth } = indiaMonths();
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test("a parent with two students pays both of this month's fees in one payment from a WhatsApp reminder's link (read from the fake provider), then sees them paid in My Account", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: SITE_BASE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  // The academy's batch, made in the console.
  const desk = await context.newPage();
  await signInToConsole(desk);
  const csrf = String((await (await desk.request.get(`${CONSOLE}/api/session`)).json()).csrfToken);
  const made = await desk.request.post(`${CONSOLE}/api/academy/batches`, {
    headers: { 'x-csrf-token': csrf },
    data: feeBatch(BATCH, FEE, 'Sun', '07:00', '08:00'),
  });
  expect(made.ok(), await made.text()).toBe(true);
  const batchId = String((await made.json()).data.id);
  await desk.close();

  // A parent of this run with a WhatsApp mobile of its own, two children, each enrolled.
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const parent = { ...newUser('feelink'), mobile };
  await registerThroughApi(request, parent);
  const session = await loginThroughApi(request, parent);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  for (const name of CHILDREN) {
    const added = await request.post(`${API_BASE}/students`, {
      headers,
      data: {
        name,
        gender: 'Male',
        center: 'Andheri',
        fatherName: 'Arjun Feelink',
        motherName: 'Meera Feelink',
        user_id: session.userId,
        main_id: MERCHANT,
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const enrolled = await request.post(`${API_BASE}/enrolments`, {
      headers,
      data: {
        student_id: String((await added.json()).data.student_id),
        batch_id: batchId,
      },
    });
    expect(enrolled.ok(), await enrolled.text()).toBe(true);
  }

  // Next month's fees are billed and the due-day reminder is queued, as of that month's 10th.
  const run = await request.post(`${API_BASE}/dev/fees/run`, {
    data: { date: `${nextMonth}-10`, main_id: MERCHANT },
  });
  expect(run.ok(), await run.text()).toBe(true);
  expect((await run.json()).reminded, 'reminders queued').toBeGreaterThan(0);
  let link = '';
  await expect
    .poll(
      async () => {
        const inbox = await request.get(`${API_BASE}/dev/whatsapp/messages?to=91${mobile}`);
        const messages = ((await inbox.json()) as { data: { link: string | null; params: string[] }[] }).data;
        // The template's link parameter (the fake names it `link` when it is absolute, with CORS_ORIGIN set).
        link =
          messages
            .flatMap((m) => [m.link ?? '', ...m.params])
            .find((text) => text.includes('/fees/pay?token=')) ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .toContain('/fees/pay?token=');
  const token = new URL(link, SITE_BASE).searchParams.get('token') ?? '';

  // The link, opened on the phone without signing in: both fees, one payment.
  const page = await context.newPage();
  await page.goto(`/fees/pay?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: T.PAY_LINK_TITLE })).toBeVisible();
  for (const name of CHILDREN) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByText(rupees(FEE)).first()).toBeVisible();
    await expect(row.getByText('Due', { exact: true })).toBeVisible();
  }
  await expect(page.locator('.skate-bill-total')).toContainText(rupees(2 * FEE));
  const calls: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/fees/') || r.url().includes('/pay-razorpay'))
      calls.push(`${r.status()} ${r.url()}`);
  });
  await page.getByRole('button', { name: T.PAY_NOW }).tap();
  // The sandbox's window opens; were it not to, the page's notice and the calls say why.
  await expect
    .poll(
      async () =>
        (await page.locator('iframe[title="Payment"]').count()) > 0
          ? 'open'
          : `${(await page.getByRole('status').allInnerTexts()).join('|')} ${calls.join(', ')}`,
      { timeout: 20_000 },
    )
    .toBe('open');
  // At 390 px the sandbox's backdrop takes the pointer over its frame: the phone's user presses the button by keyboard.
  await page
    .frameLocator('iframe[title="Payment"]')
    .getByRole('button', { name: 'Pay (success)' })
    .press('Enter');
  await expect(page.getByText(T.FEES_PAID)).toBeVisible({ timeout: 20_000 });
  for (const name of CHILDREN) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  }
  const receipt = page.getByRole('article', { name: T.FEE_RECEIPT });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(rupees(2 * FEE), { exact: true }).last()).toBeVisible();
  await expect(receipt.getByRole('rowheader', { name: CHILDREN[1] })).toBeVisible();
  await expect(page.getByRole('button', { name: T.PRINT_RECEIPT })).toBeVisible();
  // The paid link says so when opened again.
  await page.reload();
  await expect(page.getByText(FEE_TEXTS.LINK_PAID)).toBeVisible();

  // Signed in, My Account's Fees tab shows both paid.
  await signInAndLeave(page, parent);
  await page.goto('/my-account');
  await page.getByRole('tab', { name: TEXTS.TAB_FEES }).tap();
  for (const name of CHILDREN) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  }
  await context.close();
});
