import {
  AcademyAttendanceDay,
  AcademyBatchDetail,
  AcademyBatchesResponse,
  type AcademyBatchesQuery,
  AcademyLevelsResponse,
  AcademyMoveResponse,
  AcademyReadyResponse,
  AcademyStudentDetail,
  AcademyStudentSummary,
  type AcademyStudentsQuery,
  AcademyTimetableResponse,
  AcademyTrial,
  AcademyTrialsResponse,
  AttendanceMarksResponse,
  type AttendanceMarksBody,
  type AcademyMoveBody,
  type SkillTickBody,
  page,
} from '@skatekit/console-contract';
import { z } from 'zod';
import type { ApiRequest } from './shop';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** The academy's console calls (issue 37; docs/admin-api.md "Academy"), under /admin/api/academy. */
export function academyApi(request: ApiRequest) {
  return {
    academy: {
      students: (query: Partial<AcademyStudentsQuery>) =>
        request('GET', '/academy/students', page(AcademyStudentSummary), { query }),
      student: (id: string) =>
        request('GET', at('/academy/students', id), z.object({ data: AcademyStudentDetail })),
      batches: (query: Partial<AcademyBatchesQuery> = {}) =>
        request('GET', '/academy/batches', AcademyBatchesResponse, { query }),
      batch: (id: string) =>
        request('GET', at('/academy/batches', id), z.object({ data: AcademyBatchDetail })),
      move: (batchId: string, body: AcademyMoveBody) =>
        request('POST', `${at('/academy/batches', batchId)}/move`, AcademyMoveResponse, { body }),
      timetable: () => request('GET', '/academy/timetable', AcademyTimetableResponse),
      trials: (day?: string) => request('GET', '/academy/trials', AcademyTrialsResponse, { query: { day } }),
      updateTrial: (id: string, status: AcademyTrial['status']) =>
        request('PATCH', at('/academy/trials', id), z.object({ data: AcademyTrial }), { body: { status } }),
      attendance: (day?: string) =>
        request('GET', '/academy/attendance', AcademyAttendanceDay, { query: { day } }),
      mark: (body: AttendanceMarksBody) =>
        request('POST', '/academy/attendance', AttendanceMarksResponse, { body }),
      levels: () => request('GET', '/academy/levels', AcademyLevelsResponse),
      ready: () => request('GET', '/academy/levels/ready', AcademyReadyResponse),
      tick: (body: SkillTickBody) => request('POST', '/academy/skills', z.unknown(), { body }),
      setLevel: (studentId: string, levelId: string) =>
        request('POST', `${at('/academy/students', studentId)}/level`, z.unknown(), { body: { levelId } }),
    },
  };
}
