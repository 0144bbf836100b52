import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminSession } from '../../../test/admin';
import { admissionForm, orderRow, paidOrder } from '../../../test/console';
import type { TestServer } from '../../../test/helper';
import { apiAs, call, type SignedUpUser, sandboxPay, verifyBody } from '../../../test/session';
import { createOrder, customer, openShop, orderBody, stockOf } from '../../../test/shop';
import { auditLog, coupons, merchantSettings, outbox } from '../../db/schema';
import { SEED_REFS } from '../../seed';

let server: TestServer;
let asha: SignedUpUser;
let ashaHome: string;
let ravi: SignedUpUser;
let raviHome: string;
let owner: AdminSession;
let staff: AdminSession;

const P = SEED_REFS.products;

beforeAll(async () => {
  ({ server, asha, ashaHome, ravi, raviHome } = await openShop());
  owner = await adminSession(server, { role: 'owner', email: 'orders-owner@skate01.test' });
  staff = await adminSession(server, { role: 'staff' });
});
afterAll(() => server.close());

type Detail = {
  data: {
    id: string;
    number: string;
    orderStatus: string;
    payment: string;
    courier: string;
    trackingNumber: string;
    actions: string[];
    canCollectRemainder: boolean;
    figures: Record<string, number | string>;
    dates: Record<string, string | null>;
    events: { kind: string; status: string; staffEmail: string }[];
    refunds: { amount: number; status: string; providerRefundId: string | null; staffEmail: string }[];
    audit: {
      action: string;
      staffEmail: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];
  };
};

const act = (who: AdminSession, id: string, body: Record<string, unknown>) =>
  who.call<Detail & { message?: string }>('POST', `/orders/${id}/actions`, body);

async function auditCount(id: string) {
  return (await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, id))).length;
}

describe('the orders inbox', () => {
  it('finds a paid order by its number, the shopper name or e-mail, and counts it', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const number = order.receipt_id
      .replace(/^rcpt_/, '')
      .slice(-8)
      .toUpperCase();
    for (const q of [number, `#${number.toLowerCase()}`, asha.email.toUpperCase(), 'asha pat']) {
      const found = await staff.call<{
        data: { id: string; number: string; payment: string }[];
        total: number;
      }>('GET', `/orders?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.data.map((o) => o.id)).toContain(order.id);
    }
    const byNumber = await staff.call<{
      data: { id: string; number: string; payment: string; total: number }[];
    }>('GET', `/orders?q=${number}`);
    expect(byNumber.body.data).toHaveLength(1);
    expect(byNumber.body.data[0]).toMatchObject({ number, payment: 'paid', total: 549 });
    const paid = await staff.call<{ data: { id: string }[]; counts: { byStatus: Record<string, number> } }>(
      'GET',
      '/orders?payment=paid&status=Pending&payMode=Pay%20now',
    );
    expect(paid.body.data.map((o) => o.id)).toContain(order.id);
    expect(paid.body.counts.byStatus.Pending).toBeGreaterThanOrEqual(1);
    const none = await staff.call<{ data: unknown[] }>('GET', `/orders?q=${number}&payment=unpaid`);
    expect(none.body.data).toEqual([]);
    const future = await staff.call<{ data: unknown[] }>('GET', `/orders?q=${number}&from=2099-01-01`);
    expect(future.body.data).toEqual([]);
    const badSort = await staff.call<{ message: string }>('GET', '/orders?sort=password');
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('Sort by createdAt or total');
  });
});

describe('fulfilment', () => {
  it('confirm, pack, ship, out for delivery, deliver: each stamps its date, has its audit row and shows on the track page', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const steps = [
      { body: { action: 'confirm' }, status: 'Processing', date: 'confirmed' },
      { body: { action: 'pack' }, status: 'Packed', date: 'packed' },
      {
        body: { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD123456' },
        status: 'Shipped',
        date: 'shipped',
      },
      { body: { action: 'out-for-delivery' }, status: 'Out for delivery', date: 'outForDelivery' },
      { body: { action: 'deliver' }, status: 'Delivered', date: 'delivered' },
    ];
    for (const [index, step] of steps.entries()) {
      const res = await act(staff, order.id, step.body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.orderStatus).toBe(step.status);
      expect(res.body.data.dates[step.date]).not.toBeNull();
      expect(res.body.data.audit).toHaveLength(index + 1);
      expect(res.body.data.audit[index]).toMatchObject({
        action: `order.${step.body.action}`,
        staffEmail: staff.email,
        after: { orderStatus: step.status },
      });
    }
    const wire = await apiAs(server, asha).orders.get(order.id);
    expect(wire).toMatchObject({
      orderStatus: 'Delivered',
      courier: 'Blue Dart',
      tracking_number: 'BD123456',
    });
    expect(wire.processing_date).not.toBe('');
    expect(wire.packed_date).not.toBe('');
    expect(wire.delivery_date).not.toBe('');
    const detail = await staff.call<Detail>('GET', `/orders/${order.id}`);
    expect(detail.body.data.actions).toEqual([]);
    expect(detail.body.data.events.map((e) => `${e.kind}:${e.status}`)).toEqual([
      'paid:Pending',
      'status:Processing',
      'status:Packed',
      'status:Shipped',
      'status:Out for delivery',
      'status:Delivered',
    ]);
    const mails = await server.app.db.select().from(outbox).where(eq(outbox.recipient, asha.email));
    expect(mails.map((m) => m.template).filter((t) => t !== 'order.paid.customer')).toEqual(
      expect.arrayContaining([
        'order.shipped.customer',
        'order.out-for-delivery.customer',
        'order.delivered.customer',
      ]),
    );
    const shipped = mails.find(
      (m) => m.template === 'order.shipped.customer' && m.dedupe_key?.includes(order.id),
    );
    expect(shipped?.text).toContain('Tracking number: BD123456');

    // Delivered -> Packed is refused and changes nothing.
    const before = await orderRow(server, order.id);
    const audits = await auditCount(order.id);
    const back = await act(staff, order.id, { action: 'pack' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order that is Delivered cannot be moved to Packed');
    expect(await orderRow(server, order.id)).toEqual(before);
    expect(await auditCount(order.id)).toBe(audits);
  });

  it('no step is skipped; shipping needs a courier and a tracking number', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const before = await orderRow(server, order.id);
    const skip = await act(staff, order.id, { action: 'ship', courier: 'DTDC', trackingNumber: 'D1' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('An order that is Pending cannot be moved to Shipped');
    const deliver = await act(staff, order.id, { action: 'deliver' });
    expect(deliver.status).toBe(409);
    expect(deliver.body.message).toBe('An order that is Pending cannot be moved to Delivered');
    expect(await orderRow(server, order.id)).toEqual(before);
    await act(staff, order.id, { action: 'confirm' });
    await act(staff, order.id, { action: 'pack' });
    const noTracking = await act(staff, order.id, { action: 'ship', courier: 'DTDC' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.message).toContain('Enter the tracking number');
    expect((await orderRow(server, order.id)).orderStatus).toBe('Packed');
  });

  it('cancel gives the stock and the coupon use back once, and leaves a paid order owing its refund', async () => {
    const stockBefore = (await stockOf(server, P.cheap)).totalStock;
    const [couponBefore] = await server.app.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.main_id, 'SKATE01'), eq(coupons.code, SEED_REFS.coupons.percentage)));
    // A new customer: the coupon is for a first order only.
    const { user, home } = await customer(server);
    const order = await paidOrder(server, user, home, [{ id: P.cheap, qty: 2 }], {
      couponCode: SEED_REFS.coupons.percentage,
    });
    expect((await stockOf(server, P.cheap)).totalStock).toBe(Number(stockBefore) - 2);
    await act(staff, order.id, { action: 'confirm' });
    const cancelled = await act(staff, order.id, { action: 'cancel', note: 'Customer asked' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ orderStatus: 'Cancelled', payment: 'refund-needed' });
    expect(cancelled.body.data.dates.cancelled).not.toBeNull();
    expect(cancelled.body.data.dates.refundNeeded).not.toBeNull();
    expect((await stockOf(server, P.cheap)).totalStock).toBe(stockBefore);
    const couponAfter = async () =>
      (
        await server.app.db
          .select()
          .from(coupons)
          .where(and(eq(coupons.main_id, 'SKATE01'), eq(coupons.code, SEED_REFS.coupons.percentage)))
      )[0].used_count;
    expect(await couponAfter()).toBe(couponBefore.used_count);

    const again = await act(owner, order.id, { action: 'cancel' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An order that is Cancelled cannot be moved to Cancelled');
    expect((await stockOf(server, P.cheap)).totalStock).toBe(stockBefore);
    expect(await couponAfter()).toBe(couponBefore.used_count);

    const queue = await staff.call<{ data: { id: string }[]; counts: { refundNeeded: number } }>(
      'GET',
      '/orders?payment=refund-needed',
    );
    expect(queue.body.data.map((o) => o.id)).toContain(order.id);
    expect(queue.body.counts.refundNeeded).toBeGreaterThanOrEqual(1);
    const merchantMail = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupe_key, `order:${order.id}:refund-owed`));
    expect(merchantMail).toHaveLength(1);
    expect(merchantMail[0].recipient).toBe('hello@skatekit.in');

    // A full refund takes it out of the queue.
    const refund = await owner.call<Detail>('POST', `/orders/${order.id}/refunds`, {
      amount: cancelled.body.data.figures.refundable,
      reason: 'Cancelled',
      requestKey: 'cancel-refund-0001',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data.payment).toBe('refunded');
    const after = await staff.call<{ data: { id: string }[] }>('GET', '/orders?payment=refund-needed');
    expect(after.body.data.map((o) => o.id)).not.toContain(order.id);
  });
});

describe('refunds', () => {
  it('a partial refund is made by the sandbox provider once per request key, and shown on the order and the wire', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const before = await orderRow(server, order.id);
    const denied = await staff.call<{ message: string }>('POST', `/orders/${order.id}/refunds`, {
      amount: 100,
      reason: 'Damaged box',
      requestKey: 'staff-try-00001',
    });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Your role does not allow this');

    const tooMuch = await owner.call<{ message: string }>('POST', `/orders/${order.id}/refunds`, {
      amount: 549.01,
      reason: 'Damaged box',
      requestKey: 'too-much-000001',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('At most ₹549 can be refunded');
    expect(await orderRow(server, order.id)).toEqual(before);

    const body = { amount: 100.5, reason: 'Damaged box', requestKey: 'refund-req-000001' };
    const first = await owner.call<Detail>('POST', `/orders/${order.id}/refunds`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.payment).toBe('partly-refunded');
    expect(first.body.data.figures).toMatchObject({ paidOnline: 549, refunded: 100.5, refundable: 448.5 });
    expect(first.body.data.refunds).toHaveLength(1);
    expect(first.body.data.refunds[0]).toMatchObject({
      amount: 100.5,
      status: 'processed',
      staffEmail: owner.email,
    });
    expect(first.body.data.refunds[0].providerRefundId).toMatch(/^rfnd_sandbox_/);
    const made = server.app.services.sandbox.refunds().filter((r) => r.notes.order === order.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 10050, paymentId: before.payment_id });

    const second = await owner.call<Detail>('POST', `/orders/${order.id}/refunds`, body);
    expect(second.status).toBe(200);
    expect(second.body.data.refunds).toHaveLength(1);
    expect(second.body.data.figures.refunded).toBe(100.5);
    expect(server.app.services.sandbox.refunds().filter((r) => r.notes.order === order.id)).toHaveLength(1);
    const reused = await owner.call<{ message: string }>('POST', `/orders/${order.id}/refunds`, {
      ...body,
      amount: 5,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This refund request was already made with another amount');

    expect(first.body.data.audit.map((a) => a.action)).toEqual(['order.refund']);
    const wire = await apiAs(server, asha).orders.get(order.id);
    expect(wire.refunded_amount).toBe(100.5);
    const mail = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'order.refunded.customer'));
    expect(mail.map((m) => m.subject)).toContain(`Refund of ₹100.50 for order #${first.body.data.number}`);
  });
});

describe('refunds racing', () => {
  it('two refunds at once never exceed what was paid; the same request at once refunds once', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const refund = (amount: number, requestKey: string) =>
      owner.call<Detail & { message: string }>('POST', `/orders/${order.id}/refunds`, {
        amount,
        reason: 'Race',
        requestKey,
      });
    const [a, b] = await Promise.all([refund(400, 'race-key-aaaa'), refund(400, 'race-key-bbbb')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.status === 400)?.body.message).toBe('At most ₹149 can be refunded');
    const [c, d] = await Promise.all([refund(100, 'race-key-cccc'), refund(100, 'race-key-cccc')]);
    expect([c.status, d.status]).toContain(200);
    for (const r of [c, d])
      if (r.status !== 200)
        expect(r.body.message).toBe('This refund is being processed; try again in a moment');
    const made = server.app.services.sandbox.refunds().filter((r) => r.notes.order === order.id);
    expect(made.map((r) => r.amount).sort((x, y) => x - y)).toEqual([10000, 40000]);
    expect((await orderRow(server, order.id)).refunded_amount).toBe(500);
  });
});

/** Moves an order from Pending along the lifecycle to Out for delivery (the parcel has left the shop). */
async function dispatch(id: string, upTo = 'out-for-delivery') {
  const steps = [
    { action: 'confirm' },
    { action: 'pack' },
    { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD778899' },
    { action: 'out-for-delivery' },
  ];
  for (const step of steps) {
    const res = await act(staff, id, step);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (step.action === upTo) return;
  }
}

describe('the pay-on-delivery remainder', () => {
  it('collect only after dispatch: refused (409, nothing written) while Pending, Processing, Packed or Shipped; allowed Out for delivery', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }], { payMode: 'Pay on delivery' });
    const collect = () =>
      staff.call<{ message: string; data: Detail['data'] }>(
        'POST',
        `/orders/${order.id}/collect-remainder`,
        {},
      );
    for (const [upTo, status] of [
      [null, 'Pending'],
      ['confirm', 'Processing'],
      ['pack', 'Packed'],
      ['ship', 'Shipped'],
    ] as const) {
      if (upTo)
        await act(
          staff,
          order.id,
          upTo === 'ship'
            ? { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD1' }
            : { action: upTo },
        );
      const detail = await staff.call<Detail>('GET', `/orders/${order.id}`);
      expect(detail.body.data).toMatchObject({
        orderStatus: status,
        payment: 'cod-due',
        canCollectRemainder: false,
      });
      const before = await orderRow(server, order.id);
      const refused = await collect();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `The remainder is collected on delivery: this order is ${status}, not yet out for delivery`,
      );
      expect(await orderRow(server, order.id)).toEqual(before);
    }
    expect(await auditCount(order.id)).toBe(3);
    await act(staff, order.id, { action: 'out-for-delivery' });
    expect((await staff.call<Detail>('GET', `/orders/${order.id}`)).body.data.canCollectRemainder).toBe(true);
    const collected = await collect();
    expect(collected.status).toBe(200);
    expect(collected.body.data).toMatchObject({ orderStatus: 'Out for delivery', payment: 'paid' });
    expect(collected.body.data.figures).toMatchObject({
      paidOnline: 110,
      collected: 439,
      remaining: 0,
      received: 549,
    });
  });

  it('is marked collected once; the invoice then shows the order paid in full', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }], { payMode: 'Pay on delivery' });
    const detail = await staff.call<Detail>('GET', `/orders/${order.id}`);
    expect(detail.body.data).toMatchObject({ payment: 'cod-due', canCollectRemainder: false });
    expect(detail.body.data.figures).toMatchObject({ total: 549, paidOnline: 110, remaining: 439 });
    await dispatch(order.id);
    expect((await staff.call<Detail>('GET', `/orders/${order.id}`)).body.data.canCollectRemainder).toBe(true);
    const collected = await staff.call<Detail>('POST', `/orders/${order.id}/collect-remainder`, {
      note: 'Cash',
    });
    expect(collected.status).toBe(200);
    expect(collected.body.data).toMatchObject({ payment: 'paid', canCollectRemainder: false });
    expect(collected.body.data.audit.map((a) => a.action)).toEqual([
      'order.confirm',
      'order.pack',
      'order.ship',
      'order.out-for-delivery',
      'order.collect-remainder',
    ]);
    const before = await orderRow(server, order.id);
    const twice = await staff.call<{ message: string }>('POST', `/orders/${order.id}/collect-remainder`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('The remainder of this order was already collected');
    expect(await orderRow(server, order.id)).toEqual(before);
    const wire = await apiAs(server, asha).orders.get(order.id);
    expect(wire.remainder_collected_at).not.toBe('');

    const prepaid = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const nothing = await staff.call<{ message: string }>(
      'POST',
      `/orders/${prepaid.id}/collect-remainder`,
      {},
    );
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('This order has no remainder to collect');
  });

  it('a pay-on-delivery order placed with no advance is fulfilled, and collecting it marks it paid in full', async () => {
    await server.app.db
      .update(merchantSettings)
      .set({ delivery_percentage: 0 })
      .where(eq(merchantSettings.main_id, 'SKATE01'));
    try {
      const created = await createOrder(
        server,
        asha,
        orderBody(asha, ashaHome, [{ id: P.cheap }], { payment_mode: 'Pay on delivery' }),
        '/payment/paydelivery',
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = created.body.id;
      const placed = await staff.call<Detail>('GET', `/orders/${id}`);
      expect(placed.body.data).toMatchObject({
        orderStatus: 'Pending',
        payment: 'cod-due',
        actions: ['confirm', 'cancel'],
        canCollectRemainder: false,
      });
      expect(placed.body.data.figures).toMatchObject({ total: 549, paidOnline: 0, remaining: 549 });
      // It is fulfilled (confirm, pack, ship, out for delivery) before its money is collected.
      await dispatch(id);
      const collected = await staff.call<Detail>('POST', `/orders/${id}/collect-remainder`, {});
      expect(collected.body.data).toMatchObject({ payment: 'paid', paymentStatus: 'Success' });
    } finally {
      await server.app.db
        .update(merchantSettings)
        .set({ delivery_percentage: 20 })
        .where(eq(merchantSettings.main_id, 'SKATE01'));
    }
  });
});

describe('a late payment', () => {
  it('for an order whose stock is gone lands in the Refund needed queue, with the merchant told', async () => {
    const late = await createOrder(server, asha, orderBody(asha, ashaHome, [{ id: P.lastUnit }]));
    expect(late.status).toBe(200);
    const payment = await sandboxPay(server, late.body.order_id);
    const given = await call(server, 'POST', '/payment/failed', {
      token: asha.accessToken,
      body: { receipt_id: late.body.receipt_id },
    });
    expect(given.status).toBe(200);
    await paidOrder(server, ravi, raviHome, [{ id: P.lastUnit }]);
    const verified = await call<{ message: string }>(server, 'POST', '/payment/verify', {
      token: asha.accessToken,
      body: verifyBody(payment, late.body.receipt_id),
    });
    expect(verified.status).toBe(409);
    const queue = await staff.call<{ data: { id: string; paymentStatus: string; payment: string }[] }>(
      'GET',
      '/orders?payment=refund-needed',
    );
    expect(queue.body.data.find((o) => o.id === late.body.id)).toMatchObject({
      paymentStatus: 'Refund needed',
      payment: 'refund-needed',
    });
    const detail = await staff.call<Detail>('GET', `/orders/${late.body.id}`);
    expect(detail.body.data.events.map((e) => e.kind)).toEqual(['refund-needed']);
    const mail = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupe_key, `order:${late.body.id}:refund-owed`));
    expect(mail.map((m) => [m.template, m.recipient])).toEqual([
      ['order.refund-owed.merchant', 'hello@skatekit.in'],
    ]);
  });
});

describe('money that came twice', () => {
  type Extra = { paymentId: string; at: string; amount: number; refundedAmount: number; refunded: boolean };
  type WithExtras = Detail & { data: { extraPayments: Extra[]; paymentStatus: string }; message?: string };
  const refundNeededIds = async () =>
    (
      await staff.call<{ data: { id: string }[] }>('GET', '/orders?payment=refund-needed&pageSize=100')
    ).body.data.map((o) => o.id);

  it('a second genuine payment of a paid order is refundable and refunded first, against its own payment id; the order then leaves the Refund needed queue and stays paid', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: P.cheap }]);
    const own = (await orderRow(server, order.id)).payment_id;
    const second = server.app.services.sandbox.signPayment(order.order_id);
    const twice = await call(server, 'POST', '/payment/verify', {
      token: asha.accessToken,
      body: {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: second.paymentId,
        razorpay_signature: second.signature,
        receipt_id: order.receipt_id,
      },
    });
    expect(twice.status).toBe(409);

    const flagged = await staff.call<WithExtras>('GET', `/orders/${order.id}`);
    expect(flagged.body.data).toMatchObject({ payment: 'refund-needed', paymentStatus: 'Success' });
    expect(flagged.body.data.figures).toMatchObject({ paidOnline: 549, refunded: 0, refundable: 1098 });
    expect(flagged.body.data.extraPayments).toEqual([
      {
        paymentId: second.paymentId,
        at: expect.any(String),
        amount: 549,
        refundedAmount: 0,
        refunded: false,
      },
    ]);
    expect(await refundNeededIds()).toContain(order.id);

    // More than the extra payment at once is refused: it is given back first, on its own.
    const tooMuch = await owner.call<WithExtras>('POST', `/orders/${order.id}/refunds`, {
      amount: 600,
      reason: 'Paid twice',
      requestKey: 'twice-too-much-01',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      `At most ₹549 can be refunded now: the extra payment ${second.paymentId} is refunded first`,
    );

    const back = await owner.call<WithExtras>('POST', `/orders/${order.id}/refunds`, {
      amount: 549,
      reason: 'Paid twice',
      requestKey: 'twice-refund-0001',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const made = server.app.services.sandbox.refunds().filter((r) => r.notes.order === order.id);
    expect(made.map((r) => [r.paymentId, r.amount])).toEqual([[second.paymentId, 54900]]);
    expect(back.body.data).toMatchObject({ payment: 'paid', paymentStatus: 'Success' });
    expect(back.body.data.figures).toMatchObject({ paidOnline: 549, refunded: 0, refundable: 549 });
    expect(back.body.data.extraPayments).toEqual([
      {
        paymentId: second.paymentId,
        at: expect.any(String),
        amount: 549,
        refundedAmount: 549,
        refunded: true,
      },
    ]);
    expect(back.body.data.actions).toEqual(['confirm', 'cancel']);
    expect(await refundNeededIds()).not.toContain(order.id);
    // The shopper's order is still paid in full.
    expect(await apiAs(server, asha).orders.get(order.id)).toMatchObject({
      status: 'Success',
      refunded_amount: 0,
    });
    // And it can be fulfilled.
    expect((await act(staff, order.id, { action: 'confirm' })).status).toBe(200);

    // A later refund goes against the order's own payment.
    const part = await owner.call<WithExtras>('POST', `/orders/${order.id}/refunds`, {
      amount: 100,
      reason: 'One wheel missing',
      requestKey: 'twice-refund-0002',
    });
    expect(part.status).toBe(200);
    expect(part.body.data.payment).toBe('partly-refunded');
    expect(
      server.app.services.sandbox
        .refunds()
        .filter((r) => r.notes.order === order.id)
        .map((r) => [r.paymentId, r.amount]),
    ).toEqual([
      [second.paymentId, 54900],
      [own, 10000],
    ]);
  });

  it("a second admission fee (flagged 'admission-already-paid') refunded in full leaves the Refund needed queue", async () => {
    const created = await call<{ id: string }>(server, 'POST', '/admission', {
      token: ravi.accessToken,
      body: admissionForm(ravi, {
        name: 'Kabir Rao',
        fatherName: 'Vikram Rao',
        motherName: 'Anita Rao',
        dob: '2014-02-10',
        user_name: 'Vikram',
      }),
    });
    expect(created.status).toBe(200);
    const fee = () =>
      call<{ order_id: string; receipt_id: string; id: string }>(server, 'POST', '/admission-pay', {
        token: ravi.accessToken,
        body: {
          cart_products: [{ product_id: P.course, product_name: 'Course', quantity: 1 }],
          payment_mode: 'Pay now',
          user_id: ravi.userId,
          main_id: ravi.mainId,
          admission_id: created.body.id,
        },
      });
    // Two fee orders made before either is paid (two tabs), then both paid.
    const fees = [await fee(), await fee()];
    expect(fees.map((f) => f.status)).toEqual([200, 200]);
    const verified: number[] = [];
    for (const f of fees) {
      const page = await sandboxPay(server, f.body.order_id);
      verified.push(
        (
          await call(server, 'POST', '/admission-pay/verify', {
            token: ravi.accessToken,
            body: verifyBody(page, f.body.receipt_id),
          })
        ).status,
      );
    }
    expect(verified).toEqual([200, 409]);
    const secondId = fees[1].body.id;
    expect(await orderRow(server, secondId)).toMatchObject({
      status: 'Refund needed',
      refund_reason: 'admission-already-paid',
    });
    const flagged = await staff.call<WithExtras>('GET', `/orders/${secondId}`);
    expect(flagged.body.data.payment).toBe('refund-needed');
    const owed = Number(flagged.body.data.figures.refundable);
    expect(owed).toBeGreaterThan(0);
    expect(await refundNeededIds()).toContain(secondId);

    const part = await owner.call<WithExtras>('POST', `/orders/${secondId}/refunds`, {
      amount: 1,
      reason: 'Fee paid twice',
      requestKey: 'fee-twice-00001',
    });
    expect(part.status).toBe(200);
    expect(part.body.data.payment).toBe('refund-needed');
    const rest = await owner.call<WithExtras>('POST', `/orders/${secondId}/refunds`, {
      amount: Math.round((owed - 1) * 100) / 100,
      reason: 'Fee paid twice',
      requestKey: 'fee-twice-00002',
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data.payment).toBe('refunded');
    expect(rest.body.data.figures).toMatchObject({ refundable: 0 });
    expect(await refundNeededIds()).not.toContain(secondId);
    const admission = await staff.call<{ data: { feePayments: { id: string; refundNeeded: boolean }[] } }>(
      'GET',
      `/admissions/${created.body.id}`,
    );
    expect(admission.body.data.feePayments.find((p) => p.id === secondId)?.refundNeeded).toBe(false);
  });
});
