import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  academyLevels,
  academySettings,
  academySkills,
  admissions,
  batches,
  enrolments,
  staff,
  students,
  studentSkills,
  users,
} from '../../db/schema';
import { ACADEMY_TEXTS, OFFER_HOURS_DEFAULT, seatsLeft, WEEKDAYS } from '../../platform/core';
import { notFound } from '../../platform/errors';

/*
 * The academy's reads and simple writes (issue 37): students of a family, batches with their places,
 * levels and skills, settings. Every query filters by `main_id`; a student is also the caller's own.
 */

export type StudentRow = typeof students.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
type Q = Db | Tx;

// ---------------------------------------------------------------------------------------- students
/** A student of the merchant (and of `userId` when given); 404 otherwise. */
export async function requireStudent(
  db: Q,
  mainId: string,
  id: string,
  userId?: string,
): Promise<StudentRow> {
  const [row] = await db
    .select()
    .from(students)
    .where(
      and(
        eq(students.main_id, mainId),
        eq(students.id, id),
        userId === undefined ? undefined : eq(students.user_id, userId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(ACADEMY_TEXTS.STUDENT_NOT_FOUND);
  return row;
}

/** The family's students, oldest first. */
export function studentsOf(db: Q, mainId: string, userId: string): Promise<StudentRow[]> {
  return db
    .select()
    .from(students)
    .where(and(eq(students.main_id, mainId), eq(students.user_id, userId)))
    .orderBy(asc(students.createdAt), asc(students.id));
}

/** The student's fields as a body gives them (the form's spelling). */
export interface StudentFields {
  name: string;
  dob?: string;
  gender: string;
  school?: string;
  fatherName?: string;
  motherName?: string;
  center: string;
  medical_note?: string;
}

export const studentValues = (body: StudentFields) => ({
  name: body.name,
  dob: body.dob ?? '',
  gender: body.gender,
  school: body.school ?? '',
  fatherName: body.fatherName ?? '',
  motherName: body.motherName ?? '',
  center: body.center,
  ...(body.medical_note === undefined ? {} : { medical_note: body.medical_note }),
});

export async function insertStudent(
  db: Q,
  mainId: string,
  userId: string,
  body: StudentFields,
): Promise<StudentRow> {
  const [row] = await db
    .insert(students)
    .values({ main_id: mainId, user_id: userId, ...studentValues(body) })
    .returning();
  return row;
}

export async function updateStudent(db: Q, id: string, body: StudentFields): Promise<StudentRow> {
  const [row] = await db.update(students).set(studentValues(body)).where(eq(students.id, id)).returning();
  return row;
}

/** Students as the wire shows them, with their admission and level. */
export async function toWireStudents(db: Q, rows: StudentRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const admitted = await db
    .select({ id: admissions.id, student_id: admissions.student_id })
    .from(admissions)
    .where(inArray(admissions.student_id, ids));
  const levelIds = rows.map((r) => r.level_id).filter((id): id is string => Boolean(id));
  const levels = levelIds.length
    ? await db.select().from(academyLevels).where(inArray(academyLevels.id, levelIds))
    : [];
  return rows.map((r) => ({
    student_id: r.id,
    user_id: r.user_id,
    name: r.name,
    dob: r.dob,
    gender: r.gender,
    school: r.school,
    fatherName: r.fatherName,
    motherName: r.motherName,
    center: r.center,
    medical_note: r.medical_note,
    admission_id: admitted.find((a) => a.student_id === r.id)?.id ?? '',
    level_id: r.level_id ?? '',
    level: levels.find((l) => l.id === r.level_id)?.name ?? '',
    makeup_credits: r.makeup_credits,
    createdAt: r.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------- batches
/** A batch of the merchant; 404 otherwise. */
export async function requireBatch(db: Q, mainId: string, id: string): Promise<BatchRow> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.main_id, mainId), eq(batches.id, id)))
    .limit(1);
  if (!row) throw notFound(ACADEMY_TEXTS.BATCH_NOT_FOUND);
  return row;
}

const firstDay = (days: string[]) =>
  Math.min(...days.map((d) => WEEKDAYS.indexOf(d as never)).filter((i) => i >= 0), 7);

/** Batches ordered by centre, first weekday and start time, with their coach's and level's names and waits. */
export async function batchesWithNames(
  db: Q,
  mainId: string,
  where: { centre?: string; courseId?: string; coachId?: string; ids?: string[] } = {},
) {
  const rows = await db
    .select({
      batch: batches,
      coach: staff.name,
      level: academyLevels.name,
    })
    .from(batches)
    .leftJoin(staff, eq(staff.id, batches.coach_id))
    .leftJoin(academyLevels, eq(academyLevels.id, batches.level_id))
    .where(
      and(
        eq(batches.main_id, mainId),
        where.centre ? eq(batches.centre, where.centre) : undefined,
        where.courseId ? eq(batches.course_id, where.courseId) : undefined,
        where.coachId ? eq(batches.coach_id, where.coachId) : undefined,
        where.ids ? inArray(batches.id, where.ids.length ? where.ids : ['']) : undefined,
      ),
    );
  const waits = rows.length
    ? await db
        .select({ batch_id: enrolments.batch_id, n: sql<number>`count(*)::int` })
        .from(enrolments)
        .where(
          and(
            inArray(
              enrolments.batch_id,
              rows.map((r) => r.batch.id),
            ),
            eq(enrolments.status, 'waitlisted'),
          ),
        )
        .groupBy(enrolments.batch_id)
    : [];
  return rows
    .map((r) => ({
      ...r.batch,
      coach: r.coach ?? '',
      level: r.level ?? '',
      waiting: Number(waits.find((w) => w.batch_id === r.batch.id)?.n ?? 0),
      seatsLeft: seatsLeft(r.batch.capacity, r.batch.held),
    }))
    .sort(
      (a, b) =>
        a.centre.localeCompare(b.centre) ||
        firstDay(a.days) - firstDay(b.days) ||
        a.start_time.localeCompare(b.start_time),
    );
}
export type NamedBatch = Awaited<ReturnType<typeof batchesWithNames>>[number];

/** A batch as the shopper's wire shows it. */
export const toWireBatch = (b: NamedBatch) => ({
  batch_id: b.id,
  course: b.course,
  course_id: b.course_id,
  centre: b.centre,
  days: b.days,
  start_time: b.start_time,
  end_time: b.end_time,
  coach: b.coach,
  level: b.level,
  level_id: b.level_id ?? '',
  age_band: b.age_band,
  capacity: b.capacity,
  seats_left: b.seatsLeft,
  waiting: b.waiting,
  price: b.price,
  trial_price: b.trial_price,
  term_start: b.term_start,
  term_end: b.term_end,
});

/** A batch's name as people say it: course, centre, days and time. */
export const batchLabel = (b: Pick<BatchRow, 'course' | 'centre' | 'days' | 'start_time'>) =>
  `${b.course}, ${b.centre}, ${b.days.join('/')} ${b.start_time}`;

// ---------------------------------------------------------------------------------------- levels
export async function levelsWithSkills(db: Q, mainId: string) {
  const levels = await db
    .select()
    .from(academyLevels)
    .where(eq(academyLevels.main_id, mainId))
    .orderBy(asc(academyLevels.position), asc(academyLevels.name));
  const skills = await db
    .select()
    .from(academySkills)
    .where(eq(academySkills.main_id, mainId))
    .orderBy(asc(academySkills.position), asc(academySkills.name));
  return levels.map((level) => ({ ...level, skills: skills.filter((s) => s.level_id === level.id) }));
}

/** Skill ids ticked for each of the students. */
export async function skillsDone(db: Q, studentIds: string[]): Promise<Map<string, string[]>> {
  const done = new Map<string, string[]>();
  if (studentIds.length === 0) return done;
  const rows = await db.select().from(studentSkills).where(inArray(studentSkills.student_id, studentIds));
  for (const row of rows) done.set(row.student_id, [...(done.get(row.student_id) ?? []), row.skill_id]);
  return done;
}

// ---------------------------------------------------------------------------------------- settings
export async function settingsOf(db: Q, mainId: string) {
  const [row] = await db.select().from(academySettings).where(eq(academySettings.main_id, mainId)).limit(1);
  return { makeupCredits: row?.makeup_credits ?? false, offerHours: row?.offer_hours ?? OFFER_HOURS_DEFAULT };
}

/** A parent's name, phone and e-mail. */
export async function parentOf(db: Q, userId: string) {
  const [row] = await db
    .select({ name: users.full_name, mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { name: '', mobile: '', email: '' };
}
