import { FEE_FREQUENCIES, FEE_JOINER_BILLING, FEE_LAST_DAY } from '@skatekit/core/academy';
import { z } from 'zod';
import { id, rupees } from './fields';

/*
 * Wire schemas of a batch's fee plan and the merchant's fee settings (issue 38; `/admin/api/fee-plans/{id}`,
 * `/admin/api/fee-settings`, docs/admin-api.md "Fees"). The defaults are core's FEE_DEFAULTS.
 */

/** A day of the month every month has (1-28). */
const monthDay = z
  .number({ message: `Enter a day from 1 to ${FEE_LAST_DAY}` })
  .int(`Enter a day from 1 to ${FEE_LAST_DAY}`)
  .min(1, `Enter a day from 1 to ${FEE_LAST_DAY}`)
  .max(FEE_LAST_DAY, `Enter a day from 1 to ${FEE_LAST_DAY}`);

/** `PUT /admin/api/fee-plans/{batchId}`: what the batch bills each month. Monthly plans only for now. */
export const FeePlanBody = z.strictObject({
  amount: rupees.positive('Enter a fee above 0'),
  dueDay: monthDay,
  lateFine: rupees.min(0, 'Enter 0 or more'),
  frequency: z.enum(FEE_FREQUENCIES).default('monthly'),
});
export type FeePlanBody = z.infer<typeof FeePlanBody>;

/** `GET /admin/api/fee-plans/{batchId}`: the batch's plan, or (`custom` false) its price with core's defaults. */
export const FeePlan = z.object({
  batchId: id,
  amount: z.number(),
  dueDay: z.number().int(),
  lateFine: z.number(),
  frequency: z.enum(FEE_FREQUENCIES),
  custom: z.boolean(),
});
export type FeePlan = z.infer<typeof FeePlan>;

/** `GET/PUT /admin/api/fee-settings`: the sibling discount, the billing day and how mid-month joiners pay. */
export const FeeSettingsBody = z.strictObject({
  siblingDiscountPercent: z
    .number({ message: 'Enter a percentage from 0 to 100' })
    .int('Enter a whole percentage')
    .min(0, 'Enter a percentage from 0 to 100')
    .max(100, 'Enter a percentage from 0 to 100'),
  billingDay: monthDay,
  joiners: z.enum(FEE_JOINER_BILLING),
});
export type FeeSettingsBody = z.infer<typeof FeeSettingsBody>;
export const FeeSettings = FeeSettingsBody;
export type FeeSettings = FeeSettingsBody;

/** How the console names each way of billing a mid-month joiner. */
export const FEE_JOINER_LABELS: Record<(typeof FEE_JOINER_BILLING)[number], string> = {
  pro_rata: 'Pro rata: the days left in the month they join',
  next_month: 'From the next month',
};
