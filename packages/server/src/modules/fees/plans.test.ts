import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { enrolledAt, feeBatch } from '../../../test/fees';
import { serverForFile } from '../../../test/helper';
import { signUp } from '../../../test/session';
import { auditLog, feeInvoices } from '../../db/schema';
import { runFeeBilling } from './billing';

/*
 * A batch's fee plan and the merchant's fee settings (issue 38): read and set through the console (owners
 * set, audited), and billing by them: nothing before the billing day, mid-month joiners pro rata (core's
 * proRataFee) or from the next month. On PGlite or PostgreSQL (TEST_DATABASE_URL).
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const staff = sessionForFile(server, { role: 'staff' });

const invoicesOf = (batchId: string, period: string) =>
  server.app.db
    .select({
      student_id: feeInvoices.student_id,
      amount: feeInvoices.amount,
      discount: feeInvoices.discount,
      due_date: feeInvoices.due_date,
      late_fine: feeInvoices.late_fine,
    })
    .from(feeInvoices)
    .where(and(eq(feeInvoices.batch_id, batchId), eq(feeInvoices.period, period)))
    .orderBy(asc(feeInvoices.amount));

const auditOf = (action: string) =>
  server.app.db
    .select({ entity_id: auditLog.entity_id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, action));

describe('fee plans and settings', () => {
  it("a batch's plan is its price with core's due day and fine until the owner sets one, audited", async () => {
    const batchId = await feeBatch(server, 2500);
    const first = await staff.call('GET', `/fee-plans/${batchId}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: { batchId, amount: 2500, dueDay: 10, lateFine: 200, frequency: 'monthly', custom: false },
    });
    const plan = { amount: 2800, dueDay: 7, lateFine: 150 };
    expect((await staff.call('PUT', `/fee-plans/${batchId}`, plan)).status).toBe(403);
    const set = await owner.call('PUT', `/fee-plans/${batchId}`, plan);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({
      data: { batchId, amount: 2800, dueDay: 7, lateFine: 150, frequency: 'monthly', custom: true },
    });
    const again = await owner.call('PUT', `/fee-plans/${batchId}`, { ...plan, amount: 2900 });
    expect(again.body).toMatchObject({ data: { amount: 2900, dueDay: 7 } });
    expect((await staff.call('GET', `/fee-plans/${batchId}`)).body).toMatchObject({
      data: { amount: 2900, dueDay: 7, lateFine: 150, custom: true },
    });
    const audit = (await auditOf('fee-plan.update')).filter((row) => row.entity_id === batchId);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        { batchId, amount: 2500, dueDay: 10, lateFine: 200, frequency: 'monthly', custom: false },
        { batchId, amount: 2800, dueDay: 7, lateFine: 150, frequency: 'monthly', custom: true },
      ],
      [
        { batchId, amount: 2800, dueDay: 7, lateFine: 150, frequency: 'monthly', custom: true },
        { batchId, amount: 2900, dueDay: 7, lateFine: 150, frequency: 'monthly', custom: true },
      ],
    ]);
  });

  it('refuses a due day past the 28th, a fee of 0, a quarterly plan and an unknown batch', async () => {
    const batchId = await feeBatch(server, 2000);
    const put = (body: unknown, id = batchId) =>
      owner.call<{ message: string }>('PUT', `/fee-plans/${id}`, body);
    expect((await put({ amount: 2000, dueDay: 29, lateFine: 200 })).status).toBe(400);
    expect((await put({ amount: 0, dueDay: 10, lateFine: 200 })).status).toBe(400);
    expect((await put({ amount: 2000, dueDay: 10, lateFine: 200, frequency: 'quarterly' })).status).toBe(400);
    const unknown = await put({ amount: 2000, dueDay: 10, lateFine: 200 }, 'no-such-batch');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Batch not found');
    expect((await owner.call('GET', '/fee-plans/no-such-batch')).status).toBe(404);
  });

  it('bills on the billing day, joiners pro rata by their join day, with the sibling discount', async () => {
    const defaults = await staff.call('GET', '/fee-settings');
    expect(defaults.body).toEqual({
      data: { siblingDiscountPercent: 0, billingDay: 1, joiners: 'next_month' },
    });
    const settings = { siblingDiscountPercent: 10, billingDay: 5, joiners: 'pro_rata' };
    expect((await staff.call('PUT', '/fee-settings', settings)).status).toBe(403);
    expect((await owner.call('PUT', '/fee-settings', { ...settings, billingDay: 0 })).status).toBe(400);
    expect((await owner.call('PUT', '/fee-settings', { ...settings, joiners: 'never' })).status).toBe(400);
    const saved = await owner.call('PUT', '/fee-settings', settings);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ data: settings });
    expect((await staff.call('GET', '/fee-settings')).body).toEqual({ data: settings });
    expect((await auditOf('fee-settings.update')).map((row) => [row.before, row.after])).toEqual([
      [{ siblingDiscountPercent: 0, billingDay: 1, joiners: 'next_month' }, settings],
    ]);

    // March 2031 has 31 days; the plan is INR 3100, due the 5th, fine INR 100.
    const batchId = await feeBatch(server, 1);
    await owner.call('PUT', `/fee-plans/${batchId}`, { amount: 3100, dueDay: 5, lateFine: 100 });
    const early = await signUp(server);
    const late = await signUp(server);
    const before = await enrolledAt(server, early.userId, batchId, 'Meera', '2031-02-20T10:00:00');
    const mid = await enrolledAt(server, late.userId, batchId, 'Kabir', '2031-03-16T18:30:00');
    expect(await runFeeBilling(server.app.db, 'SKATE01', '2031-03-04')).toEqual({
      period: '2031-03',
      issued: 0,
    });
    expect((await runFeeBilling(server.app.db, 'SKATE01', '2031-03-18')).issued).toBe(2);
    // Kabir's sister joins on the 20th: billed by the next run, 12 of 31 days, less 10 % as the second child.
    const sister = await enrolledAt(server, late.userId, batchId, 'Tara', '2031-03-20T09:00:00');
    expect((await runFeeBilling(server.app.db, 'SKATE01', '2031-03-19')).issued).toBe(0);
    expect((await runFeeBilling(server.app.db, 'SKATE01', '2031-03-25')).issued).toBe(1);
    expect((await runFeeBilling(server.app.db, 'SKATE01', '2031-03-28')).issued).toBe(0);
    expect(await invoicesOf(batchId, '2031-03')).toEqual([
      { student_id: sister, amount: 1080, discount: 120, due_date: '2031-03-20', late_fine: 100 },
      { student_id: mid, amount: 1600, discount: 0, due_date: '2031-03-16', late_fine: 100 },
      { student_id: before, amount: 3100, discount: 0, due_date: '2031-03-05', late_fine: 100 },
    ]);

    // From the next month: a joiner of the 10th is not billed in May, then in full in June.
    await owner.call('PUT', '/fee-settings', {
      siblingDiscountPercent: 0,
      billingDay: 1,
      joiners: 'next_month',
    });
    const may = await enrolledAt(server, early.userId, batchId, 'Ishan', '2031-05-10T11:00:00');
    await runFeeBilling(server.app.db, 'SKATE01', '2031-05-20');
    expect((await invoicesOf(batchId, '2031-05')).map((row) => row.student_id)).not.toContain(may);
    await runFeeBilling(server.app.db, 'SKATE01', '2031-06-01');
    expect((await invoicesOf(batchId, '2031-06')).find((row) => row.student_id === may)).toEqual({
      student_id: may,
      amount: 3100,
      discount: 0,
      due_date: '2031-06-05',
      late_fine: 100,
    });
  });
});
