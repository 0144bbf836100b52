import { expect } from 'vitest';
import type { ReceivedMail } from './fake-smtp';

/** A SQL query straight to the database under test (not through the server), answering its rows. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** What a chaos run (a dependency stopped or slowed under a checkout load) must leave behind. */
export interface LedgerExpectation {
  mainId: string;
  /** The limited-stock product the load bought one unit of per order. */
  product: string;
  /** Its units on hand when the run started, and its units sold then. */
  startStock: number;
  soldAtStart: number;
  /** When the run started: stored orders since then are the run's. */
  since: Date;
  /** Ids of the orders the shoppers were told were placed (200). */
  acknowledged: string[];
  /** Ids of the orders whose payment was acknowledged. */
  paid: string[];
  /** A coupon with limited uses some of the orders carried: its uses are exactly the orders that hold it. */
  coupon?: { code: string; maxUses: number };
  /** The mails the fake mail server took: then every outbox row of the orders was sent exactly once. */
  mails?: ReceivedMail[];
}

/**
 * The chaos tests' shared ledger: no acknowledged order lost or doubled (each stored once, each paid
 * one Success), stock exact (units sold + units still held by unpaid orders + units on hand = the
 * start), the coupon's use count exact, and every outbox row of the orders sent exactly once.
 * Answers how many orders were stored though never acknowledged (their answer was cut; they hold
 * their units like any unpaid order).
 */
export async function expectLedgerExact(
  query: Query,
  e: LedgerExpectation,
): Promise<{ unacknowledged: number }> {
  expect(new Set(e.acknowledged).size).toBe(e.acknowledged.length);
  expect([...e.paid].sort()).toEqual([...e.acknowledged].sort());
  const stored = await query<{ id: string; status: string; n: number }>(
    'select id, min(status) as status, count(*)::int as n from orders where id = any($1::text[]) group by id',
    [e.acknowledged],
  );
  expect(stored.length).toBe(e.acknowledged.length);
  expect(stored.filter((row) => row.n !== 1 || row.status !== 'Success')).toEqual([]);

  const [product] = await query<{ on_hand: number; sold: number }>(
    'select total_stock as on_hand, total_sold as sold from products where main_id = $1 and product_id = $2',
    [e.mainId, e.product],
  );
  const [held] = await query<{ units: number; orders: number }>(
    `select coalesce(sum((r->>'quantity')::int), 0)::int as units, count(distinct o.id)::int as orders
       from orders o, jsonb_array_elements(o.stock_reserved) r
      where o.main_id = $1 and r->>'product_id' = $2 and o.status = 'Pending' and o.stock_released_at is null
        and o.created_at >= $3`,
    [e.mainId, e.product, e.since],
  );
  expect(product.sold - e.soldAtStart).toBe(e.paid.length);
  expect(product.on_hand + (product.sold - e.soldAtStart) + held.units).toBe(e.startStock);

  if (e.coupon) {
    const [coupon] = await query<{ used: number }>(
      'select used_count as used from coupons where main_id = $1 and code = $2',
      [e.mainId, e.coupon.code],
    );
    const holding = await query<{ order_id: string }>(
      `select order_id from coupon_redemptions where main_id = $1 and code = $2 and status <> 'released'`,
      [e.mainId, e.coupon.code],
    );
    // An order released since (a retry found it unusable and placed a new one) gave its use back.
    const carried = await query<{ id: string }>(
      `select id from orders
        where main_id = $1 and coupon_code = $2 and created_at >= $3 and stock_released_at is null`,
      [e.mainId, e.coupon.code, e.since],
    );
    expect(coupon.used).toBe(holding.length);
    expect(holding.map((r) => r.order_id).sort()).toEqual(carried.map((r) => r.id).sort());
    expect(coupon.used).toBeLessThanOrEqual(e.coupon.maxUses);
  }

  if (e.mails) {
    const rows = await query<{ id: string; template: string; status: string }>(
      `select id, template, status from outbox where dedupe_key like any(array(select 'order:' || x || ':%' from unnest($1::text[]) x))`,
      [e.acknowledged],
    );
    // Two per paid order: the merchant's and the shopper's.
    expect(rows.length).toBe(2 * e.paid.length);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    const sent = new Map<string, number>();
    for (const mail of e.mails) sent.set(mail.messageId, (sent.get(mail.messageId) ?? 0) + 1);
    expect(
      rows
        .map((row) => ({ ...row, times: sent.get(`<outbox-${row.id}@skatekit>`) ?? 0 }))
        .filter((row) => row.times !== 1),
    ).toEqual([]);
  }
  return { unacknowledged: held.orders };
}
