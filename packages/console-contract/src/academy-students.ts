import { z } from 'zod';
import { AdminListQuery, id, isoDate } from './fields';

/*
 * Wire schemas of the console's academy students (issue 37; `/admin/api/academy/students`): a student is
 * one child of a parent (a customer). Searched by the student's name or the parent's name or phone.
 */

/** `GET /admin/api/academy/students?q=&centre=`: `q` matches student name, parent name, phone or e-mail. */
export const AcademyStudentsQuery = AdminListQuery.extend({ centre: z.string().trim().max(100).optional() });
export type AcademyStudentsQuery = z.infer<typeof AcademyStudentsQuery>;

export const AcademyStudentSummary = z.object({
  id,
  name: z.string(),
  dob: z.string(),
  gender: z.string(),
  centre: z.string(),
  level: z.string(),
  parentName: z.string(),
  parentMobile: z.string(),
  parentEmail: z.string(),
  /** Names of the batches the student holds a place in. */
  batches: z.array(z.string()),
  makeupCredits: z.number().int(),
  createdAt: isoDate,
});
export type AcademyStudentSummary = z.infer<typeof AcademyStudentSummary>;

/** One enrolment as a student's page lists it. */
export const AcademyStudentEnrolment = z.object({
  id,
  batchId: id,
  batch: z.string(),
  status: z.enum(['enrolled', 'waitlisted', 'offered', 'withdrawn']),
  position: z.number().int().nullable(),
});

/** `GET /admin/api/academy/students/:id`. */
export const AcademyStudentDetail = AcademyStudentSummary.extend({
  school: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  medicalNote: z.string(),
  userId: z.string(),
  admissionId: z.string(),
  enrolments: z.array(AcademyStudentEnrolment),
  attendance: z.object({ present: z.number().int(), absent: z.number().int(), late: z.number().int() }),
  /** Skill ids of the student's level that are ticked. */
  skillsDone: z.array(id),
});
export type AcademyStudentDetail = z.infer<typeof AcademyStudentDetail>;
