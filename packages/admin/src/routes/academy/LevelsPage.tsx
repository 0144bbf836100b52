import type { AcademyLevel, AcademyReadyResponse } from '@skatekit/console-contract';
import { useId } from 'react';
import { useCan } from '../../session/session';
import { ListFilters } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, FormError, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import {
  useAcademyStudent,
  useAcademyStudents,
  useLevels,
  useReadyStudents,
  useSetLevel,
  useTickSkill,
} from './useAcademy';

type AcademyReadyStudent = AcademyReadyResponse['data'][number];

function ReadyRow({ ready, canMove }: { ready: AcademyReadyStudent; canMove: boolean }) {
  const setLevel = useSetLevel();
  return (
    <li className="card roster-row">
      <div>
        <p className="roster-name">{ready.student}</p>
        <p className="muted">{`${ready.level} complete${ready.nextLevel ? `, next: ${ready.nextLevel}` : ''}`}</p>
        <FormError error={setLevel.error} />
      </div>
      {canMove && ready.nextLevelId ? (
        <button
          type="button"
          className="button"
          disabled={setLevel.isPending}
          onClick={() => setLevel.mutate({ studentId: ready.studentId, levelId: ready.nextLevelId ?? '' })}
        >
          {`Move to ${ready.nextLevel}`}
        </button>
      ) : null}
    </li>
  );
}

/** The picked student's level, each of its skills a box to tick. */
function SkillTicks({ studentId, levels }: { studentId: string; levels: AcademyLevel[] }) {
  const student = useAcademyStudent(studentId);
  const tick = useTickSkill();
  const canTick = useCan('skills.tick');
  if (student.isPending) return <LoadingState label="Loading the student" lines={2} />;
  if (!student.data) return <FormError error={student.error} />;
  const level = levels.find((candidate) => candidate.name === student.data.level);
  if (!level) return <EmptyState>{`${student.data.name} has no level yet.`}</EmptyState>;
  const done = new Set(student.data.skillsDone);
  return (
    <fieldset className="card skill-ticks">
      <legend>{`${student.data.name}: ${level.name}`}</legend>
      {level.skills.length === 0 ? <p className="muted">This level has no skills yet.</p> : null}
      {level.skills.map((skill) => (
        <label key={skill.id} className="check">
          <input
            type="checkbox"
            checked={done.has(skill.id)}
            disabled={!canTick || tick.isPending}
            onChange={(event) => tick.mutate({ studentId, skillId: skill.id, done: event.target.checked })}
          />
          {skill.name}
        </label>
      ))}
      <FormError error={tick.error} />
    </fieldset>
  );
}

/** Levels: the ready-for-next-level list, ticking skills per student, and the levels with their skills. */
export default function LevelsPage() {
  const levels = useLevels();
  const ready = useReadyStudents();
  const canMove = useCan('academy.manage');
  const { params, update } = useSearchState();
  const q = params.get('q') ?? '';
  const picked = params.get('student') ?? '';
  const students = useAcademyStudents({ q: q || undefined, pageSize: 100 });
  const pickId = useId();
  return (
    <Page title="Levels">
      <section aria-labelledby="ready-title">
        <h2 id="ready-title">Ready for the next level</h2>
        <QueryView
          query={ready}
          loading="Loading the students ready"
          isEmpty={(list) => list.length === 0}
          empty="No student has every skill of their level ticked yet."
        >
          {(list) => (
            <ul className="plain-list roster">
              {list.map((entry) => (
                <ReadyRow key={entry.studentId} ready={entry} canMove={canMove} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section aria-labelledby="tick-title">
        <h2 id="tick-title">Tick skills</h2>
        <ListFilters
          search="Search students by student or parent name or phone"
          placeholder="Name or phone"
        />
        <div className="field">
          <label htmlFor={pickId}>Student</label>
          <select
            id={pickId}
            value={picked}
            onChange={(event) => update({ student: event.target.value })}
            disabled={!students.data}
          >
            <option value="">Choose a student</option>
            {(students.data?.data ?? []).map((student) => (
              <option key={student.id} value={student.id}>
                {`${student.name} (${student.level || 'no level'})`}
              </option>
            ))}
          </select>
        </div>
        {picked && levels.data ? <SkillTicks studentId={picked} levels={levels.data} /> : null}
      </section>
      <section aria-labelledby="levels-title">
        <h2 id="levels-title">Levels and skills</h2>
        <QueryView
          query={levels}
          loading="Loading levels"
          isEmpty={(list) => list.length === 0}
          empty="No levels yet."
        >
          {(list) => (
            <ol className="plain-list levels">
              {list.map((level) => (
                <li key={level.id} className="card">
                  <h3>{level.name}</h3>
                  <p className="muted">
                    {level.skills.map((skill) => skill.name).join(', ') || 'No skills yet'}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      </section>
    </Page>
  );
}
