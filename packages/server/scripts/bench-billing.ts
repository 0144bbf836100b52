// The bench's billing run (scripts/bench.mjs step `billing`), on the database the server would open
// (DATABASE_URL, else PGlite in DATA_DIR). Two phases, each its own process so that the run's memory is
// the run's alone:
//   seed N   N students (two per parent) enrolled in one batch of SKATE01 before next month;
//   run      next month's billing (runFeeBilling) once, timed, the process's memory sampled every 5 ms;
//            prints one JSON line { students, issued, rows, ms, peakRssMb, rssGrowthMb } and fails when
//            the bench batch's invoices written (rows) are not one per student.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { batches, enrolments, feeInvoices, students, users } from '../src/db/schema';
import { indiaDay } from '../src/lib/india-days';
import { runFeeBilling } from '../src/modules/fees/billing';
import { feePeriodOf, nextFeePeriod } from '../src/platform/core';
import { seedIfEmpty } from '../src/seed/index';

const MERCHANT = 'SKATE01';
const COURSE = 'Bench Skating';
const [phase, countArg] = process.argv.slice(2);
const period = nextFeePeriod(feePeriodOf(indiaDay(new Date())));

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
try {
  if (phase === 'seed') {
    const total = Number(countArg);
    if (!Number.isInteger(total) || total < 2 || total > 1_000_000)
      throw new Error('usage: seed N (2..1,000,000)');
    await seedIfEmpty(db, config);
    const [batch] = await db
      .insert(batches)
      .values({
        main_id: MERCHANT,
        course: COURSE,
        centre: 'Andheri',
        days: ['Mon', 'Wed'],
        start_time: '17:00',
        end_time: '18:00',
        capacity: total,
        price: 2500,
      })
      .returning({ id: batches.id });
    const CHUNK = 1_000;
    for (let from = 0; from < total; from += CHUNK) {
      const size = Math.min(CHUNK, total - from);
      const parents = Array.from({ length: Math.ceil(size / 2) }, (_, i) => ({
        id: randomUUID(),
        main_id: MERCHANT,
        email: `bench-parent-${from + i * 2}@bench.test`,
        full_name: `Bench Parent ${from + i * 2}`,
      }));
      await db.insert(users).values(parents);
      const kids = Array.from({ length: size }, (_, i) => ({
        id: randomUUID(),
        main_id: MERCHANT,
        user_id: parents[Math.floor(i / 2)].id,
        name: `Bench Student ${from + i}`,
      }));
      await db.insert(students).values(kids);
      await db.insert(enrolments).values(
        kids.map((kid) => ({
          main_id: MERCHANT,
          student_id: kid.id,
          batch_id: batch.id,
          status: 'enrolled',
        })) as (typeof enrolments.$inferInsert)[],
      );
    }
    console.log(JSON.stringify({ seeded: total, period }));
  } else if (phase === 'run') {
    const [{ value: enrolled }] = await db
      .select({ value: count() })
      .from(enrolments)
      .innerJoin(batches, eq(batches.id, enrolments.batch_id))
      .where(and(eq(enrolments.main_id, MERCHANT), eq(batches.course, COURSE)));
    const rssStart = process.memoryUsage().rss;
    let peakRss = rssStart;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const { issued } = await runFeeBilling(db, MERCHANT, `${period}-01`);
    const ms = performance.now() - started;
    clearInterval(sampler);
    const [{ value: rows }] = await db
      .select({ value: count() })
      .from(feeInvoices)
      .innerJoin(batches, eq(batches.id, feeInvoices.batch_id))
      .where(
        and(eq(feeInvoices.main_id, MERCHANT), eq(feeInvoices.period, period), eq(batches.course, COURSE)),
      );
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    console.log(
      JSON.stringify({
        students: enrolled,
        issued,
        rows,
        ms: Math.round(ms),
        peakRssMb: mb(Math.max(peakRss, process.memoryUsage().rss)),
        rssGrowthMb: mb(Math.max(peakRss, process.memoryUsage().rss) - rssStart),
      }),
    );
    // `issued` also counts the demo merchant's own students; `rows` are the bench's.
    if (rows !== enrolled) {
      console.error(`billing wrote ${rows} invoices for ${enrolled} students`);
      process.exitCode = 1;
    }
  } else {
    throw new Error('usage: bench-billing.ts seed N | run');
  }
} finally {
  await database.close();
}
