import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { staff } from './admin';
import { at, cascadeRef, createdAt, mainId, money, scoped, settingsKey, timestamps } from './common';

/*
 * The academy (issue 37): students of a family, levels and skills, batches with places, enrolments and
 * the waiting list, trial classes, attendance and make-up classes. Every row carries `main_id`.
 */

/** The student a row is about (gone with the student). */
const studentRef = () => cascadeRef('student_id', () => students.id);
/** The batch a row is about (gone with the batch). */
const batchRef = () => cascadeRef('batch_id', () => batches.id);

/** A student: one child of a parent (a customer). Each admission belongs to one student. */
export const students = pgTable(
  'students',
  {
    ...scoped(),
    user_id: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    dob: text('dob').notNull().default(''),
    gender: text('gender').notNull().default(''),
    school: text('school').notNull().default(''),
    fatherName: text('father_name').notNull().default(''),
    motherName: text('mother_name').notNull().default(''),
    center: text('center').notNull().default(''),
    medical_note: text('medical_note').notNull().default(''),
    level_id: text('level_id').references(() => academyLevels.id, { onDelete: 'set null' }),
    /** Make-up credits earned by absences and not yet spent. */
    makeup_credits: integer('makeup_credits').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('students_user_idx').on(t.main_id, t.user_id)],
);

/** The merchant's levels, in `position` order. */
export const academyLevels = pgTable(
  'academy_levels',
  {
    ...scoped(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('academy_levels_main_idx').on(t.main_id, t.position)],
);

/** The skills of a level, in `position` order. */
export const academySkills = pgTable(
  'academy_skills',
  {
    ...scoped(),
    level_id: cascadeRef('level_id', () => academyLevels.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('academy_skills_level_idx').on(t.level_id, t.position)],
);

/** Skills a coach ticked for a student. */
export const studentSkills = pgTable(
  'student_skills',
  {
    main_id: mainId(),
    student_id: studentRef(),
    skill_id: cascadeRef('skill_id', () => academySkills.id),
    ticked_by: text('ticked_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.skill_id] })],
);

/**
 * A batch: a course at a centre on weekdays at a time. `held` counts the places taken (enrolled and
 * offered): it only moves in one conditional statement (`held < capacity`), so many parents at once never
 * exceed `capacity`. `wait_seq` numbers the waiting list's arrivals.
 */
export const batches = pgTable(
  'academy_batches',
  {
    ...scoped(),
    course: text('course').notNull(),
    course_id: text('course_id').notNull().default(''),
    centre: text('centre').notNull(),
    days: jsonb('days').$type<string[]>().notNull().default([]),
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
    coach_id: text('coach_id').references(() => staff.id, { onDelete: 'set null' }),
    level_id: text('level_id').references(() => academyLevels.id, { onDelete: 'set null' }),
    age_band: text('age_band').notNull().default(''),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    wait_seq: integer('wait_seq').notNull().default(0),
    price: money('price').notNull().default(0),
    trial_price: money('trial_price').notNull().default(0),
    term_start: text('term_start').notNull().default(''),
    term_end: text('term_end').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('academy_batches_main_idx').on(t.main_id, t.centre)],
);

/** A student's place (or wait) in a batch: enrolled | waitlisted | offered | withdrawn. */
export const enrolments = pgTable(
  'enrolments',
  {
    ...scoped(),
    student_id: studentRef(),
    batch_id: batchRef(),
    status: text('status').$type<'enrolled' | 'waitlisted' | 'offered' | 'withdrawn'>().notNull(),
    /** Arrival on the waiting list (the batch's `wait_seq`); the position is the rank among those waiting. */
    wait_seq: integer('wait_seq'),
    offer_expires_at: at('offer_expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('enrolments_student_batch_uq')
      .on(t.student_id, t.batch_id)
      .where(sql`${t.status} <> 'withdrawn'`),
    index('enrolments_batch_idx').on(t.batch_id, t.status, t.wait_seq),
  ],
);

/** A trial class: one per student (a cancelled one does not count). */
export const trials = pgTable(
  'trials',
  {
    ...scoped(),
    student_id: studentRef(),
    batch_id: batchRef(),
    day: text('day').notNull(),
    price: money('price').notNull().default(0),
    status: text('status')
      .$type<'booked' | 'attended' | 'no-show' | 'cancelled'>()
      .notNull()
      .default('booked'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trials_student_uq').on(t.student_id).where(sql`${t.status} <> 'cancelled'`),
    index('trials_day_idx').on(t.main_id, t.day),
  ],
);

/** A make-up class: a credit spent on one session of another batch of the same level. */
export const makeups = pgTable(
  'makeups',
  {
    ...scoped(),
    student_id: studentRef(),
    batch_id: batchRef(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('makeups_student_batch_day_uq').on(t.student_id, t.batch_id, t.day)],
);

/** The day's mark of a student in a batch (one row per batch, student and day). */
export const attendance = pgTable(
  'attendance',
  {
    ...scoped(),
    batch_id: batchRef(),
    student_id: studentRef(),
    day: text('day').notNull(),
    mark: text('mark').$type<'present' | 'absent' | 'late'>().notNull(),
    makeup: boolean('makeup').notNull().default(false),
    /** A make-up credit was given for this absence (once, even if marked again). */
    credited: boolean('credited').notNull().default(false),
    marked_by: text('marked_by').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendance_batch_student_day_uq').on(t.batch_id, t.student_id, t.day),
    index('attendance_student_idx').on(t.student_id, t.day),
  ],
);

/** Every mark's client-made id, kept so a queued mark sent twice counts once. */
export const attendanceReceipts = pgTable(
  'attendance_receipts',
  {
    main_id: mainId(),
    client_id: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.main_id, t.client_id] })],
);

/** The academy's settings of a merchant. */
export const academySettings = pgTable('academy_settings', {
  main_id: settingsKey(),
  makeup_credits: boolean('makeup_credits').notNull().default(false),
  offer_hours: integer('offer_hours').notNull().default(24),
});
