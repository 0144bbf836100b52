import { ATTENDANCE_MARKS } from '@skatekit/core/academy';
import type { AcademyAttendanceDay } from '@skatekit/console-contract';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../api/context';
import { Page } from '../../ui/Page';
import { QueryView } from '../../ui/QueryView';
import { academyKeys, useAttendanceDay } from './useAcademy';
import { type AttendanceQueue, createAttendanceQueue, useQueueState } from './attendanceQueue';

type Mark = (typeof ATTENDANCE_MARKS)[number];
type AttendanceBatch = AcademyAttendanceDay['batches'][number];
const LABEL: Record<Mark, string> = { present: 'Present', absent: 'Absent', late: 'Late' };

/** What the queue says under the title: everything sent, or how many wait (and why). */
function QueueStatus({ queue }: { queue: AttendanceQueue }) {
  const state = useQueueState(queue);
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  const waiting = state.marks.length;
  return (
    <div className="attendance-status">
      <p role="status" className={waiting > 0 ? 'badge badge-unpaid' : 'badge badge-paid'}>
        {waiting === 0
          ? 'All marks sent'
          : `${waiting} ${waiting === 1 ? 'mark' : 'marks'} waiting to be sent${
              online ? '' : ': offline, they go when the phone is back online'
            }`}
      </p>
      {state.refused ? (
        <p className="form-error" role="alert">
          {state.refused}
        </p>
      ) : null}
      {waiting > 0 && online && !state.sending ? (
        <button type="button" className="button" onClick={() => void queue.flush()}>
          Send now
        </button>
      ) : null}
    </div>
  );
}

function BatchCard({
  day,
  batch,
  queue,
  taps,
  onTap,
}: {
  day: string;
  batch: AttendanceBatch;
  queue: AttendanceQueue;
  taps: Record<string, Mark>;
  onTap: (key: string, mark: Mark) => void;
}) {
  const titleId = `batch-${batch.batchId}`;
  return (
    <section className="card attendance-batch" aria-labelledby={titleId}>
      <h2 id={titleId}>{`${batch.startTime}–${batch.endTime} · ${batch.course}`}</h2>
      <p className="muted">{[batch.centre, batch.coach].filter(Boolean).join(' · ')}</p>
      {batch.students.length === 0 ? (
        <p>No student in this batch.</p>
      ) : (
        <ul className="plain-list attendance-list">
          {batch.students.map((student) => {
            const key = `${batch.batchId}:${student.studentId}`;
            const current = taps[key] ?? student.mark;
            return (
              <li key={student.studentId} className="attendance-row">
                <p className="roster-name">
                  {student.student}
                  {student.makeup ? <span className="badge">Make-up</span> : null}
                </p>
                {student.medicalNote ? <p className="muted">Medical: {student.medicalNote}</p> : null}
                <fieldset className="attendance-marks">
                  <legend className="visually-hidden">{student.student}</legend>
                  {ATTENDANCE_MARKS.map((mark) => (
                    <button
                      key={mark}
                      type="button"
                      className={`button attendance-mark attendance-${mark}`}
                      aria-pressed={current === mark}
                      onClick={() => {
                        onTap(key, mark);
                        queue.mark({ batchId: batch.batchId, studentId: student.studentId, day, mark });
                      }}
                    >
                      {LABEL[mark]}
                    </button>
                  ))}
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Attendance, a coach's phone screen: today's batches, one tap per student (present, absent or late).
 * Each tap is queued in the phone's storage and sent when there is a connection; the server counts a
 * tap's client id once, so a tap sent twice counts once.
 */
export default function AttendancePage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const today = useAttendanceDay('');
  const [queue] = useState(() =>
    createAttendanceQueue((mark) =>
      api.academy.mark({ marks: [mark] }).then((answer) => {
        void queryClient.invalidateQueries({ queryKey: academyKeys.attendance('') });
        return answer;
      }),
    ),
  );
  const [taps, setTaps] = useState<Record<string, Mark>>({});
  useEffect(() => {
    const stop = queue.watchOnline();
    void queue.flush();
    return stop;
  }, [queue]);
  return (
    <Page title="Attendance">
      <QueueStatus queue={queue} />
      <QueryView
        query={today}
        loading="Loading today's batches"
        isEmpty={(data) => data.batches.length === 0}
        empty="No batch of yours meets today."
      >
        {(data) => (
          <>
            <p className="muted">{`${data.day} · ${data.batches.length === 1 ? '1 batch' : `${data.batches.length} batches`}`}</p>
            {data.batches.map((batch) => (
              <BatchCard
                key={batch.batchId}
                day={data.day}
                batch={batch}
                queue={queue}
                taps={taps}
                onTap={(key, mark) => setTaps((current) => ({ ...current, [key]: mark }))}
              />
            ))}
          </>
        )}
      </QueryView>
    </Page>
  );
}
