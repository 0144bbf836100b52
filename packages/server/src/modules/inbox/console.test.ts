import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminSession } from '../../../test/admin';
import { orderRow, paidAdmission, paidOrder } from '../../../test/console';
import type { TestServer } from '../../../test/helper';
import { call, type SignedUpUser } from '../../../test/session';
import { openShop } from '../../../test/shop';
import { admissions, auditLog, enquiries, leads, outbox, quotes, users } from '../../db/schema';
import { SEED_REFS } from '../../seed';

let server: TestServer;
let asha: SignedUpUser;
let ashaHome: string;
let owner: AdminSession;
let staff: AdminSession;
/** An owner of the other merchant: every SKATE01 id is 404 to them. */
let rollr: AdminSession;
let admissionId: string;
let feeOrderId: string;
let shopOrderId: string;
const ids: Record<'lead' | 'enquiry' | 'quote', string> = { lead: '', enquiry: '', quote: '' };

beforeAll(async () => {
  ({ server, asha, ashaHome } = await openShop());
  owner = await adminSession(server, { role: 'owner' });
  staff = await adminSession(server, { role: 'staff' });
  rollr = await adminSession(server, { merchant: 'ROLLR02', role: 'owner' });
  ({ admissionId, orderId: feeOrderId } = await paidAdmission(server, asha));
  shopOrderId = (await paidOrder(server, asha, ashaHome, [{ id: SEED_REFS.products.cheap }])).id;
  // One lead, one enquiry and one quote request, as the storefront's forms send them.
  const posted = async (path: string, body: Record<string, unknown>) => {
    const answer = await call(server, 'POST', path, { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await posted('/leads', {
    name: 'Meera <b>Shah</b>',
    email: 'meera@example.com',
    mobile: '9876501234',
    remark: 'Weekend batch?',
    property_id: 'SKATE01',
  });
  await posted('/inquiry?main_id=SKATE01', {
    name: 'Kabir Rao',
    mobile: '9876505678',
    email: 'kabir@example.com',
    parent_name: 'Anil Rao',
    age: '9',
  });
  await posted('/payment/getquote', {
    name: 'Zoya Khan',
    mobile: '9876509999',
    email: 'zoya@example.com',
    description: 'Ten pairs for a school',
    cart_products: [{ product_id: SEED_REFS.products.cheap, quantity: 10 }],
    main_id: 'SKATE01',
  });
  ids.lead = (await server.app.db.select().from(leads).where(eq(leads.email, 'meera@example.com')))[0].id;
  ids.enquiry = (
    await server.app.db.select().from(enquiries).where(eq(enquiries.email, 'kabir@example.com'))
  )[0].id;
  ids.quote = (await server.app.db.select().from(quotes).where(eq(quotes.email, 'zoya@example.com')))[0].id;
}, 120_000);
afterAll(() => server.close());

describe('admissions', () => {
  it('lists and shows an admission with its fee payment and only the last 4 Aadhaar digits; confirming mails the shopper', async () => {
    const list = await staff.call<{
      data: { id: string; reviewStatus: string; course: string; feeStatus: string }[];
    }>('GET', '/admissions?status=received&q=aarav');
    expect(list.status).toBe(200);
    expect(list.body.data.find((a) => a.id === admissionId)).toMatchObject({
      reviewStatus: 'received',
      course: 'Beginner Quad Skating - 8 Weeks',
      feeStatus: 'Paid',
    });
    const detail = await staff.call<{ data: Record<string, unknown> }>('GET', `/admissions/${admissionId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      student: 'Aarav Patil',
      aadharLast4: '9012',
      rulesAgreed: true,
      fee: 3000,
    });
    expect(JSON.stringify(detail.body)).not.toContain('123456789012');
    expect(detail.body.data.feePayments).toEqual([
      expect.objectContaining({
        id: feeOrderId,
        amount: 3000,
        paymentStatus: 'Success',
        refundNeeded: false,
      }),
    ]);

    const confirmed = await staff.call<{ data: Record<string, unknown> }>(
      'POST',
      `/admissions/${admissionId}/review`,
      {
        status: 'confirmed',
        message: 'Batch starts Monday',
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      reviewStatus: 'confirmed',
      parentMessage: 'Batch starts Monday',
    });
    expect(confirmed.body.data.audit).toEqual([
      expect.objectContaining({ action: 'admission.confirmed', staffEmail: staff.email }),
    ]);
    const mails = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'admission.confirmed.customer'));
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      [asha.email, 'Admission confirmed: Aarav Patil'],
    ]);
    const merchant = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'admission.paid.merchant'));
    expect(merchant.map((m) => [m.recipient, m.subject])).toEqual([
      ['hello@skatekit.in', 'New admission: Aarav Patil'],
    ]);
  });
});

describe('the inbox', () => {
  it('holds leads, enquiries and quote requests, each mailed to the merchant; handled with a note; a quote answered with a price', async () => {
    const inbox = await staff.call<{
      data: { kind: string; id: string; name: string; handled: boolean }[];
      counts: Record<string, number>;
    }>('GET', '/inbox?handled=false');
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.map((i) => i.kind).sort()).toEqual(['enquiry', 'lead', 'quote']);
    expect(inbox.body.counts).toEqual({ unhandled: 3, lead: 1, enquiry: 1, quote: 1 });
    const merchantMails = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'hello@skatekit.in'));
    expect(merchantMails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'New contact message from Meera <b>Shah</b>',
        'New enquiry from Kabir Rao',
        'New quote request from Zoya Khan',
      ]),
    );
    // The running worker sends them on its own (each write pokes it; it also polls every second).
    await expect
      .poll(
        async () => (await server.app.services.outbox?.list('hello@skatekit.in'))?.map((m) => m.subject),
        {
          timeout: 5_000,
        },
      )
      .toEqual(expect.arrayContaining(['New enquiry from Kabir Rao', 'New quote request from Zoya Khan']));
    const leadMail = merchantMails.find((m) => m.template === 'lead.new.merchant');
    expect(leadMail?.html).toContain('Meera &lt;b&gt;Shah&lt;/b&gt;');
    expect(leadMail?.html).not.toContain('<b>Shah</b>');

    const handled = await staff.call<{ data: { handled: boolean; note: string } }>(
      'PATCH',
      `/inbox/lead/${ids.lead}`,
      {
        handled: true,
        note: 'Called back',
      },
    );
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({ handled: true, note: 'Called back' });
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, ids.lead));
    expect(audit.map((a) => a.action)).toEqual(['lead.update']);

    const answered = await staff.call<{
      data: { handled: boolean; quote: { price: number; message: string } };
    }>('POST', `/inbox/quote/${ids.quote}/answer`, { price: 4200, message: 'Includes delivery' });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({
      handled: true,
      quote: { price: 4200, message: 'Includes delivery' },
    });
    const [stored] = await server.app.db.select().from(quotes).where(eq(quotes.id, ids.quote));
    expect(stored.quoted_price).toBe(4200);
    const quoteAudit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, ids.quote));
    expect(quoteAudit.map((a) => [a.action, a.staff_email, a.after])).toEqual([
      ['quote.answer', staff.email, { price: 4200, message: 'Includes delivery' }],
    ]);
    const toShopper = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'zoya@example.com'));
    expect(toShopper.map((m) => m.subject)).toEqual([
      'Your quote from SkateKit Roller Skating Academy: ₹4,200',
    ]);
    expect(toShopper[0].text).toContain('Includes delivery');
  });
});

describe('customers and the overview', () => {
  it('finds a customer with their orders and admissions, never their password or codes', async () => {
    const list = await staff.call<{ data: { id: string; orders: number; admissions: number }[] }>(
      'GET',
      `/customers?q=${encodeURIComponent(asha.email)}`,
    );
    expect(list.body.data).toEqual([expect.objectContaining({ id: asha.userId, orders: 1, admissions: 1 })]);
    const detail = await staff.call<{
      data: { orderList: { id: string }[]; admissionList: { id: string }[] };
    }>('GET', `/customers/${asha.userId}`);
    expect(detail.body.data.orderList.map((o) => o.id)).toEqual([shopOrderId]);
    expect(detail.body.data.admissionList.map((a) => a.id)).toEqual([admissionId]);
    const [user] = await server.app.db.select().from(users).where(eq(users.id, asha.userId));
    expect(JSON.stringify(detail.body)).not.toContain(String(user.password_hash));
    expect(Object.keys(detail.body.data).sort()).toEqual(
      [
        'admissionList',
        'admissions',
        'createdAt',
        'email',
        'gstNo',
        'id',
        'mobile',
        'name',
        'orderList',
        'orders',
      ].sort(),
    );
  });

  it('counts what needs doing, and shows the owner the outbox', async () => {
    const overview = await staff.call<Record<string, number>>('GET', '/overview');
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ toConfirm: 1, toShip: 0, refundNeeded: 0, admissionsReceived: 0 });
    const denied = await staff.call('GET', '/notifications');
    expect(denied.status).toBe(403);
    const rows = await owner.call<{ data: { template: string; status: string }[]; total: number }>(
      'GET',
      '/notifications',
    );
    expect(rows.status).toBe(200);
    expect(rows.body.data.map((r) => r.template)).toEqual(
      expect.arrayContaining(['order.new.merchant', 'lead.new.merchant']),
    );
  });
});

describe('tenant isolation', () => {
  it("another merchant's owner gets 404 for every SKATE01 order, admission, message and customer id, reading or writing, and changes nothing", async () => {
    const before = {
      order: await orderRow(server, shopOrderId),
      admission: (await server.app.db.select().from(admissions).where(eq(admissions.id, admissionId)))[0],
      lead: (await server.app.db.select().from(leads).where(eq(leads.id, ids.lead)))[0],
      quote: (await server.app.db.select().from(quotes).where(eq(quotes.id, ids.quote)))[0],
    };
    const calls: [string, string, unknown?][] = [
      ['GET', `/orders/${shopOrderId}`],
      ['GET', `/orders/${feeOrderId}`],
      ['POST', `/orders/${shopOrderId}/actions`, { action: 'confirm' }],
      ['POST', `/orders/${shopOrderId}/actions`, { action: 'cancel' }],
      ['POST', `/orders/${shopOrderId}/collect-remainder`, {}],
      ['POST', `/orders/${shopOrderId}/refunds`, { amount: 1, reason: 'x', requestKey: 'tenant-test-1' }],
      ['GET', `/admissions/${admissionId}`],
      ['POST', `/admissions/${admissionId}/review`, { status: 'rejected', message: '' }],
      ['PATCH', `/inbox/lead/${ids.lead}`, { handled: false }],
      ['PATCH', `/inbox/enquiry/${ids.enquiry}`, { note: 'x' }],
      ['PATCH', `/inbox/quote/${ids.quote}`, { handled: true }],
      ['POST', `/inbox/quote/${ids.quote}/answer`, { price: 1, message: '' }],
      ['GET', `/customers/${asha.userId}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await rollr.call<{ message: string }>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    for (const [path, skate01] of [
      ['/orders', shopOrderId],
      ['/admissions', admissionId],
      ['/inbox', ids.lead],
      ['/customers', asha.userId],
    ] as const) {
      const res = await rollr.call<{ data: { id: string }[] }>(
        'GET',
        `${path}?q=${encodeURIComponent(asha.email)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.map((d) => d.id)).not.toContain(skate01);
    }
    const overview = await rollr.call<Record<string, number>>('GET', '/overview');
    expect(overview.body).toMatchObject({ toConfirm: 0, inboxUnhandled: 0, admissionsReceived: 0 });
    expect(await orderRow(server, shopOrderId)).toEqual(before.order);
    expect((await server.app.db.select().from(admissions).where(eq(admissions.id, admissionId)))[0]).toEqual(
      before.admission,
    );
    expect((await server.app.db.select().from(leads).where(eq(leads.id, ids.lead)))[0]).toEqual(before.lead);
    expect((await server.app.db.select().from(quotes).where(eq(quotes.id, ids.quote)))[0]).toEqual(
      before.quote,
    );
    const rollrAudit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.main_id, 'ROLLR02')));
    expect(rollrAudit).toEqual([]);
  });

  it('a staff role may not refund, and without a session nothing answers', async () => {
    const refund = await staff.call<{ message: string }>('POST', `/orders/${shopOrderId}/refunds`, {
      amount: 1,
      reason: 'x',
      requestKey: 'staff-refund-1',
    });
    expect(refund.status).toBe(403);
    const anonymous = await fetch(`${server.url}/admin/api/orders`);
    expect(anonymous.status).toBe(401);
  });
});
