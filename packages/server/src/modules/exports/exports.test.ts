import { EXPORT_KINDS } from '@skatekit/console-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, sessionForFile } from '../../../test/admin';
import { serverForFile } from '../../../test/helper';
import { admissions, orders, refunds, users } from '../../db/schema';
import { csvCell } from './csv';
import { exportCsv } from './data';

/*
 * The accountant's CSV exports over real HTTP, on PGlite or PostgreSQL (TEST_DATABASE_URL): 10,000
 * orders give 10,000 rows with core's GST figures, cells are quoted and defused, the file is read in
 * batches (never all at once), and each store exports only its own records.
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const clerk = sessionForFile(server, { role: 'staff' });
const otherOwner = sessionForFile(server, { merchant: 'ROLLR02', role: 'owner' });

const N = 10_000;
const BASE = Date.parse('2025-01-01T00:00:00+05:30');
const pad = (i: number) => String(i).padStart(6, '0');
const RANGE = '?from=2025-01-01&to=2025-01-31';

beforeAll(async () => {
  const db = server.app.db;
  await db.insert(users).values([
    {
      id: 'exp-user-a',
      main_id: 'SKATE01',
      email: 'asha@example.com',
      full_name: 'Asha Rao',
      mobile: '9876543210',
    },
    {
      id: 'exp-user-r',
      main_id: 'ROLLR02',
      email: 'ravi@example.com',
      full_name: 'Ravi',
      mobile: '9123456780',
    },
  ]);
  const rows: (typeof orders.$inferInsert)[] = [];
  for (let i = 0; i < N; i++) {
    const at = new Date(BASE + i * 4 * 60_000);
    const total = i % 3 === 0 ? 1180 : 999;
    rows.push({
      id: `exp-order-${pad(i)}`,
      main_id: 'SKATE01',
      user_id: 'exp-user-a',
      user_name: i === 2 ? '=HYPERLINK("http://evil.example","click")' : i === 4 ? 'Rao, "Asha"' : 'Asha Rao',
      receipt_id: `rcpt_ex${pad(i)}`,
      order_id: `order_ex${pad(i)}`,
      payment_mode: 'Pay now',
      status: 'Success',
      payment_id: `pay_ex${pad(i)}`,
      paid_at: at,
      amountbeforediscount: total,
      amountafterdiscount: total,
      totalAmountbeforePay: total,
      gst_rate: 18,
      user_gstNo: i % 10 === 0 ? '29ABCDE1234F1Z5' : '',
      shipping_address: { number: '9876543210' },
      createdAt: at,
    });
  }
  for (let at = 0; at < rows.length; at += 500) await db.insert(orders).values(rows.slice(at, at + 500));
  await db.insert(orders).values({
    id: 'exp-order-rollr',
    main_id: 'ROLLR02',
    user_id: 'exp-user-r',
    receipt_id: 'rcpt_rollr001',
    payment_mode: 'Pay now',
    status: 'Success',
    payment_id: 'pay_rollr',
    paid_at: new Date(BASE),
    totalAmountbeforePay: 500,
    gst_rate: 18,
    createdAt: new Date(BASE),
  });
  await db.insert(refunds).values({
    id: 'exp-refund-1',
    main_id: 'SKATE01',
    order_id: 'exp-order-000003',
    amount: 499.5,
    reason: 'Damaged wheel',
    status: 'processed',
    provider_refund_id: 'rfnd_sandbox_1',
    request_key: 'k1',
    staff_email: 'owner@skate01.test',
    processed_at: new Date(BASE + 60 * 60_000),
    createdAt: new Date(BASE + 50 * 60_000),
  });
  await db.insert(admissions).values({
    id: 'exp-admission-1',
    main_id: 'SKATE01',
    user_id: 'exp-user-a',
    name: 'Meera Rao',
    fatherName: 'Arun Rao',
    motherName: 'Asha Rao',
    dob: '2015-04-02',
    aadhar: '1234 5678 9012',
    gender: 'Female',
    address: '12, MG Road\nBengaluru',
    pincode: '560001',
    mobile: '9876543210',
    email: 'asha@example.com',
    center: 'Indiranagar',
    status: 'Paid',
    payment_id: 'pay_adm1',
    cart_products: [{ product_name: 'Beginner skating (8 weeks)' }],
    amountafterdiscount: 3500,
    createdAt: new Date(BASE + 10 * 60_000),
  });
}, 180_000);

async function download(session: AdminSession, path: string) {
  const response = await fetch(`${server.url}/admin/api${path}`, { headers: { cookie: session.cookie } });
  // Decoded keeping the byte order mark (response.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text };
}

const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('GET /admin/api/exports/orders.csv', () => {
  it('has one row per order with core GST figures, a BOM, CRLF lines and a file name', async () => {
    const csv = await download(owner, `/exports/orders.csv${RANGE}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2025-01-01-to-2025-01-31.csv"',
    );
    expect(csv.text.startsWith('\uFEFFOrder number,')).toBe(true);
    const lines = linesOf(csv.text);
    expect(lines[0]).toBe(
      'Order number,Order id,Placed at (IST),Customer name,Customer e-mail,Customer phone,GSTIN,Pay mode,Payment,Order status,Items total,Coupon,Discount,Delivery charge,Order total,GST rate %,Taxable value,GST,Paid online,Collected on delivery,Due on delivery,Refunded,Received,Payment id,Provider order id',
    );
    expect(lines).toHaveLength(N + 1);
    // One row per order, each once, in time order.
    const ids = lines.slice(1).map((line) => line.split(',')[1]);
    expect(new Set(ids).size).toBe(N);
    expect(ids[0]).toBe('exp-order-000000');
    expect(ids[N - 1]).toBe(`exp-order-${pad(N - 1)}`);

    // 1180 at 18%: taxable 1000.00, GST 180.00; the GSTIN given.
    expect(lines[1]).toBe(
      'EX000000,exp-order-000000,2025-01-01 00:00:00,Asha Rao,asha@example.com,9876543210,29ABCDE1234F1Z5,Pay now,paid,Pending,1180.00,,0.00,0.00,1180.00,18,1000.00,180.00,1180.00,0.00,0.00,0.00,1180.00,pay_ex000000,order_ex000000',
    );
    // 999 at 18%: taxable 846.61, GST 152.39; no GSTIN.
    expect(lines[2]).toBe(
      'EX000001,exp-order-000001,2025-01-01 00:04:00,Asha Rao,asha@example.com,9876543210,,Pay now,paid,Pending,999.00,,0.00,0.00,999.00,18,846.61,152.39,999.00,0.00,0.00,0.00,999.00,pay_ex000001,order_ex000001',
    );
    // A name typed as a formula stays text ('), quoted for its commas and quotes.
    expect(lines[3]).toBe(
      `EX000002,exp-order-000002,2025-01-01 00:08:00,"'=HYPERLINK(""http://evil.example"",""click"")",asha@example.com,9876543210,,Pay now,paid,Pending,999.00,,0.00,0.00,999.00,18,846.61,152.39,999.00,0.00,0.00,0.00,999.00,pay_ex000002,order_ex000002`,
    );
    expect(lines[5]).toContain(',"Rao, ""Asha""",');
    expect(lines[9991]).toBe(
      'EX009990,exp-order-009990,2025-01-28 18:00:00,Asha Rao,asha@example.com,9876543210,29ABCDE1234F1Z5,Pay now,paid,Pending,1180.00,,0.00,0.00,1180.00,18,1000.00,180.00,1180.00,0.00,0.00,0.00,1180.00,pay_ex009990,order_ex009990',
    );
  });

  it('keeps to the date range (India days, inclusive)', async () => {
    const day = linesOf((await download(owner, '/exports/orders.csv?from=2025-01-02&to=2025-01-02')).text);
    // 360 orders a day (one each 4 minutes), from 00:00 to 23:56 India time.
    expect(day).toHaveLength(361);
    expect(day[1].split(',')[2]).toBe('2025-01-02 00:00:00');
    expect(day[360].split(',')[2]).toBe('2025-01-02 23:56:00');
    const refused = await download(owner, '/exports/orders.csv?from=2025-02-01&to=2025-01-01');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).message).toContain('The start date is after the end date');
  });

  it('reads the orders in batches: the first rows are out before the rest are read', async () => {
    const batches: number[] = [];
    const chunks = exportCsv(
      server.app.db,
      'SKATE01',
      'orders',
      { from: '2025-01-01', to: '2025-01-31' },
      { batchRows: 500, onBatch: (rows) => batches.push(rows) },
    );
    const header = await chunks.next();
    expect(header.value).toMatch(/^\uFEFFOrder number,/);
    expect(batches).toEqual([]);
    const first = await chunks.next();
    expect(first.value.split('\r\n')).toHaveLength(501);
    expect(batches).toEqual([500]);
    let rest = 0;
    for await (const chunk of chunks) rest += chunk.split('\r\n').length - 1;
    expect(rest).toBe(N - 500);
    expect(batches).toHaveLength(21);
    expect(Math.max(...batches)).toBe(500);
  });
});

describe('the other exports', () => {
  it('payments: one row per payment received', async () => {
    const lines = linesOf(
      (await download(owner, '/exports/payments.csv?from=2025-01-01&to=2025-01-01')).text,
    );
    expect(lines[0]).toBe(
      'Paid at (IST),Kind,Order number,Order id,Payment id,Provider,Provider order id,Pay mode,Amount,Customer name,Customer e-mail,GSTIN',
    );
    expect(lines).toHaveLength(361);
    expect(lines[1]).toBe(
      '2025-01-01 00:00:00,Shop order,EX000000,exp-order-000000,pay_ex000000,sandbox,order_ex000000,Pay now,1180.00,Asha Rao,asha@example.com,29ABCDE1234F1Z5',
    );
  });

  it('refunds and admissions (only the last 4 Aadhaar digits; line breaks quoted)', async () => {
    const refundLines = linesOf((await download(owner, `/exports/refunds.csv${RANGE}`)).text);
    expect(refundLines).toEqual([
      'Refunded at (IST),Processed at (IST),Order number,Order id,Kind,Amount,Status,Reason,Payment id,Provider,Provider refund id,Staff e-mail',
      '2025-01-01 00:50:00,2025-01-01 01:00:00,EX000003,exp-order-000003,Shop order,499.50,processed,Damaged wheel,pay_ex000003,sandbox,rfnd_sandbox_1,owner@skate01.test',
    ]);
    const admission = (await download(owner, `/exports/admissions.csv${RANGE}`)).text;
    expect(admission).not.toContain('1234 5678');
    expect(admission.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      "Submitted at (IST),Admission id,Student,Father's name,Mother's name,Date of birth,Gender,School,Mobile,E-mail,Address,Pincode,Centre,Course,Fee,Fee payment,Payment id,Aadhaar (last 4),Review,Message to the parent,Reviewed at (IST)",
      '2025-01-01 00:10:00,exp-admission-1,Meera Rao,Arun Rao,Asha Rao,2015-04-02,Female,,9876543210,asha@example.com,"12, MG Road\nBengaluru",560001,Indiranagar,Beginner skating (8 weeks),3500.00,Paid,pay_adm1,9012,received,,',
      '',
    ]);
  });
});

describe('who may export what', () => {
  it('owners only, each store its own records', async () => {
    for (const kind of EXPORT_KINDS) {
      expect((await download(clerk, `/exports/${kind}.csv`)).status).toBe(403);
    }
    const theirs = linesOf((await download(otherOwner, `/exports/orders.csv${RANGE}`)).text);
    expect(theirs).toHaveLength(2);
    expect(theirs[1]).toContain('exp-order-rollr');
    expect(theirs.join('\n')).not.toContain('exp-order-0');
    const anonymous = await fetch(`${server.url}/admin/api/exports/orders.csv`);
    expect(anonymous.status).toBe(401);
    expect((await download(owner, '/exports/customers.csv')).status).toBe(400);
  });
});

describe('csvCell', () => {
  it('defuses formulas, quotes what needs it, leaves numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('₹ Rao')).toBe('₹ Rao');
    expect(csvCell(null)).toBe('');
  });
});
