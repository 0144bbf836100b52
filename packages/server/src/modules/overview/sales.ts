import { orderStands, type OverviewSales } from '@skatekit/console-contract';
import { and, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import { orderFigures, toPaise, fromPaise } from '../../platform/core';

/** How many India days the overview's chart shows (today the last). */
export const SALES_DAYS = 30;

/**
 * The sales overview of the last 30 India days: per day and for today, 7 and 30 days, the shop
 * orders that stand (paid, or placed to pay on delivery; not cancelled) and their totals as charged
 * (core's orderFigures, summed in paise). Days are India days (IST), whatever the server's zone.
 * Fees stay 0: the academy's fees are not recorded as sales yet.
 */
export async function salesOverview(db: Db, mainId: string, now = new Date()): Promise<OverviewSales> {
  const today = indiaDay(now);
  const first = indiaDayStart(today, 1 - SALES_DAYS);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.main_id, mainId),
        eq(orders.kind, 'shop'),
        ne(orders.orderStatus, 'Cancelled'),
        gte(orders.createdAt, first),
      ),
    );
  const days = Array.from({ length: SALES_DAYS }, (_, i) =>
    indiaDay(indiaDayStart(today, i + 1 - SALES_DAYS)),
  );
  const byDay = new Map(days.map((day) => [day, { orders: 0, paise: 0 }]));
  for (const row of rows) {
    if (!orderStands(row)) continue;
    const bucket = byDay.get(indiaDay(row.createdAt));
    if (!bucket) continue;
    bucket.orders += 1;
    bucket.paise += toPaise(orderFigures(row).total);
  }
  const sum = (last: number) => {
    const picked = days.slice(-last).map((day) => byDay.get(day) ?? { orders: 0, paise: 0 });
    return {
      orders: picked.reduce((n, d) => n + d.orders, 0),
      sales: fromPaise(picked.reduce((n, d) => n + d.paise, 0)),
      fees: 0,
    };
  };
  return {
    today,
    days: days.map((day) => {
      const bucket = byDay.get(day) ?? { orders: 0, paise: 0 };
      return { day, orders: bucket.orders, sales: fromPaise(bucket.paise), fees: 0 };
    }),
    periods: { today: sum(1), week: sum(7), month: sum(SALES_DAYS) },
  };
}
