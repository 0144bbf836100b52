import { expect, type Page, test } from '@playwright/test';
import {
  type ApiSession,
  getOrder,
  listProducts,
  placePaidOrderThroughApi,
  signedUpUser,
  type TestUser,
} from '../support/api';
import { CONSOLE, signInToConsole } from '../support/console';
import { API_BASE, SITE_BASE } from '../support/env';
import { checkPage } from '../support/page-checks';

/*
 * Issue 39's money at the counter, in Chromium at 390 px: the front desk refunds one line of an order
 * with restock and the stock goes back; the accountant's orders.csv adds up for that order.
 * The Elbow Pads of the seed: Rs 499 each (sale price), delivery Rs 50 to the test address.
 */

const PADS = { id: 'sk-gear-elbow-pads', title: 'Elbow Pads' };

let user: TestUser;
let session: ApiSession;

/** The units of the pads on hand, as the shop lists them. */
async function padsOnHand(page: Page): Promise<number> {
  const products = await listProducts(page.request);
  return Number(products.find((p) => p.product_id === PADS.id)?.totalStock);
}

/** The cells of each CSV line (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

test('the front desk refunds one line with restock at 390 px: the stock goes back and orders.csv adds up', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  ({ user, session } = await signedUpUser(request, 'money'));
  // The creation answers the provider's order id; the console and the export name the order by our id.
  const providerId = await placePaidOrderThroughApi(request, session, user, PADS, { quantity: 2 });
  const id = String((await getOrder(request, session, providerId)).id);

  const context = await browser.newContext({
    baseURL: SITE_BASE,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 390, height: 844 },
  });
  const desk = await context.newPage();
  await signInToConsole(desk, { request });
  const before = await padsOnHand(desk);

  await desk.goto(`${CONSOLE}/orders/${encodeURIComponent(id)}`);
  await desk.locator('.order-actions').getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: 'Refund' });
  await expect(dialog.getByRole('radio', { name: 'Lines and units' })).toBeChecked();
  const units = dialog.getByLabel(/^Elbow Pads.*units to refund$/);
  await expect(units).toHaveAccessibleDescription('2 of 2 left to refund · ₹499 each');
  await units.fill('1');
  await expect(dialog.getByLabel('Put the refunded units back in stock')).toBeChecked();
  await dialog.getByLabel('Reason').fill('One pad returned unworn');
  await checkPage(desk, 'console-refund-by-line');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    desk.locator('dl > div').filter({ has: desk.locator('dt').getByText('Refunded', { exact: true }) }),
  ).toContainText('₹499');
  expect(await padsOnHand(desk)).toBe(before + 1);

  // The accountant's export: the order's row adds up, its refund is the line's Rs 499.
  const csv = await desk.request.get(`${API_BASE}/admin/api/exports/orders.csv`);
  expect(csv.status()).toBe(200);
  const [header, ...rows] = parseCsv(await csv.text());
  const cells = rows.find((r) => r[header.indexOf('Order id')] === id);
  expect(cells, 'the order is in orders.csv').toBeTruthy();
  const money = (name: string) => Number((cells as string[])[header.indexOf(name)]);
  expect({
    items: money('Items total'),
    discount: money('Discount'),
    delivery: money('Delivery charge'),
    total: money('Order total'),
    paid: money('Paid online'),
    collected: money('Collected on delivery'),
    due: money('Due on delivery'),
    refunded: money('Refunded'),
    received: money('Received'),
  }).toEqual({
    items: 998,
    discount: 0,
    delivery: 50,
    total: 1048,
    paid: 1048,
    collected: 0,
    due: 0,
    refunded: 499,
    received: 549,
  });
  expect(money('Taxable value') + money('GST')).toBeCloseTo(1048, 2);
  await context.close();
});
