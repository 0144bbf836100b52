import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/admin';
import { realClockAfterEach, secondInstance, serverForFile, type TestServer } from '../../../test/helper';
import { call, type SignedUpUser, signUp } from '../../../test/session';
import { auditLog, batches, feePlans, feeSettings } from '../../db/schema';
import { indiaDay } from '../../lib/india-days';
import { createAcademyClient, FEE_TEXTS, feePeriodOf, nextFeePeriod } from '../../platform/core';

const server = serverForFile();
realClockAfterEach(server);

/** Next month: the students enrolled today are billed from then on. */
const period = () => nextFeePeriod(feePeriodOf(indiaDay(new Date())));

interface Fee {
  invoice_id: string;
  student_id: string;
  student_name: string;
  batch_id: string;
  period: string;
  amount: number;
  late_fine: number;
  total: number;
  due_date: string;
  status: string;
  paid_at: string | null;
}

/** A batch at INR 2500 a month (no fee plan: its price, due the 10th, fine INR 200). */
async function makeBatch(): Promise<string> {
  const [batch] = await server.app.db
    .insert(batches)
    .values({
      main_id: 'SKATE01',
      course: 'Fee Test Skating',
      centre: 'Andheri',
      days: ['Mon', 'Wed'],
      start_time: '17:00',
      end_time: '18:00',
      capacity: 30,
      price: 2500,
    })
    .returning({ id: batches.id });
  return batch.id;
}

/** A new parent with `names` children, each enrolled in `batchId` today. */
async function family(
  batchId: string,
  names: string[],
): Promise<{ parent: SignedUpUser; studentIds: string[] }> {
  const parent = await signUp(server);
  const academy = createAcademyClient({
    baseUrl: server.url,
    merchantCode: parent.mainId,
    getToken: () => parent.accessToken,
  });
  const studentIds: string[] = [];
  for (const name of names) {
    const student = await academy.addStudent({
      name,
      gender: 'Female',
      center: 'Andheri',
      fatherName: 'Rohan Patil',
      motherName: 'Asha Patil',
      user_id: parent.userId,
    });
    const enrolled = await academy.enrol({ student_id: student.student_id, batch_id: batchId });
    expect(enrolled.status).toBe('enrolled');
    studentIds.push(student.student_id);
  }
  return { parent, studentIds };
}

/** Moves the server's clock to `time` on `day` of the billed month (India time), and signs `parents` in again. */
async function clockAt(day: string, time: string, parents: SignedUpUser[]): Promise<void> {
  const at = new Date(`${period()}-${day}T${time}:00+05:30`);
  server.app.services.now = () => at;
  for (const parent of parents) {
    const answer = await call<{ accessToken: string }>(server, 'POST', '/loginuser', {
      body: { email: parent.email, password: parent.password, main_id: parent.mainId },
    });
    expect(answer.status).toBe(200);
    parent.accessToken = answer.body.accessToken;
  }
}

const run = (on: Pick<TestServer, 'url'>, date: string) =>
  call<{ success: boolean; period: string; issued: number }>(on, 'POST', '/dev/fees/run', {
    body: { date, main_id: 'SKATE01' },
  });

const fees = async (parent: SignedUpUser) => {
  const answer = await call<{ data: Fee[] }>(server, 'GET', `/fees/${parent.userId}`, {
    token: parent.accessToken,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

async function pay(parent: SignedUpUser, invoiceIds: string[], shown?: number) {
  return call<{ amount: number; order_id: string; razorpay_order: { amount: number }; message: string }>(
    server,
    'POST',
    '/fees/pay',
    {
      token: parent.accessToken,
      body: {
        user_id: parent.userId,
        invoice_ids: invoiceIds,
        ...(shown === undefined ? {} : { shown: { total: shown } }),
      },
    },
  );
}

async function verify(parent: SignedUpUser, orderId: string) {
  const { paymentId, signature } = server.app.services.sandbox.signPayment(orderId);
  return call<{ status: string; message: string; data: Fee[] }>(server, 'POST', '/fees/pay/verify', {
    token: parent.accessToken,
    body: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
  });
}

/** Invoices of the billed month, and distinct students among them. */
async function invoiceCounts(): Promise<{ invoices: number; students: number }> {
  const result = (await server.app.db.execute(
    sql`select count(*)::int as invoices, count(distinct student_id)::int as students from fee_invoices where main_id = 'SKATE01' and period = ${period()}`,
  )) as unknown as { rows: { invoices: number; students: number }[] };
  return result.rows[0];
}

describe('academy monthly fees (issue 38)', () => {
  it("a month's billing run twice, and on two instances at once, issues one invoice per student", async () => {
    const batchId = await makeBatch();
    const { parent, studentIds } = await family(batchId, ['Isha Patil', 'Neel Patil']);
    // Nothing for this month: they joined after its first day (billed from next month).
    expect((await run(server, indiaDay(new Date()))).status).toBe(200);
    expect(await fees(parent)).toEqual([]);

    // A second API instance on the same database (on PostgreSQL its own pool to the same schema).
    const second = await secondInstance(server);
    try {
      const [a, b] = await Promise.all([run(server, `${period()}-01`), run(second, `${period()}-01`)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const counts = await invoiceCounts();
      expect(a.body.issued + b.body.issued).toBe(counts.invoices);
      expect(counts.invoices).toBe(counts.students);
      // Later in the month (before the first reminder step, 3 days before the due day): nothing more.
      const again = await run(server, `${period()}-05`);
      expect(again.body).toEqual({
        success: true,
        message: FEE_TEXTS.BILLED,
        period: period(),
        issued: 0,
        charged: 0,
        reminded: 0,
      });
    } finally {
      await second.close();
    }
    const billed = await fees(parent);
    expect(
      billed.map((f) => [f.student_id, f.student_name, f.batch_id, f.period, f.amount, f.due_date]),
    ).toEqual([
      [studentIds[0], 'Isha Patil', batchId, period(), 2500, `${period()}-10`],
      [studentIds[1], 'Neel Patil', batchId, period(), 2500, `${period()}-10`],
    ]);
  });

  it('a fee paid on the 10th has no fine, on the 11th has INR 200, and the server refuses any other amount', async () => {
    const batchId = await makeBatch();
    const early = await family(batchId, ['Tara Rao']);
    const late = await family(batchId, ['Kiran Das']);
    expect((await run(server, `${period()}-01`)).status).toBe(200);

    await clockAt('10', '21:30', [early.parent, late.parent]);
    const [due] = await fees(early.parent);
    expect([due.amount, due.late_fine, due.total, due.status, due.paid_at]).toEqual([
      2500,
      0,
      2500,
      'due',
      null,
    ]);
    // Another family's invoice is not this parent's to pay.
    const [lateFee] = await fees(late.parent);
    expect((await pay(early.parent, [lateFee.invoice_id])).status).toBe(404);
    const paid10 = await pay(early.parent, [due.invoice_id], 2500);
    expect(paid10.status, JSON.stringify(paid10.body)).toBe(200);
    expect([paid10.body.amount, paid10.body.razorpay_order.amount]).toEqual([2500, 250000]);
    const verified = await verify(early.parent, paid10.body.order_id);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.map((f) => [f.status, f.late_fine, f.total])).toEqual([['paid', 0, 2500]]);
    expect(verified.body.data[0].paid_at).toBe(new Date(`${period()}-10T21:30:00+05:30`).toISOString());
    expect((await pay(early.parent, [due.invoice_id])).status).toBe(409);

    await clockAt('11', '00:10', [late.parent]);
    const [overdue] = await fees(late.parent);
    expect([overdue.amount, overdue.late_fine, overdue.total, overdue.status]).toEqual([
      2500,
      200,
      2700,
      'overdue',
    ]);
    const refused = await pay(late.parent, [overdue.invoice_id], 2500);
    expect([refused.status, refused.body.message]).toEqual([409, FEE_TEXTS.TOTAL_CHANGED]);
    const paid11 = await pay(late.parent, [overdue.invoice_id], 2700);
    expect([paid11.status, paid11.body.amount, paid11.body.razorpay_order.amount]).toEqual([
      200, 2700, 270000,
    ]);
    expect(
      (await verify(late.parent, paid11.body.order_id)).body.data.map((f) => [
        f.status,
        f.late_fine,
        f.total,
      ]),
    ).toEqual([['paid', 200, 2700]]);
    // Still INR 200 when read later: the fine it was paid with.
    await clockAt('20', '12:00', [late.parent]);
    expect((await fees(late.parent)).map((f) => [f.status, f.late_fine, f.total])).toEqual([
      ['paid', 200, 2700],
    ]);
  });

  it('a sibling discount applies to the second student only', async () => {
    const batchId = await makeBatch();
    const { parent, studentIds } = await family(batchId, ['Anya Shah', 'Vir Shah']);
    await server.app.db
      .insert(feeSettings)
      .values({ main_id: 'SKATE01', sibling_discount_percent: 10 })
      .onConflictDoUpdate({ target: feeSettings.main_id, set: { sibling_discount_percent: 10 } });
    try {
      expect((await run(server, `${period()}-02`)).status).toBe(200);
    } finally {
      await server.app.db.delete(feeSettings);
    }
    expect((await fees(parent)).map((f) => [f.student_id, f.amount])).toEqual([
      [studentIds[0], 2500],
      [studentIds[1], 2250],
    ]);
  });

  it('the same fees opened twice share one provider order; fees paid meanwhile by another payment leave it on record as overpaid', async () => {
    const batchId = await makeBatch();
    const { parent } = await family(batchId, ['Ira Kulkarni', 'Dev Kulkarni']);
    expect((await run(server, `${period()}-01`)).status).toBe(200);
    await clockAt('05', '10:00', [parent]);
    const [first, second] = await fees(parent);
    const tabOne = await pay(parent, [first.invoice_id], 2500);
    const tabTwo = await pay(parent, [first.invoice_id], 2500);
    expect([tabOne.status, tabTwo.status]).toEqual([200, 200]);
    expect(tabTwo.body.order_id).toBe(tabOne.body.order_id);
    const both = await pay(parent, [first.invoice_id, second.invoice_id], 5000);
    expect(both.status).toBe(200);
    expect(both.body.order_id).not.toBe(tabOne.body.order_id);

    expect((await verify(parent, tabOne.body.order_id)).body.data.map((f) => f.status)).toEqual(['paid']);
    const late = await verify(parent, both.body.order_id);
    expect([late.status, late.body.message]).toEqual([200, FEE_TEXTS.OVERPAID]);
    expect((await fees(parent)).map((f) => f.status)).toEqual(['paid', 'paid']);
    const stored = (await server.app.db.execute(
      sql`select status, amount::float as amount from fee_payments where provider_order_id in (${tabOne.body.order_id}, ${both.body.order_id}) order by amount`,
    )) as unknown as { rows: { status: string; amount: number }[] };
    expect(stored.rows).toEqual([
      { status: 'paid', amount: 2500 },
      { status: 'overpaid', amount: 5000 },
    ]);
  });

  it("a batch's fee plan sets the amount, the due day and the fine", async () => {
    const batchId = await makeBatch();
    await server.app.db
      .insert(feePlans)
      .values({ main_id: 'SKATE01', batch_id: batchId, amount: 3000, due_day: 5, late_fine: 150 });
    const { parent } = await family(batchId, ['Meher Joshi']);
    expect((await run(server, `${period()}-01`)).status).toBe(200);
    await clockAt('06', '09:00', [parent]);
    expect((await fees(parent)).map((f) => [f.amount, f.due_date, f.late_fine, f.total, f.status])).toEqual([
      [3000, `${period()}-05`, 150, 3150, 'overdue'],
    ]);
  });

  it('a waived fine is audited, and only the owner may waive it', async () => {
    const batchId = await makeBatch();
    const { parent } = await family(batchId, ['Rhea Nair']);
    expect((await run(server, `${period()}-01`)).status).toBe(200);
    await clockAt('12', '10:00', [parent]);
    const [fee] = await fees(parent);
    expect([fee.late_fine, fee.total]).toEqual([200, 2700]);
    // The console's sessions live on the real clock.
    server.app.services.now = () => new Date();
    const desk = await adminSession(server, { role: 'staff' });
    const owner = await adminSession(server, { role: 'owner' });
    const body = { lateFine: 0, reason: 'Injured in the first week' };
    expect((await desk.call('POST', `/fees/${fee.invoice_id}/fine`, body)).status).toBe(403);
    expect(
      (await owner.call('POST', `/fees/${fee.invoice_id}/fine`, { lateFine: 500, reason: 'More' })).status,
    ).toBe(400);
    const waived = await owner.call('POST', `/fees/${fee.invoice_id}/fine`, body);
    expect([waived.status, waived.body]).toEqual([200, { data: { invoiceId: fee.invoice_id, lateFine: 0 } }]);
    await clockAt('12', '10:00', [parent]);
    expect((await fees(parent)).map((f) => [f.late_fine, f.total, f.status])).toEqual([[0, 2500, 'overdue']]);
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, fee.invoice_id));
    expect(audit.map((row) => [row.action, row.entity, row.before, row.after])).toEqual([
      [
        'fee.fine.waive',
        'fee_invoice',
        { lateFine: 200 },
        { lateFine: 0, reason: 'Injured in the first week' },
      ],
    ]);
  });

  it('the dev billing run refuses a date that is not one', async () => {
    const answer = await call<{ success: boolean; message: string }>(server, 'POST', '/dev/fees/run', {
      body: { date: '2026-02-31x' },
    });
    expect([answer.status, answer.body.success]).toEqual([400, false]);
    const noSuchDay = await call<{ success: boolean }>(server, 'POST', '/dev/fees/run', {
      body: { date: '2026-02-30' },
    });
    expect([noSuchDay.status, noSuchDay.body.success]).toEqual([400, false]);
  });
});
