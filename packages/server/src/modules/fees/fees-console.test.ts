import type { FeeDeskPaymentBody, FeePause, FeeRow, FeesResponse } from '@skatekit/console-contract';
import { FEE_DESK_TEXTS } from '@skatekit/console-contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminSession, adminSession } from '../../../test/admin';
import { realClockAfterEach, serverForFile } from '../../../test/helper';
import { signUp } from '../../../test/session';
import {
  auditLog,
  batches,
  enrolments,
  feeInvoices,
  feePlans,
  staffSessions,
  students,
} from '../../db/schema';
import { FEE_TEXTS } from '../../platform/core';
import { runFeeBilling } from './billing';

const server = serverForFile();
realClockAfterEach(server);

/* The console's Fees screen (issue 38): the list and its totals, the front desk's payments, pauses. Each test
 * bills its own month of 2031 with the clock set in it, so their days' collections do not mix. */

/** Sets the server's clock to `day` at `time`, India time. */
function clockAt(day: string, time = '12:00'): void {
  const at = new Date(`${day}T${time}:00+05:30`);
  server.app.services.now = () => at;
}

/** A console session that outlives the moved clock. */
async function session(role: 'owner' | 'staff' | 'coach'): Promise<AdminSession> {
  const member = await adminSession(server, { role });
  await server.app.db
    .update(staffSessions)
    .set({ expires_at: new Date('2099-01-01T00:00:00Z') })
    .where(eq(staffSessions.staff_id, member.staffId));
  return member;
}

/** A batch of `centre` at `price` a month, optionally with a fee plan. */
async function makeBatch(
  centre: string,
  price: number,
  plan?: { amount: number; due_day: number; late_fine: number },
): Promise<string> {
  const [batch] = await server.app.db
    .insert(batches)
    .values({
      main_id: 'SKATE01',
      course: 'Desk Fee Skating',
      centre,
      days: ['Tue', 'Thu'],
      start_time: '07:00',
      end_time: '08:00',
      capacity: 20,
      price,
    })
    .returning({ id: batches.id });
  if (plan) await server.app.db.insert(feePlans).values({ main_id: 'SKATE01', batch_id: batch.id, ...plan });
  return batch.id;
}

/** A student of a new parent, enrolled in `batchId` (today, so billed from any later month). */
async function student(batchId: string, name: string): Promise<string> {
  const parent = await signUp(server);
  const [row] = await server.app.db
    .insert(students)
    .values({ main_id: 'SKATE01', user_id: parent.userId, name, center: 'Andheri' })
    .returning({ id: students.id });
  await server.app.db
    .insert(enrolments)
    .values({ main_id: 'SKATE01', student_id: row.id, batch_id: batchId, status: 'enrolled' });
  return row.id;
}

const list = async (who: AdminSession, query: string) => {
  const answer = await who.call<FeesResponse>('GET', `/fees?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const collect = (who: AdminSession, invoiceId: string, body: FeeDeskPaymentBody) =>
  who.call<{ data: FeeRow; message: string }>('POST', `/fees/${invoiceId}/payments`, body);

describe('the console Fees screen (issue 38)', () => {
  it('the desk takes the plan amount on the 10th and amount + 200 on the 11th, refuses another total and a second payment', async () => {
    const batchId = await makeBatch('Andheri', 2500, { amount: 3000, due_day: 10, late_fine: 200 });
    const early = await student(batchId, 'Aarav Menon');
    const late = await student(batchId, 'Bela Menon');
    await runFeeBilling(server.app.db, 'SKATE01', '2031-03-01');
    const desk = await session('staff');

    clockAt('2031-03-10', '19:00');
    const onTenth = await list(desk, `batch=${batchId}`);
    expect(onTenth.data.map((f) => [f.student, f.period, f.amount, f.lateFine, f.total, f.status])).toEqual([
      ['Aarav Menon', '2031-03', 3000, 0, 3000, 'due'],
      ['Bela Menon', '2031-03', 3000, 0, 3000, 'due'],
    ]);
    const [earlyFee, lateFee] = onTenth.data;
    expect(earlyFee.studentId).toBe(early);
    // A reference is for UPI only.
    expect((await collect(desk, earlyFee.id, { method: 'cash', reference: 'X1', total: 3000 })).status).toBe(
      400,
    );
    const cash = await collect(desk, earlyFee.id, { method: 'cash', total: 3000 });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect([
      cash.body.data.status,
      cash.body.data.total,
      cash.body.data.paidBy,
      cash.body.data.paidAt,
    ]).toEqual(['paid', 3000, 'cash', '2031-03-10T13:30:00.000Z']);
    const twice = await collect(desk, earlyFee.id, { method: 'cash', total: 3000 });
    expect([twice.status, twice.body.message]).toEqual([409, FEE_TEXTS.ALREADY_PAID]);

    clockAt('2031-03-11', '10:00');
    const [overdue] = (await list(desk, `batch=${batchId}&status=overdue`)).data;
    expect([overdue.id, overdue.studentId, overdue.lateFine, overdue.total]).toEqual([
      lateFee.id,
      late,
      200,
      3200,
    ]);
    const stale = await collect(desk, lateFee.id, { method: 'upi', reference: 'UPI4471', total: 3000 });
    expect([stale.status, stale.body.message]).toEqual([409, FEE_DESK_TEXTS.totalChanged(3200)]);
    expect(stale.body.message).toBe(
      'The fee to collect is now INR 3,200: check it with the parent and record it again',
    );
    const upi = await collect(desk, lateFee.id, { method: 'upi', reference: 'UPI4471', total: 3200 });
    expect([upi.status, upi.body.data.status, upi.body.data.lateFine, upi.body.data.paidBy]).toEqual([
      200,
      'paid',
      200,
      'upi',
    ]);

    const onEleventh = await list(desk, `batch=${batchId}`);
    expect(onEleventh.totals).toEqual({ due: 0, overdue: 0, collected: 6200 });
    expect(onEleventh.collectedToday).toEqual({
      day: '2031-03-11',
      cash: 0,
      upi: 3200,
      online: 0,
      total: 3200,
    });
    clockAt('2031-03-10', '23:00');
    expect((await list(desk, `batch=${batchId}`)).collectedToday).toEqual({
      day: '2031-03-10',
      cash: 3000,
      upi: 0,
      online: 0,
      total: 3000,
    });

    // One place for fee money: the desk's payments are fee_payments rows, by whom and how.
    const stored = (await server.app.db.execute(
      sql`select method, amount::float as amount, status, reference, taken_by, provider_order_id from fee_payments where lines @> ${JSON.stringify([{ invoice_id: lateFee.id }])}::jsonb or lines @> ${JSON.stringify([{ invoice_id: earlyFee.id }])}::jsonb order by amount`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(stored.rows).toEqual([
      {
        method: 'cash',
        amount: 3000,
        status: 'paid',
        reference: '',
        taken_by: desk.staffId,
        provider_order_id: null,
      },
      {
        method: 'upi',
        amount: 3200,
        status: 'paid',
        reference: 'UPI4471',
        taken_by: desk.staffId,
        provider_order_id: null,
      },
    ]);
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, lateFee.id), eq(auditLog.action, 'fee.payment.desk')));
    expect(audit.map((row) => [row.staff_id, row.before, row.after])).toEqual([
      [
        desk.staffId,
        { status: 'open' },
        { status: 'paid', method: 'upi', total: 3200, reference: 'UPI4471' },
      ],
    ]);
  });

  it('a coach may neither list fees nor take one (403), staff may not waive a fine, and an unknown fee is 404', async () => {
    const batchId = await makeBatch('Andheri', 1800);
    await student(batchId, 'Chirag Iyer');
    await runFeeBilling(server.app.db, 'SKATE01', '2031-04-01');
    clockAt('2031-04-04');
    const desk = await session('staff');
    const [fee] = (await list(desk, `batch=${batchId}`)).data;
    const coach = await session('coach');
    expect((await coach.call('GET', '/fees')).status).toBe(403);
    expect((await collect(coach, fee.id, { method: 'cash', total: 1800 })).status).toBe(403);
    expect(
      (await desk.call('POST', `/fees/${fee.id}/fine`, { lateFine: 0, reason: 'Family trouble' })).status,
    ).toBe(403);
    expect((await collect(desk, 'no-such-fee', { method: 'cash', total: 1800 })).status).toBe(404);
    expect((await desk.call('GET', '/fees?month=2031-13')).status).toBe(400);
    expect((await collect(desk, fee.id, { method: 'cash', total: -5 } as FeeDeskPaymentBody)).status).toBe(
      400,
    );
  });

  it('a paused month is not billed; ending the pause bills again from the current month', async () => {
    const batchId = await makeBatch('Andheri', 2200);
    const paused = await student(batchId, 'Diya Kapoor');
    const billed = await student(batchId, 'Eshan Kapoor');
    const desk = await session('staff');
    clockAt('2031-04-20');
    const path = `/academy/students/${paused}/pauses`;
    expect(
      (await desk.call('POST', path, { from: '2031-06', to: '2031-05', reason: 'Holiday' })).status,
    ).toBe(400);
    expect(
      (
        await desk.call('POST', '/academy/students/nobody/pauses', {
          from: '2031-05',
          to: '2031-06',
          reason: 'Trip',
        })
      ).status,
    ).toBe(404);
    const made = await desk.call<{ data: FeePause }>('POST', path, {
      from: '2031-05',
      to: '2031-07',
      reason: 'Broken wrist',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect([made.body.data.from, made.body.data.to, made.body.data.reason, made.body.data.endedAt]).toEqual([
      '2031-05',
      '2031-07',
      'Broken wrist',
      null,
    ]);

    await runFeeBilling(server.app.db, 'SKATE01', '2031-05-01');
    const invoices = async (period: string) =>
      (
        await server.app.db
          .select({ student: feeInvoices.student_id })
          .from(feeInvoices)
          .where(and(eq(feeInvoices.batch_id, batchId), eq(feeInvoices.period, period)))
      ).map((r) => r.student);
    expect(await invoices('2031-05')).toEqual([billed]);

    clockAt('2031-06-15');
    const ended = await desk.call<{ data: FeePause }>('POST', `${path}/${made.body.data.id}/end`);
    expect([ended.status, ended.body.data.to, ended.body.data.endedAt]).toEqual([
      200,
      '2031-05',
      '2031-06-15T06:30:00.000Z',
    ]);
    expect((await desk.call('POST', `${path}/${made.body.data.id}/end`)).status).toBe(409);
    await runFeeBilling(server.app.db, 'SKATE01', '2031-06-15');
    expect((await invoices('2031-06')).sort()).toEqual([billed, paused].sort());
    const listed = await desk.call<{ data: FeePause[] }>('GET', path);
    expect(listed.body.data.map((p) => [p.from, p.to, p.reason])).toEqual([
      ['2031-05', '2031-05', 'Broken wrist'],
    ]);
    const audit = await server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, paused));
    expect(audit.map((row) => row.action).sort()).toEqual(['fee.pause.create', 'fee.pause.end']);
    const coach = await session('coach');
    expect((await coach.call('POST', path, { from: '2031-08', to: '2031-08', reason: 'Exams' })).status).toBe(
      403,
    );
  });

  it("the list's totals add up over the filtered set, across pages, and the search finds a student", async () => {
    const centre = 'Fees Test Centre';
    const monthly = await makeBatch(centre, 2000);
    const later = await makeBatch(centre, 1000, { amount: 1500, due_day: 15, late_fine: 100 });
    await student(monthly, 'Farah Ali');
    await student(monthly, 'Gautam Rao');
    await student(monthly, 'Hina Rao');
    await student(later, 'Zoya Khan');
    await runFeeBilling(server.app.db, 'SKATE01', '2031-08-01');
    const desk = await session('staff');
    const owner = await session('owner');
    const query = `centre=${encodeURIComponent(centre)}&month=2031-08`;

    clockAt('2031-08-05');
    const [farah] = (await list(desk, `${query}&q=farah`)).data;
    expect((await collect(desk, farah.id, { method: 'cash', total: 2000 })).status).toBe(200);
    clockAt('2031-08-12');
    const [hina] = (await list(desk, `${query}&q=hina`)).data;
    expect(
      (await owner.call('POST', `/fees/${hina.id}/fine`, { lateFine: 50, reason: 'Paid late by a day' }))
        .status,
    ).toBe(200);

    const all = await list(desk, `${query}&pageSize=2`);
    expect([all.total, all.data.length, all.page]).toEqual([4, 2, 1]);
    // Farah paid 2000; Gautam is overdue at 2000 + 200, Hina at 2000 + 50 (reduced); Zoya is due on the 15th.
    expect(all.totals).toEqual({ due: 1500, overdue: 4250, collected: 2000 });
    const second = await list(desk, `${query}&pageSize=2&page=2`);
    expect([...all.data, ...second.data].map((f) => [f.student, f.status, f.total, f.paidBy])).toEqual([
      ['Farah Ali', 'paid', 2000, 'cash'],
      ['Gautam Rao', 'overdue', 2200, null],
      ['Hina Rao', 'overdue', 2050, null],
      ['Zoya Khan', 'due', 1500, null],
    ]);
    expect(second.totals).toEqual(all.totals);
    const overdue = await list(desk, `${query}&status=overdue`);
    expect([overdue.total, overdue.totals]).toEqual([2, { due: 0, overdue: 4250, collected: 0 }]);
    const paid = await list(desk, `${query}&status=paid`);
    expect([paid.total, paid.totals]).toEqual([1, { due: 0, overdue: 0, collected: 2000 }]);
    const zoya = await list(desk, `${query}&q=zoya`);
    expect(zoya.data.map((f) => [f.student, f.centre, f.dueDate])).toEqual([
      ['Zoya Khan', centre, '2031-08-15'],
    ]);
    expect((await list(desk, `${query}&batch=${later}`)).total).toBe(1);
  });
});
