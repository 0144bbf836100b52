import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendance, batches, enrolments, makeups, students, trials } from '../../db/schema';
import { indiaDay } from '../../lib/india-days';
import { authenticate, requireUser } from '../../lib/auth';
import {
  ACADEMY_TEXTS,
  AttendanceResponse,
  BatchesResponse,
  EnrolmentBody,
  EnrolmentResponse,
  EnrolmentsResponse,
  LevelsResponse,
  MakeupBody,
  MessageResponse,
  meetsOn,
  ProgressResponse,
  readyForNextLevel,
  StudentBody,
  StudentSavedResponse,
  StudentsResponse,
  TrialBody,
  TrialSavedResponse,
  TrialsResponse,
} from '../../platform/core';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { IdParams, merchantCode, StoreParams } from '../../platform/params';
import { acceptOffer, enrol, lapseOffers, positionOf, withdrawIn } from './places';
import {
  batchesWithNames,
  insertStudent,
  levelsWithSkills,
  requireBatch,
  requireStudent,
  skillsDone,
  studentsOf,
  toWireBatch,
  toWireStudents,
  updateStudent,
} from './repository';

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
const StudentIdParams = z.object({ student_id: z.string().min(1).max(64) });
const BatchesQuery = z.object({
  course_id: z.string().trim().max(64).optional(),
  centre: z.string().trim().max(100).optional(),
});
const OFFER_SWEEP_MS = 60_000;

/**
 * The academy's shopper calls (issue 37; docs/api.md "Academy"): a parent's students, the batches with
 * places left, enrolment with a waiting list, trial and make-up classes, attendance, levels and progress.
 * Every id is checked against the caller's merchant and family: another's is a 404.
 */
export const academyModule: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.services.now();
  // Offers past their time go on to the next waiting, also when nobody calls (each call sweeps too).
  const sweep = setInterval(() => {
    lapseOffers(app.db, now()).catch((error) => app.log.warn({ err: error }, 'academy offer sweep failed'));
  }, OFFER_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // ------------------------------------------------------------------------------------ students
  app.get(
    '/students/:user_id',
    { schema: { params: UserIdParams, response: { 200: StudentsResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      return { data: await toWireStudents(app.db, await studentsOf(app.db, claims.mainId, claims.userId)) };
    },
  );

  app.post(
    '/students',
    { schema: { body: StudentBody, response: { 200: StudentSavedResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.body.user_id, request.body.main_id);
      const row = await insertStudent(app.db, claims.mainId, claims.userId, request.body);
      const [data] = await toWireStudents(app.db, [row]);
      return { success: true, message: ACADEMY_TEXTS.STUDENT_SAVED, data };
    },
  );

  app.put(
    '/students/:id',
    { schema: { params: IdParams, body: StudentBody, response: { 200: StudentSavedResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.body.user_id, request.body.main_id);
      const student = await requireStudent(app.db, claims.mainId, request.params.id, claims.userId);
      const row = await updateStudent(app.db, student.id, request.body);
      const [data] = await toWireStudents(app.db, [row]);
      return { success: true, message: ACADEMY_TEXTS.STUDENT_SAVED, data };
    },
  );

  // ------------------------------------------------------------------------------------ batches
  app.get(
    '/batches/:store',
    { schema: { params: StoreParams, querystring: BatchesQuery, response: { 200: BatchesResponse } } },
    async (request) => {
      const merchant = await requireMerchant(app.db, request.params.store);
      await lapseOffers(app.db, now(), merchant.code);
      const rows = await batchesWithNames(app.db, merchant.code, {
        centre: request.query.centre || undefined,
        courseId: request.query.course_id || undefined,
      });
      return { data: rows.map(toWireBatch) };
    },
  );

  // ------------------------------------------------------------------------------------ enrolments
  app.post(
    '/enrolments',
    { schema: { body: EnrolmentBody, response: { 200: EnrolmentResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      await requireStudent(app.db, claims.mainId, request.body.student_id, claims.userId);
      await lapseOffers(app.db, now(), claims.mainId);
      const placed = await enrol(app.db, claims.mainId, request.body.student_id, request.body.batch_id);
      return {
        success: true,
        message: placed.status === 'enrolled' ? ACADEMY_TEXTS.ENROLLED : ACADEMY_TEXTS.WAITLISTED,
        status: placed.status,
        position: placed.position,
        enrolment_id: placed.enrolmentId,
      };
    },
  );

  /** The caller's enrolment (through their student); 404 for anyone else's. */
  const ownEnrolment = async (mainId: string, userId: string, id: string) => {
    const [row] = await app.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.student_id))
      .where(and(eq(enrolments.main_id, mainId), eq(enrolments.id, id), eq(students.user_id, userId)))
      .limit(1);
    if (!row) throw notFound(ACADEMY_TEXTS.ENROLMENT_NOT_FOUND);
  };

  app.get(
    '/enrolments/:user_id',
    { schema: { params: UserIdParams, response: { 200: EnrolmentsResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      await lapseOffers(app.db, now(), claims.mainId);
      const rows = await app.db
        .select({ e: enrolments })
        .from(enrolments)
        .innerJoin(students, eq(students.id, enrolments.student_id))
        .where(
          and(
            eq(enrolments.main_id, claims.mainId),
            eq(students.user_id, claims.userId),
            ne(enrolments.status, 'withdrawn'),
          ),
        )
        .orderBy(asc(enrolments.createdAt));
      const data = [];
      for (const { e } of rows) {
        data.push({
          enrolment_id: e.id,
          student_id: e.student_id,
          batch_id: e.batch_id,
          status: e.status,
          position: e.status === 'waitlisted' ? await positionOf(app.db, e.batch_id, e.wait_seq) : null,
          offer_expires_at: e.offer_expires_at?.toISOString() ?? '',
          createdAt: e.createdAt.toISOString(),
        });
      }
      return { data };
    },
  );

  app.post(
    '/enrolments/:id/accept',
    { schema: { params: IdParams, response: { 200: EnrolmentResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      await ownEnrolment(claims.mainId, claims.userId, request.params.id);
      const placed = await acceptOffer(app.db, claims.mainId, request.params.id, now());
      return {
        success: true,
        message: ACADEMY_TEXTS.ENROLLED,
        status: placed.status,
        position: null,
        enrolment_id: placed.enrolmentId,
      };
    },
  );

  app.delete(
    '/enrolments/:id',
    { schema: { params: IdParams, response: { 200: MessageResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      await ownEnrolment(claims.mainId, claims.userId, request.params.id);
      await app.db.transaction((tx) => withdrawIn(tx, claims.mainId, request.params.id, now()));
      return { success: true, message: 'Withdrawn' };
    },
  );

  // ------------------------------------------------------------------------------------ trials
  /** A batch that meets on `day` (today or later); 400 otherwise. */
  const sessionOf = async (mainId: string, batchId: string, day: string) => {
    const batch = await requireBatch(app.db, mainId, batchId);
    if (day < indiaDay(now()) || !meetsOn(batch, day)) throw badRequest(ACADEMY_TEXTS.NOT_A_CLASS_DAY);
    return batch;
  };

  app.post(
    '/trials',
    { schema: { body: TrialBody, response: { 200: TrialSavedResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      const student = await requireStudent(app.db, claims.mainId, request.body.student_id, claims.userId);
      const batch = await sessionOf(claims.mainId, request.body.batch_id, request.body.date);
      if (batch.held >= batch.capacity) throw conflict(ACADEMY_TEXTS.BATCH_FULL);
      const [row] = await app.db
        .insert(trials)
        .values({
          main_id: claims.mainId,
          student_id: student.id,
          batch_id: batch.id,
          day: request.body.date,
          price: batch.trial_price,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(ACADEMY_TEXTS.TRIAL_ALREADY);
      return { success: true, message: ACADEMY_TEXTS.TRIAL_BOOKED, data: wireTrial(row) };
    },
  );

  app.get(
    '/trials/:user_id',
    { schema: { params: UserIdParams, response: { 200: TrialsResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      const rows = await app.db
        .select({ t: trials })
        .from(trials)
        .innerJoin(students, eq(students.id, trials.student_id))
        .where(and(eq(trials.main_id, claims.mainId), eq(students.user_id, claims.userId)))
        .orderBy(desc(trials.day));
      return { data: rows.map(({ t }) => wireTrial(t)) };
    },
  );

  // ------------------------------------------------------------------------------------ make-ups
  app.post(
    '/makeups',
    { schema: { body: MakeupBody, response: { 200: MessageResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      const student = await requireStudent(app.db, claims.mainId, request.body.student_id, claims.userId);
      const batch = await sessionOf(claims.mainId, request.body.batch_id, request.body.date);
      // Same level as a batch the student holds a place in.
      const own = await app.db
        .select({ level: batches.level_id })
        .from(enrolments)
        .innerJoin(batches, eq(batches.id, enrolments.batch_id))
        .where(and(eq(enrolments.student_id, student.id), eq(enrolments.status, 'enrolled')));
      if (!batch.level_id || !own.some((b) => b.level === batch.level_id)) {
        throw badRequest(ACADEMY_TEXTS.MAKEUP_LEVEL);
      }
      await app.db.transaction(async (tx) => {
        const [spent] = await tx
          .update(students)
          .set({ makeup_credits: sql`${students.makeup_credits} - 1` })
          .where(and(eq(students.id, student.id), gt(students.makeup_credits, 0)))
          .returning({ id: students.id });
        if (!spent) throw conflict(ACADEMY_TEXTS.NO_MAKEUP_CREDIT);
        const [booked] = await tx
          .insert(makeups)
          .values({
            main_id: claims.mainId,
            student_id: student.id,
            batch_id: batch.id,
            day: request.body.date,
          })
          .onConflictDoNothing()
          .returning({ id: makeups.id });
        if (!booked) throw conflict(ACADEMY_TEXTS.ALREADY_IN_BATCH);
      });
      return { success: true, message: ACADEMY_TEXTS.MAKEUP_BOOKED };
    },
  );

  // ------------------------------------------------------------------------------------ attendance, progress
  app.get(
    '/attendance/:student_id',
    { schema: { params: StudentIdParams, response: { 200: AttendanceResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      const student = await requireStudent(app.db, claims.mainId, request.params.student_id, claims.userId);
      const rows = await app.db
        .select({ a: attendance, course: batches.course })
        .from(attendance)
        .innerJoin(batches, eq(batches.id, attendance.batch_id))
        .where(and(eq(attendance.main_id, claims.mainId), eq(attendance.student_id, student.id)))
        .orderBy(desc(attendance.day));
      return {
        data: rows.map(({ a, course }) => ({
          date: a.day,
          batch_id: a.batch_id,
          course,
          mark: a.mark,
          makeup: a.makeup,
        })),
        makeup_credits: student.makeup_credits,
      };
    },
  );

  app.get(
    '/levels/:store',
    { schema: { params: z.object({ store: merchantCode() }), response: { 200: LevelsResponse } } },
    async (request) => {
      const merchant = await requireMerchant(app.db, request.params.store);
      const levels = await levelsWithSkills(app.db, merchant.code);
      return {
        data: levels.map((l) => ({
          level_id: l.id,
          name: l.name,
          position: l.position,
          skills: l.skills.map((s) => ({ skill_id: s.id, name: s.name })),
        })),
      };
    },
  );

  app.get(
    '/progress/:student_id',
    { schema: { params: StudentIdParams, response: { 200: ProgressResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      const student = await requireStudent(app.db, claims.mainId, request.params.student_id, claims.userId);
      if (!student.level_id) return { level: null, skills: [], ready: false };
      const levels = await levelsWithSkills(app.db, claims.mainId);
      const level = levels.find((l) => l.id === student.level_id);
      if (!level) return { level: null, skills: [], ready: false };
      const done = (await skillsDone(app.db, [student.id])).get(student.id) ?? [];
      return {
        level: { level_id: level.id, name: level.name },
        skills: level.skills.map((s) => ({ skill_id: s.id, name: s.name, done: done.includes(s.id) })),
        ready: readyForNextLevel(
          level.skills.map((s) => s.id),
          done,
        ),
      };
    },
  );
};

/** A trial as the wire shows it. */
function wireTrial(t: typeof trials.$inferSelect) {
  return {
    trial_id: t.id,
    student_id: t.student_id,
    batch_id: t.batch_id,
    date: t.day,
    price: t.price,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
  };
}
