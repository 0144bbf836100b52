import { ATTENDANCE_MARKS } from '@skatekit/core/academy';
import { z } from 'zod';
import { id, indiaDay } from './fields';

/*
 * Wire schemas of attendance (issue 37; `/admin/api/academy/attendance`): a coach's batches of a day on a
 * phone, one tap per student. Marks are queued on the phone while offline; each carries a client-made
 * `clientId`, so a mark sent twice counts once (the second answers `duplicate`).
 */

/** `GET /admin/api/academy/attendance?day=YYYY-MM-DD` (today by default): the caller's batches of the day. */
export const AcademyAttendanceQuery = z.object({ day: indiaDay.optional() });

export const AcademyAttendanceStudent = z.object({
  studentId: id,
  student: z.string(),
  medicalNote: z.string(),
  /** The day's mark, null while unmarked. */
  mark: z.enum(ATTENDANCE_MARKS).nullable(),
  /** Came on a make-up credit (not on the roster). */
  makeup: z.boolean(),
});

export const AcademyAttendanceBatch = z.object({
  batchId: id,
  course: z.string(),
  centre: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  coach: z.string(),
  students: z.array(AcademyAttendanceStudent),
});

export const AcademyAttendanceDay = z.object({ day: z.string(), batches: z.array(AcademyAttendanceBatch) });
export type AcademyAttendanceDay = z.infer<typeof AcademyAttendanceDay>;

/** One mark as the phone queues it. */
export const AttendanceMarkInput = z.strictObject({
  /** Made on the phone (a UUID) when the tap happens; the server keeps the first mark with this id. */
  clientId: z.string().trim().min(8).max(64),
  batchId: id,
  studentId: id,
  day: indiaDay,
  mark: z.enum(ATTENDANCE_MARKS),
});
export type AttendanceMarkInput = z.infer<typeof AttendanceMarkInput>;

/** `POST /admin/api/academy/attendance` (attendance.mark): the queued marks, oldest first. */
export const AttendanceMarksBody = z.strictObject({ marks: z.array(AttendanceMarkInput).min(1).max(200) });
export type AttendanceMarksBody = z.infer<typeof AttendanceMarksBody>;

/** Each mark's outcome: `recorded` (new or a change of the day's mark) or `duplicate` (that clientId was seen). */
export const AttendanceMarksResponse = z.object({
  results: z.array(z.object({ clientId: z.string(), outcome: z.enum(['recorded', 'duplicate']) })),
});
export type AttendanceMarksResponse = z.infer<typeof AttendanceMarksResponse>;
