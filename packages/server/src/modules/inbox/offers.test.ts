import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { serverForFile, TEST_MERCHANT } from '../../../test/helper';
import { call } from '../../../test/session';
import { auditLog, orders, outbox, products, quotes, users } from '../../db/schema';
import { FEE_TEXTS, TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const staff = sessionForFile(server, { role: 'staff' });

const GUEST = 'tara.offer@example.com';
const home = {
  location_user: TEXTS.ADDRESS_TYPE_HOME,
  new_address: '12 Link Road',
  city: 'Mumbai',
  pincode: SEED_REFS.pincodes.active,
  number: '9876512345',
};

let quoteId = '';

async function stockOfCheap(): Promise<number> {
  const [row] = await server.app.db
    .select({ stock: products.totalStock })
    .from(products)
    .where(and(eq(products.main_id, TEST_MERCHANT), eq(products.product_id, SEED_REFS.products.cheap)));
  return row.stock;
}

/** The token of the newest offer mail to `email` (the link's `token=`). */
async function mailedToken(email: string): Promise<{ subject: string; token: string }> {
  const mails = await server.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'quote.offer.customer')));
  const mail = mails.at(-1);
  const token = /\/quote\/pay\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`no offer mailed to ${email}`);
  return { subject: mail.subject, token };
}

async function pay(token: string, key?: string) {
  return call<{ amount: number; order_id: string; receipt_id: string; id: string; message: string }>(
    server,
    'POST',
    '/quote-offers/pay',
    { body: { token, shipping_address: home }, headers: key ? { 'idempotency-key': key } : {} },
  );
}

async function verify(token: string, providerOrderId: string) {
  const proof = server.app.services.sandbox.signPayment(providerOrderId);
  return call<{ status: string; message: string }>(server, 'POST', '/quote-offers/verify', {
    body: {
      token,
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: proof.paymentId,
      razorpay_signature: proof.signature,
    },
  });
}

beforeAll(async () => {
  const asked = await call(server, 'POST', '/payment/getquote', {
    body: {
      name: 'Tara Guest',
      mobile: '9876512345',
      email: GUEST,
      description: 'Three pairs for my kids',
      cart_products: [{ product_id: SEED_REFS.products.cheap, quantity: 3 }],
      main_id: TEST_MERCHANT,
    },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  quoteId = (await server.app.db.select().from(quotes).where(eq(quotes.email, GUEST)))[0].id;
});

describe('offers on quotes (issue 39)', () => {
  it('a guest pays an offer from its mail at the offer total; paid twice 409, another token 403, stock taken once', async () => {
    const listed = await staff.call<{
      data: unknown[];
      draft: { productId: string; quantity: number; unitPrice: number }[];
    }>('GET', `/inbox/quote/${quoteId}/offers`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([]);
    expect(listed.body.draft).toEqual([
      {
        productId: SEED_REFS.products.cheap,
        sku: expect.any(String),
        name: expect.any(String),
        quantity: 3,
        unitPrice: 499,
      },
    ]);

    const made = await staff.call<{
      data: { total: number; delivery: number; state: string; lines: { lineTotal: number }[] };
    }>('POST', `/inbox/quote/${quoteId}/offers`, {
      lines: [{ productId: SEED_REFS.products.cheap, quantity: 3, unitPrice: 450 }],
      delivery: 60,
      message: 'Family price',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect([made.body.data.total, made.body.data.delivery, made.body.data.state]).toEqual([1410, 60, 'sent']);
    expect(made.body.data.lines.map((l) => l.lineTotal)).toEqual([1350]);
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, quoteId));
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([['quote.offer', staff.email]]);
    // The guest had no account: one is made for the quote's e-mail, and the quote is handled.
    expect(
      await server.app.db.select({ id: users.id }).from(users).where(eq(users.email, GUEST)),
    ).toHaveLength(1);
    expect(
      (await server.app.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0].handled_at,
    ).not.toBeNull();

    const { subject, token } = await mailedToken(GUEST);
    expect(subject).toBe('Your quote from SkateKit Roller Skating Academy: ₹1,410');
    const opened = await call<{
      data: {
        total: number;
        delivery: number;
        state: string;
        lines: { unit_price: number; quantity: number; line_total: number }[];
      };
    }>(server, 'GET', `/quote-offers?token=${token}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({ total: 1410, delivery: 60, state: 'sent' });
    expect(opened.body.data.lines.map((l) => [l.quantity, l.unit_price, l.line_total])).toEqual([
      [3, 450, 1350],
    ]);

    // Another token: altered, or a fee pay link's (another purpose), opens nothing.
    const altered = await call<{ message: string }>(
      server,
      'GET',
      `/quote-offers?token=${token.slice(0, -2)}xx`,
    );
    expect([altered.status, altered.body.message]).toEqual([403, TEXTS.QUOTE_OFFER_INVALID]);
    const feeToken = await server.app.services.feeLinks.sign(
      'someone',
      { main_id: TEST_MERCHANT, offer: 'x' },
      new Date(Date.now() + 86_400_000),
    );
    const fee = await pay(feeToken);
    expect([fee.status, fee.body.message]).toEqual([403, TEXTS.QUOTE_OFFER_INVALID]);
    expect(FEE_TEXTS.LINK_INVALID).not.toBe(TEXTS.QUOTE_OFFER_INVALID);

    const before = await stockOfCheap();
    const paid = await pay(token, 'offer-key-1');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.amount).toBe(1410);
    const again = await pay(token, 'offer-key-1');
    expect([again.status, again.body.order_id]).toEqual([200, paid.body.order_id]);
    // A second attempt without the key answers the payment already opened: still one order.
    const tab = await pay(token);
    expect([tab.status, tab.body.order_id]).toEqual([200, paid.body.order_id]);
    expect(await stockOfCheap()).toBe(before - 3);
    const [order] = await server.app.db.select().from(orders).where(eq(orders.id, paid.body.id));
    expect([order.totalAmountbeforePay, order.deliveryCharge, order.amountafterdiscount]).toEqual([
      1410, 60, 1350,
    ]);
    expect(order.cart_products.map((l) => [l.quantity, l.product_saleprice])).toEqual([[3, 499]]);

    const verified = await verify(token, paid.body.order_id);
    expect([verified.status, verified.body.status]).toEqual([200, 'Success']);

    const twice = await pay(token);
    expect([twice.status, twice.body.message]).toEqual([409, TEXTS.QUOTE_OFFER_PAID]);
    const read = await call<{ message: string }>(server, 'GET', `/quote-offers?token=${token}`);
    expect([read.status, read.body.message]).toEqual([409, TEXTS.QUOTE_OFFER_PAID]);
    expect(await stockOfCheap()).toBe(before - 3);
    const states = await owner.call<{ data: { state: string; orderId: string }[] }>(
      'GET',
      `/inbox/quote/${quoteId}/offers`,
    );
    expect(states.body.data.map((o) => [o.state, o.orderId])).toEqual([['paid', paid.body.id]]);
  });

  it('an offer past its day is refused with 410, and the console shows it expired', async () => {
    // Made two days ago, payable to the end of that India day.
    const real = server.app.services.now;
    const then = new Date(Date.now() - 2 * 86_400_000);
    const day = new Date(then.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    server.app.services.now = () => then;
    let made: { status: number; body: { data: { id: string; expiresAt: string } } };
    try {
      made = await owner.call('POST', `/inbox/quote/${quoteId}/offers`, {
        lines: [{ productId: SEED_REFS.products.cheap, quantity: 1, unitPrice: 400 }],
        validUntil: day,
      });
    } finally {
      server.app.services.now = real;
    }
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // Midnight IST is 18:30 UTC the day before.
    expect(made.body.data.expiresAt).toBe(`${day}T18:30:00.000Z`);
    const { token } = await mailedToken(GUEST);
    const before = await stockOfCheap();
    const late = await pay(token);
    expect([late.status, late.body.message]).toEqual([410, TEXTS.QUOTE_OFFER_EXPIRED]);
    const read = await call<{ message: string }>(server, 'GET', `/quote-offers?token=${token}`);
    expect([read.status, read.body.message]).toEqual([410, TEXTS.QUOTE_OFFER_EXPIRED]);
    expect(await stockOfCheap()).toBe(before);
    const states = await owner.call<{ data: { id: string; state: string }[] }>(
      'GET',
      `/inbox/quote/${quoteId}/offers`,
    );
    expect(states.body.data.find((o) => o.id === made.body.data.id)?.state).toBe('expired');
  });

  it('refuses bad offers with a clear 400, and 404 for another merchant', async () => {
    const none = await owner.call<{ message: string }>('POST', `/inbox/quote/${quoteId}/offers`, {
      lines: [],
    });
    expect(none.status).toBe(400);
    const gone = await owner.call<{ message: string }>('POST', `/inbox/quote/${quoteId}/offers`, {
      lines: [{ productId: 'no-such-product', quantity: 1, unitPrice: 10 }],
    });
    expect([gone.status, gone.body.message]).toEqual([400, TEXTS.PRODUCT_UNAVAILABLE]);
    const past = await owner.call<{ message: string }>('POST', `/inbox/quote/${quoteId}/offers`, {
      lines: [{ productId: SEED_REFS.products.cheap, quantity: 1, unitPrice: 10 }],
      validUntil: '2020-01-01',
    });
    expect(past.status).toBe(400);
    const other = await owner.call('GET', '/inbox/quote/not-a-quote/offers');
    expect(other.status).toBe(404);
  });
});
