import {
  AcademyAttendanceDay,
  AcademyAttendanceQuery,
  AttendanceMarksBody,
  AttendanceMarksResponse,
} from '@skatekit/console-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendance, attendanceReceipts, enrolments, makeups, students } from '../../db/schema';
import { indiaDay } from '../../lib/india-days';
import { earnsMakeup, meetsOn } from '../../platform/core';
import { badRequest } from '../../platform/errors';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { batchInScope, coachScope } from './console-routes';
import { batchesWithNames, settingsOf } from './repository';

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/**
 * Attendance (issue 37): the caller's batches of a day with their students and marks (a coach: their own
 * batches), and the marks a phone queued. Each mark carries a client-made id kept in `attendance_receipts`
 * in the mark's transaction: a mark sent again (a retry after a lost answer, a queue flushed twice) finds
 * its id and counts once. An absence earns a make-up credit once, when the merchant allows.
 */
export const attendanceConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/academy/attendance`,
    {
      preHandler: requireStaff('academy.read'),
      schema: { querystring: AcademyAttendanceQuery, response: { 200: AcademyAttendanceDay } },
    },
    async (request) => {
      const staff = staffOf(request);
      const day = request.query.day ?? indiaDay(app.services.now());
      const meeting = (await batchesWithNames(app.db, staff.mainId, { coachId: coachScope(staff) })).filter(
        (b) => meetsOn(b, day),
      );
      const ids = meeting.map((b) => b.id);
      const on = ids.length ? ids : [''];
      const roster = await app.db
        .select({ batchId: enrolments.batch_id, s: students })
        .from(enrolments)
        .innerJoin(students, eq(students.id, enrolments.student_id))
        .where(and(inArray(enrolments.batch_id, on), eq(enrolments.status, 'enrolled')))
        .orderBy(asc(students.name));
      const visiting = await app.db
        .select({ batchId: makeups.batch_id, s: students })
        .from(makeups)
        .innerJoin(students, eq(students.id, makeups.student_id))
        .where(and(inArray(makeups.batch_id, on), eq(makeups.day, day)));
      const marks = await app.db
        .select()
        .from(attendance)
        .where(and(inArray(attendance.batch_id, on), eq(attendance.day, day)));
      const markOf = (batchId: string, studentId: string) =>
        marks.find((m) => m.batch_id === batchId && m.student_id === studentId)?.mark ?? null;
      return {
        day,
        batches: meeting.map((b) => ({
          batchId: b.id,
          course: b.course,
          centre: b.centre,
          startTime: b.start_time,
          endTime: b.end_time,
          coach: b.coach,
          students: [
            ...roster.filter((r) => r.batchId === b.id).map((r) => ({ ...r, makeup: false })),
            ...visiting.filter((r) => r.batchId === b.id).map((r) => ({ ...r, makeup: true })),
          ].map(({ s, makeup }) => ({
            studentId: s.id,
            student: s.name,
            medicalNote: s.medical_note,
            mark: markOf(b.id, s.id),
            makeup,
          })),
        })),
      };
    },
  );

  app.post(
    `${ADMIN_API}/academy/attendance`,
    {
      preHandler: requireStaff('attendance.mark'),
      schema: { body: AttendanceMarksBody, response: { 200: AttendanceMarksResponse } },
    },
    async (request) => {
      const staff = staffOf(request);
      const { makeupCredits } = await settingsOf(app.db, staff.mainId);
      const results: { clientId: string; outcome: 'recorded' | 'duplicate' }[] = [];
      for (const mark of request.body.marks) {
        const batch = await batchInScope(app.db, staff, mark.batchId);
        if (!meetsOn(batch, mark.day)) throw badRequest(`marks: the batch does not meet on ${mark.day}`);
        const [onRoster] = await app.db
          .select({ id: enrolments.id })
          .from(enrolments)
          .where(
            and(
              eq(enrolments.batch_id, batch.id),
              eq(enrolments.student_id, mark.studentId),
              eq(enrolments.status, 'enrolled'),
            ),
          )
          .limit(1);
        const [visitor] = onRoster
          ? [null]
          : await app.db
              .select({ id: makeups.id })
              .from(makeups)
              .where(
                and(
                  eq(makeups.batch_id, batch.id),
                  eq(makeups.student_id, mark.studentId),
                  eq(makeups.day, mark.day),
                ),
              )
              .limit(1);
        if (!onRoster && !visitor) throw badRequest('marks: the student is not in this batch');
        const outcome = await app.db.transaction(async (tx) => {
          const [fresh] = await tx
            .insert(attendanceReceipts)
            .values({ main_id: staff.mainId, client_id: mark.clientId })
            .onConflictDoNothing()
            .returning({ id: attendanceReceipts.client_id });
          if (!fresh) return 'duplicate' as const;
          const [row] = await tx
            .insert(attendance)
            .values({
              main_id: staff.mainId,
              batch_id: batch.id,
              student_id: mark.studentId,
              day: mark.day,
              mark: mark.mark,
              makeup: Boolean(visitor),
              marked_by: staff.email,
            })
            .onConflictDoUpdate({
              target: [attendance.batch_id, attendance.student_id, attendance.day],
              set: { mark: mark.mark, marked_by: staff.email },
            })
            .returning();
          if (earnsMakeup(mark.mark, makeupCredits) && !row.credited && !row.makeup) {
            await tx.update(attendance).set({ credited: true }).where(eq(attendance.id, row.id));
            await tx
              .update(students)
              .set({ makeup_credits: sql`${students.makeup_credits} + 1` })
              .where(eq(students.id, mark.studentId));
          }
          await writeAudit(tx, staff.mainId, staff, {
            action: 'attendance.mark',
            entity: 'attendance',
            entityId: row.id,
            after: {
              batchId: batch.id,
              studentId: mark.studentId,
              day: mark.day,
              mark: mark.mark,
              clientId: mark.clientId,
            },
          });
          return 'recorded' as const;
        });
        results.push({ clientId: mark.clientId, outcome });
      }
      return { results };
    },
  );
};
