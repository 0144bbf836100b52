import { TRIAL_STATUSES } from '@skatekit/core/academy';
import { z } from 'zod';
import { id, indiaDay, isoDate } from './fields';

/* Wire schemas of the console's trial classes (issue 37; `/admin/api/academy/trials`): the front desk's day. */

/** `GET /admin/api/academy/trials?day=YYYY-MM-DD` (today by default). */
export const AcademyTrialsQuery = z.object({ day: indiaDay.optional() });

export const AcademyTrial = z.object({
  id,
  date: z.string(),
  studentId: id,
  student: z.string(),
  parentName: z.string(),
  parentMobile: z.string(),
  batchId: id,
  batch: z.string(),
  startTime: z.string(),
  price: z.number(),
  status: z.enum(TRIAL_STATUSES),
  createdAt: isoDate,
});
export type AcademyTrial = z.infer<typeof AcademyTrial>;

export const AcademyTrialsResponse = z.object({ data: z.array(AcademyTrial) });
export type AcademyTrialsResponse = z.infer<typeof AcademyTrialsResponse>;

/** `PATCH /admin/api/academy/trials/:id`: attended, no-show or cancelled (academy.manage). */
export const AcademyTrialUpdateBody = z.strictObject({ status: z.enum(TRIAL_STATUSES) });
