import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/admin';
import { paidOrder } from '../../../test/console';
import { createOrder, orderBody, shopForFile } from '../../../test/shop';
import { orders } from '../../db/schema';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;
const P = SEED_REFS.products;

type Figures = { orders: number; sales: number; fees: number };
type Sales = {
  today: string;
  days: (Figures & { day: string })[];
  periods: { today: Figures; week: Figures; month: Figures };
};

const placedAt = (id: string, createdAt: Date, extra: Partial<typeof orders.$inferInsert> = {}) =>
  server.app.db
    .update(orders)
    .set({ createdAt, ...extra })
    .where(eq(orders.id, id));

describe('the overview sales figures, in India days', () => {
  it('sums the standing orders of today, 7 and 30 India days at the price charged; cancelled, unpaid and older orders are left out; fees 0', async () => {
    const owner = await adminSession(server, { role: 'owner' });
    const today = indiaDay(new Date());
    const place = () => paidOrder(server, shop.asha, shop.ashaHome, [{ id: P.cheap, qty: 2 }]);
    const [first, lastOfYesterday, tenDaysAgo, cancelled, old] = [
      await place(),
      await place(),
      await place(),
      await place(),
      await place(),
    ];
    const unpaid = await createOrder(
      server,
      shop.asha,
      orderBody(shop.asha, shop.ashaHome, [{ id: P.cheap }]),
    );
    expect(unpaid.status).toBe(200);
    const minute = 60_000;
    const startOfToday = indiaDayStart(today);
    // 00:01 in India is still the day before in UTC: it counts today.
    await placedAt(first.id, new Date(startOfToday.getTime() + minute));
    await placedAt(lastOfYesterday.id, new Date(startOfToday.getTime() - minute));
    await placedAt(tenDaysAgo.id, indiaDayStart(today, -10));
    await placedAt(cancelled.id, new Date(startOfToday.getTime() + 2 * minute), {
      orderStatus: 'Cancelled',
    });
    await placedAt(old.id, indiaDayStart(today, -30));
    await placedAt(unpaid.body.id, new Date(startOfToday.getTime() + 3 * minute));

    const detail = await owner.call<{ data: { figures: { total: number } } }>('GET', `/orders/${first.id}`);
    const total = detail.body.data.figures.total;
    expect(total).toBeGreaterThan(0);

    const res = await owner.call<Sales>('GET', '/overview/sales');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.today).toBe(today);
    expect(res.body.periods).toEqual({
      today: { orders: 1, sales: total, fees: 0 },
      week: { orders: 2, sales: 2 * total, fees: 0 },
      month: { orders: 3, sales: 3 * total, fees: 0 },
    });
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days.at(-1)).toEqual({ day: today, orders: 1, sales: total, fees: 0 });
    expect(res.body.days.at(-2)).toEqual({
      day: indiaDay(indiaDayStart(today, -1)),
      orders: 1,
      sales: total,
      fees: 0,
    });
    expect(res.body.days[0].day).toBe(indiaDay(indiaDayStart(today, -29)));
    expect(res.body.days.reduce((n, d) => n + d.orders, 0)).toBe(3);
  });

  it("another store's staff see none of these sales; a coach may not read them", async () => {
    const other = await adminSession(server, { role: 'owner', merchant: 'ROLLR02' });
    const res = await other.call<Sales>('GET', '/overview/sales');
    expect(res.status).toBe(200);
    expect(res.body.periods.month).toEqual({ orders: 0, sales: 0, fees: 0 });
    const coach = await adminSession(server, { role: 'coach' });
    const refused = await coach.call<{ message: string }>('GET', '/overview/sales');
    expect(refused.status).toBe(403);
  });
});
