import { TEXTS } from '@skatekit/core/texts';
import { expect, test } from '@playwright/test';
import { CONSOLE, phoneContext, signInToConsole } from '../support/console';
import { API_BASE, MERCHANT, SITE_BASE } from '../support/env';
import { checkPage } from '../support/page-checks';
import { answerSandbox, settle } from '../support/ui';

/**
 * Issue 39 at 390 and 1280 px: a guest asks for a quote on three elbow pads; the owner makes an offer from the
 * console's inbox (Rs 450 each, Rs 60 delivery); the offer's mail (read from the dev outbox) carries a
 * signed link; opened without signing in (on a phone, then on a laptop), the page shows the lines, delivery and total,
 * and pays exactly Rs 1,410 in the sandbox; the link then says it is paid and the console shows Paid.
 */
const PRODUCT = 'sk-gear-elbow-pads';

for (const width of [390, 1280]) {
  test(`a shopper pays a quote from its mail at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const stamp = `${width}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const NAME = `Tara Quote ${stamp}`;
    const EMAIL = `tara.quote.${stamp}@example.com`;
    const asked = await request.post(`${API_BASE}/payment/getquote`, {
      data: {
        name: NAME,
        mobile: '9876512345',
        email: EMAIL,
        description: 'Three pairs for my kids',
        cart_products: [{ product_id: PRODUCT, quantity: 3 }],
        main_id: MERCHANT,
      },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    const context =
      width === 390
        ? await phoneContext(browser)
        : await browser.newContext({ baseURL: SITE_BASE, viewport: { width, height: 800 } });
    // The owner makes the offer from the inbox, on the same screen.
    const desk = await context.newPage();
    await signInToConsole(desk);
    await desk.goto(`${CONSOLE}/inbox?kind=quote`);
    await desk.getByRole('button', { name: NAME }).click();
    const drawer = desk.getByRole('dialog', { name: `Quote request from ${NAME}` });
    await expect(drawer.getByText('No offer yet.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Make an offer' });
    await expect(dialog.getByLabel(/^Quantity of/)).toHaveValue('3');
    await dialog.getByLabel(/^Price per unit of/).fill('450');
    await dialog.getByLabel('Delivery (₹)').fill('60');
    await expect(dialog.getByText('Total ₹1,410')).toBeVisible();
    // axe at both widths (once: the check itself resizes the page to 390 and 1280 px).
    if (width === 390) await checkPage(desk, 'console-quote-offer');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await expect(drawer.getByText('Sent', { exact: true })).toBeVisible();

    // The mail, from the server's dev outbox (the notification worker sends about every second).
    let token = '';
    await expect
      .poll(
        async () => {
          const response = await request.get(`${API_BASE}/dev/outbox/${encodeURIComponent(EMAIL)}`);
          if (!response.ok()) return '';
          const body = (await response.json()) as { data?: { subject?: string; text?: string }[] };
          const mail = (body.data ?? []).find((m) => m.subject?.startsWith('Your quote from'));
          token = /\/quote\/pay\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
          return mail?.subject ?? '';
        },
        { timeout: 30_000 },
      )
      .toContain('₹1,410');
    expect(token).not.toBe('');

    // Opened without signing in.
    const page = await context.newPage();
    await page.goto(`/quote/pay?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.QUOTE_OFFER_TITLE })).toBeVisible();
    const lines = page.getByRole('table', { name: TEXTS.QUOTE_OFFER_TITLE });
    await expect(lines.getByRole('row').filter({ hasText: '₹450' })).toContainText('₹1,350');
    await expect(lines.getByRole('row').filter({ hasText: TEXTS.DELIVERY_CHARGE })).toContainText('₹60');
    await expect(
      lines.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TEXTS.TOTAL, exact: true }) }),
    ).toContainText('₹1,410');
    await expect(page.getByText(`${TEXTS.QUOTE_OFFER_VALID_UNTIL}:`)).toBeVisible();
    await page.getByLabel(TEXTS.ADDRESS_LINE).fill('12 Link Road');
    await page.getByLabel(TEXTS.CITY).fill('Mumbai');
    await page.getByLabel(TEXTS.PINCODE).fill('400064');
    await expect(page.getByLabel(TEXTS.MOBILE_NUMBER)).toHaveValue('9876512345');
    if (width === 390) {
      await settle(page);
      await checkPage(page, 'quote-pay');
    }
    const pay = page.getByRole('button', { name: `${TEXTS.QUOTE_OFFER_PAY} ₹1,410` });
    await (width === 390 ? pay.tap() : pay.click());
    await answerSandbox(page, 'success');
    await expect(page.getByText(TEXTS.QUOTE_OFFER_PAID_THANKS)).toBeVisible({ timeout: 20_000 });

    // The link says it is paid when opened again, and the console shows the offer paid.
    await page.reload();
    await expect(page.getByText(TEXTS.QUOTE_OFFER_PAID)).toBeVisible();
    await desk.reload();
    await desk.getByRole('button', { name: NAME }).click();
    await expect(
      desk.getByRole('dialog', { name: `Quote request from ${NAME}` }).getByText('Paid', { exact: true }),
    ).toBeVisible();
    await context.close();
  });
}
