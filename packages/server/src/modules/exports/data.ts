import { type ExportKind, type ExportQuery, paymentStanding } from '@skatekit/console-contract';
import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { admissions, feeInvoices, orders, refunds, users } from '../../db/schema';
import { orderFigures, orderNumber } from '../../platform/core';
import { csvIndiaTime, csvLine, csvMoney, UTF8_BOM } from './csv';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import { feesSpec } from './fees-export';
import { asText } from '../../lib/values';

/*
 * The accountant's CSV exports (docs/admin.md "Exports"). Each is read in batches in time order
 * (keyset: after the last row's time and id, never OFFSET) and written out batch by batch, so a
 * 100,000-row export holds one batch in memory at a time and the download starts with the first.
 */

/** Rows read per query. */
export const EXPORT_BATCH_ROWS = 1_000;

/** Options of exportCsv. */
export interface ExportOptions {
  batchRows?: number;
  /** The India day fees are priced as of (a fine due, a status): default today. */
  today?: string;
  /** Told after each batch is read (tests count them). */
  onBatch?: (rows: number) => void;
}

/** One cell of an export's line. */
export type Cell = string | number | null | undefined;

/** One export: its header, its time column, its batch query and its rows. */
export interface ExportSpec<R> {
  header: string[];
  /** The time the date range applies to and rows are ordered by. */
  time: PgColumn | SQL;
  id: PgColumn;
  read(db: Db, where: SQL, limit: number): Promise<(R & { cursor: string; rowId: string })[]>;
  lines(row: R, today: string): Cell[][];
}

/** The where clause of a range: from the start of `from` to the end of `to`, India days. */
function rangeOf(time: PgColumn | SQL, query: ExportQuery): SQL[] {
  const where: SQL[] = [];
  if (query.from) where.push(sql`${time} >= ${indiaDayStart(query.from).toISOString()}::timestamptz`);
  if (query.to) where.push(sql`${time} < ${indiaDayStart(query.to, 1).toISOString()}::timestamptz`);
  return where;
}

const customer = { name: users.full_name, email: users.email, mobile: users.mobile, gstNo: users.user_gstNo };

// ------------------------------------------------------------------------------------------- orders
type OrderRow = typeof orders.$inferSelect & {
  customer: { name: string | null; email: string | null; mobile: string | null; gstNo: string | null };
};

/** A batch of orders with their customer, in `time` then id order (the orders and payments exports). */
async function readOrders(db: Db, where: SQL | undefined, time: PgColumn | SQL, limit: number) {
  const rows = await db
    .select({ order: orders, customer, cursor: sql<string>`${time}::text` })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(where)
    .orderBy(asc(time), asc(orders.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r.order,
    customer: r.customer ?? { name: null, email: null, mobile: null, gstNo: null },
    cursor: r.cursor,
    rowId: r.order.id,
  }));
}

const ordersSpec: ExportSpec<OrderRow> = {
  header: [
    'Order number',
    'Order id',
    'Placed at (IST)',
    'Customer name',
    'Customer e-mail',
    'Customer phone',
    'GSTIN',
    'Pay mode',
    'Payment',
    'Order status',
    'Items total',
    'Coupon',
    'Discount',
    'Delivery charge',
    'Order total',
    'GST rate %',
    'Taxable value',
    'GST',
    'Paid online',
    'Collected on delivery',
    'Due on delivery',
    'Refunded',
    'Received',
    'Payment id',
    'Provider order id',
  ],
  time: orders.createdAt,
  id: orders.id,
  read: (db, where, limit) => readOrders(db, and(where, eq(orders.kind, 'shop')), orders.createdAt, limit),
  lines(row) {
    // Every amount is core's orderFigures of the stored quote and payments (the invoice's and the console's).
    const money = orderFigures(row);
    const shipping = (row.shipping_address ?? {}) as Record<string, unknown>;
    return [
      [
        orderNumber(row),
        row.id,
        csvIndiaTime(row.createdAt),
        row.user_name || row.customer.name || '',
        row.customer.email ?? '',
        asText(shipping.number) || row.customer.mobile || '',
        row.user_gstNo || row.customer.gstNo || '',
        row.payment_mode,
        paymentStanding(row),
        row.orderStatus,
        csvMoney(money.items),
        row.coupon_code,
        csvMoney(money.discount),
        csvMoney(money.delivery),
        csvMoney(money.total),
        money.gstRate,
        csvMoney(money.taxable),
        csvMoney(money.tax),
        csvMoney(money.advance),
        csvMoney(money.collected),
        csvMoney(money.balance),
        csvMoney(money.refunded),
        csvMoney(money.received),
        row.payment_id ?? '',
        row.order_id ?? '',
      ],
    ];
  },
};

// ------------------------------------------------------------------------------------------ payments
/** When an order's online payment came: its payment time, else when it was found owed back. */
const paidTimeSql = sql`coalesce(${orders.paid_at}, ${orders.refund_needed_at})`;

const paymentsSpec: ExportSpec<OrderRow> = {
  header: [
    'Paid at (IST)',
    'Kind',
    'Order number',
    'Order id',
    'Payment id',
    'Provider',
    'Provider order id',
    'Pay mode',
    'Amount',
    'Customer name',
    'Customer e-mail',
    'GSTIN',
  ],
  time: paidTimeSql,
  id: orders.id,
  read: (db, where, limit) => readOrders(db, and(where, isNotNull(orders.payment_id)), paidTimeSql, limit),
  lines(row) {
    const paid = orderFigures(row).advance;
    if (paid <= 0) return [];
    const base = (at: Date | null, kind: string, paymentId: string): Cell[] => [
      csvIndiaTime(at),
      kind,
      orderNumber(row),
      row.id,
      paymentId,
      row.provider,
      row.order_id ?? '',
      row.payment_mode,
      csvMoney(paid),
      row.user_name || row.customer.name || '',
      row.customer.email ?? '',
      row.user_gstNo || row.customer.gstNo || '',
    ];
    const kind = row.kind === 'admission' ? 'Admission fee' : 'Shop order';
    const lines = [base(row.paid_at ?? row.refund_needed_at, kind, row.payment_id ?? '')];
    // A second payment of the same checkout (kept to be refunded) is money received too.
    for (const extra of row.extra_payments)
      lines.push(base(new Date(extra.at), `${kind} (extra payment)`, extra.payment_id));
    return lines;
  },
};

// ------------------------------------------------------------------------------------------- refunds
type RefundRow = typeof refunds.$inferSelect & { order: typeof orders.$inferSelect | null };

const refundsSpec: ExportSpec<RefundRow> = {
  header: [
    'Refunded at (IST)',
    'Processed at (IST)',
    'Order number',
    'Order id',
    'Kind',
    'Amount',
    'Status',
    'Reason',
    'Payment id',
    'Provider',
    'Provider refund id',
    'Staff e-mail',
  ],
  time: refunds.createdAt,
  id: refunds.id,
  async read(db, where, limit) {
    const rows = await db
      .select({ refund: refunds, order: orders, cursor: sql<string>`${refunds.createdAt}::text` })
      .from(refunds)
      .leftJoin(orders, eq(orders.id, refunds.order_id))
      .where(where)
      .orderBy(asc(refunds.createdAt), asc(refunds.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.refund, order: r.order, cursor: r.cursor, rowId: r.refund.id }));
  },
  lines(row) {
    return [
      [
        csvIndiaTime(row.createdAt),
        csvIndiaTime(row.processed_at),
        row.order ? orderNumber(row.order) : '',
        row.order_id,
        row.order?.kind === 'admission' ? 'Admission fee' : 'Shop order',
        csvMoney(row.amount),
        row.status,
        row.reason,
        row.payment_id ?? row.order?.payment_id ?? '',
        row.provider,
        row.provider_refund_id ?? '',
        row.staff_email,
      ],
    ];
  },
};

// ---------------------------------------------------------------------------------------- admissions
type AdmissionRow = typeof admissions.$inferSelect;

const admissionsSpec: ExportSpec<AdmissionRow> = {
  header: [
    'Submitted at (IST)',
    'Admission id',
    'Student',
    "Father's name",
    "Mother's name",
    'Date of birth',
    'Gender',
    'School',
    'Mobile',
    'E-mail',
    'Address',
    'Pincode',
    'Centre',
    'Course',
    'Fee',
    'Fee payment',
    'Payment id',
    'Aadhaar (last 4)',
    'Review',
    'Message to the parent',
    'Reviewed at (IST)',
  ],
  time: admissions.createdAt,
  id: admissions.id,
  async read(db, where, limit) {
    const rows = await db
      .select({ admission: admissions, cursor: sql<string>`${admissions.createdAt}::text` })
      .from(admissions)
      .where(where)
      .orderBy(asc(admissions.createdAt), asc(admissions.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.admission, cursor: r.cursor, rowId: r.admission.id }));
  },
  lines(row) {
    return [
      [
        csvIndiaTime(row.createdAt),
        row.id,
        row.name,
        row.fatherName,
        row.motherName,
        row.dob,
        row.gender,
        row.school,
        row.mobile,
        row.email,
        row.address,
        row.pincode,
        row.center,
        asText(row.cart_products[0]?.product_name),
        csvMoney(row.amountafterdiscount),
        row.status,
        row.payment_id ?? '',
        // Never the whole Aadhaar number: the last four digits, as the console shows it.
        row.aadhar.replace(/\D/g, '').slice(-4),
        row.review_status,
        row.review_note,
        csvIndiaTime(row.reviewed_at),
      ],
    ];
  },
};

const SPECS: Record<ExportKind, ExportSpec<never>> = {
  orders: ordersSpec as ExportSpec<never>,
  payments: paymentsSpec as ExportSpec<never>,
  refunds: refundsSpec as ExportSpec<never>,
  admissions: admissionsSpec as ExportSpec<never>,
  fees: feesSpec as ExportSpec<never>,
};

const MAIN_ID: Record<ExportKind, PgColumn> = {
  orders: orders.main_id,
  payments: orders.main_id,
  refunds: refunds.main_id,
  admissions: admissions.main_id,
  fees: feeInvoices.main_id,
};

/** The header line of an export (with the byte order mark). */
export function exportHeader(kind: ExportKind): string {
  return `${UTF8_BOM}${csvLine(SPECS[kind].header)}`;
}

/**
 * The CSV text of one export of one merchant, batch by batch: the header first, then one chunk per
 * batch of rows read. Nothing is read before the consumer asks for it.
 * @example for await (const chunk of exportCsv(db, 'SKATE01', 'orders', { from: '2026-11-01' })) out.write(chunk);
 */
export async function* exportCsv(
  db: Db,
  mainId: string,
  kind: ExportKind,
  query: ExportQuery,
  options: ExportOptions = {},
): AsyncGenerator<string> {
  const spec = SPECS[kind];
  const limit = options.batchRows ?? EXPORT_BATCH_ROWS;
  const today = options.today ?? indiaDay(new Date());
  const base = [eq(MAIN_ID[kind], mainId), ...rangeOf(spec.time, query)];
  if (kind === 'payments') base.push(sql`${paidTimeSql} is not null`);
  yield exportHeader(kind);
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const where = after
      ? and(
          ...base,
          or(
            sql`${spec.time} > ${after.cursor}::timestamptz`,
            and(sql`${spec.time} = ${after.cursor}::timestamptz`, sql`${spec.id} > ${after.id}`),
          ),
        )
      : and(...base);
    const rows = await spec.read(db, where as SQL, limit);
    options.onBatch?.(rows.length);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) for (const cells of spec.lines(row as never, today)) chunk += csvLine(cells);
    if (chunk) yield chunk;
    if (rows.length < limit) return;
    const last = rows[rows.length - 1] as { cursor: string; rowId: string };
    after = { cursor: last.cursor, id: last.rowId };
  }
}
