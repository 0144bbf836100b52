import { expect, type Page, test } from '@playwright/test';
import { loginThroughApi, newUser, registerThroughApi } from '../support/api';
import {
  CONSOLE,
  consoleApi,
  feeBatch,
  indiaMonths,
  phoneContext,
  signInToConsole,
} from '../support/console';
import { API_BASE, MERCHANT } from '../support/env';
import { checkPage } from '../support/page-checks';

/**
 * Issue 38's front desk in Chromium at 390 px: a parent's child is enrolled in a batch at INR 2,800 a month,
 * next month is billed (POST /dev/fees/run), and the desk records the fee paid in cash at the rink from the
 * Fees screen on a phone, then sees it paid and in the day's cash collection. Then axe on the Fees screen
 * at 390 and 1280 px.
 */
const FEE = 2800;
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CHILD = `Anvi Deskfee ${stamp}`;
const BATCH = `Fee Desk Quad (e2e ${stamp})`;
/** Today in India, and the first day of next month (the month billed: today's joiners are billed from it). */
const { nextMonth } = indiaMonths();
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The console's API as the signed-in page; a call that must succeed. */
async function consoleOk<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const answer = await consoleApi<T>(page, method, path, data);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** The figure of `term` in a panel of figures. */
const figure = (page: Page, panel: string, term: string) =>
  page
    .getByRole('region', { name: panel })
    .locator('div', { has: page.getByText(term, { exact: true }) })
    .locator('dd');

test('the front desk records a cash fee at the rink and sees the day’s collection in the Fees screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await phoneContext(browser);
  const desk = await context.newPage();
  await signInToConsole(desk);
  const batch = await consoleOk<{ data: { id: string } }>(
    desk,
    'POST',
    '/academy/batches',
    feeBatch(BATCH, FEE, 'Sat', '08:00', '09:00'),
  );

  // A parent of this run, with their own mobile, adds the child and takes a place in the batch.
  const parent = { ...newUser('feedesk'), mobile: `9${String(Date.now()).slice(-9)}` };
  await registerThroughApi(request, parent);
  const session = await loginThroughApi(request, parent);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const added = await request.post(`${API_BASE}/students`, {
    headers,
    data: {
      name: CHILD,
      gender: 'Female',
      center: 'Andheri',
      fatherName: 'Vikram Deskfee',
      motherName: 'Nisha Deskfee',
      user_id: session.userId,
      main_id: MERCHANT,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const studentId = String((await added.json()).data.student_id);
  const enrolled = await request.post(`${API_BASE}/enrolments`, {
    headers,
    data: { student_id: studentId, batch_id: batch.data.id },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const billed = await request.post(`${API_BASE}/dev/fees/run`, {
    data: { date: `${nextMonth}-01`, main_id: MERCHANT },
  });
  expect(billed.ok(), await billed.text()).toBe(true);

  await desk.goto(`${CONSOLE}/fees?batch=${encodeURIComponent(batch.data.id)}`);
  await expect(desk.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  const row = desk.getByRole('table', { name: 'Fees' }).getByRole('row').filter({ hasText: CHILD });
  await expect(row.getByText('Due', { exact: true })).toBeVisible();
  await expect(figure(desk, 'Totals', 'Due')).toHaveText(rupees(FEE));
  const cashBefore = Number(
    (await figure(desk, 'Collected today', 'Cash').textContent())?.replace(/[^\d.]/g, ''),
  );

  await row.getByRole('button', { name: `Record payment for ${CHILD}` }).tap();
  const dialog = desk.getByRole('dialog', { name: `Record a payment: ${CHILD}, ${nextMonth}` });
  await expect(dialog.getByText('Total to collect')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await dialog.getByRole('button', { name: `Record ${rupees(FEE)}` }).tap();
  await expect(dialog).toBeHidden();

  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText(/, Cash$/)).toBeVisible();
  await expect(figure(desk, 'Totals', 'Collected')).toHaveText(rupees(FEE));
  await expect(figure(desk, 'Totals', 'Due')).toHaveText(rupees(0));
  await expect(figure(desk, 'Collected today', 'Cash')).toHaveText(rupees(cashBefore + FEE));
  await expect(row.getByRole('button', { name: `Record payment for ${CHILD}` })).toHaveCount(0);

  // A second desk payment of the same fee is refused by the server.
  const fees = await consoleOk<{ data: { id: string; status: string; total: number }[] }>(
    desk,
    'GET',
    `/fees?batch=${encodeURIComponent(batch.data.id)}`,
  );
  expect(fees.data.map((f) => [f.status, f.total])).toEqual([['paid', FEE]]);
  const again = await consoleApi(desk, 'POST', `/fees/${fees.data[0]?.id}/payments`, {
    method: 'cash',
    total: FEE,
  });
  expect(again.status).toBe(409);

  await desk.waitForLoadState('networkidle');
  await checkPage(desk, 'console-fees');
  await context.close();
});
