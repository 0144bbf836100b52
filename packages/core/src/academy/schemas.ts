import * as z from 'zod/mini';
import { GENDERS } from '../school-constants';
import { BODY_LIMITS, body, fieldError, idText, oneOf, optText, text } from '../api/schemas/fields';
import { bool, jsonList, listEnvelope, num, optNum, str, textList } from '../api/schemas/shared';
import { ATTENDANCE_MARKS, ENROLMENT_STATUSES, TRIAL_STATUSES } from './rules';

/*
 * Wire schemas of the academy's shopper calls (issue 37, additive to the spec; docs/api.md "Academy"):
 * students of a parent, batches and the timetable, enrolment with a waiting list, trial classes,
 * attendance, levels and skills. The server validates and serialises with them; the client parses.
 */

/** An India calendar day, `YYYY-MM-DD` (the bodies' `date`). */
const day = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string({ error: fieldError })
    .check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => 'date must be a day written YYYY-MM-DD' }),
    );

// ---------------------------------------------------------------------------------------- students
/** A student: one child of a parent (the signed-in customer). Each admission belongs to one student. */
export const Student = /* @__PURE__ */ z.object({
  student_id: str(),
  user_id: str(),
  name: str(),
  dob: str(),
  gender: str(),
  school: str(),
  fatherName: str(),
  motherName: str(),
  center: str(),
  medical_note: str(),
  /** The student's admission, '' when none yet. */
  admission_id: str(),
  /** The student's level (id and name), '' when none yet. */
  level_id: str(),
  level: str(),
  /** Unused make-up credits (earned by absences when the merchant allows). */
  makeup_credits: num(),
  createdAt: str(),
});
/** A student. */
export type Student = z.output<typeof Student>;

/** POST /students and PUT /students/{id}: a student of the signed-in parent (`user_id`). */
export const StudentBody = /* @__PURE__ */ body({
  name: text(BODY_LIMITS.name),
  dob: optText(BODY_LIMITS.name),
  gender: oneOf(GENDERS),
  school: optText(BODY_LIMITS.short),
  fatherName: optText(BODY_LIMITS.name),
  motherName: optText(BODY_LIMITS.name),
  center: text(BODY_LIMITS.name),
  medical_note: optText(BODY_LIMITS.address),
  user_id: idText(),
  main_id: idText(),
});
/** Student body (as sent). */
export type StudentBodyInput = z.input<typeof StudentBody>;
/** Student body (as validated). */
export type StudentBody = z.output<typeof StudentBody>;

/** GET /students/{user_id} -> `{ data: Student[] }` (oldest first). */
export const StudentsResponse = /* @__PURE__ */ listEnvelope('data', Student);
/** POST /students, PUT /students/{id} -> `{ success, message, data: Student }`. */
export const StudentSavedResponse = /* @__PURE__ */ z.object({
  success: bool(true),
  message: str(),
  data: Student,
});

// ---------------------------------------------------------------------------------------- batches
/** A batch: a course at a centre on some weekdays at a time, with a coach, a level, places and a term. */
export const Batch = /* @__PURE__ */ z.object({
  batch_id: str(),
  course: str(),
  /** The course product's id ('' when the batch is not tied to one). */
  course_id: str(),
  centre: str(),
  /** Weekdays, WEEKDAYS' spelling ('Mon'...'Sun'). */
  days: textList(),
  /** 24-hour `HH:MM`, India time. */
  start_time: str(),
  end_time: str(),
  coach: str(),
  level: str(),
  level_id: str(),
  /** Age band as text, e.g. '6-9' ('' when any). */
  age_band: str(),
  capacity: num(),
  seats_left: num(),
  /** How many wait for a place. */
  waiting: num(),
  /** Term fee, rupees. */
  price: num(),
  /** A trial class's price, rupees (0 = free). */
  trial_price: num(),
  /** Term dates `YYYY-MM-DD`. */
  term_start: str(),
  term_end: str(),
});
/** A batch. */
export type Batch = z.output<typeof Batch>;

/** GET /batches/{store} -> `{ data: Batch[] }`, ordered by centre, first weekday, start time. */
export const BatchesResponse = /* @__PURE__ */ listEnvelope('data', Batch);

// ---------------------------------------------------------------------------------------- enrolments
/** A student's place (or wait) in a batch. */
export const Enrolment = /* @__PURE__ */ z.object({
  enrolment_id: str(),
  student_id: str(),
  batch_id: str(),
  status: z.catch(z.enum(ENROLMENT_STATUSES), 'withdrawn'),
  /** 1-based place on the waiting list; null unless waitlisted. */
  position: z.nullable(optNum()),
  /** ISO time an offered place lapses ('' unless offered). */
  offer_expires_at: str(),
  createdAt: str(),
});
/** An enrolment. */
export type Enrolment = z.output<typeof Enrolment>;

/** POST /enrolments: enrol a student of the signed-in parent in a batch (a full batch waitlists). */
export const EnrolmentBody = /* @__PURE__ */ body({
  student_id: idText(),
  batch_id: idText(),
});
/** Enrolment body. */
export type EnrolmentBodyInput = z.input<typeof EnrolmentBody>;

/** POST /enrolments -> `enrolled`, or `waitlisted` with the 1-based `position`. */
export const EnrolmentResponse = /* @__PURE__ */ z.object({
  success: bool(true),
  message: str(),
  status: z.catch(z.enum(ENROLMENT_STATUSES), 'withdrawn'),
  position: z.nullable(optNum()),
  enrolment_id: str(),
});
/** Reply of POST /enrolments. */
export type EnrolmentResponse = z.output<typeof EnrolmentResponse>;

/** GET /enrolments/{user_id} -> `{ data: Enrolment[] }`: every enrolment of the parent's students. */
export const EnrolmentsResponse = /* @__PURE__ */ listEnvelope('data', Enrolment);

// ---------------------------------------------------------------------------------------- trials
/** A trial class: one session of a batch with room, free or at the batch's trial price. */
export const Trial = /* @__PURE__ */ z.object({
  trial_id: str(),
  student_id: str(),
  batch_id: str(),
  /** The session's day `YYYY-MM-DD`. */
  date: str(),
  price: num(),
  status: z.catch(z.enum(TRIAL_STATUSES), 'booked'),
  createdAt: str(),
});
/** A trial class. */
export type Trial = z.output<typeof Trial>;

/** POST /trials: one trial per student, on a day the batch meets. */
export const TrialBody = /* @__PURE__ */ body({ student_id: idText(), batch_id: idText(), date: day() });
/** Trial body. */
export type TrialBodyInput = z.input<typeof TrialBody>;
/** POST /trials -> `{ success, message, data: Trial }`. */
export const TrialSavedResponse = /* @__PURE__ */ z.object({
  success: bool(true),
  message: str(),
  data: Trial,
});
/** GET /trials/{user_id} -> `{ data: Trial[] }`. */
export const TrialsResponse = /* @__PURE__ */ listEnvelope('data', Trial);

/** POST /makeups: spend a make-up credit on one session of another batch of the same level. */
export const MakeupBody = /* @__PURE__ */ body({ student_id: idText(), batch_id: idText(), date: day() });
/** Make-up body. */
export type MakeupBodyInput = z.input<typeof MakeupBody>;

// ---------------------------------------------------------------------------------------- attendance
/** One session's mark for a student. */
export const AttendanceEntry = /* @__PURE__ */ z.object({
  date: str(),
  batch_id: str(),
  course: str(),
  mark: z.catch(z.enum(ATTENDANCE_MARKS), 'present'),
  /** True when this session was a make-up class. */
  makeup: bool(),
});
/** An attendance entry. */
export type AttendanceEntry = z.output<typeof AttendanceEntry>;

/** GET /attendance/{student_id} -> `{ data: AttendanceEntry[] (newest first), makeup_credits }`. */
export const AttendanceResponse = /* @__PURE__ */ listEnvelope('data', AttendanceEntry, {
  makeup_credits: num(),
});

// ---------------------------------------------------------------------------------------- levels
/** A skill of a level. */
export const Skill = /* @__PURE__ */ z.object({ skill_id: str(), name: str() });
/** A level and its skills, in order. */
export const Level = /* @__PURE__ */ z.object({
  level_id: str(),
  name: str(),
  position: num(),
  skills: jsonList(Skill),
});
/** A level. */
export type Level = z.output<typeof Level>;
/** GET /levels/{store} -> `{ data: Level[] }` in order. */
export const LevelsResponse = /* @__PURE__ */ listEnvelope('data', Level);

/** GET /progress/{student_id}: the student's level, each of its skills ticked or not, and readiness. */
export const ProgressResponse = /* @__PURE__ */ z.object({
  level: z.nullable(z.object({ level_id: str(), name: str() })),
  skills: jsonList(z.object({ skill_id: str(), name: str(), done: bool() })),
  ready: bool(),
});
/** Reply of GET /progress/{student_id}. */
export type ProgressResponse = z.output<typeof ProgressResponse>;
