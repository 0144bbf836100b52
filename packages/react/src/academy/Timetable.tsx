import { selectIsSignedIn } from '@skatekit/core';
import {
  ACADEMY_SCREEN_TEXTS as T,
  type Batch,
  enrolledIn,
  meetsOn,
  placesLeft,
  type Student,
  trialBookedFor,
  trialPrice,
  WEEKDAYS,
  waitlistedAt,
} from '@skatekit/core/academy';
import { formatInr, ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useId, useMemo, useState } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useSession } from '../hooks/useStores';
import { useSkateStyles } from '../provider/sheets';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { ACADEMY_SHEETS } from '../styles/groups/academy';
import { Button } from '../ui/Button';
import { Page } from '../ui/Page';
import { Loading } from '../ui/Spinner';
import { academyOf, TIMETABLE_ROUTE } from './client';
import { StudentSelect } from './StudentSelect';

export interface TimetableProps {
  /** Only the batches of one course (its product id), e.g. on a course page. */
  courseId?: string;
  /** The centre shown first ('' or unset: every centre). */
  centre?: string;
}

/** The India calendar day `offset` days from now, `YYYY-MM-DD`. */
function indiaDay(offset = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The next day (today included, within two weeks) a batch meets: the trial's day. */
export function nextClassDay(batch: Pick<Batch, 'days' | 'term_start' | 'term_end'>): string | null {
  for (let offset = 0; offset < 14; offset++) {
    const day = indiaDay(offset);
    if (meetsOn(batch, day)) return day;
  }
  return null;
}

interface Answer {
  text: string;
  error?: boolean;
}

function BatchCard({
  batch,
  day,
  student,
  onAct,
  answer,
  busy,
}: {
  batch: Batch;
  day: string;
  student: Student | undefined;
  onAct: (batch: Batch, action: 'enrol' | 'trial') => void;
  answer: Answer | undefined;
  busy: boolean;
}) {
  const headingId = `skate-batch-${batch.batch_id}-${day}`;
  const full = batch.seats_left <= 0;
  return (
    <li className="skate-card skate-batch" part="card" aria-labelledby={headingId}>
      <p className="skate-batch-time">{`${batch.start_time}–${batch.end_time}`}</p>
      <h4 id={headingId}>{batch.course}</h4>
      <p className="skate-muted">
        {[
          batch.coach && `${T.COACH}: ${batch.coach}`,
          batch.level && `${T.LEVEL}: ${batch.level}`,
          batch.age_band,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        {`${T.TERM_FEE}: ${formatInr(batch.price)}`}
        {full ? null : ` · ${batch.trial_price > 0 ? trialPrice(batch.trial_price) : T.TRIAL_FREE}`}
      </p>
      <p>
        <span className={`skate-badge ${full ? 'skate-badge--danger' : 'skate-badge--success'}`} part="badge">
          {full ? T.BATCH_FULL_LABEL : placesLeft(batch.seats_left)}
        </span>
      </p>
      <div className="skate-batch-actions">
        <Button
          variant={full ? 'outline' : undefined}
          aria-describedby={headingId}
          loading={busy}
          onClick={() => onAct(batch, 'enrol')}
        >
          {full ? T.JOIN_WAITING_LIST : T.ENROL}
        </Button>
        {full || !student ? null : (
          <Button
            variant="outline"
            aria-describedby={headingId}
            disabled={busy}
            onClick={() => onAct(batch, 'trial')}
          >
            {T.BOOK_TRIAL}
          </Button>
        )}
      </div>
      {answer ? (
        <p
          className={`skate-batch-answer${answer.error ? ' skate-batch-answer--error' : ''}`}
          role={answer.error ? 'alert' : 'status'}
        >
          {answer.text}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The academy's week by centre, day and time, with places left. A signed-in parent picks one of their
 * children, then enrols them in a batch (a full batch puts them on its waiting list and says their
 * place in it) or books a trial class in a batch with room. A guest is sent to sign in first.
 */
export function Timetable({ courseId, centre: firstCentre = '' }: TimetableProps) {
  useSkateStyles(ACADEMY_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  const user = useSession((state) => state.user);
  const signedIn = useSession(selectIsSignedIn);
  const userId = signedIn ? (user?.user_id ?? '') : '';
  const batches = useAsync(
    async () => (await academyOf(storefront)).batches(courseId ? { course_id: courseId } : {}),
    [storefront, courseId],
  );
  const students = useAsync(
    async () => (userId ? (await academyOf(storefront)).students(userId) : []),
    [storefront, userId],
  );
  useLogOnError(batches.status, batches.error, 'timetable');
  useLogOnError(students.status, students.error, 'students');
  const [centre, setCentre] = useState(firstCentre);
  const [studentId, setStudentId] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [busy, setBusy] = useState('');
  const titleId = `skate-timetable-${useId().replace(/:/g, '')}`;

  const family = students.data ?? [];
  // One child: chosen for the parent.
  const chosen =
    family.find((s) => s.student_id === studentId) ?? (family.length === 1 ? family[0] : undefined);
  const list = batches.data ?? [];
  const centres = useMemo(() => [...new Set(list.map((batch) => batch.centre))], [list]);

  const signIn = () => {
    storefront.returnPage.getState().rememberReturnPage(TIMETABLE_ROUTE);
    navigate(ROUTES.login);
  };

  const act = async (batch: Batch, action: 'enrol' | 'trial') => {
    if (!signedIn) return signIn();
    if (!chosen) {
      setPickError(family.length === 0 ? T.ADD_CHILD_FIRST : T.CHOOSE_STUDENT);
      return;
    }
    setBusy(batch.batch_id);
    const say = (answer: Answer) => setAnswers((current) => ({ ...current, [batch.batch_id]: answer }));
    try {
      const academy = await academyOf(storefront);
      if (action === 'enrol') {
        const reply = await academy.enrol({ student_id: chosen.student_id, batch_id: batch.batch_id });
        say({
          text:
            reply.status === 'waitlisted' && reply.position
              ? waitlistedAt(chosen.name, reply.position)
              : enrolledIn(chosen.name, batch.course),
        });
      } else {
        const day = nextClassDay(batch);
        if (!day) return say({ text: TEXTS.SOMETHING_WENT_WRONG, error: true });
        const trial = await academy.bookTrial({
          student_id: chosen.student_id,
          batch_id: batch.batch_id,
          date: day,
        });
        say({ text: trialBookedFor(chosen.name, trial.date || day) });
      }
      batches.reload();
    } catch (error) {
      say({
        text: error instanceof Error && error.message ? error.message : TEXTS.SOMETHING_WENT_WRONG,
        error: true,
      });
    } finally {
      setBusy('');
    }
  };

  if (batches.status === 'loading' && !batches.data) return <Loading />;

  return (
    <Page title={T.TIMETABLE} titleId={titleId} className="skate-timetable">
      <div className="skate-timetable-controls">
        <StudentSelect
          label={TEXTS.CENTER}
          value={centre}
          placeholder={T.EVERY_CENTRE}
          options={centres.map((name) => ({ value: name, label: name }))}
          onChange={setCentre}
        />
        {signedIn ? (
          family.length > 0 ? (
            <StudentSelect
              label={T.ENROL_STUDENT}
              value={chosen?.student_id ?? ''}
              placeholder={family.length === 1 ? undefined : T.CHOOSE_STUDENT}
              options={family.map((s) => ({ value: s.student_id, label: s.name }))}
              error={pickError}
              onChange={(value) => {
                setStudentId(value);
                setPickError(null);
              }}
            />
          ) : students.status === 'success' ? (
            <p className="skate-muted">
              <SkateLink to={ROUTES.admissionForm}>{T.ADD_CHILD_FIRST}</SkateLink>
            </p>
          ) : null
        ) : (
          <Button variant="outline" onClick={signIn}>
            {T.SIGN_IN_TO_ENROL}
          </Button>
        )}
        {signedIn && family.length > 0 ? (
          <p className="skate-muted">
            <SkateLink to={ROUTES.admissionForm}>{T.ADD_NEW_STUDENT}</SkateLink>
          </p>
        ) : null}
      </div>
      {list.length === 0 ? <p className="skate-empty">{T.NO_BATCHES}</p> : null}
      {centres
        .filter((name) => !centre || name === centre)
        .map((name, index) => (
          <section key={name} className="skate-timetable-centre" aria-labelledby={`${titleId}-c${index}`}>
            <h2 id={`${titleId}-c${index}`}>{name}</h2>
            <div className="skate-timetable-week">
              {WEEKDAYS.map((day) => {
                const slots = list
                  .filter((batch) => batch.centre === name && batch.days.includes(day))
                  .sort((a, b) => a.start_time.localeCompare(b.start_time));
                if (slots.length === 0) return null;
                return (
                  <section key={day} className="skate-timetable-day" aria-label={`${name}, ${day}`}>
                    <h3>{day}</h3>
                    <ul className="skate-timetable-list">
                      {slots.map((batch) => (
                        <BatchCard
                          key={batch.batch_id}
                          batch={batch}
                          day={day}
                          student={chosen}
                          busy={busy === batch.batch_id}
                          answer={answers[batch.batch_id]}
                          onAct={(b, action) => void act(b, action)}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          </section>
        ))}
    </Page>
  );
}
