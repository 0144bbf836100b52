import { zodResolver } from '@hookform/resolvers/zod';
import { type AcademyRosterEntry, AcademyMoveBody } from '@skatekit/console-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useCan } from '../../session/session';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { DialogForm } from '../../ui/FormDialog';
import { plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { QueryView } from '../../ui/QueryView';
import { EmptyState } from '../../ui/states';
import { placesOf } from './BatchesPage';
import { FeePlanSection } from './FeePlanSection';
import { useBatch, useBatches, useMoveStudent, whenOf } from './useAcademy';

function MoveForm({
  batchId,
  entry,
  onDone,
}: {
  batchId: string;
  entry: AcademyRosterEntry;
  onDone: () => void;
}) {
  const move = useMoveStudent(batchId);
  const batches = useBatches();
  const [answer, setAnswer] = useState('');
  const form = useForm({
    resolver: zodResolver(AcademyMoveBody),
    defaultValues: { enrolmentId: entry.enrolmentId, toBatchId: '' },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (move.isPending) return;
    const moved = await move.mutateAsync(body).catch(() => null);
    if (!moved) return;
    if (moved.status === 'enrolled') onDone();
    else setAnswer(`That batch is full: ${entry.student} is number ${moved.position} on its waiting list.`);
  });
  const others = (batches.data ?? []).filter((batch) => batch.id !== batchId);
  return (
    <DialogForm
      onSubmit={onSubmit}
      error={move.error}
      pending={move.isPending}
      submitLabel="Move"
      pendingLabel="Moving…"
      status={answer ? <p role="status">{answer}</p> : null}
    >
      <Field label="Move to" error={form.formState.errors.toBatchId ? 'Choose a batch' : undefined}>
        {(props) => (
          <select {...props} {...form.register('toBatchId')}>
            <option value="">Choose a batch</option>
            {others.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {`${batch.course}, ${batch.centre}, ${whenOf(batch)} (${placesOf(batch)})`}
              </option>
            ))}
          </select>
        )}
      </Field>
    </DialogForm>
  );
}

function Roster({
  batchId,
  list,
  canMove,
}: {
  batchId: string;
  list: AcademyRosterEntry[];
  canMove: boolean;
}) {
  if (list.length === 0) return <EmptyState>No student in this batch yet.</EmptyState>;
  return (
    <ul className="plain-list roster">
      {list.map((entry) => (
        <li key={entry.enrolmentId} className="card roster-row">
          <div>
            <p className="roster-name">
              {entry.student}
              {entry.status === 'offered' ? <span className="badge">Place offered</span> : null}
            </p>
            <p className="muted">
              {entry.parentName}
              {entry.parentMobile ? (
                <>
                  {' · '}
                  <a href={`tel:${entry.parentMobile}`}>{entry.parentMobile}</a>
                </>
              ) : null}
            </p>
            {entry.medicalNote ? <p className="muted">Medical: {entry.medicalNote}</p> : null}
          </div>
          {canMove ? (
            <Dialog
              title={`Move ${entry.student}`}
              description="Their place moves to the batch you choose; a full batch puts them on its waiting list."
              trigger={
                <button
                  type="button"
                  className="button"
                  aria-label={`Move ${entry.student} to another batch`}
                >
                  Move
                </button>
              }
            >
              {(close) => <MoveForm batchId={batchId} entry={entry} onDone={close} />}
            </Dialog>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One batch: its details, places, roster (move a student to another batch) and waiting list in order. */
export default function BatchPage() {
  const { id = '' } = useParams();
  const batch = useBatch(id);
  const canMove = useCan('academy.manage');
  return (
    <Page
      title={batch.data ? `Batch: ${batch.data.course}` : 'Batch'}
      back={<Link to="/batches">All batches</Link>}
    >
      <QueryView query={batch} loading="Loading the batch">
        {(data) => (
          <>
            <dl className="detail-grid card">
              {(
                [
                  ['Centre', data.centre],
                  ['When', whenOf(data)],
                  ['Coach', data.coach || '—'],
                  ['Level', [data.level, data.ageBand].filter(Boolean).join(' · ') || '—'],
                  ['Places', placesOf(data)],
                  ['Term', `${data.termStart} to ${data.termEnd}`],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <FeePlanSection batchId={data.id} />
            <section aria-labelledby="roster-title">
              <h2 id="roster-title">Roster ({plural(data.roster.length, 'student')})</h2>
              <Roster batchId={data.id} list={data.roster} canMove={canMove} />
            </section>
            <section aria-labelledby="waiting-title">
              <h2 id="waiting-title">Waiting list</h2>
              {data.waitingList.length === 0 ? (
                <EmptyState>Nobody is waiting.</EmptyState>
              ) : (
                <ol className="plain-list waiting-list">
                  {data.waitingList.map((entry) => (
                    <li key={entry.enrolmentId} className="card roster-row">
                      <p className="roster-name">
                        {`${entry.position}. ${entry.student}`}
                        {entry.status === 'offered' ? <span className="badge">Place offered</span> : null}
                      </p>
                      <p className="muted">
                        {[entry.parentName, entry.parentMobile].filter(Boolean).join(' · ')}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </QueryView>
    </Page>
  );
}
