import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { runWithDeadline } from '../src/db/deadline';
import { coupons, orders } from '../src/db/schema';
import { SEED_REFS } from '../src/seed';
import { TEXTS } from '../src/platform/core';
import { expectLedgerExact, type Query } from './chaos-checks';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';
import { TEST_MERCHANT, type TestServer, startTestServer } from './helper';
import { type LatencyProxy, startLatencyProxy } from './latency-proxy';
import { rowsOf, testPool } from './pg';
import { call, type SignedUpUser } from './session';
import { type Created, customer, orderBody, stockOf } from './shop';

// Issue 40, item 2: with 2 s added per packet between the server and PostgreSQL one checkout took
// 68.4 s and answered 200 (the shopper's proxy had given up at 60 s while the order was placed and its
// stock reserved); login took 9.1 s. Now every request has a deadline (REQUEST_DEADLINE_MS): a slow
// database answers 503 with Retry-After within the deadline and a second, and a checkout it cut leaves
// no order and no reserved stock, or one the retry with the same Idempotency-Key finds.
// PostgreSQL only: PGlite runs in the server's process, with no network to be slow.
const PG = process.env.TEST_DATABASE_URL;
const DEADLINE_MS = 2_000;

describe.skipIf(!PG)(
  'item 2: deadlines under a slow database (a latency proxy in front of PostgreSQL)',
  () => {
    const schemaName = `skt_slow_${randomBytes(4).toString('hex')}`;
    const admin = PG ? testPool(PG) : null;
    let proxy: LatencyProxy;
    let smtp: FakeSmtp;
    /** Straight to the test's schema, past the proxy: what the ledger checks read. */
    let db: ReturnType<typeof testPool>;
    let server: TestServer;
    let asha: SignedUpUser;
    let home = '';

    beforeAll(async () => {
      const direct = new URL(PG as string);
      await admin?.query(`create schema "${schemaName}"`);
      proxy = await startLatencyProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const slow = new URL(direct);
      slow.hostname = '127.0.0.1';
      slow.port = String(proxy.port);
      const database = await openDatabase({
        databaseUrl: slow.toString(),
        pgSchema: schemaName,
        maxConnections: 8,
      });
      smtp = await startFakeSmtp();
      const inSchema = new URL(direct);
      inSchema.searchParams.set('options', `-c search_path=${schemaName}`);
      db = testPool(inSchema.toString(), 2);
      server = await startTestServer({ requestDeadlineMs: DEADLINE_MS, smtpUrl: smtp.url }, { database });
      ({ user: asha, home } = await customer(server, { readCode: (email) => smtp.readCode(email) }));
    }, 60_000);
    afterAll(async () => {
      proxy.delayMs = 0;
      await server?.close();
      await proxy?.close();
      await smtp?.close();
      await db?.end();
      await admin?.query(`drop schema if exists "${schemaName}" cascade`);
      await admin?.end();
    });

    const stock = async () => (await stockOf(server, SEED_REFS.products.cheap))?.totalStock;
    const checkout = (key: string) =>
      call<{ success?: boolean; id?: string; message?: string }>(server, 'POST', '/payment', {
        token: asha.accessToken,
        headers: { 'idempotency-key': key },
        body: orderBody(asha, home, [{ id: SEED_REFS.products.cheap }]),
      });

    // Found by the load case below: drizzle gives a pooled connection back only when its BEGIN
    // succeeded, and a request that waited past its deadline for a connection had its BEGIN refused, so
    // each such request kept one connection forever; eight of them and every request was a 503 until a
    // restart (and closing the server hung). BEGIN now goes through; the first statement is refused.
    it('item 2: transactions started past the deadline give their connections back: 10 of them on a pool of 2, then a query answers at once', async () => {
      const small = await openDatabase({
        databaseUrl: PG as string,
        pgSchema: schemaName,
        maxConnections: 2,
        migrate: false,
      });
      try {
        const late = await Promise.allSettled(
          Array.from({ length: 10 }, () =>
            runWithDeadline(Date.now() - 1, () =>
              small.db.transaction(async (tx) => tx.select({ id: orders.id }).from(orders).limit(1)),
            ),
          ),
        );
        // drizzle wraps the driver's error (DrizzleQueryError): its cause is the deadline's 57014.
        expect(
          late.map((r) =>
            r.status === 'rejected' ? (r.reason as { cause?: { code?: string } }).cause?.code : 'ran',
          ),
        ).toEqual(Array(10).fill('57014'));
        const started = performance.now();
        const rows = await small.db.select({ id: orders.id }).from(orders).limit(1);
        expect(Array.isArray(rows)).toBe(true);
        expect(performance.now() - started).toBeLessThan(2_000);
      } finally {
        await small.close();
      }
    }, 30_000);

    it('item 2: a checkout through a database 1 s a packet away answers 503 + Retry-After by the deadline and a second; the retry with its key finds one order or none, stock exact', async () => {
      expect(home).not.toBe('');
      const stockBefore = await stock();
      const key = randomUUID();
      proxy.delayMs = 1_000;
      const started = performance.now();
      const slow = await checkout(key);
      const took = performance.now() - started;
      proxy.delayMs = 0;
      expect(slow.status).toBe(503);
      expect(slow.headers.get('retry-after')).toBe('5');
      expect(slow.body.message).toBe('The shop is briefly unavailable. Please try again in a moment.');
      // The deadline, its second of slack, and the few ms of the answer.
      expect(took).toBeLessThan(DEADLINE_MS + 1_000 + 500);
      // What the slow attempt left, once the database is quick again: nothing, or one order that the
      // retry with the same key is answered with. Never two, never stock taken without an order.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const placed = await server.app.db.select().from(orders).where(eq(orders.user_id, asha.userId));
      const retry = await checkout(key);
      expect(retry.status).toBe(200);
      const after = await server.app.db.select().from(orders).where(eq(orders.user_id, asha.userId));
      expect(after).toHaveLength(1);
      if (placed.length === 1) expect(retry.body.id).toBe(placed[0]?.id);
      expect(await stock()).toBe((stockBefore ?? 0) - 1);
    }, 60_000);

    it('item 2: a sign-in through the slow database is a 503 within the bound too, and quick again once it is', async () => {
      proxy.delayMs = 1_500;
      const started = performance.now();
      const slow = await call(server, 'POST', '/loginuser', {
        body: { email: asha.email, password: asha.password, main_id: TEST_MERCHANT },
      });
      const took = performance.now() - started;
      proxy.delayMs = 0;
      expect(slow.status).toBe(503);
      expect(took).toBeLessThan(DEADLINE_MS + 1_000 + 500);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const quick = await call(server, 'POST', '/loginuser', {
        body: { email: asha.email, password: asha.password, main_id: TEST_MERCHANT },
      });
      expect(quick.status).toBe(200);
    }, 60_000);

    it('item 2: 24 checkouts at once through a database 200 ms a packet away (stock for 16, a coupon of 6 uses on half): 503s by the deadline, retried with their keys once it is quick: each key one order or one refusal, stock and coupon exact, every mail once', async () => {
      const query: Query = (text, params) => rowsOf(db, text, params);
      const PRODUCT = SEED_REFS.products.cheap;
      const STOCK = 16;
      const COUPON = `SLOW${randomBytes(2).toString('hex').toUpperCase()}`;
      await query('update products set total_stock = $1 where main_id = $2 and product_id = $3', [
        STOCK,
        TEST_MERCHANT,
        PRODUCT,
      ]);
      await server.app.db.insert(coupons).values({
        main_id: TEST_MERCHANT,
        code: COUPON,
        percentage_offer: 0,
        price_offer: 20,
        status: 'Active',
        max_uses: 6,
      });
      const [{ sold: soldAtStart, since }] = await query<{ sold: number; since: Date }>(
        'select total_sold as sold, now() as since from products where main_id = $1 and product_id = $2',
        [TEST_MERCHANT, PRODUCT],
      );
      const shoppers: { user: SignedUpUser; home: string }[] = [];
      // Eight shoppers, three orders each: under the cap of unpaid orders a shopper may hold (5).
      for (let i = 0; i < 8; i++)
        shoppers.push(await customer(server, { readCode: (email) => smtp.readCode(email) }));
      // Order i: shopper i % 8, one unit, the coupon on every odd one.
      const attempts = Array.from({ length: 24 }, (_, i) => ({
        key: randomUUID(),
        shopper: shoppers[i % 8] as { user: SignedUpUser; home: string },
        coupon: i % 2 === 1,
      }));
      const send = (a: (typeof attempts)[number]) =>
        call<Created & { message?: string }>(server, 'POST', '/payment', {
          token: a.shopper.user.accessToken,
          headers: { 'idempotency-key': a.key },
          body: orderBody(
            a.shopper.user,
            a.shopper.home,
            [{ id: PRODUCT }],
            a.coupon ? { coupon_code: COUPON } : {},
          ),
        });

      proxy.delayMs = 200;
      const slow = await Promise.all(
        attempts.map(async (a) => {
          const started = performance.now();
          const answer = await send(a);
          return { answer, ms: performance.now() - started };
        }),
      );
      proxy.delayMs = 0;
      const cut = slow.filter((a) => a.answer.status === 503).map((a) => a.answer);
      expect(cut.length).toBeGreaterThan(0);
      for (const answer of cut) {
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.body.message).toBe(TEXTS.SERVICE_UNAVAILABLE);
      }
      // Every answer by the deadline and its second (and a second of slack for a loaded machine).
      expect(slow.filter((a) => a.ms > DEADLINE_MS + 2_000).map((a) => a.ms)).toEqual([]);
      expect(
        slow.filter((a) => ![200, 400, 409, 503].includes(a.answer.status)).map((a) => a.answer.body),
      ).toEqual([]);

      // The shoppers try again with the same keys until answered, a 503 or a key still claimed by the
      // cut attempt taken as "try again" (the machine may be busy enough for a quick database to miss the
      // deadline once more), then once more: a key answered before is answered the same again.
      const settle = async (a: (typeof attempts)[number], first: Awaited<ReturnType<typeof send>>) => {
        let answer = first;
        const started = Date.now();
        while (answer.status === 503 || answer.body.message === TEXTS.IDEMPOTENCY_KEY_IN_USE) {
          if (Date.now() - started > 40_000) throw new Error(`${a.key} still ${answer.status} after 40 s`);
          await new Promise((resolve) => setTimeout(resolve, 250));
          answer = await send(a);
        }
        return answer;
      };
      const final = await Promise.all(
        attempts.map(async (a, i) => {
          const answer = await settle(a, (slow[i] as (typeof slow)[number]).answer);
          const again = await settle(a, await send(a));
          expect([again.status, again.body.id]).toEqual([answer.status, answer.body.id]);
          return answer;
        }),
      );
      const placed = final.filter((a) => a.status === 200);
      const refusals = final.filter((a) => a.status !== 200).map((a) => [a.status, a.body.message]);
      // Stock for 16 of the 18 the coupon lets through: exactly 16 placed, the rest refused with a reason.
      expect(placed.length, JSON.stringify(refusals)).toBe(STOCK);
      expect(
        refusals.filter(
          ([status, message]) =>
            !(status === 400 && message === TEXTS.INVALID_COUPON) &&
            !(status === 409 && /out of stock/.test(String(message))),
        ),
      ).toEqual([]);
      const acknowledged = placed.map((a) => a.body.id);
      // No order stored that no key answers, but those a retry released and placed anew (recover: a
      // cut attempt's order whose payment was never opened): stock and coupon given back, never paid.
      const theirs = await query<{ id: string; status: string; released: boolean }>(
        `select id, status, stock_released_at is not null as released from orders
          where user_id = any($1::text[]) and created_at >= $2`,
        [shoppers.map((s) => s.user.userId), since],
      );
      expect(
        theirs
          .filter((o) => !o.released)
          .map((o) => o.id)
          .sort(),
      ).toEqual([...acknowledged].sort());
      expect(theirs.filter((o) => o.released && acknowledged.includes(o.id))).toEqual([]);

      // Each placed order paid, as the shopper's payment page would.
      const paid: string[] = [];
      for (const [i, answer] of final.entries()) {
        if (answer.status !== 200) continue;
        const payment = server.app.services.sandbox.signPayment(answer.body.order_id);
        const verified = await call<{ status?: string }>(server, 'POST', '/payment/verify', {
          token: attempts[i]?.shopper.user.accessToken,
          body: {
            razorpay_order_id: answer.body.order_id,
            razorpay_payment_id: payment.paymentId,
            razorpay_signature: payment.signature,
            receipt_id: answer.body.receipt_id,
          },
        });
        expect([verified.status, verified.body.status]).toEqual([200, 'Success']);
        paid.push(answer.body.id);
      }
      // The outbox drains to the fake mail server (polled, bounded).
      const started = Date.now();
      for (;;) {
        const [{ waiting }] = await query<{ waiting: number }>(
          `select count(*)::int as waiting from outbox
            where status <> 'sent' and dedupe_key like any(array(select 'order:' || x || ':%' from unnest($1::text[]) x))`,
          [acknowledged],
        );
        if (waiting === 0) break;
        if (Date.now() - started > 30_000) throw new Error(`${waiting} outbox rows not sent in 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const { unacknowledged } = await expectLedgerExact(query, {
        mainId: TEST_MERCHANT,
        product: PRODUCT,
        startStock: STOCK,
        soldAtStart,
        since,
        acknowledged,
        paid,
        coupon: { code: COUPON, maxUses: 6 },
        mails: smtp.mails,
      });
      expect(unacknowledged).toBe(0);
      console.info(
        `slow database: ${cut.length} of 24 cut by the deadline (slowest ${Math.round(Math.max(...slow.map((a) => a.ms)))} ms), ` +
          `${placed.length} placed, refusals ${JSON.stringify(refusals)}`,
      );
    }, 90_000);
  },
);
