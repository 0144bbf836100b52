import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  getOrder,
  loginThroughApi,
  newUser,
  placePaidOrderThroughApi,
  registerThroughApi,
  setOrderStatus,
} from '../support/api';
import { CONSOLE, signInToConsole } from '../support/console';
import { field } from '../support/ui';
import { orderNumber } from '../support/core';
import { SITE_BASE } from '../support/env';
import { expectNoSeriousA11yViolations, SCREENSHOT_DIR, screenshotFirstScreen } from '../support/page-checks';

/**
 * The front desk's tools (issue 39) against the real server, at a phone's width and a laptop's: the
 * Overview's sales; find an order by typing a name and open it by tapping its card; ship three orders in
 * one bulk action and print their packing slips (axe on each of these screens).
 */
const BEARINGS = { id: 'sk-bearings-abec7', title: 'ABEC-7 Bearings (16 pack)' };
const SCREENS = [
  { width: 390, height: 844, surname: 'Phonedesk' },
  { width: 1280, height: 800, surname: 'Laptopdesk' },
] as const;

/** A paid order of one product, placed by a new shopper called `fullName`, moved to Packed. */
async function packedOrderOf(request: APIRequestContext, fullName: string) {
  const user = { ...newUser(fullName.split(' ')[0].toLowerCase()), fullName };
  await registerThroughApi(request, user);
  const session = await loginThroughApi(request, user);
  const id = await placePaidOrderThroughApi(request, session, user, BEARINGS);
  await setOrderStatus(request, id, 'Packed');
  return { id, number: orderNumber(await getOrder(request, session, id)), name: fullName };
}

for (const screen of SCREENS) {
  test(`at ${screen.width} px: the front desk finds an order by typing a name, opens it by tapping its card, ships three orders in one bulk action and prints their slips`, async ({
    browser,
    request,
  }) => {
    const orders = [];
    for (const first of ['Kavya', 'Rohan', 'Ishaan'])
      orders.push(await packedOrderOf(request, `${first} ${screen.surname}`));
    const [kavya] = orders;

    const context = await browser.newContext({
      baseURL: SITE_BASE,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      viewport: { width: screen.width, height: screen.height },
      hasTouch: screen.width < 600,
    });
    const desk = await context.newPage();
    await signInToConsole(desk);
    // The Overview: sales, orders and fees of today, 7 and 30 days (the three orders are today's) and a chart.
    const sales = desk.getByRole('region', { name: 'Sales' });
    const today = sales.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: 'Today' }) });
    await expect(today.getByText('Academy fees')).toBeVisible();
    await expect(sales.getByRole('img', { name: /^Sales per day, last 30 days/ })).toBeVisible();
    await expectNoSeriousA11yViolations(desk, `front-desk overview at ${screen.width} px`);
    await desk.goto(`${CONSOLE}/orders`);
    await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const table = desk.getByRole('table', { name: 'Orders' });
    const search = desk.getByLabel('Search orders by order number, name, phone or e-mail');

    // Typing filters as one types: no Enter, no Search button.
    await search.pressSequentially(`Kavya ${screen.surname}`, { delay: 40 });
    await expect(table.getByRole('link')).toHaveText([kavya.number]);
    await expect(desk).toHaveURL(new RegExp(`q=Kavya\\+${screen.surname}`));
    const card = table.getByRole('row').filter({ has: desk.getByRole('link', { name: kavya.number }) });
    // The first card is on the first screen, whole.
    const box = await card.boundingBox();
    expect(box, 'the order card has a box').not.toBeNull();
    expect(box ? box.y + box.height : Number.POSITIVE_INFINITY).toBeLessThan(screen.height);
    await expectNoSeriousA11yViolations(desk, `front-desk orders at ${screen.width} px`);
    await screenshotFirstScreen(desk, 'front-desk-orders');

    // A tap on the card away from the order number (its bottom left, on the customer or total) opens it.
    const spot = { x: 24, y: (box?.height ?? 40) - 16 };
    if (screen.width < 600) await card.tap({ position: spot });
    else await card.click({ position: spot });
    await expect(desk.getByRole('heading', { level: 1, name: `Order ${kavya.number}` })).toBeVisible();
    await desk.goBack();
    await expect(search).toHaveValue(`Kavya ${screen.surname}`);

    // All three by their shared surname, selected, shipped in one action.
    await search.fill('');
    await search.pressSequentially(screen.surname, { delay: 40 });
    await expect(table.getByRole('link')).toHaveCount(3);
    for (const order of orders) await expect(table.getByRole('link', { name: order.number })).toBeVisible();
    await desk.getByRole('checkbox', { name: 'Select every order on this page' }).check();
    const bar = desk.getByRole('region', { name: 'Selected orders' });
    await expect(bar.getByText('3 orders selected')).toBeVisible();
    await bar.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: 'Ship 3 orders' });
    await dialog.getByLabel('Courier').fill('Blue Dart');
    for (const [i, order] of orders.entries())
      await dialog
        .getByLabel(`Tracking number of ${order.number} (${order.name})`)
        .fill(`BD${screen.width}${i}IN`);
    await expectNoSeriousA11yViolations(desk, `front-desk bulk ship at ${screen.width} px`);
    await dialog.getByRole('button', { name: 'Ship 3 orders' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar.getByRole('status')).toHaveText('Ship: 3 of 3 orders moved to Shipped.');
    await expect(table.getByRole('row').filter({ hasText: 'Shipped' })).toHaveCount(3);

    // Their packing slips, one to a printed page.
    await bar.getByRole('link', { name: 'Print packing slips' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
    const slips = desk.getByRole('article');
    await expect(slips).toHaveCount(3);
    await expectNoSeriousA11yViolations(desk, `front-desk packing slips at ${screen.width} px`);
    await desk.emulateMedia({ media: 'print' });
    for (const order of orders)
      await expect(desk.getByRole('heading', { name: `Packing slip ${order.number}` })).toBeVisible();
    // Print shows the papers only: no console header, no Print button.
    await expect(desk.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(desk.getByRole('banner')).toBeHidden();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await desk.screenshot({
      path: join(SCREENSHOT_DIR, `front-desk-packing-slips-print-${screen.width}.png`),
      fullPage: true,
    });
    await desk.emulateMedia({ media: 'screen' });
    await context.close();
  });
}

for (const screen of SCREENS) {
  test(`at ${screen.width} px: catalogue entry: a size x colour matrix generated, the gallery and the rich-text description, and the import's mode (axe)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      viewport: { width: screen.width, height: screen.height },
    });
    const desk = await context.newPage();
    await signInToConsole(desk);
    await desk.goto(`${CONSOLE}/products/new`);
    await expect(desk.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await field(desk, 'Type').selectOption('Variable Product');
    await field(desk, 'SKU').fill('E2E-MX');
    await desk.getByRole('button', { name: 'Add attribute' }).click();
    await field(desk, 'Attribute 1 name').fill('Size');
    await field(desk, 'Attribute 1 terms').fill('7, 8');
    await desk.getByRole('button', { name: 'Add attribute' }).click();
    await field(desk, 'Attribute 2 name').fill('Colour');
    await field(desk, 'Attribute 2 terms').fill('Red, Black');
    await field(desk, 'Price of each new variation (₹)').fill('2999');
    await field(desk, 'Stock of each new variation').fill('4');
    await desk.getByRole('button', { name: 'Generate variations from the attributes' }).click();
    await expect(desk.getByText('4 variations from the attributes: 4 new, 0 kept.')).toBeVisible();
    await expect(field(desk, 'Variation 4 SKU')).toHaveValue('E2E-MX-8-BLACK');
    await expect(field(desk, 'Variation 3 price (₹)')).toHaveValue('2999');
    await expect(desk.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();
    await expect(desk.getByRole('toolbar', { name: 'Description formatting' })).toBeVisible();
    await expectNoSeriousA11yViolations(desk, `front-desk product form at ${screen.width} px`);
    await desk.goto(`${CONSOLE}/import`);
    await expect(desk.getByRole('radio', { name: /^New products only/ })).toBeChecked();
    await expectNoSeriousA11yViolations(desk, `front-desk import at ${screen.width} px`);
    await context.close();
  });
}
