import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ACADEMY_SCREEN_TEXTS as A, enrolledIn } from '../../packages/core/src/academy/screen-texts';
import { countOtps, loginThroughApi, readOtp, type ApiSession, type TestUser } from '../support/api';
import { CONSOLE, signInToConsole } from '../support/console';
import { formatIndiaDate, TEXTS } from '../support/core';
import { API_BASE, MERCHANT, SITE_BASE } from '../support/env';
import { checkPage } from '../support/page-checks';
import { expectToast, field, loginThroughForm } from '../support/ui';

/**
 * Issue 37's acceptance in Chromium at 390 px: the demo parent (two children) adds a new child with the
 * admission form, admits them to a batch from the timetable and finds the first child's admission as it
 * was; the demo coach marks attendance on a phone (once offline: the mark waits and goes when the phone is
 * back online); the parent sees it in My Account > Students. Then axe on every new console screen at
 * 390 and 1280 px. A batch of coach Meera that meets today is made first through the console's API as the
 * owner, so the journey runs on any weekday.
 */
const PARENT = { email: 'parent@skate01.test', password: 'skate-parent-demo' } as TestUser;
const COACH = { email: 'coach.meera@skate01.test', password: 'skate-owner-demo' };
const NEW_CHILD = 'Kiara Mehta';
const BATCH = 'Morning Quad (e2e)';
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

let deskContext: BrowserContext;
let desk: Page;
let batchId = '';
/** Today in India, YYYY-MM-DD, and its weekday as batches spell it. */
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${today}T00:00:00Z`).getUTCDay()];

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: SITE_BASE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

/** The console's API as the signed-in desk (its cookie, and the session's CSRF token on writes). */
async function consoleApi<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const session = await (await desk.request.get(`${CONSOLE}/api/session`)).json();
  const response = await desk.request.fetch(`${CONSOLE}/api${path}`, {
    method,
    data,
    headers: { 'x-csrf-token': String(session.csrfToken) },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** One student's admission as the API answers it (the parent's token). */
async function admissionOf(request: Page['request'], session: ApiSession, studentId: string) {
  const response = await request.get(
    `${API_BASE}/admission/single/${session.userId}?student_id=${encodeURIComponent(studentId)}`,
    { headers: { Authorization: `Bearer ${session.accessToken}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).user as Record<string, unknown> | null;
}

async function studentsOf(request: Page['request'], session: ApiSession) {
  const response = await request.get(`${API_BASE}/students/${session.userId}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { student_id: string; name: string; admission_id: string }[];
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  deskContext = await browser.newContext({
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1280, height: 720 },
  });
  desk = await deskContext.newPage();
  await signInToConsole(desk);
  const staff = await consoleApi<{ data: { id: string; email: string }[] }>('GET', '/staff');
  const meera = staff.data.find((member) => member.email === COACH.email);
  expect(meera, 'the demo coach Meera is seeded').toBeDefined();
  const levels = await consoleApi<{ data: { id: string; name: string }[] }>('GET', '/academy/levels');
  const beginner = levels.data.find((level) => level.name === 'Beginner');
  const termEnd = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const created = await consoleApi<{ data?: { id: string }; id?: string }>('POST', '/academy/batches', {
    course: BATCH,
    centre: 'Andheri',
    days: [weekday],
    startTime: '06:00',
    endTime: '07:00',
    coachId: meera?.id ?? null,
    levelId: beginner?.id ?? null,
    capacity: 6,
    price: 3000,
    trialPrice: 0,
    termStart: today,
    termEnd,
  });
  batchId = created.data?.id ?? created.id ?? '';
  expect(batchId).not.toBe('');
});

test.afterAll(async () => {
  await deskContext?.close();
});

test('a parent adds a new child and admits them to a batch from the timetable; the first child is unchanged', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const session = await loginThroughApi(request, PARENT);
  const family = await studentsOf(request, session);
  const first = family[0];
  expect(first?.name).toBe('Zara Mehta');
  const before = await admissionOf(request, session, first?.student_id ?? '');
  expect(before?.name).toBe('Zara Mehta');

  const { context, page } = await phone(browser);
  await page.goto('/login');
  await loginThroughForm(page, PARENT);
  await page.goto('/admission-form');
  const picker = field(page, A.STUDENT);
  await expect(picker).toBeVisible();
  await expect(field(page, TEXTS.STUDENT_NAME)).toHaveValue('Zara Mehta');
  await picker.selectOption({ label: A.ADD_NEW_STUDENT });
  await expect(page.getByText(A.NEW_STUDENT_HINT)).toBeVisible();
  await expect(field(page, TEXTS.STUDENT_NAME)).toHaveValue('');
  // The family's details stay: the parents, the address, the phone.
  await expect(field(page, TEXTS.FATHER_NAME)).toHaveValue(String(before?.fatherName));
  await expect(field(page, TEXTS.MOBILE_NUMBER)).toHaveValue(String(before?.mobile));
  await field(page, TEXTS.STUDENT_NAME).fill(NEW_CHILD);
  await field(page, TEXTS.DATE_OF_BIRTH).fill('2018-03-09');
  await field(page, TEXTS.AADHAR_NUMBER).fill('567856785678');
  await page.getByRole('radio', { name: TEXTS.GENDER_FEMALE, exact: true }).check();
  await page.getByRole('checkbox').check();
  await checkPage(page, 'academy-admission-new-child');
  await page.getByRole('button', { name: TEXTS.SUBMIT, exact: true }).click();
  await expectToast(page, TEXTS.ADMISSION_SUBMITTED);
  await expect(page).toHaveURL(/\/admission-form-step-2$/);

  // The timetable: Andheri, the new child, Enrol in today's batch.
  await page.goto('/timetable');
  await expect(page.getByRole('heading', { level: 1, name: A.TIMETABLE })).toBeVisible();
  await field(page, TEXTS.CENTER).selectOption('Andheri');
  await field(page, A.ENROL_STUDENT).selectOption({ label: NEW_CHILD });
  const card = page.getByRole('listitem', { name: BATCH }).first();
  await expect(card.getByText('6 places left')).toBeVisible();
  await checkPage(page, 'academy-timetable');
  await card.getByRole('button', { name: A.ENROL }).click();
  await expect(card.getByText(enrolledIn(NEW_CHILD, BATCH))).toBeVisible();
  await expect(card.getByText('5 places left')).toBeVisible();

  // Three children now; the first child's admission is exactly as it was.
  const after = await studentsOf(request, session);
  expect(after.map((student) => student.name)).toEqual(['Zara Mehta', 'Ayaan Mehta', NEW_CHILD]);
  expect(after[2]?.admission_id).not.toBe('');
  expect(await admissionOf(request, session, first?.student_id ?? '')).toEqual(before);
  await context.close();
});

test('the coach marks attendance on a phone, once offline: the mark waits and goes when back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await phone(browser);
  await page.goto(`${CONSOLE}/?store=${MERCHANT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const codesBefore = await countOtps(request, COACH.email);
  await field(page, 'E-mail').fill(COACH.email);
  await field(page, 'Password').fill(COACH.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByRole('heading', { level: 1, name: 'Enter your code' });
  const attendance = page.getByRole('heading', { level: 1, name: 'Attendance' });
  await expect(code.or(attendance)).toBeVisible();
  if (await code.isVisible()) {
    await field(page, '6-digit code').fill(await readOtp(request, COACH.email, codesBefore));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  // A coach starts on Attendance and sees no money.
  await expect(attendance).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  const batch = page.getByRole('region', { name: `06:00–07:00 · ${BATCH}` });
  const child = batch.getByRole('group', { name: NEW_CHILD });
  await expect(child).toBeVisible();
  await checkPage(page, 'academy-attendance-coach');

  await context.setOffline(true);
  await child.getByRole('button', { name: 'Present' }).click();
  await expect(child.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByText('1 mark waiting to be sent: offline, they go when the phone is back online'),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('All marks sent')).toBeVisible();
  // The server has it once: reloading shows the mark from the server.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: `06:00–07:00 · ${BATCH}` })
      .getByRole('group', { name: NEW_CHILD })
      .getByRole('button', { name: 'Present' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('the parent sees the mark in My Account > Students', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await phone(browser);
  await page.goto('/login');
  await loginThroughForm(page, PARENT);
  await page.goto('/my-account');
  await page.getByRole('tab', { name: TEXTS.TAB_STUDENTS }).click();
  const child = page.getByRole('listitem', { name: NEW_CHILD });
  await expect(child.getByText(A.ADMITTED)).toBeVisible();
  await expect(
    child.getByText(`${BATCH}, Andheri, ${weekday} 06:00–07:00 · ${A.ENROLLED_LABEL}`),
  ).toBeVisible();
  await expect(child.getByText('Present 1 · Absent 0 · Late 0')).toBeVisible();
  await expect(
    child.getByText(`${formatIndiaDate(`${today}T12:00:00+05:30`)} · ${BATCH} · ${A.PRESENT}`),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Zara Mehta' }).getByText(A.ADMITTED)).toBeVisible();
  await checkPage(page, 'academy-account-students');
  await context.close();
});

test('every new console screen passes axe at 390 and 1280 px', async () => {
  test.setTimeout(180_000);
  const screen = async (path: string, heading: string, name: string) => {
    await desk.goto(`${CONSOLE}${path}`);
    await expect(desk.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await desk.waitForLoadState('networkidle');
    await checkPage(desk, name);
  };
  await screen(`/students?q=${encodeURIComponent('Mehta')}`, 'Students', 'console-academy-students');
  await expect(desk.getByRole('table').getByText(NEW_CHILD)).toBeVisible();
  await screen('/batches', 'Batches', 'console-academy-batches');
  await screen(`/batches/${encodeURIComponent(batchId)}`, `Batch: ${BATCH}`, 'console-academy-batch');
  await expect(desk.getByText(NEW_CHILD)).toBeVisible();
  await screen('/timetable', 'Timetable', 'console-academy-timetable');
  await screen('/trials', 'Trials', 'console-academy-trials');
  await screen('/attendance', 'Attendance', 'console-academy-attendance');
  await screen('/levels', 'Levels', 'console-academy-levels');
});
