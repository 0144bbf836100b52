import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indiaDay } from '../../lib/india-days';
import { autopayWebhookRoutes, feeAutopayRoutes, sandboxSubscriptionRoutes } from './autopay-routes';
import { runFeeJobs } from './jobs';
import { feePayLinkRoutes } from './pay-link-routes';
import { feeReceiptRoutes } from './receipt-routes';

/**
 * Pay links' and receipts' routes, and the fee jobs on a timer in this process (FEE_JOBS_INTERVAL_MS, daily by
 * default, off in tests): a first run a minute after start, then every interval, as of the India day.
 * A timer per instance is enough, since the jobs are exactly once by their unique keys.
 */
export const feeJobsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(feePayLinkRoutes);
    await app.register(feeAutopayRoutes);
    await app.register(autopayWebhookRoutes);
    if (app.config.devRoutes) await app.register(sandboxSubscriptionRoutes);
    await app.register(feeReceiptRoutes);
    const interval = app.config.fees.jobsIntervalMs;
    if (interval <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = runFeeJobs(app, indiaDay(app.services.now())).catch((error) =>
        app.log.error({ err: error }, 'fee jobs failed; the next run retries'),
      );
      timer = setTimeout(tick, interval);
      timer.unref();
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, Math.min(interval, 60_000));
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'skatekit-fee-jobs', dependencies: ['skatekit-notifications'] },
);
