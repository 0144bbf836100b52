import {
  AcademyBatchBody,
  AcademyBatchDetail,
  AcademyBatchesQuery,
  AcademyBatchesResponse,
  type AcademyBatchSummary,
  AcademyLevel,
  AcademyLevelBody,
  AcademyLevelsResponse,
  AcademyMoveBody,
  AcademyMoveResponse,
  AcademyReadyResponse,
  AcademySettings,
  AcademyStudentDetail,
  AcademyStudentSummary,
  AcademyStudentsQuery,
  AcademyTimetableResponse,
  AcademyTrial,
  AcademyTrialsQuery,
  AcademyTrialsResponse,
  AcademyTrialUpdateBody,
  ADMIN_AUTH_TEXTS,
  page,
  SkillTickBody,
  seesAllBatches,
  StudentLevelBody,
} from '@skatekit/console-contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  academyLevels,
  academySettings,
  academySkills,
  admissions,
  attendance,
  batches,
  enrolments,
  staff as staffTable,
  students,
  studentSkills,
  trials,
  users,
} from '../../db/schema';
import { indiaDay } from '../../lib/india-days';
import { pageOf, searching } from '../../lib/lists';
import { ACADEMY_TEXTS, readyForNextLevel, WEEKDAYS } from '../../platform/core';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { lapseOffers, moveEnrolment, positionOf } from './places';
import {
  batchesWithNames,
  batchLabel,
  type NamedBatch,
  levelsWithSkills,
  requireBatch,
  requireStudent,
  settingsOf,
  skillsDone,
} from './repository';

const A = `${ADMIN_API}/academy`;
const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;
/** The coach whose batches alone the caller sees, or undefined for owners and staff. */
export const coachScope = (staff: StaffContext) => (seesAllBatches(staff.role) ? undefined : staff.staffId);

/** A batch the caller may see (a coach: only their own; 403 for another coach's). 404 when not the store's. */
export async function batchInScope(db: Db | Tx, staff: StaffContext, batchId: string) {
  const batch = await requireBatch(db, staff.mainId, batchId);
  const coach = coachScope(staff);
  if (coach && batch.coach_id !== coach) throw forbidden(ADMIN_AUTH_TEXTS.ROLE_NOT_ALLOWED);
  return batch;
}

/** A student the caller may see (a coach: only one holding a place in their batches). */
export async function studentInScope(db: Db | Tx, staff: StaffContext, studentId: string) {
  const student = await requireStudent(db, staff.mainId, studentId);
  const coach = coachScope(staff);
  if (coach) {
    const [own] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(batches, eq(batches.id, enrolments.batch_id))
      .where(
        and(
          eq(enrolments.student_id, student.id),
          eq(enrolments.status, 'enrolled'),
          eq(batches.coach_id, coach),
        ),
      )
      .limit(1);
    if (!own) throw forbidden(ADMIN_AUTH_TEXTS.ROLE_NOT_ALLOWED);
  }
  return student;
}

const summary = (b: NamedBatch): AcademyBatchSummary => ({
  id: b.id,
  course: b.course,
  courseId: b.course_id,
  centre: b.centre,
  days: b.days as AcademyBatchSummary['days'],
  startTime: b.start_time,
  endTime: b.end_time,
  coachId: b.coach_id,
  coach: b.coach,
  levelId: b.level_id,
  level: b.level,
  ageBand: b.age_band,
  capacity: b.capacity,
  // The callers count the enrolled (held places include the offered).
  enrolled: 0,
  seatsLeft: b.seatsLeft,
  waiting: b.waiting,
  price: b.price,
  trialPrice: b.trial_price,
  termStart: b.term_start,
  termEnd: b.term_end,
});

async function batchDetail(
  db: Db,
  staff: StaffContext,
  id: string,
): Promise<z.infer<typeof AcademyBatchDetail>> {
  await batchInScope(db, staff, id);
  const [named] = await batchesWithNames(db, staff.mainId, { ids: [id] });
  const rows = await db
    .select({ e: enrolments, s: students, parent: users.full_name, mobile: users.mobile })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.student_id))
    .innerJoin(users, eq(users.id, students.user_id))
    .where(and(eq(enrolments.batch_id, id), ne(enrolments.status, 'withdrawn')))
    .orderBy(asc(enrolments.wait_seq), asc(students.name));
  const entries = [];
  for (const { e, s, parent, mobile } of rows) {
    entries.push({
      enrolmentId: e.id,
      studentId: s.id,
      student: s.name,
      parentName: parent,
      parentMobile: mobile,
      status: e.status as 'enrolled' | 'waitlisted' | 'offered',
      position: e.status === 'waitlisted' ? await positionOf(db, id, e.wait_seq) : null,
      offerExpiresAt: e.offer_expires_at?.toISOString() ?? null,
      medicalNote: s.medical_note,
    });
  }
  const roster = entries.filter((x) => x.status !== 'waitlisted');
  return {
    ...summary(named),
    enrolled: roster.filter((x) => x.status === 'enrolled').length,
    roster,
    waitingList: entries.filter((x) => x.status === 'waitlisted'),
  };
}

const batchValues = (body: AcademyBatchBody) => ({
  course: body.course,
  course_id: body.courseId,
  centre: body.centre,
  days: body.days,
  start_time: body.startTime,
  end_time: body.endTime,
  coach_id: body.coachId,
  level_id: body.levelId,
  age_band: body.ageBand,
  capacity: body.capacity,
  price: body.price,
  trial_price: body.trialPrice,
  term_start: body.termStart,
  term_end: body.termEnd,
});

async function enrolledCounts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: enrolments.batch_id, n: sql<number>`count(*)::int` })
    .from(enrolments)
    .where(and(inArray(enrolments.batch_id, ids), eq(enrolments.status, 'enrolled')))
    .groupBy(enrolments.batch_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The console's academy (issue 37; docs/admin-api.md "Academy"): students, batches, timetable, trials, levels. */
export const academyConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.services.now();
  const listBatches = async (staff: StaffContext, query: { centre?: string; day?: string }) => {
    await lapseOffers(app.db, now(), staff.mainId);
    const rows = (
      await batchesWithNames(app.db, staff.mainId, { centre: query.centre, coachId: coachScope(staff) })
    ).filter((b) => !query.day || b.days.includes(query.day));
    const counts = await enrolledCounts(
      app.db,
      rows.map((b) => b.id),
    );
    return rows.map((b) => ({ ...summary(b), enrolled: counts.get(b.id) ?? 0 }));
  };

  // ------------------------------------------------------------------------------------ students
  app.get(
    `${A}/students`,
    {
      preHandler: requireStaff('academy.read'),
      schema: { querystring: AcademyStudentsQuery, response: { 200: page(AcademyStudentSummary) } },
    },
    async (request) => {
      const staff = staffOf(request);
      const query = request.query;
      const where: (SQL | undefined)[] = [eq(students.main_id, staff.mainId)];
      if (query.centre) where.push(eq(students.center, query.centre));
      where.push(
        searching(query.q, [
          students.name,
          students.fatherName,
          students.motherName,
          users.full_name,
          users.mobile,
          users.email,
        ]),
      );
      const coach = coachScope(staff);
      if (coach) {
        where.push(
          inArray(
            students.id,
            app.db
              .select({ id: enrolments.student_id })
              .from(enrolments)
              .innerJoin(batches, eq(batches.id, enrolments.batch_id))
              .where(and(eq(batches.coach_id, coach), eq(enrolments.status, 'enrolled'))),
          ),
        );
      }
      const { limit, offset } = pageOf(query);
      const rows = await app.db
        .select({
          s: students,
          parent: users.full_name,
          mobile: users.mobile,
          email: users.email,
          level: academyLevels.name,
        })
        .from(students)
        .innerJoin(users, eq(users.id, students.user_id))
        .leftJoin(academyLevels, eq(academyLevels.id, students.level_id))
        .where(and(...where))
        .orderBy(asc(students.name), asc(students.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(students)
        .innerJoin(users, eq(users.id, students.user_id))
        .where(and(...where));
      const held = rows.length
        ? await app.db
            .select({ studentId: enrolments.student_id, b: batches })
            .from(enrolments)
            .innerJoin(batches, eq(batches.id, enrolments.batch_id))
            .where(
              and(
                inArray(
                  enrolments.student_id,
                  rows.map((r) => r.s.id),
                ),
                eq(enrolments.status, 'enrolled'),
              ),
            )
        : [];
      return {
        data: rows.map(({ s, parent, mobile, email, level }) => ({
          id: s.id,
          name: s.name,
          dob: s.dob,
          gender: s.gender,
          centre: s.center,
          level: level ?? '',
          parentName: parent,
          parentMobile: mobile,
          parentEmail: email,
          batches: held.filter((h) => h.studentId === s.id).map((h) => batchLabel(h.b)),
          makeupCredits: s.makeup_credits,
          createdAt: s.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  const studentDetail = async (
    staff: StaffContext,
    id: string,
  ): Promise<z.infer<typeof AcademyStudentDetail>> => {
    const s = await studentInScope(app.db, staff, id);
    const [parent] = await app.db.select().from(users).where(eq(users.id, s.user_id)).limit(1);
    const [level] = s.level_id
      ? await app.db.select().from(academyLevels).where(eq(academyLevels.id, s.level_id)).limit(1)
      : [];
    const [admission] = await app.db
      .select({ id: admissions.id })
      .from(admissions)
      .where(and(eq(admissions.main_id, staff.mainId), eq(admissions.student_id, s.id)))
      .limit(1);
    const rows = await app.db
      .select({ e: enrolments, b: batches })
      .from(enrolments)
      .innerJoin(batches, eq(batches.id, enrolments.batch_id))
      .where(and(eq(enrolments.student_id, s.id), ne(enrolments.status, 'withdrawn')));
    const enrolmentList = [];
    for (const { e, b } of rows) {
      enrolmentList.push({
        id: e.id,
        batchId: b.id,
        batch: batchLabel(b),
        status: e.status,
        position: e.status === 'waitlisted' ? await positionOf(app.db, b.id, e.wait_seq) : null,
      });
    }
    const marks = await app.db
      .select({ mark: attendance.mark, n: sql<number>`count(*)::int` })
      .from(attendance)
      .where(eq(attendance.student_id, s.id))
      .groupBy(attendance.mark);
    const n = (mark: string) => Number(marks.find((m) => m.mark === mark)?.n ?? 0);
    return {
      id: s.id,
      name: s.name,
      dob: s.dob,
      gender: s.gender,
      centre: s.center,
      level: level?.name ?? '',
      parentName: parent?.full_name ?? '',
      parentMobile: parent?.mobile ?? '',
      parentEmail: parent?.email ?? '',
      batches: enrolmentList.filter((e) => e.status === 'enrolled').map((e) => e.batch),
      makeupCredits: s.makeup_credits,
      createdAt: s.createdAt.toISOString(),
      school: s.school,
      fatherName: s.fatherName,
      motherName: s.motherName,
      medicalNote: s.medical_note,
      userId: s.user_id,
      admissionId: admission?.id ?? '',
      enrolments: enrolmentList,
      attendance: { present: n('present'), absent: n('absent'), late: n('late') },
      skillsDone: (await skillsDone(app.db, [s.id])).get(s.id) ?? [],
    };
  };

  app.get(
    `${A}/students/:id`,
    {
      preHandler: requireStaff('academy.read'),
      schema: { params: IdParams, response: { 200: z.object({ data: AcademyStudentDetail }) } },
    },
    async (request) => ({ data: await studentDetail(staffOf(request), request.params.id) }),
  );

  app.post(
    `${A}/students/:id/level`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: {
        params: IdParams,
        body: StudentLevelBody,
        response: { 200: z.object({ data: AcademyStudentDetail }) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const student = await requireStudent(app.db, staff.mainId, request.params.id);
      const [level] = await app.db
        .select()
        .from(academyLevels)
        .where(and(eq(academyLevels.main_id, staff.mainId), eq(academyLevels.id, request.body.levelId)))
        .limit(1);
      if (!level) throw notFound(ACADEMY_TEXTS.LEVEL_NOT_FOUND);
      await app.db.transaction(async (tx) => {
        await tx.update(students).set({ level_id: level.id }).where(eq(students.id, student.id));
        await writeAudit(tx, staff.mainId, staff, {
          action: 'student.level',
          entity: 'student',
          entityId: student.id,
          before: { levelId: student.level_id },
          after: { levelId: level.id },
        });
      });
      return { data: await studentDetail(staff, student.id) };
    },
  );

  // ------------------------------------------------------------------------------------ batches, timetable
  app.get(
    `${A}/batches`,
    {
      preHandler: requireStaff('academy.read'),
      schema: { querystring: AcademyBatchesQuery, response: { 200: AcademyBatchesResponse } },
    },
    async (request) => ({ data: await listBatches(staffOf(request), request.query) }),
  );

  app.get(
    `${A}/timetable`,
    { preHandler: requireStaff('academy.read'), schema: { response: { 200: AcademyTimetableResponse } } },
    async (request) => {
      const data = await listBatches(staffOf(request), {});
      return { centres: [...new Set(data.map((b) => b.centre))], days: [...WEEKDAYS], batches: data };
    },
  );

  app.get(
    `${A}/batches/:id`,
    {
      preHandler: requireStaff('academy.read'),
      schema: { params: IdParams, response: { 200: z.object({ data: AcademyBatchDetail }) } },
    },
    async (request) => {
      const staff = staffOf(request);
      await lapseOffers(app.db, now(), staff.mainId);
      return { data: await batchDetail(app.db, staff, request.params.id) };
    },
  );

  /** The coach and level of a batch body must be the store's. */
  const checkRefs = async (mainId: string, body: AcademyBatchBody) => {
    if (body.levelId) {
      const [level] = await app.db
        .select({ id: academyLevels.id })
        .from(academyLevels)
        .where(and(eq(academyLevels.main_id, mainId), eq(academyLevels.id, body.levelId)));
      if (!level) throw badRequest(`levelId: ${ACADEMY_TEXTS.LEVEL_NOT_FOUND}`);
    }
    if (body.coachId) {
      const [coach] = await app.db
        .select({ id: staffTable.id })
        .from(staffTable)
        .where(and(eq(staffTable.main_id, mainId), eq(staffTable.id, body.coachId)));
      if (!coach) throw badRequest('coachId: no such member of staff');
    }
  };

  app.post(
    `${A}/batches`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: { body: AcademyBatchBody, response: { 200: z.object({ data: AcademyBatchDetail }) } },
    },
    async (request) => {
      const staff = staffOf(request);
      await checkRefs(staff.mainId, request.body);
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(batches)
          .values({ main_id: staff.mainId, ...batchValues(request.body) })
          .returning();
        await writeAudit(tx, staff.mainId, staff, {
          action: 'batch.create',
          entity: 'batch',
          entityId: row.id,
          after: request.body,
        });
        return row.id;
      });
      return { data: await batchDetail(app.db, staff, id) };
    },
  );

  app.put(
    `${A}/batches/:id`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: {
        params: IdParams,
        body: AcademyBatchBody,
        response: { 200: z.object({ data: AcademyBatchDetail }) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const before = await requireBatch(app.db, staff.mainId, request.params.id);
      await checkRefs(staff.mainId, request.body);
      if (request.body.capacity < before.held) {
        throw badRequest(`capacity: ${before.held} places are taken; the capacity cannot go below that`);
      }
      await app.db.transaction(async (tx) => {
        await tx.update(batches).set(batchValues(request.body)).where(eq(batches.id, before.id));
        await writeAudit(tx, staff.mainId, staff, {
          action: 'batch.update',
          entity: 'batch',
          entityId: before.id,
          before: {
            capacity: before.capacity,
            coachId: before.coach_id,
            days: before.days,
            startTime: before.start_time,
          },
          after: request.body,
        });
      });
      return { data: await batchDetail(app.db, staff, before.id) };
    },
  );

  app.post(
    `${A}/batches/:id/move`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: { params: IdParams, body: AcademyMoveBody, response: { 200: AcademyMoveResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const from = await requireBatch(app.db, staff.mainId, request.params.id);
      await requireBatch(app.db, staff.mainId, request.body.toBatchId);
      const [enrolment] = await app.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.id, request.body.enrolmentId), eq(enrolments.batch_id, from.id)))
        .limit(1);
      if (!enrolment) throw notFound(ACADEMY_TEXTS.ENROLMENT_NOT_FOUND);
      const { placed } = await app.db.transaction(async (tx) => {
        const moved = await moveEnrolment(
          tx as unknown as Db,
          staff.mainId,
          enrolment.id,
          request.body.toBatchId,
          now(),
        );
        await writeAudit(tx, staff.mainId, staff, {
          action: 'enrolment.move',
          entity: 'student',
          entityId: enrolment.student_id,
          before: { batchId: from.id, enrolmentId: enrolment.id },
          after: {
            batchId: request.body.toBatchId,
            enrolmentId: moved.placed.enrolmentId,
            status: moved.placed.status,
          },
        });
        return moved;
      });
      return placed;
    },
  );

  // ------------------------------------------------------------------------------------ trials
  const trialRows = async (staff: StaffContext, where: SQL) => {
    const rows = await app.db
      .select({ t: trials, s: students, b: batches, parent: users.full_name, mobile: users.mobile })
      .from(trials)
      .innerJoin(students, eq(students.id, trials.student_id))
      .innerJoin(users, eq(users.id, students.user_id))
      .innerJoin(batches, eq(batches.id, trials.batch_id))
      .where(
        and(
          eq(trials.main_id, staff.mainId),
          where,
          coachScope(staff) ? eq(batches.coach_id, staff.staffId) : undefined,
        ),
      )
      .orderBy(asc(batches.start_time), asc(students.name));
    return rows.map(
      ({ t, s, b, parent, mobile }): z.infer<typeof AcademyTrial> => ({
        id: t.id,
        date: t.day,
        studentId: s.id,
        student: s.name,
        parentName: parent,
        parentMobile: mobile,
        batchId: b.id,
        batch: batchLabel(b),
        startTime: b.start_time,
        price: t.price,
        status: t.status,
        createdAt: t.createdAt.toISOString(),
      }),
    );
  };

  app.get(
    `${A}/trials`,
    {
      preHandler: requireStaff('academy.read'),
      schema: { querystring: AcademyTrialsQuery, response: { 200: AcademyTrialsResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      return { data: await trialRows(staff, eq(trials.day, request.query.day ?? indiaDay(now()))) };
    },
  );

  app.patch(
    `${A}/trials/:id`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: {
        params: IdParams,
        body: AcademyTrialUpdateBody,
        response: { 200: z.object({ data: AcademyTrial }) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const [before] = await app.db
        .select()
        .from(trials)
        .where(and(eq(trials.main_id, staff.mainId), eq(trials.id, request.params.id)))
        .limit(1);
      if (!before) throw notFound(ACADEMY_TEXTS.TRIAL_NOT_FOUND);
      await app.db.transaction(async (tx) => {
        await tx.update(trials).set({ status: request.body.status }).where(eq(trials.id, before.id));
        await writeAudit(tx, staff.mainId, staff, {
          action: `trial.${request.body.status}`,
          entity: 'trial',
          entityId: before.id,
          before: { status: before.status },
          after: { status: request.body.status },
        });
      });
      const [data] = await trialRows(staff, eq(trials.id, before.id));
      return { data };
    },
  );

  // ------------------------------------------------------------------------------------ levels and skills
  const levelsOf = async (mainId: string) =>
    (await levelsWithSkills(app.db, mainId)).map((l) => ({
      id: l.id,
      name: l.name,
      position: l.position,
      skills: l.skills.map((s) => ({ id: s.id, name: s.name })),
    }));

  app.get(
    `${A}/levels`,
    { preHandler: requireStaff('academy.read'), schema: { response: { 200: AcademyLevelsResponse } } },
    async (request) => ({ data: await levelsOf(staffOf(request).mainId) }),
  );

  /** Writes a level and its skills in order (names kept keep their skill ids, and so their ticks). */
  const saveLevel = async (staff: StaffContext, body: AcademyLevelBody, id?: string) => {
    return app.db.transaction(async (tx) => {
      let levelId = id;
      if (levelId) {
        await tx
          .update(academyLevels)
          .set({ name: body.name, position: body.position })
          .where(eq(academyLevels.id, levelId));
      } else {
        const [row] = await tx
          .insert(academyLevels)
          .values({ main_id: staff.mainId, name: body.name, position: body.position })
          .returning();
        levelId = row.id;
      }
      const existing = await tx.select().from(academySkills).where(eq(academySkills.level_id, levelId));
      const gone = existing.filter((s) => !body.skills.includes(s.name)).map((s) => s.id);
      if (gone.length) await tx.delete(academySkills).where(inArray(academySkills.id, gone));
      for (const [position, name] of body.skills.entries()) {
        const kept = existing.find((s) => s.name === name);
        if (kept) await tx.update(academySkills).set({ position }).where(eq(academySkills.id, kept.id));
        else
          await tx.insert(academySkills).values({ main_id: staff.mainId, level_id: levelId, name, position });
      }
      await writeAudit(tx, staff.mainId, staff, {
        action: id ? 'level.update' : 'level.create',
        entity: 'level',
        entityId: levelId,
        after: body,
      });
      return levelId;
    });
  };

  app.post(
    `${A}/levels`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: { body: AcademyLevelBody, response: { 200: z.object({ data: AcademyLevel }) } },
    },
    async (request) => {
      const staff = staffOf(request);
      const id = await saveLevel(staff, request.body);
      return { data: (await levelsOf(staff.mainId)).find((l) => l.id === id) as AcademyLevel };
    },
  );

  app.put(
    `${A}/levels/:id`,
    {
      preHandler: requireStaff('academy.manage'),
      schema: {
        params: IdParams,
        body: AcademyLevelBody,
        response: { 200: z.object({ data: AcademyLevel }) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const [level] = await app.db
        .select()
        .from(academyLevels)
        .where(and(eq(academyLevels.main_id, staff.mainId), eq(academyLevels.id, request.params.id)))
        .limit(1);
      if (!level) throw notFound(ACADEMY_TEXTS.LEVEL_NOT_FOUND);
      await saveLevel(staff, request.body, level.id);
      return { data: (await levelsOf(staff.mainId)).find((l) => l.id === level.id) as AcademyLevel };
    },
  );

  app.get(
    `${A}/levels/ready`,
    { preHandler: requireStaff('academy.read'), schema: { response: { 200: AcademyReadyResponse } } },
    async (request) => {
      const staff = staffOf(request);
      const levels = await levelsWithSkills(app.db, staff.mainId);
      const rows = await app.db
        .select()
        .from(students)
        .where(and(eq(students.main_id, staff.mainId), sql`${students.level_id} is not null`));
      const done = await skillsDone(
        app.db,
        rows.map((r) => r.id),
      );
      const data = [];
      for (const s of rows) {
        const index = levels.findIndex((l) => l.id === s.level_id);
        const level = levels[index];
        if (
          !level ||
          !readyForNextLevel(
            level.skills.map((k) => k.id),
            done.get(s.id) ?? [],
          )
        )
          continue;
        const next = levels[index + 1];
        data.push({
          studentId: s.id,
          student: s.name,
          levelId: level.id,
          level: level.name,
          nextLevelId: next?.id ?? null,
          nextLevel: next?.name ?? '',
        });
      }
      return { data };
    },
  );

  app.post(
    `${A}/skills`,
    {
      preHandler: requireStaff('skills.tick'),
      schema: {
        body: SkillTickBody,
        response: { 200: z.object({ studentId: z.string(), skillsDone: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const student = await studentInScope(app.db, staff, request.body.studentId);
      const [skill] = await app.db
        .select()
        .from(academySkills)
        .where(and(eq(academySkills.main_id, staff.mainId), eq(academySkills.id, request.body.skillId)))
        .limit(1);
      if (!skill) throw notFound('Skill not found');
      await app.db.transaction(async (tx) => {
        if (request.body.done) {
          await tx
            .insert(studentSkills)
            .values({
              main_id: staff.mainId,
              student_id: student.id,
              skill_id: skill.id,
              ticked_by: staff.email,
            })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(studentSkills)
            .where(and(eq(studentSkills.student_id, student.id), eq(studentSkills.skill_id, skill.id)));
        }
        await writeAudit(tx, staff.mainId, staff, {
          action: request.body.done ? 'skill.tick' : 'skill.untick',
          entity: 'student',
          entityId: student.id,
          after: { skillId: skill.id, done: request.body.done },
        });
      });
      return {
        studentId: student.id,
        skillsDone: (await skillsDone(app.db, [student.id])).get(student.id) ?? [],
      };
    },
  );

  // ------------------------------------------------------------------------------------ settings
  app.get(
    `${A}/settings`,
    { preHandler: requireStaff('academy.read'), schema: { response: { 200: AcademySettings } } },
    async (request) => settingsOf(app.db, staffOf(request).mainId),
  );

  app.put(
    `${A}/settings`,
    {
      preHandler: requireStaff('settings.update'),
      schema: { body: AcademySettings, response: { 200: AcademySettings } },
    },
    async (request) => {
      const staff = staffOf(request);
      const before = await settingsOf(app.db, staff.mainId);
      await app.db.transaction(async (tx) => {
        const values = { makeup_credits: request.body.makeupCredits, offer_hours: request.body.offerHours };
        await tx
          .insert(academySettings)
          .values({ main_id: staff.mainId, ...values })
          .onConflictDoUpdate({ target: academySettings.main_id, set: values });
        await writeAudit(tx, staff.mainId, staff, {
          action: 'academy.settings',
          entity: 'settings',
          entityId: staff.mainId,
          before,
          after: request.body,
        });
      });
      return settingsOf(app.db, staff.mainId);
    },
  );
};
