import {
  ACADEMY_SCREEN_TEXTS as T,
  attendanceCounts,
  type Batch,
  type Enrolment,
  makeupCredits,
  skillsDone,
  type Student,
  waitingNumber,
} from '@skatekit/core/academy';
import { admissionStatusLabel, formatIndiaDate, formatInr, ROUTES } from '@skatekit/core/rules';
import type { AdmissionPayment } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSkateStyles } from '../provider/sheets';
import { SkateLink } from '../provider/SkateLink';
import { useStorefront } from '../provider/useStorefront';
import { ACADEMY_SHEETS } from '../styles/groups/academy';
import { Loading } from '../ui/Spinner';
import { academyOf, TIMETABLE_ROUTE } from './client';

export interface StudentsTabProps {
  userId: string;
}

const MARK_LABEL = { present: T.PRESENT, absent: T.ABSENT, late: T.LATE } as const;

/** The admission a payment was for, when the server says (older records do not). */
const admissionOfPayment = (payment: AdmissionPayment): string =>
  (payment as AdmissionPayment & { admission_id?: string }).admission_id ?? '';

function PaymentList({ payments }: { payments: AdmissionPayment[] }) {
  return (
    <ul>
      {payments.map((payment, index) => (
        <li key={payment.order_id || payment.receipt_id || index}>
          {`${formatIndiaDate(payment.createdAt)} · ${formatInr(payment.amountafterdiscount)} · ${admissionStatusLabel(payment.status)}`}
        </li>
      ))}
    </ul>
  );
}

function StudentCard({
  student,
  enrolments,
  batches,
  payments,
}: {
  student: Student;
  enrolments: Enrolment[];
  batches: Batch[];
  /** This child's payments; null when the records do not say whose they are (listed for the family). */
  payments: AdmissionPayment[] | null;
}) {
  const storefront = useStorefront();
  const attendance = useAsync(
    async () => (await academyOf(storefront)).attendance(student.student_id),
    [storefront, student.student_id],
  );
  const progress = useAsync(
    async () => (await academyOf(storefront)).progress(student.student_id),
    [storefront, student.student_id],
  );
  useLogOnError(attendance.status, attendance.error, 'attendance');
  useLogOnError(progress.status, progress.error, 'progress');
  const titleId = `skate-student-${student.student_id}`;
  const places = enrolments.filter((e) => e.student_id === student.student_id && e.status !== 'withdrawn');
  const marks = attendance.data?.data ?? [];
  const count = (mark: keyof typeof MARK_LABEL) => marks.filter((entry) => entry.mark === mark).length;
  const skills = progress.data?.skills ?? [];
  const level = progress.data?.level?.name || student.level;

  return (
    <li className="skate-card skate-student-card" part="card" aria-labelledby={titleId}>
      <h3 id={titleId}>{student.name}</h3>
      <div>
        <h4>{T.ADMISSION}</h4>
        <p>{student.admission_id ? T.ADMITTED : T.NOT_ADMITTED}</p>
      </div>
      <div>
        <h4>{T.BATCHES}</h4>
        {places.length === 0 ? (
          <p>
            {T.NOT_IN_BATCH} · <SkateLink to={TIMETABLE_ROUTE}>{T.VIEW_TIMETABLE}</SkateLink>
          </p>
        ) : (
          <ul>
            {places.map((place) => {
              const batch = batches.find((b) => b.batch_id === place.batch_id);
              const name = batch
                ? `${batch.course}, ${batch.centre}, ${batch.days.join(' ')} ${batch.start_time}–${batch.end_time}`
                : place.batch_id;
              const standing =
                place.status === 'enrolled'
                  ? T.ENROLLED_LABEL
                  : place.status === 'offered'
                    ? T.PLACE_OFFERED
                    : waitingNumber(place.position ?? 0);
              return <li key={place.enrolment_id}>{`${name} · ${standing}`}</li>;
            })}
          </ul>
        )}
      </div>
      <div>
        <h4>{T.ATTENDANCE}</h4>
        {attendance.status === 'loading' && !attendance.data ? null : marks.length === 0 ? (
          <p>{T.NO_ATTENDANCE}</p>
        ) : (
          <>
            <p>{attendanceCounts(count('present'), count('absent'), count('late'))}</p>
            <ul>
              {marks.slice(0, 10).map((entry) => (
                <li key={`${entry.date}-${entry.batch_id}`}>
                  {`${formatIndiaDate(`${entry.date}T12:00:00+05:30`)} · ${entry.course} · ${MARK_LABEL[entry.mark]}${entry.makeup ? ` · ${T.MAKEUP}` : ''}`}
                </li>
              ))}
            </ul>
          </>
        )}
        {(attendance.data?.makeup_credits ?? student.makeup_credits) > 0 ? (
          <p>{makeupCredits(attendance.data?.makeup_credits ?? student.makeup_credits)}</p>
        ) : null}
      </div>
      <div>
        <h4>{T.PROGRESS}</h4>
        {!level ? (
          <p>{T.NO_LEVEL}</p>
        ) : (
          <>
            <p>
              {`${T.LEVEL}: ${level}`}
              {skills.length > 0
                ? ` · ${skillsDone(skills.filter((s) => s.done).length, skills.length)}`
                : ''}
              {progress.data?.ready ? ` · ${T.READY_FOR_NEXT_LEVEL}` : ''}
            </p>
            {skills.length > 0 ? (
              <ul aria-label={`${student.name}: ${level}`}>
                {skills.map((skill) => (
                  <li key={skill.skill_id} className={skill.done ? 'skate-skill-done' : 'skate-skill-todo'}>
                    {skill.name}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
      {payments ? (
        <div>
          <h4>{T.PAYMENTS}</h4>
          {payments.length === 0 ? <p>{T.NO_PAYMENTS}</p> : <PaymentList payments={payments} />}
        </div>
      ) : null}
    </li>
  );
}

/**
 * My Account > Students: each child of the family with their admission, batches (or place on a waiting
 * list), attendance, level and skills, and payments.
 */
export function StudentsTab({ userId }: StudentsTabProps) {
  useSkateStyles(ACADEMY_SHEETS);
  const storefront = useStorefront();
  const family = useAsync(async () => {
    const academy = await academyOf(storefront);
    const [students, enrolments, batches, payments] = await Promise.all([
      academy.students(userId),
      academy.enrolments(userId),
      academy.batches(),
      storefront.api.admissions.payments(userId).catch(() => [] as AdmissionPayment[]),
    ]);
    return { students, enrolments, batches, payments };
  }, [storefront, userId]);
  useLogOnError(family.status, family.error, 'students');

  if (family.status === 'loading' && !family.data) return <Loading />;
  if (!family.data) return <p className="skate-empty">{TEXTS.SOMETHING_WENT_WRONG}</p>;
  const { students, enrolments, batches, payments } = family.data;
  if (students.length === 0)
    return (
      <p className="skate-empty">
        <SkateLink to={ROUTES.admissionForm}>{T.NO_STUDENTS}</SkateLink>
      </p>
    );
  // Payment records older than students (or a server that does not say) name no admission: they are
  // the family's, listed once under the children rather than guessed onto one of them.
  const linked = payments.length === 0 || payments.some((payment) => admissionOfPayment(payment) !== '');
  return (
    <>
      <ul className="skate-student-list">
        {students.map((student) => (
          <StudentCard
            key={student.student_id}
            student={student}
            enrolments={enrolments}
            batches={batches}
            payments={
              linked
                ? payments.filter(
                    (payment) =>
                      student.admission_id !== '' && admissionOfPayment(payment) === student.admission_id,
                  )
                : null
            }
          />
        ))}
      </ul>
      {linked ? null : (
        <section
          className="skate-card skate-student-card"
          part="card"
          aria-labelledby="skate-family-payments"
        >
          <h3 id="skate-family-payments">{T.PAYMENTS}</h3>
          <PaymentList payments={payments} />
        </section>
      )}
    </>
  );
}
