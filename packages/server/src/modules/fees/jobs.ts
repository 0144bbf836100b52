import type { FastifyInstance } from 'fastify';
import { merchants } from '../../db/schema';
import { runFeeBilling } from './billing';
import { runFeeReminders } from './reminders';

/**
 * The fee jobs as of `date` (an India day) for the merchants `codes` (default every merchant): the month's
 * billing, then the reminders due. Safe to run any number of times on any number of instances: both are
 * exactly once by unique keys (fee_invoices per student and month, fee_reminders per invoice, step and
 * channel). The notification worker is poked so the reminders go out at once.
 */
export async function runFeeJobs(
  app: FastifyInstance,
  date: string,
  codes?: string[],
): Promise<{ issued: number; reminded: number }> {
  const all = codes ?? (await app.db.select({ code: merchants.code }).from(merchants)).map((m) => m.code);
  let issued = 0;
  let reminded = 0;
  for (const code of all) {
    issued += (await runFeeBilling(app.db, code, date)).issued;
    reminded += await runFeeReminders(app, code, date);
  }
  if (reminded > 0) app.notifications.poke();
  return { issued, reminded };
}
