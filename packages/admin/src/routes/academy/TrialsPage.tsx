import type { AcademyTrial } from '@skatekit/console-contract';
import { useId } from 'react';
import { useCan } from '../../session/session';
import { money, plural } from '../../ui/format';
import { Page } from '../../ui/Page';
import { QueryView } from '../../ui/QueryView';
import { FormError } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { indiaToday, useTrials, useUpdateTrial } from './useAcademy';

const STATUS_LABEL: Record<AcademyTrial['status'], string> = {
  booked: 'Booked',
  attended: 'Attended',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

function TrialRow({ trial, canManage }: { trial: AcademyTrial; canManage: boolean }) {
  const update = useUpdateTrial();
  return (
    <li className="card roster-row">
      <div>
        <p className="roster-name">
          {`${trial.startTime} · ${trial.student}`}{' '}
          <span className="badge">{STATUS_LABEL[trial.status]}</span>
        </p>
        <p>{trial.batch}</p>
        <p className="muted">
          {trial.parentName}
          {trial.parentMobile ? (
            <>
              {' · '}
              <a href={`tel:${trial.parentMobile}`}>{trial.parentMobile}</a>
            </>
          ) : null}
          {' · '}
          {trial.price > 0 ? money(trial.price) : 'Free'}
        </p>
        <FormError error={update.error} />
      </div>
      {canManage && trial.status === 'booked' ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: trial.id, status: 'attended' })}
            aria-label={`${trial.student} attended`}
          >
            Attended
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: trial.id, status: 'no-show' })}
            aria-label={`${trial.student} did not come`}
          >
            No-show
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Trials: the trial classes of a day (today unless another is picked), for the front desk. */
export default function TrialsPage() {
  const { params, update } = useSearchState();
  const day = params.get('day') || indiaToday();
  const trials = useTrials(day);
  const canManage = useCan('academy.manage');
  const dayId = useId();
  return (
    <Page title="Trials">
      <div className="filters">
        <div className="filter-row">
          <label htmlFor={dayId}>Day</label>
          <input
            id={dayId}
            type="date"
            value={day}
            onChange={(event) => update({ day: event.target.value })}
          />
        </div>
      </div>
      <QueryView
        query={trials}
        loading="Loading the day's trials"
        isEmpty={(list) => list.length === 0}
        empty="No trial class booked for this day."
      >
        {(list) => (
          <>
            <p className="result-count">{plural(list.length, 'trial class', 'trial classes')}</p>
            <ul className="plain-list roster">
              {[...list]
                .sort((a, b) => a.startTime.localeCompare(b.startTime))
                .map((trial) => (
                  <TrialRow key={trial.id} trial={trial} canManage={canManage} />
                ))}
            </ul>
          </>
        )}
      </QueryView>
    </Page>
  );
}
