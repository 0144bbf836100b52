import { WEEKDAYS } from '@skatekit/core/academy';
import { z } from 'zod';
import { id, indiaDay, isoDate, rupees } from './fields';

/*
 * Wire schemas of the console's batches and timetable (issue 37; `/admin/api/academy/batches`,
 * `/admin/api/academy/timetable`). A coach sees only the batches they coach.
 */

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time HH:MM')
  .meta({ examples: ['17:00'] });

/** `GET /admin/api/academy/batches?centre=&day=`; a batch as lists and the timetable show it. */
export const AcademyBatchesQuery = z.object({
  centre: z.string().trim().max(100).optional(),
  day: z.enum(WEEKDAYS).optional(),
});
export type AcademyBatchesQuery = z.infer<typeof AcademyBatchesQuery>;

export const AcademyBatchSummary = z.object({
  id,
  course: z.string(),
  courseId: z.string(),
  centre: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  startTime: z.string(),
  endTime: z.string(),
  coachId: z.string().nullable(),
  coach: z.string(),
  levelId: z.string().nullable(),
  level: z.string(),
  ageBand: z.string(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  seatsLeft: z.number().int(),
  waiting: z.number().int(),
  price: z.number(),
  trialPrice: z.number(),
  termStart: z.string(),
  termEnd: z.string(),
});
export type AcademyBatchSummary = z.infer<typeof AcademyBatchSummary>;

export const AcademyBatchesResponse = z.object({ data: z.array(AcademyBatchSummary) });
export type AcademyBatchesResponse = z.infer<typeof AcademyBatchesResponse>;

/** One student on a batch's roster or waiting list. */
export const AcademyRosterEntry = z.object({
  enrolmentId: id,
  studentId: id,
  student: z.string(),
  parentName: z.string(),
  parentMobile: z.string(),
  status: z.enum(['enrolled', 'waitlisted', 'offered']),
  /** 1-based place on the waiting list, null on the roster. */
  position: z.number().int().nullable(),
  /** When an offered place lapses. */
  offerExpiresAt: isoDate.nullable(),
  medicalNote: z.string(),
});
export type AcademyRosterEntry = z.infer<typeof AcademyRosterEntry>;

/** `GET /admin/api/academy/batches/:id`: the batch, its roster and its waiting list (in order). */
export const AcademyBatchDetail = AcademyBatchSummary.extend({
  roster: z.array(AcademyRosterEntry),
  waitingList: z.array(AcademyRosterEntry),
});
export type AcademyBatchDetail = z.infer<typeof AcademyBatchDetail>;

/** `POST /admin/api/academy/batches` (academy.manage) and `PUT /admin/api/academy/batches/:id`. */
export const AcademyBatchBody = z
  .strictObject({
    course: z.string().trim().min(1, 'Enter the course').max(100),
    courseId: z.string().trim().max(64).default(''),
    centre: z.string().trim().min(1, 'Enter the centre').max(100),
    days: z.array(z.enum(WEEKDAYS)).min(1, 'Pick at least one day').max(7),
    startTime: time,
    endTime: time,
    coachId: id.nullable().default(null),
    levelId: id.nullable().default(null),
    ageBand: z.string().trim().max(40).default(''),
    capacity: z.number().int().min(1, 'At least 1 place').max(500),
    price: rupees.min(0),
    trialPrice: rupees.min(0).default(0),
    termStart: indiaDay,
    termEnd: indiaDay,
  })
  .refine((b) => b.endTime > b.startTime, {
    message: 'The batch must end after it starts',
    path: ['endTime'],
  })
  .refine((b) => b.termEnd >= b.termStart, {
    message: 'The term must end after it starts',
    path: ['termEnd'],
  });
export type AcademyBatchBody = z.infer<typeof AcademyBatchBody>;

/** `POST /admin/api/academy/batches/:id/move`: move a student's place to another batch (academy.manage). */
export const AcademyMoveBody = z.strictObject({ enrolmentId: id, toBatchId: id });
export type AcademyMoveBody = z.infer<typeof AcademyMoveBody>;

/** Answer of a move: where the student now stands in the new batch. */
export const AcademyMoveResponse = z.object({
  enrolmentId: id,
  status: z.enum(['enrolled', 'waitlisted']),
  position: z.number().int().nullable(),
});
export type AcademyMoveResponse = z.infer<typeof AcademyMoveResponse>;

/** `GET /admin/api/academy/timetable`: the week, by centre, day and start time. */
export const AcademyTimetableResponse = z.object({
  centres: z.array(z.string()),
  days: z.array(z.enum(WEEKDAYS)),
  batches: z.array(AcademyBatchSummary),
});
export type AcademyTimetableResponse = z.infer<typeof AcademyTimetableResponse>;

/** `GET/PUT /admin/api/academy/settings` (owner: settings.update). */
export const AcademySettings = z.strictObject({
  /** An absence earns a make-up credit. */
  makeupCredits: z.boolean(),
  /** Hours a waitlisted family has to take a freed place. */
  offerHours: z.number().int().min(1).max(168),
});
export type AcademySettings = z.infer<typeof AcademySettings>;
