import { parseCsv } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { enrolledAt, feeBatch } from '../../../test/fees';
import { realClockAfterEach, serverForFile } from '../../../test/helper';
import { signUp } from '../../../test/session';
import { feeInvoices, feePayments, merchantSettings, staffSessions } from '../../db/schema';
import { runFeeBilling } from '../fees/billing';
import { FEE_AMOUNT_COLUMNS } from './fees-export';

/*
 * The accountant's fees.csv adds up (issue 38): January 2032's fees of three students (two siblings, 10 %
 * off the second), one paid online on the 12th with the INR 200 fine, one paid in cash at the desk on the
 * 5th, one open with its fine reduced from 200 to 50 by the owner; GST at the merchant's 18 % inside each
 * total. The CSV is parsed and every money column summed against the invoices and payments, on PGlite or
 * PostgreSQL (TEST_DATABASE_URL).
 */

const server = serverForFile();
realClockAfterEach(server);
const owner = sessionForFile(server, { role: 'owner' });

const MONEY_COLUMNS = [...FEE_AMOUNT_COLUMNS, 'Taxable value', 'GST'] as const;
const OTHER_COLUMNS = [
  'Student',
  'Centre',
  'Period',
  'Status',
  'Method',
  'Payment id',
  'Receipt id',
] as const;

async function feesCsv(): Promise<Record<string, string>[]> {
  const response = await fetch(`${server.url}/admin/api/exports/fees.csv`, {
    headers: { cookie: owner.cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="fees-all.csv"');
  const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Marks `invoiceId` paid by a fee payment of `method` for `amount` with `fine` at `paidAt` (India time). */
async function paid(
  invoiceId: string,
  userId: string,
  payment: {
    method: 'online' | 'cash';
    amount: number;
    fine: number;
    paidAt: string;
    providerId?: string;
    receipt: string;
  },
) {
  const at = new Date(`${payment.paidAt}+05:30`);
  const [row] = await server.app.db
    .insert(feePayments)
    .values({
      main_id: 'SKATE01',
      user_id: userId,
      receipt_id: payment.receipt,
      provider_order_id: payment.providerId ? `order_${payment.receipt}` : null,
      method: payment.method,
      lines: [{ invoice_id: invoiceId, amount: payment.amount - payment.fine, late_fine: payment.fine }],
      amount: payment.amount,
      status: 'paid',
      provider_payment_id: payment.providerId ?? null,
      paid_at: at,
    })
    .returning({ id: feePayments.id });
  await server.app.db
    .update(feeInvoices)
    .set({ status: 'paid', paid_fine: payment.fine, paid_at: at, payment_id: row.id })
    .where(eq(feeInvoices.id, invoiceId));
  return row.id;
}

describe('figures from one place: fees.csv', () => {
  it('sums every money column of fees paid online with a fine, in cash, and open with a reduced fine', async () => {
    await server.app.db
      .update(merchantSettings)
      .set({ gst_rate: 18 })
      .where(eq(merchantSettings.main_id, 'SKATE01'));
    const settings = { siblingDiscountPercent: 10, billingDay: 1, joiners: 'next_month' };
    expect((await owner.call('PUT', '/fee-settings', settings)).status).toBe(200);
    const batchId = await feeBatch(server, 2500, 'Juhu');
    const patils = await signUp(server);
    const shahs = await signUp(server);
    const meera = await enrolledAt(server, patils.userId, batchId, 'Meera Patil', '2031-12-02T10:00:00');
    const kabir = await enrolledAt(server, patils.userId, batchId, 'Kabir Patil', '2031-12-03T10:00:00');
    const tara = await enrolledAt(server, shahs.userId, batchId, 'Tara Shah', '2031-12-04T10:00:00');
    expect((await runFeeBilling(server.app.db, 'SKATE01', '2032-01-01')).issued).toBe(3);
    const invoiceOf = async (studentId: string) =>
      (
        await server.app.db
          .select({ id: feeInvoices.id })
          .from(feeInvoices)
          .where(and(eq(feeInvoices.student_id, studentId), eq(feeInvoices.period, '2032-01')))
      )[0].id;
    await paid(await invoiceOf(meera), patils.userId, {
      method: 'online',
      amount: 2700,
      fine: 200,
      paidAt: '2032-01-12T18:00:00',
      providerId: 'pay_FEE2032A',
      receipt: 'fee_rcpt_A',
    });
    const cash = await paid(await invoiceOf(kabir), patils.userId, {
      method: 'cash',
      amount: 2250,
      fine: 0,
      paidAt: '2032-01-05T11:00:00',
      receipt: 'fee_rcpt_B',
    });
    const taraInvoice = await invoiceOf(tara);
    const reduced = await owner.call('POST', `/fees/${taraInvoice}/fine`, {
      lateFine: 50,
      reason: 'Bus strike week',
    });
    expect(reduced.status, JSON.stringify(reduced.body)).toBe(200);
    // Downloaded on 20 January 2032 (the owner's session still open then): Tara's fee is overdue.
    await server.app.db
      .update(staffSessions)
      .set({ expires_at: new Date('2032-02-01T00:00:00Z') })
      .where(eq(staffSessions.staff_id, owner.staffId));
    server.app.services.now = () => new Date('2032-01-20T12:00:00+05:30');

    const all = await feesCsv();
    const ours = [meera, kabir, tara].map((id) => {
      const invoice = all.find(
        (r) => r.Student === { [meera]: 'Meera Patil', [kabir]: 'Kabir Patil', [tara]: 'Tara Shah' }[id],
      );
      expect(invoice, id).toBeDefined();
      return invoice as Record<string, string>;
    });
    const pick = (row: Record<string, string>, columns: readonly string[]) =>
      Object.fromEntries(columns.map((c) => [c, row[c]]));
    expect(ours.map((row) => pick(row, [...MONEY_COLUMNS, 'GST rate %']))).toEqual([
      {
        Fee: '2500.00',
        'Sibling discount': '0.00',
        'Fee after discount': '2500.00',
        'Late fine': '200.00',
        'Fine waived or reduced': '0.00',
        Total: '2700.00',
        'GST rate %': '18',
        'Taxable value': '2288.14',
        GST: '411.86',
      },
      {
        Fee: '2500.00',
        'Sibling discount': '250.00',
        'Fee after discount': '2250.00',
        'Late fine': '0.00',
        'Fine waived or reduced': '0.00',
        Total: '2250.00',
        'GST rate %': '18',
        'Taxable value': '1906.78',
        GST: '343.22',
      },
      {
        Fee: '2500.00',
        'Sibling discount': '0.00',
        'Fee after discount': '2500.00',
        'Late fine': '50.00',
        'Fine waived or reduced': '150.00',
        Total: '2550.00',
        'GST rate %': '18',
        'Taxable value': '2161.02',
        GST: '388.98',
      },
    ]);
    expect(ours.map((row) => pick(row, OTHER_COLUMNS))).toEqual([
      {
        Student: 'Meera Patil',
        Centre: 'Juhu',
        Period: '2032-01',
        Status: 'paid',
        Method: 'online',
        'Payment id': 'pay_FEE2032A',
        'Receipt id': 'fee_rcpt_A',
      },
      {
        Student: 'Kabir Patil',
        Centre: 'Juhu',
        Period: '2032-01',
        Status: 'paid',
        Method: 'cash',
        'Payment id': cash,
        'Receipt id': 'fee_rcpt_B',
      },
      {
        Student: 'Tara Shah',
        Centre: 'Juhu',
        Period: '2032-01',
        Status: 'overdue',
        Method: '',
        'Payment id': '',
        'Receipt id': '',
      },
    ]);
    expect(ours.map((row) => row['Paid at (IST)'])).toEqual([
      '2032-01-12 18:00:00',
      '2032-01-05 11:00:00',
      '',
    ]);

    const sum = (column: string, rows = ours) =>
      rows.reduce((total, r) => total + Math.round(Number(r[column]) * 100), 0) / 100;
    expect(Object.fromEntries(MONEY_COLUMNS.map((c) => [c, sum(c)]))).toEqual({
      Fee: 7500,
      'Sibling discount': 250,
      'Fee after discount': 7250,
      'Late fine': 250,
      'Fine waived or reduced': 150,
      Total: 7500,
      'Taxable value': 6355.94,
      GST: 1144.06,
    });
    // The books balance: fee - discount = after discount; + fine = total; taxable + GST = total.
    expect(sum('Fee') - sum('Sibling discount')).toBe(sum('Fee after discount'));
    expect(sum('Fee after discount') + sum('Late fine')).toBe(sum('Total'));
    expect(Math.round((sum('Taxable value') + sum('GST')) * 100) / 100).toBe(sum('Total'));
    // What was paid is what the payments took: 2700 online + 2250 cash.
    const payments = await server.app.db.select({ amount: feePayments.amount }).from(feePayments);
    expect(
      sum(
        'Total',
        ours.filter((r) => r.Status === 'paid'),
      ),
    ).toBe(4950);
    expect(payments.reduce((total, p) => total + p.amount, 0)).toBe(4950);
    // The stored invoices add up to the same fees and discounts.
    const invoices = await server.app.db.select().from(feeInvoices).where(eq(feeInvoices.period, '2032-01'));
    expect(invoices.reduce((t, i) => t + i.amount, 0)).toBe(7250);
    expect(invoices.reduce((t, i) => t + i.discount, 0)).toBe(250);
  });
});
