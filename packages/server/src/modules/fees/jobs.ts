import type { FastifyInstance } from 'fastify';
import { merchants } from '../../db/schema';
import { runAutoPay } from './autopay';
import { runFeeBilling } from './billing';
import { runFeeReminders } from './reminders';

/**
 * The fee jobs as of `date` (an India day) for the merchants `codes` (default every merchant): the month's
 * billing, the auto-pay charges due that day (fees/autopay.ts), then the reminders due. Safe to run any number of times on any number of instances: each is
 * exactly once by a unique key or claim (fee_invoices per student and month, a mandate's charged invoice,
 * fee_reminders per invoice, step and channel). The notification worker is poked so the reminders go out at once.
 */
export async function runFeeJobs(
  app: FastifyInstance,
  date: string,
  codes?: string[],
): Promise<{ issued: number; charged: number; reminded: number }> {
  const all = codes ?? (await app.db.select({ code: merchants.code }).from(merchants)).map((m) => m.code);
  let issued = 0;
  let charged = 0;
  let reminded = 0;
  for (const code of all) {
    issued += (await runFeeBilling(app.db, code, date)).issued;
    // Before the reminders: a fee auto-pay charges on its due day needs no reminder once paid.
    charged += await runAutoPay(app, code, date);
    reminded += await runFeeReminders(app, code, date);
  }
  if (reminded > 0) app.notifications.poke();
  return { issued, charged, reminded };
}
