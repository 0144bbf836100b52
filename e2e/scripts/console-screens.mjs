// Every screen of the built console (packages/admin/dist), its dialogs and drawers, against a fixture
// API (no server needed): axe-core (serious/critical), no sideways scroll of the page, one h1, focus back
// on the opener after Escape, and screenshots at 390 and 1280 px. The journeys against the real server
// are the e2e specs; this is the quick look at the console alone.
//
//   pnpm --filter @skatekit/admin build && node e2e/scripts/console-screens.mjs [out-dir]
//
// Prints `no problems` or one line per problem (and exits 1).
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const dist = new URL('../../packages/admin/dist/', import.meta.url).pathname;
const out = process.argv[2] ?? new URL('../screenshots/console/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const session = {
  staff: {
    id: 's1',
    email: 'owner@skate01.test',
    name: 'Asha Owner',
    role: 'owner',
    status: 'active',
    lastSignInAt: '2026-11-25T04:30:00.000Z',
    createdAt: '2026-11-01T04:30:00.000Z',
  },
  permissions: [
    'orders.read',
    'orders.fulfil',
    'orders.collect',
    'orders.refund',
    'admissions.read',
    'admissions.review',
    'inbox.read',
    'inbox.handle',
    'customers.read',
    'staff.read',
    'staff.invite',
    'audit.read',
    'settings.update',
  ],
  merchant: { code: 'SKATE01', name: 'Skate Academy Pune' },
  csrfToken: 'csrf',
};
const summary = (i, o = {}) => ({
  id: `o${i}`,
  number: `SK-10${String(i).padStart(2, '0')}`,
  createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T06:00:00.000Z`,
  customerName: ['Meera Shah', 'Arjun Rao', 'Kavya Iyer'][i % 3],
  email: 'meera@example.test',
  mobile: '9876543210',
  payMode: i % 2 ? 'Pay on delivery' : 'Pay now',
  paymentStatus: 'Success',
  payment: ['paid', 'cod-due', 'refund-needed', 'unpaid'][i % 4],
  orderStatus: ['Pending', 'Processing', 'Packed', 'Shipped'][i % 4],
  total: 1349 + i * 100,
  items: 1 + (i % 3),
  ...o,
});
const audit = [
  {
    id: 'a1',
    staffEmail: 'owner@skate01.test',
    action: 'order.confirm',
    entity: 'order',
    entityId: 'o1',
    before: { orderStatus: 'Pending' },
    after: { orderStatus: 'Processing' },
    createdAt: '2026-11-20T07:00:00.000Z',
  },
];
const detail = {
  ...summary(1, { payment: 'paid', orderStatus: 'Packed', payMode: 'Pay now' }),
  receiptId: 'rcpt_1001',
  providerOrderId: 'order_P1',
  paymentId: 'pay_P1',
  paidAt: '2026-11-20T06:01:00.000Z',
  lines: [
    {
      productId: 'p1',
      sku: 'WHEEL-58',
      name: 'Street wheels 58 mm',
      image: '',
      attributes: { Colour: 'Red' },
      quantity: 1,
      unitPrice: 1200,
      amount: 1200,
    },
  ],
  figures: {
    itemsBeforeDiscount: 1200,
    itemsAfterDiscount: 1200,
    couponCode: '',
    discount: 0,
    deliveryCharge: 149,
    total: 1349,
    gstRate: 18,
    tax: 205.78,
    paidOnline: 1349,
    remaining: 0,
    refunded: 0,
    refundable: 1349,
  },
  shippingAddress: {
    id: 'a1',
    user_name: 'Meera Shah',
    location_user: 'Home',
    new_address: '12 MG Road',
    area: 'Koregaon Park',
    city: 'Pune',
    pincode: '411001',
    number: '9876543210',
  },
  billingAddress: null,
  gstNo: '',
  customerNote: 'Please call before delivery',
  userId: 'u1',
  courier: '',
  trackingNumber: '',
  dates: {
    placed: '2026-11-20T06:00:00.000Z',
    confirmed: '2026-11-20T07:00:00.000Z',
    packed: '2026-11-21T05:00:00.000Z',
    shipped: null,
    outForDelivery: null,
    delivered: null,
    cancelled: null,
    remainderCollected: null,
    refundNeeded: null,
  },
  events: [
    {
      id: 'e1',
      kind: 'status',
      status: 'Processing',
      note: '',
      staffEmail: 'owner@skate01.test',
      createdAt: '2026-11-20T07:00:00.000Z',
    },
  ],
  refunds: [],
  audit,
  actions: ['ship', 'cancel'],
  canCollectRemainder: false,
};
const admission = {
  id: 'ad1',
  createdAt: '2026-11-18T06:00:00.000Z',
  student: 'Riya Menon',
  email: 'riya@example.test',
  mobile: '9000000001',
  course: 'Beginner skating (8 weeks)',
  center: 'Koregaon Park',
  feeStatus: 'Paid',
  fee: 4500,
  reviewStatus: 'received',
};
const admissionDetail = {
  ...admission,
  fatherName: 'Vinod Menon',
  motherName: 'Lata Menon',
  dob: '2015-04-02',
  gender: 'Female',
  school: 'St. Mary',
  address: '4 Lane 5, Pune',
  pincode: '411001',
  aadharLast4: '1234',
  rulesAgreed: true,
  reviewNote: '',
  reviewedAt: null,
  userId: 'u2',
  feePayments: [
    {
      id: 'f1',
      number: 'AD-2001',
      createdAt: '2026-11-18T06:00:00.000Z',
      amount: 4500,
      paymentStatus: 'Success',
      paidAt: '2026-11-18T06:02:00.000Z',
      refundNeeded: false,
    },
  ],
  audit,
};
const inboxItems = [
  {
    kind: 'quote',
    id: 'q1',
    createdAt: '2026-11-22T06:00:00.000Z',
    name: 'Sunil Traders',
    email: 'sunil@example.test',
    mobile: '9000000002',
    message: 'Price for 20 pairs for our club?',
    handled: false,
    handledAt: null,
    note: '',
    quote: {
      lines: [{ name: 'Quad skates', sku: 'QUAD-1', quantity: 20 }],
      price: null,
      message: '',
      answeredAt: null,
    },
  },
  {
    kind: 'enquiry',
    id: 'e1',
    createdAt: '2026-11-21T06:00:00.000Z',
    name: 'Anita',
    email: 'anita@example.test',
    mobile: '',
    message: 'Do you have weekend batches for adults?',
    handled: true,
    handledAt: '2026-11-21T08:00:00.000Z',
    note: 'Called back',
    quote: null,
  },
  {
    kind: 'lead',
    id: 'l1',
    createdAt: '2026-11-20T06:00:00.000Z',
    name: 'Rahul',
    email: 'rahul@example.test',
    mobile: '9000000003',
    message: 'Please call me about a birthday party.',
    handled: false,
    handledAt: null,
    note: '',
    quote: null,
  },
];
const page = (data, extra = {}) => ({ data, total: data.length, page: 1, pageSize: 25, ...extra });
const api = {
  '/session': session,
  '/overview': {
    toConfirm: 3,
    toShip: 1,
    refundNeeded: 2,
    codDue: 4,
    inboxUnhandled: 6,
    admissionsReceived: 7,
    notificationsFailing: 1,
  },
  '/orders': page(
    Array.from({ length: 8 }, (_, i) => summary(i + 1)),
    {
      total: 52,
      counts: { byStatus: { Pending: 3, Processing: 2, Packed: 1 }, refundNeeded: 2, codDue: 4, unpaid: 5 },
    },
  ),
  '/orders/o1': { data: detail },
  '/admissions': page([
    admission,
    { ...admission, id: 'ad2', student: 'Kabir Shah', reviewStatus: 'confirmed', feeStatus: 'Pending' },
  ]),
  '/admissions/ad1': { data: admissionDetail },
  '/inbox': page(inboxItems, { counts: { unhandled: 2, lead: 1, enquiry: 1, quote: 1 } }),
  '/customers': page([
    {
      id: 'u1',
      name: 'Meera Shah',
      email: 'meera@example.test',
      mobile: '9876543210',
      createdAt: '2026-10-01T06:00:00.000Z',
      orders: 3,
      admissions: 0,
    },
  ]),
  '/customers/u1': {
    data: {
      id: 'u1',
      name: 'Meera Shah',
      email: 'meera@example.test',
      mobile: '9876543210',
      createdAt: '2026-10-01T06:00:00.000Z',
      orders: 1,
      admissions: 1,
      gstNo: '',
      orderList: [summary(1)],
      admissionList: [admission],
    },
  },
  '/staff': {
    data: [
      session.staff,
      {
        id: 's2',
        email: 'desk@skate01.test',
        name: 'Ravi Desk',
        role: 'staff',
        status: 'active',
        lastSignInAt: null,
        createdAt: '2026-11-02T04:30:00.000Z',
      },
    ],
  },
  '/audit': page(audit),
  '/settings': { data: { storeName: 'Skate Academy Pune', notifyEmail: 'desk@skate01.test' } },
  '/notifications': page([
    {
      id: 'n1',
      template: 'order-paid',
      recipient: 'desk@skate01.test',
      subject: 'New paid order SK-1001',
      status: 'sent',
      attempts: 1,
      lastError: '',
      createdAt: '2026-11-20T06:01:00.000Z',
      sentAt: '2026-11-20T06:01:05.000Z',
    },
    {
      id: 'n2',
      template: 'order-shipped',
      recipient: 'meera@example.test',
      subject: 'Your order is on its way',
      status: 'dead',
      attempts: 5,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: '2026-11-21T06:01:00.000Z',
      sentAt: null,
    },
  ]),
};
let signedIn = false;
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.map': 'application/json',
};
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.startsWith('/admin/api/')) {
    const path = url.pathname.slice('/admin/api'.length);
    if (path === '/session' && !signedIn) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ success: false, isError: true, message: 'Sign in first', msg: 'Sign in first' }),
      );
    }
    const body = api[path];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify(body ?? { success: false, isError: true, message: 'Not found', msg: 'Not found' }),
    );
  }
  let file = join(dist, url.pathname.replace(/^\/admin\/?/, ''));
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(4399, '127.0.0.1', r));
const base = 'http://127.0.0.1:4399/admin';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const problems = [];
async function check(page, name, width) {
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    problems.push(
      `${name}@${width}: ${v.impact} ${v.id} ${v.nodes
        .slice(0, 2)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
    );
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (scroll > 0) problems.push(`${name}@${width}: page scrolls sideways by ${scroll}px`);
  const h1 = await page.locator('h1').count();
  if (h1 !== 1 && !name.includes('dialog') && !name.includes('drawer') && !name.includes('menu'))
    problems.push(`${name}@${width}: ${h1} h1`);
  await page.screenshot({
    path: join(out, `${name}-${width}.png`),
    fullPage: !name.includes('dialog') && !name.includes('drawer') && !name.includes('menu'),
  });
}
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  signedIn = false;
  await page.goto(`${base}/?store=SKATE01`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await check(page, 'sign-in', width);
  signedIn = true;
  const screens = [
    ['overview', '/', 'Overview'],
    ['orders', '/orders', 'Orders'],
    ['order', '/orders/o1', 'Order SK-1001'],
    ['admissions', '/admissions', 'Admissions'],
    ['admission', '/admissions/ad1', 'Admission: Riya Menon'],
    ['inbox', '/inbox', 'Inbox'],
    ['customers', '/customers', 'Customers'],
    ['customer', '/customers/u1', 'Meera Shah'],
    ['staff', '/staff', 'Staff'],
    ['audit', '/audit', 'Audit log'],
    ['notifications', '/notifications', 'Notifications'],
    ['settings', '/settings', 'Settings'],
  ];
  for (const [name, path, heading] of screens) {
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await check(page, name, width);
    if (name === 'order') {
      // Keyboard only: from the heading, Tab reaches Ship; Enter opens the dialog on its first field;
      // Escape closes it and gives focus back to Ship.
      await page.locator('h1').focus();
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.textContent);
      if (first !== 'Ship') problems.push(`order@${width}: Tab from the heading reached ${first}`);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Ship the order' }).waitFor();
      const field = await page.evaluate(() => document.activeElement?.id);
      const courierId = await page.getByLabel('Courier').getAttribute('id');
      if (field !== courierId)
        problems.push(`ship dialog@${width}: opened on ${field}, not the courier field`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Ship' }).click();
      await page
        .getByRole('dialog', { name: 'Ship the order' })
        .getByRole('button', { name: 'Mark shipped' })
        .click();
      await page.getByText('Enter the courier').waitFor();
      await check(page, 'order-ship-dialog', width);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      if (focused !== 'Ship') problems.push(`ship dialog: focus returned to ${focused}`);
      await page.getByRole('button', { name: 'Refund' }).click();
      await check(page, 'order-refund-dialog', width);
      await page.keyboard.press('Escape');
    }
    if (name === 'inbox') {
      await page.getByRole('button', { name: 'Sunil Traders' }).click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'inbox-drawer', width);
      await page.keyboard.press('Escape');
    }
    if (name === 'overview' && width === 390) {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await check(page, 'menu', width);
      await page.keyboard.press('Escape');
    }
  }
  await context.close();
}
await browser.close();
server.close();
console.log(problems.length ? problems.join('\n') : 'no problems');
process.exitCode = problems.length ? 1 : 0;
