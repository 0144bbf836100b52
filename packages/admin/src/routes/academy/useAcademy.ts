import type {
  AcademyMoveBody,
  AcademyStudentsQuery,
  AcademyTrial,
  SkillTickBody,
} from '@skatekit/console-contract';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context';
import { useListQuery, useRecordQuery } from '../../api/queries';

/** Query keys of the academy's screens: `academy` refreshes all of them. */
export const academyKeys = {
  all: ['academy'] as const,
  students: (query: object) => ['academy', 'students', query] as const,
  student: (id: string) => ['academy', 'student', id] as const,
  batches: ['academy', 'batches'] as const,
  batch: (id: string) => ['academy', 'batch', id] as const,
  timetable: ['academy', 'timetable'] as const,
  trials: (day: string) => ['academy', 'trials', day] as const,
  attendance: (day: string) => ['academy', 'attendance', day] as const,
  levels: ['academy', 'levels'] as const,
  ready: ['academy', 'ready'] as const,
};

export function useAcademyStudents(query: Partial<AcademyStudentsQuery>) {
  return useListQuery(academyKeys.students(query), (api) => api.academy.students(query));
}

export function useAcademyStudent(id: string) {
  return useRecordQuery(academyKeys.student(id), (api) => api.academy.student(id));
}

export function useBatches() {
  const api = useApi();
  return useQuery({ queryKey: academyKeys.batches, queryFn: async () => (await api.academy.batches()).data });
}

export function useBatch(id: string) {
  return useRecordQuery(academyKeys.batch(id), (api) => api.academy.batch(id));
}

export function useTimetable() {
  const api = useApi();
  return useQuery({ queryKey: academyKeys.timetable, queryFn: () => api.academy.timetable() });
}

export function useTrials(day: string) {
  const api = useApi();
  return useQuery({
    queryKey: academyKeys.trials(day),
    queryFn: async () => (await api.academy.trials(day)).data,
  });
}

export function useAttendanceDay(day: string) {
  const api = useApi();
  return useQuery({ queryKey: academyKeys.attendance(day), queryFn: () => api.academy.attendance(day) });
}

export function useLevels() {
  const api = useApi();
  return useQuery({ queryKey: academyKeys.levels, queryFn: async () => (await api.academy.levels()).data });
}

export function useReadyStudents() {
  const api = useApi();
  return useQuery({ queryKey: academyKeys.ready, queryFn: async () => (await api.academy.ready()).data });
}

/**
 * A write whose screens refresh after it: every query under `queryKey`. With `refreshOnError` they refresh
 * after a refusal too (the Fees screen: a 409 means the fee changed, the row shows the new total).
 */
export function useRefreshingMutation<A, R>(
  queryKey: QueryKey,
  write: (api: ReturnType<typeof useApi>, args: A) => Promise<R>,
  refreshOnError = false,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn: (args: A) => write(api, args),
    ...(refreshOnError ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}

/** A write of the academy's screens: every academy list and record refreshes after it. */
const useAcademyMutation = <A, R>(write: (api: ReturnType<typeof useApi>, args: A) => Promise<R>) =>
  useRefreshingMutation(academyKeys.all, write);

/** Moves a student's place from one batch to another. */
export const useMoveStudent = (batchId: string) =>
  useAcademyMutation((api, body: AcademyMoveBody) => api.academy.move(batchId, body));

/** Marks a trial attended, no-show or cancelled. */
export const useUpdateTrial = () =>
  useAcademyMutation((api, { id, status }: { id: string; status: AcademyTrial['status'] }) =>
    api.academy.updateTrial(id, status),
  );

/** Ticks or unticks a skill of a student. */
export const useTickSkill = () => useAcademyMutation((api, body: SkillTickBody) => api.academy.tick(body));

/** Moves a ready student to the next level. */
export const useSetLevel = () =>
  useAcademyMutation((api, { studentId, levelId }: { studentId: string; levelId: string }) =>
    api.academy.setLevel(studentId, levelId),
  );

export { indiaToday } from '../../ui/format';

/** "Mon, Wed · 17:00-18:00". */
export function whenOf(batch: { days: readonly string[]; startTime: string; endTime: string }): string {
  return `${batch.days.join(', ')} · ${batch.startTime}–${batch.endTime}`;
}
